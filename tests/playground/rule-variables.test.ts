import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listRuleVariables as listReadVariables } from '../../src/engine/rules.ts';
import { lintRule } from '../../src/engine/lint-rule.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import {
  constantFormat,
  humaniseName,
  labelInSentence,
  listRuleVariables,
} from '../../src/playground/model/rule-variables.ts';
import { repoRoot } from '../config/helpers.ts';
import { listShippedRules } from './shipped-rules.ts';

const { source } = readConfigSource(repoRoot);
const loan = resolveProgramme(source, 'business-loan').programme as ResolvedProgramme;
const byName = (screenId?: string) => new Map(listRuleVariables(loan, screenId).map((v) => [v.name, v]));

describe('listRuleVariables', () => {
  it.each([
    [
      'a form field, labelled by its title',
      'other-details-1',
      'form.requiredLoanAmount',
      { label: 'required loan amount', type: 'number', format: 'inr' },
    ],
    [
      'a form field with options from its oneOf',
      'other-details-1',
      'form.gender',
      {
        label: 'gender',
        type: 'string',
        options: [
          { value: 'MALE', label: 'Male' },
          { value: 'FEMALE', label: 'Female' },
          { value: 'OTHER', label: 'Other' },
        ],
      },
    ],
    ['a date field', 'other-details-1', 'form.dateOfBirth', { label: 'date of birth', type: 'date' }],
    ['a yes/no field', 'business-details-2', 'form.shouldUseGstAddress', { type: 'boolean' }],
    ['a consent (const true) is yes/no', 'login', 'form.acceptTerms', { type: 'boolean' }],
    [
      'a nested field, named with its group',
      'other-details-2',
      'form.secondaryAddress.pincode',
      { label: 'permanent address: pincode', type: 'string' },
    ],
    [
      'an answer an earlier screen saved',
      'other-details-1',
      'saved.businessDetailsPayload.nature_of_business',
      { label: 'nature of business (saved on Business details step 1)', type: 'string' },
    ],
    ['a lead field', 'other-details-1', 'lead.status', { label: 'lead status', type: 'string' }],
    ['a lead yes/no field', undefined, 'lead.offerAccepted', { label: 'lead offer accepted', type: 'boolean' }],
    ['the lead id, not "lead lead id"', undefined, 'lead.leadId', { label: 'lead id' }],
    ['a user-state flag', undefined, 'user.isAuthenticated', { label: 'user authenticated', type: 'boolean' }],
    [
      'a workflow step completed',
      undefined,
      'workflow.completed.BS_CALLBACK',
      { label: 'workflow step BS_CALLBACK completed', type: 'boolean' },
    ],
    [
      'an amount constant, with its value',
      undefined,
      'constants.loanAmountMax',
      { label: 'constant loan amount max', type: 'number', format: 'inr', value: 4000000 },
    ],
  ])('%s', (_name, screenId, name, expected) => {
    expect(byName(screenId).get(name)).toMatchObject(expected);
  });

  it("offers the workflow steps as the current step's options", () => {
    const options = byName()
      .get('workflow.currentStep')
      ?.options?.map((o) => o.value);
    expect(options).toEqual(expect.arrayContaining(loan.programme.workflow.steps));
  });

  it("offers no terminal step as the current one (the lender reports those as the lead's status; lint refuses the rule)", () => {
    const options =
      byName()
        .get('workflow.currentStep')
        ?.options?.map((o) => o.value) ?? [];
    const terminal = loan.programme.workflow.terminalSteps ?? [];
    expect(terminal.length).toBeGreaterThan(0);
    expect(options.filter((o) => terminal.includes(o))).toEqual([]);
  });

  it("has no form fields without a screen, and none of another screen's form", () => {
    expect([...byName().keys()].filter((n) => n.startsWith('form.'))).toEqual([]);
    expect(byName('other-details-1').has('form.pan_number')).toBe(false);
  });

  it('offers only what lint accepts on that screen, and every variable the shipped rules read', () => {
    for (const id of ['other-details-1', 'mandate', undefined]) {
      for (const v of listRuleVariables(loan, id)) {
        const file = id ? (loan.origins[`screen:${id}`] ?? '') : '';
        expect(
          lintRule({ var: v.name }, file, '', loan, id ? loan.forms[id]?.schema : undefined, id ? [id] : []),
        ).toEqual([]);
      }
    }
    for (const { programme, screenId, rule } of listShippedRules()) {
      const names = new Set(listRuleVariables(programme, screenId).map((v) => v.name));
      // a list's length is read through the list's own variable (user.quoteResponse.length)
      for (const read of listReadVariables(rule)) expect(names.has(read) || read.startsWith('user.')).toBe(true);
    }
  });
});

describe('the words of names', () => {
  it.each([
    ['annualTurnover', 'annual turnover'],
    ['pan_number', 'pan number'],
    ['isUserReturningFromBanking', 'is user returning from banking'],
    ['GSTIN', 'GSTIN'],
  ])('humaniseName(%s) is %s', (name, words) => expect(humaniseName(name)).toBe(words));

  it.each([
    ['Annual turnover', 'annual turnover'],
    ['GSTIN', 'GSTIN'],
    ['PAN number', 'PAN number'],
  ])('labelInSentence(%s) is %s', (title, label) => expect(labelInSentence(title)).toBe(label));

  it.each([
    ['loanAmountMax', 'inr'],
    ['processingFeeLimit', 'inr'],
    ['gstOnChargesPct', 'percent'],
    ['offerTenureMaxMonths', 'months'],
    ['nameMinLength', undefined],
    ['offerAmountStep', undefined],
  ])('constantFormat(%s) is %s', (name, format) => expect(constantFormat(name)).toBe(format));
});
