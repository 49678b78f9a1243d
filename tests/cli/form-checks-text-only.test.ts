import { describe, expect, it } from 'vitest';
import { validateWith } from '../../src/cli/screen-validators.ts';
import { MISMATCHED, textOnlyPennyDrop } from '../renderer/text-only-penny-drop.ts';

// The CLI's half of tests/renderer/light-form-checks.test.tsx: journey validate-data runs the same composed validation.
describe('journey validate-data on a text-only form with form.checks', () => {
  it('refuses mismatched account numbers and accepts matching ones', () => {
    const { validator, variant } = textOnlyPennyDrop();
    expect(validateWith(validator, variant, 'mandate', MISMATCHED)).toEqual([
      { field: '/confirmAccountNumber', message: 'Account numbers do not match' },
    ]);
    expect(
      validateWith(validator, variant, 'mandate', { ...MISMATCHED, confirmAccountNumber: MISMATCHED.accountNumber }),
    ).toEqual([]);
  });
});
