import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { journey, repoRoot } from './helpers.ts';

const { source } = readConfigSource(repoRoot);
const programme = resolveProgramme(source, 'business-loan').programme!;
const vectors = Object.entries(programme.examples).flatMap(([screen, list]) => list.map((v) => ({ screen, ...v })));

// The field list (spec §3 payload names and §7 parameters): each must be covered by example vectors.
const FIELDS = [
  'mobile',
  'otp',
  'pan_number',
  'primary_gst_number',
  'nature_of_business',
  'companyName',
  'email',
  'requiredLoanAmount',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'gender',
  'emailId',
  'addressLine1',
  'addressLine2',
  'landmark',
  'pincode',
  'city',
  'state',
  'country',
  'officeStability',
  'officeType',
  'propertyType',
  'gstUsername',
  'accountNumber',
  'ifsc',
  'accType',
  'nachType',
];

// Every message spec §5 quotes for a form field, spelled exactly.
const SPEC_MESSAGES = [
  'Enter a valid mobile number',
  'Mobile number is required',
  'Enter a valid OTP number',
  'OTP is required',
  'Name is required',
  'Enter a valid name',
  'Email ID is required',
  'Enter a valid email address',
  'Enter a valid PAN number',
  'PAN number is required',
  'GST number is required',
  'Enter a valid GST number',
  'GST user name is required',
  'Enter a valid username',
  'Gst username must contain at least 8 characters',
  'GST username cannot exceed 15 characters.',
  'Account number is required',
  'Enter a valid account number',
  'IFSC code is required',
  'Enter a valid IFSC code',
  'Enter a valid pincode',
  'Office Tenure is required',
  'Office tenure must be between 1 and 9999 months',
  'Loan amount must be greater than minimum value',
  "Loan amount can't exceed maximum value",
  'To apply for a loan, you must be at least 18 years old.',
];

describe("journey validate-data (the browser's compiled validators)", () => {
  it.each(vectors.map((v) => [`${v.screen}: ${v.name}`, v]))('%s', async (_name, v) => {
    const result = await journey(
      ['validate-data', 'business-loan', v.screen, '-', '--root', repoRoot],
      JSON.stringify(v.data),
    );
    const printed = JSON.parse(result.out) as { valid: boolean; errors: Array<{ field: string; message: string }> };
    expect(result.code).toBe(v.errors.length ? 1 : 0);
    expect(printed.valid).toBe(v.errors.length === 0);
    expect([...printed.errors].sort(byField)).toEqual([...v.errors].sort(byField));
  });

  it('covers every field of the spec with good and bad input', () => {
    const withErrors = new Set(vectors.flatMap((v) => v.errors.map((e) => e.field.split('/').pop())));
    const valid = vectors.filter((v) => v.errors.length === 0).flatMap((v) => Object.keys(v.data));
    expect(FIELDS.filter((f) => !withErrors.has(f))).toEqual([]);
    expect(
      FIELDS.filter(
        (f) =>
          !valid.includes(f) &&
          !vectors.some((v) => v.errors.length === 0 && JSON.stringify(v.data).includes(`"${f}"`)),
      ),
    ).toEqual([]);
  });

  it('produces every validation message of spec §5, exactly', () => {
    const produced = new Set(vectors.flatMap((v) => v.errors.map((e) => e.message)));
    expect(SPEC_MESSAGES.filter((m) => !produced.has(m))).toEqual([]);
  });

  it("runs the screen's checks across fields as the browser does: a confirm account number that differs is invalid (issue 24)", async () => {
    const data = {
      accountNumber: '001234567890',
      confirmAccountNumber: '001234567899',
      ifsc: 'HDFC0001234',
      accType: 'current',
      nachType: 'digital',
    };
    const result = await journey(
      ['validate-data', 'business-loan', 'mandate', '-', '--root', repoRoot],
      JSON.stringify(data),
    );
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toEqual({
      valid: false,
      errors: [{ field: '/confirmAccountNumber', message: 'Account numbers do not match' }],
    });
    const same = await journey(
      ['validate-data', 'business-loan', 'mandate', '-', '--root', repoRoot],
      JSON.stringify({ ...data, confirmAccountNumber: ' 001234567890 ' }),
    );
    expect(JSON.parse(same.out)).toEqual({ valid: true, errors: [] });
  });

  it('exits 2 with a clear message for usage and data errors', async () => {
    const unknown = await journey(['validate-data', 'no-such-programme', 'login', '-', '--root', repoRoot], '{}');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown programme "no-such-programme"');
    const notJson = await journey(['validate-data', 'business-loan', 'login', '-', '--root', repoRoot], '{oops');
    expect(notJson.code).toBe(2);
    expect(notJson.err).toContain('cannot read data from standard input');
    const noForm = await journey(['validate-data', 'business-loan', 'home', '-', '--root', repoRoot], '{}');
    expect(noForm.code).toBe(2);
    expect(noForm.err).toContain('has no form');
  });
});

function byField(a: { field: string; message: string }, b: { field: string; message: string }): number {
  return `${a.field}${a.message}`.localeCompare(`${b.field}${b.message}`);
}
