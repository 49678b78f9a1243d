// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { JourneyForm } from '../../src/renderer/form/journey-form.tsx';
import { PROGRESSIVE_ABOVE } from '../../src/renderer/form/plain-templates.tsx';
import { createRuntimeValidator } from '../../src/playground/runtime-validator.ts';
import { renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

/** A form of `n` text fields named f0..f(n-1); every tenth one is required, with the message a borrower would read. */
function longForm(n: number): RJSFSchema {
  const names = Array.from({ length: n }, (_, i) => `f${i}`);
  return {
    type: 'object',
    properties: Object.fromEntries(
      names.map((name, i) => [
        name,
        {
          type: 'string',
          title: `Field ${i}`,
          minLength: 2,
          errorMessage: { minLength: `Field ${i} needs 2 letters` },
        },
      ]),
    ),
    required: names.filter((_, i) => i % 10 === 9),
    errorMessage: {
      required: Object.fromEntries(names.filter((_, i) => i % 10 === 9).map((name) => [name, `${name} is required`])),
    },
  };
}

function renderLong(n: number, onSubmit = vi.fn()) {
  const schema = longForm(n);
  return renderWithTheme(
    <JourneyForm
      schema={schema}
      uiSchema={{}}
      validator={createRuntimeValidator(schema)}
      idPrefix="root"
      onSubmit={onSubmit}
      actions={<button type="submit">Submit</button>}
    />,
  );
}

describe('a long form (more fields than a journey screen has)', () => {
  it('a form of up to PROGRESSIVE_ABOVE fields is drawn whole at once', () => {
    renderLong(PROGRESSIVE_ABOVE);
    expect(screen.getAllByRole('textbox')).toHaveLength(PROGRESSIVE_ABOVE);
  }, 60000);

  it('draws its first fields at once and the others soon after, in the schema order; a submit then shows every error and focuses the first', async () => {
    const n = PROGRESSIVE_ABOVE + 15;
    const onSubmit = vi.fn();
    const { container } = renderLong(n, onSubmit);
    expect(screen.getAllByRole('textbox').length).toBeLessThan(n);
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(n), { timeout: 30000 });
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual(
      Array.from({ length: n }, (_, i) => `root_f${i}`),
    );
    await act(async () => fireEvent.submit(container.querySelector('form') as HTMLFormElement));
    await screen.findByText(`f${n - 6} is required`);
    expect(screen.getByText('f9 is required')).toBeTruthy();
    expect(document.activeElement?.id).toBe('root_f9');
    expect(onSubmit).not.toHaveBeenCalled();
  }, 60000);
});
