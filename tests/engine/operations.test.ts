import { describe, expect, it } from 'vitest';
import { ageYears, digits, inr, nameFirst, nameLast, upper } from '../../src/engine/operations.ts';
import { RULE_OPERATORS, createRuleContext, evaluateValue } from '../../src/engine/rules.ts';
import { buildPayload } from '../../src/engine/payloads.ts';

describe('derived values, as functions', () => {
  it.each([
    ['Ravi Menon', 'Ravi', 'Menon'],
    ['Ravi Kumar Menon', 'Ravi Kumar', 'Menon'],
    ['  Ravi   Kumar  Menon ', 'Ravi Kumar', 'Menon'],
    ['Ravi', 'Ravi', ''],
    ['', '', ''],
    [null, '', ''],
    [42, '42', ''],
  ])('nameFirst / nameLast of %j -> %j / %j (spec §5: split at the last space)', (full, first, last) => {
    expect(nameFirst(full)).toBe(first);
    expect(nameLast(full)).toBe(last);
  });

  it.each([
    ['1980-03-12', '2026-03-11', 45],
    ['1980-03-12', '2026-03-12', 46],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['1980-03-12', '2026-03-12T09:30:00Z', 46],
    ['1980-02-30', '2026-03-12', null],
    ['12/03/1980', '2026-03-12', null],
    ['2030-01-01', '2026-03-12', null],
    [null, '2026-03-12', null],
  ])('ageYears(%j, %j) -> %j', (born, asOf, age) => {
    expect(ageYears(born, asOf)).toBe(age);
  });

  it('ageYears with one date counts to today', () => {
    const tenYearsAgo = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(ageYears(tenYearsAgo)).toBe(10);
  });

  it.each([
    ['+91 98765-43210', '919876543210'],
    ['abc', ''],
    [400001, '400001'],
    [null, ''],
  ])('digits(%j) -> %j', (value, expected) => {
    expect(digits(value)).toBe(expected);
  });

  it.each([
    ['abcde1234f', 'ABCDE1234F'],
    ['', ''],
    [undefined, ''],
  ])('upper(%j) -> %j', (value, expected) => {
    expect(upper(value)).toBe(expected);
  });

  it.each([
    [4000000, '₹40,00,000'],
    ['150000', '₹1,50,000'],
    [1234567.5, '₹12,34,568'],
    [null, ''],
    [{ amount: 1 }, ''],
  ])('inr(%j) -> %j', (value, expected) => {
    expect(inr(value)).toBe(expected);
  });
});

describe('derived values, in rules and payloads', () => {
  const context = createRuleContext({
    form: { fullName: 'Ravi Kumar Menon', pan: 'abcde1234f', mobile: '+91 98765 43210' },
    saved: { businessDetailsPayloadS2: { annualTurnover: 4500000, dateOfBirth: '1980-03-12' } },
  });

  it.each([
    [{ nameFirst: [{ var: 'form.fullName' }] }, 'Ravi Kumar'],
    [{ nameLast: { var: 'form.fullName' } }, 'Menon'],
    [{ upper: { var: 'form.pan' } }, 'ABCDE1234F'],
    [{ digits: { var: 'form.mobile' } }, '919876543210'],
    [{ inr: { var: 'saved.businessDetailsPayloadS2.annualTurnover' } }, '₹45,00,000'],
    [{ ageYears: [{ var: 'saved.businessDetailsPayloadS2.dateOfBirth' }, '2026-03-12'] }, 46],
    [{ '>=': [{ ageYears: [{ var: 'saved.businessDetailsPayloadS2.dateOfBirth' }, '2026-03-12'] }, 18] }, true],
    [{ cat: ['Turnover ', { inr: { var: 'saved.businessDetailsPayloadS2.annualTurnover' } }] }, 'Turnover ₹45,00,000'],
  ])('%j -> %j', (rule, expected) => {
    expect(evaluateValue(rule as never, context)).toEqual(expected);
  });

  it('are listed among the operators lint accepts', () => {
    for (const name of ['nameFirst', 'nameLast', 'ageYears', 'digits', 'upper', 'inr'])
      expect(RULE_OPERATORS.has(name)).toBe(true);
  });

  it('build a payload field: a full name sent as first and last name', () => {
    const spec = {
      fields: {
        firstName: { nameFirst: { var: 'form.fullName' } },
        lastName: { nameLast: { var: 'form.fullName' } },
        pan: { upper: { var: 'form.pan' } },
      },
      required: ['firstName', 'pan'],
    };
    expect(buildPayload(spec, context as never)).toEqual({
      ok: true,
      body: { firstName: 'Ravi Kumar', lastName: 'Menon', pan: 'ABCDE1234F' },
    });
  });
});
