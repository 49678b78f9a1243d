import { describe, expect, it } from 'vitest';
import { listFieldLabels, nameFieldsByLabel } from '../../src/engine/field-labels.ts';

const form = {
  schema: {
    type: 'object',
    properties: {
      dateOfBirth: { type: 'string', title: 'Date of birth' },
      pan: { type: 'string', title: 'PAN' },
      fullName: { type: 'string', title: 'Full name' },
      state: { type: 'string', title: 'State' },
      address: { type: 'object', title: 'Address', properties: { pincode: { type: 'string', title: 'Pincode' } } },
      email_id: { type: 'string' },
    },
    if: { properties: { hasGst: { const: true } } },
    then: { properties: { gstin: { type: 'string', title: 'GSTIN' } } },
  },
  uiSchema: { fullName: { 'ui:title': 'Co-borrower full name' } },
};

describe('listFieldLabels', () => {
  it("takes each field's ui:title, else its title, nested and conditional fields included", () => {
    expect(listFieldLabels(form)).toEqual({
      dateOfBirth: 'Date of birth',
      pan: 'PAN',
      fullName: 'Co-borrower full name',
      state: 'State',
      address: 'Address',
      pincode: 'Pincode',
      gstin: 'GSTIN',
    });
  });
});

describe('nameFieldsByLabel: a 400 names the field as the borrower knows it', () => {
  const labels = listFieldLabels(form);
  it.each([
    ['dateOfBirth is required', 'Date of birth is required'],
    ['pan must be a PAN like ABCDE1234F', 'PAN must be a PAN like ABCDE1234F'],
    ['fullName must be 3 to 255 characters', 'Co-borrower full name must be 3 to 255 characters'],
    ['pincode must be 6 digits', 'Pincode must be 6 digits'],
    ['Please check dateOfBirth and pan', 'Please check Date of birth and pan'],
    ['Invalid state for this lead', 'Invalid state for this lead'],
    ['email_id is required', 'email_id is required'],
    [
      'To apply for a loan, you must be at least 18 years old.',
      'To apply for a loan, you must be at least 18 years old.',
    ],
  ])('%j -> %j', (message, shown) => {
    expect(nameFieldsByLabel(message, labels)).toBe(shown);
  });
});
