// @vitest-environment jsdom
// Issue 37: both form renderers run one composed validation (the schema, then the screen's `form.checks`). A text-only
// form is drawn by the light form, which once left the checks out: penny drop's "Account numbers do not match" held
// only because that form also has a select.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeValidation, type FormCheck } from '../../src/engine/form-rules.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import { canRenderLight } from '../../src/engine/form-renderer.ts';
import { FormScreen } from '../../src/renderer/screens/form-screen.tsx';
import { loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';
import { MISMATCHED, textOnlyPennyDrop } from './text-only-penny-drop.ts';

afterEach(cleanup);

const programme = loadProgramme();
describe('one validation in both renderers: the schema, then form.checks', () => {
  const check: FormCheck = {
    field: '/b',
    failsWhen: { '!==': [{ var: 'form.a' }, { var: 'form.b' }] },
    message: 'differ',
  };
  const schemaSays = (data: Record<string, unknown>) => (data.a ? [] : [{ field: '/a', message: 'a is required' }]);
  it.each([
    { data: { a: 'x', b: 'x' }, checks: [check], errors: [] },
    { data: { a: 'x', b: 'y' }, checks: [check], errors: [{ field: '/b', message: 'differ' }] },
    {
      data: { b: 'y' },
      checks: [check],
      errors: [
        { field: '/a', message: 'a is required' },
        { field: '/b', message: 'differ' },
      ],
    },
    { data: { a: 'x', b: 'y' }, checks: undefined, errors: [] },
  ])('composeValidation($data) with checks $checks.length', ({ data, checks, errors }) => {
    expect(composeValidation(schemaSays, checks, createRuleContext())(data)).toEqual(errors);
  });

  it('a text-only form with a check (drawn light) refuses mismatched values in the browser', async () => {
    const { textOnly, validateData } = textOnlyPennyDrop();
    expect(canRenderLight(textOnly.schema, textOnly.uiSchema)).toBe(true);
    expect(programme.screens.mandate?.kind === 'form' && programme.screens.mandate.form?.checks?.length).toBeTruthy();
    const props = makeScreenProps<'form'>('mandate', {
      data: { form: textOnly, validateData, formInitialData: MISMATCHED },
    });
    renderWithTheme(<FormScreen {...props} />);
    expect(screen.queryByRole('combobox')).toBeNull(); // the light form: no select
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify and set up mandate' })));
    expect(screen.getByText('Account numbers do not match')).toBeTruthy();
    expect(props.onAction).not.toHaveBeenCalled();
  });
});
