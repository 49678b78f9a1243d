import { describe, expect, it } from 'vitest';
import { loanStatusMessageKey, resolveLoanStatusMessage, resolveMessage } from '../../src/engine/messages.ts';
import { propertyToPointer, toFieldErrors, compareFieldErrors } from '../../src/engine/validation-errors.ts';

describe('loan status message keys (spec §4)', () => {
  it.each([
    ['PENDING', 'loan_status_message_pending'],
    ['REJECTED_TIMEOUT', 'loan_status_message_rejected_timeout'],
    ['KYC_IN_PROGRESS', 'loan_status_message_kyc_in_progress'],
    ['SANCTIONED', 'loan_status_message_sactioned'],
    ['DISBURSED', 'loan_status_message_disbursed'],
  ])('%s -> %s', (status, key) => {
    expect(loanStatusMessageKey(status)).toBe(key);
  });
  it('falls back to the status when no message exists', () => {
    expect(resolveLoanStatusMessage({ loan_status_message_sactioned: 'Sanctioned!' }, 'SANCTIONED')).toBe(
      'Sanctioned!',
    );
    expect(resolveLoanStatusMessage({}, 'CLOSED')).toBe('CLOSED');
  });
});

describe('resolveMessage', () => {
  const texts = { a: 'Hello {{name}}', generic_error: 'Something went wrong' };
  it.each([
    ['a', { name: 'Asha' }, undefined, 'Hello Asha'],
    ['missing', {}, 'generic_error', 'Something went wrong'],
    ['missing', {}, undefined, 'missing'],
  ])('%s', (key, params, fallback, expected) => {
    expect(resolveMessage(texts, key, params, fallback)).toBe(expected);
  });
});

describe('form errors as field pointers', () => {
  it.each([
    ['.pan_number', '/pan_number'],
    ['.secondaryAddress.pincode', '/secondaryAddress/pincode'],
    ["['a.b']", '/a.b'],
    ['declaration_remarks', '/declaration_remarks'],
    ['address.city', '/address/city'],
    ['', ''],
  ])('%s -> %s', (property, pointer) => {
    expect(propertyToPointer(property)).toBe(pointer);
  });

  it('re-targets ajv-errors required messages onto the missing field and drops duplicates', () => {
    const errors = toFieldErrors([
      {
        name: 'errorMessage',
        property: '',
        message: 'PAN number is required',
        stack: 'PAN number is required',
        params: { errors: [{ keyword: 'required', params: { missingProperty: 'pan_number' } }] },
      },
      { name: 'errorMessage', property: '.email', message: 'Enter a valid email address', stack: '' },
      { name: 'errorMessage', property: '.email', message: 'Enter a valid email address', stack: '' },
      { name: 'if', property: '', message: 'must match "then" schema', stack: '' },
    ]);
    expect(errors).toEqual([
      { field: '/pan_number', message: 'PAN number is required' },
      { field: '/email', message: 'Enter a valid email address' },
    ]);
  });

  it('compares expected and actual errors as sets', () => {
    const a = { field: '/a', message: 'x' };
    const b = { field: '/b', message: 'y' };
    expect(compareFieldErrors([a, b], [b])).toEqual({ missing: [a], unexpected: [] });
    expect(compareFieldErrors([a], [a, b])).toEqual({ missing: [], unexpected: [b] });
  });
});
