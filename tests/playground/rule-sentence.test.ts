import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/json.ts';
import { describeRule } from '../../src/playground/model/rule-sentence.ts';
import type { RuleVariable } from '../../src/playground/model/rule-variables.ts';
import { listRuleVariables } from '../../src/playground/model/rule-variables.ts';
import { listShippedRules } from './shipped-rules.ts';

const variables: RuleVariable[] = [
  { name: 'form.annualTurnover', label: 'annual turnover', type: 'number', format: 'inr' },
  { name: 'form.tenure', label: 'tenure', type: 'number' },
  {
    name: 'form.gender',
    label: 'gender',
    type: 'string',
    options: [
      { value: 'FEMALE', label: 'Female' },
      { value: 'MALE', label: 'Male' },
    ],
  },
  { name: 'form.otpSent', label: 'OTP sent', type: 'boolean' },
  { name: 'lead.leadId', label: 'lead id', type: 'string' },
  { name: 'lead.status', label: 'lead status', type: 'string' },
  { name: 'user.quoteResponse', label: 'user quote response', type: 'string' },
  { name: 'workflow.currentStep', label: 'workflow current step', type: 'string' },
  { name: 'constants.turnoverLimit', label: 'constant turnover limit', type: 'number', format: 'inr', value: 4000000 },
];
const constants = { turnoverLimit: 4000000, minTenure: 12 };
const turnover = { var: 'form.annualTurnover' };

describe('describeRule', () => {
  it.each<[string, Json | undefined, string]>([
    ['no rule', undefined, 'always'],
    [
      'below a constant, in rupees the Indian way',
      { '<': [turnover, { var: 'constants.turnoverLimit' }] },
      'when annual turnover is below ₹40,00,000',
    ],
    [
      "a literal amount takes the field's format",
      { '>=': [turnover, 500000] },
      'when annual turnover is at least ₹5,00,000',
    ],
    [
      'a literal on the left reads the other way round',
      { '<': [500000, turnover] },
      'when annual turnover is above ₹5,00,000',
    ],
    [
      'a constant not listed as a variable, by the constants given',
      { '>': [{ var: 'form.tenure' }, { var: 'constants.minTenure' }] },
      'when tenure is above 12',
    ],
    [
      'between',
      { '<=': [100000, turnover, { var: 'constants.turnoverLimit' }] },
      'when annual turnover is from ₹1,00,000 to ₹40,00,000',
    ],
    ['an option by its title', { '==': [{ var: 'form.gender' }, 'FEMALE'] }, 'when gender is Female'],
    ['a text in quotes', { '!=': [{ var: 'lead.status' }, 'DISBURSED'] }, 'when lead status is not “DISBURSED”'],
    ['a yes/no variable', { var: 'form.otpSent' }, 'when OTP sent is true'],
    ['its negation', { '!': { var: 'form.otpSent' } }, 'when OTP sent is not true'],
    ['a value filled in', { '!!': { var: 'lead.leadId' } }, 'when lead id is filled in'],
    ['a value not filled in', { '!': [{ var: 'lead.leadId' }] }, 'when lead id is not filled in'],
    [
      "a list's length",
      { '>': [{ var: 'user.quoteResponse.length' }, 0] },
      'when the number of user quote response is above 0',
    ],
    ['an empty list', { '!': { var: 'user.quoteResponse.length' } }, 'when user quote response is empty'],
    [
      'one of a list',
      { in: [{ var: 'workflow.currentStep' }, ['A', 'B', 'C']] },
      'when workflow current step is one of “A”, “B” or “C”',
    ],
    ['a negated comparison', { '!': { '==': [{ var: 'lead.status' }, 'X'] } }, 'when lead status is not “X”'],
    [
      'and, or with groups in parentheses',
      { or: [{ and: [{ var: 'form.otpSent' }, { var: 'lead.leadId' }] }, { '==': [{ var: 'form.gender' }, 'MALE'] }] },
      'when (OTP sent is true and lead id is filled in) or gender is Male',
    ],
    ['a variable not listed, in words', { '==': [{ var: 'offer.roiPct' }, 12] }, 'when offer roi pct is 12'],
    ['a comparison with true', { '==': [{ var: 'form.otpSent' }, true] }, 'when OTP sent is true'],
    [
      'an operator without words of its own',
      { '>': [{ 'age-in-years': [{ var: 'form.dob' }] }, 18] },
      'when age in years of form dob is above 18',
    ],
  ])('%s', (_name, rule, sentence) => {
    expect(describeRule(rule, variables, constants)).toBe(sentence);
  });

  const shipped = listShippedRules();
  it('has rules to read in both shipped programmes', () => {
    expect(new Set(shipped.map((r) => r.programme.id)).size).toBe(2);
    expect(shipped.length).toBeGreaterThan(30);
  });

  it.each(shipped.map((r) => [r.where, r] as const))('reads %s in words', (_where, { programme, screenId, rule }) => {
    const sentence = describeRule(rule, listRuleVariables(programme, screenId), programme.constants);
    expect(sentence).toMatch(/^when [a-zA-Z“(]/);
    expect(sentence).not.toMatch(/[{}[\]"]|undefined|null|\bvar\b|NaN/);
  });
});
