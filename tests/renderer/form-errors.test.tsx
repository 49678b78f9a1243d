// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { JourneyForm } from '../../src/renderer/form/journey-form.tsx';
import { createRuntimeValidator } from '../../src/playground/runtime-validator.ts';
import { renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

/** Nine text fields f0..f8 of at least two letters; f2, f5 and f8 are required. Messages as a borrower reads them. */
function nineFields(): RJSFSchema {
  const names = Array.from({ length: 9 }, (_, i) => `f${i}`);
  const required = names.filter((_, i) => i % 3 === 2);
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
    required,
    errorMessage: { required: Object.fromEntries(required.map((name) => [name, `${name} is required`])) },
  };
}

function renderForm(onSubmit = vi.fn()) {
  const schema = nineFields();
  const view = renderWithTheme(
    <JourneyForm
      schema={schema}
      uiSchema={{}}
      validator={createRuntimeValidator(schema)}
      idPrefix="root"
      onSubmit={onSubmit}
      actions={<button type="submit">Submit</button>}
    />,
  );
  const form = view.container.querySelector('form') as HTMLFormElement;
  return { ...view, form, submit: () => act(async () => fireEvent.submit(form)) };
}

const input = (i: number) => document.getElementById(`root_f${i}`) as HTMLInputElement;
/** The ids of the fields showing an error list, in page order. */
const fieldsWithErrors = () =>
  Array.from(document.querySelectorAll('[id$="__error"]')).map((list) => list.id.replace(/__error$/, ''));
/** The field boxes (one per field) in which the page changed while `during` ran. */
async function boxesChangedBy(container: HTMLElement, during: () => Promise<unknown>): Promise<string[]> {
  const changed = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      changed.add(node?.closest('.journey-object-item')?.querySelector('input')?.id ?? 'outside any field');
    }
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  await during();
  observer.disconnect();
  return [...changed].sort();
}

describe('errors after a submit', () => {
  it('shows exactly the invalid fields their messages, marks them invalid for screen readers and focuses the first', async () => {
    const onSubmit = vi.fn();
    const { submit } = renderForm(onSubmit);
    fireEvent.change(input(0), { target: { value: 'a' } });
    await submit();
    expect(fieldsWithErrors()).toEqual(['root_f0', 'root_f2', 'root_f5', 'root_f8']);
    expect(screen.getByText('Field 0 needs 2 letters')).toBeTruthy();
    for (const name of ['f2', 'f5', 'f8']) expect(screen.getByText(`${name} is required`)).toBeTruthy();
    const invalid = Array.from({ length: 9 }, (_, i) => input(i).getAttribute('aria-invalid') === 'true');
    expect(invalid).toEqual([true, false, true, false, false, true, false, false, true]);
    expect(input(5).getAttribute('aria-describedby')?.split(' ')).toContain('root_f5__error');
    expect(document.getElementById('root_f5__error')?.textContent).toBe('f5 is required');
    expect(document.activeElement).toBe(input(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('changes the page only in the fields whose messages come or go', async () => {
    const { container, submit } = renderForm();
    expect(await boxesChangedBy(container, submit)).toEqual(['root_f2', 'root_f5', 'root_f8']);
    // f5 answered (its message goes at the first key); a submit again changes f5's box alone
    fireEvent.change(input(5), { target: { value: 'ok' } });
    expect(fieldsWithErrors()).toEqual(['root_f2', 'root_f8']);
    expect(await boxesChangedBy(container, submit)).toEqual(['root_f5']);
    expect(fieldsWithErrors()).toEqual(['root_f2', 'root_f8']);
    expect(document.activeElement).toBe(input(2));
  });

  it('after fixing a field and submitting again only its message goes; once all are fixed the data is sent', async () => {
    const onSubmit = vi.fn();
    const { submit } = renderForm(onSubmit);
    await submit();
    expect(fieldsWithErrors()).toEqual(['root_f2', 'root_f5', 'root_f8']);
    fireEvent.change(input(8), { target: { value: 'Pune' } });
    fireEvent.blur(input(8));
    await submit();
    expect(fieldsWithErrors()).toEqual(['root_f2', 'root_f5']);
    expect(input(8).getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(input(2), { target: { value: 'ab' } });
    fireEvent.change(input(5), { target: { value: 'cd' } });
    // typed just before the submit, still held by the fields: sent all the same
    await submit();
    expect(fieldsWithErrors()).toEqual([]);
    expect(onSubmit).toHaveBeenCalledWith({ f2: 'ab', f5: 'cd', f8: 'Pune' }, undefined);
  });

  it('leaving a field shows its message alone, and leaving it again unchanged changes no other field', async () => {
    const { container } = renderForm();
    fireEvent.change(input(1), { target: { value: 'x' } });
    await act(async () => fireEvent.blur(input(1)));
    expect(fieldsWithErrors()).toEqual(['root_f1']);
    expect(input(1).getAttribute('aria-invalid')).toBe('true');
    fireEvent.focus(input(1));
    // the field's own box loses its focus look; no other field, and nothing outside the fields, changes
    const changed = await boxesChangedBy(container, () => act(async () => fireEvent.blur(input(1))));
    expect(changed.filter((id) => id !== 'root_f1')).toEqual([]);
    expect(fieldsWithErrors()).toEqual(['root_f1']);
  });
});
