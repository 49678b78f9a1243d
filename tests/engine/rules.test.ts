import { describe, expect, it } from 'vitest';
import { createRuleContext, evaluateRule, listRuleOperators, listRuleVariables } from '../../src/engine/rules.ts';

const context = createRuleContext({
  form: { shouldUseGstAddress: true, otpSent: false },
  user: { isAuthenticated: true, isGstFlow: false, quoteResponse: [{ quoteId: 'q1' }] },
  saved: { udyamDetails: { annualTurnover: 3500000 } },
  lead: { leadId: 'L1', offerAccepted: false },
  workflow: { currentStep: 'BS_CALLBACK', completed: { CREATE_LEAD: true, BS_CALLBACK: false }, allCompleted: false },
  constants: { loanAmountMin: 100000 },
  query: { Status: 'success' },
});

describe('evaluateRule over the documented context', () => {
  it.each([
    [undefined, true],
    [{ var: 'form.shouldUseGstAddress' }, true],
    [{ '!': { var: 'form.shouldUseGstAddress' } }, false],
    [{ var: 'user.isAuthenticated' }, true],
    [{ var: 'user.isGstFlow' }, false],
    [{ var: 'lead.leadId' }, true],
    [{ '!': { var: 'lead.offerAccepted' } }, true],
    [{ var: 'workflow.completed.CREATE_LEAD' }, true],
    [{ var: 'workflow.completed.BS_CALLBACK' }, false],
    [{ in: [{ var: 'workflow.currentStep' }, ['DEDUPE_CALLBACK', 'BS_CALLBACK']] }, true],
    [{ '>': [{ var: 'user.quoteResponse.length' }, 0] }, true],
    [{ '==': [{ var: 'query.Status' }, 'success'] }, true],
    [{ '>=': [{ var: 'constants.loanAmountMin' }, 100000] }, true],
    [{ var: 'lead.missing.deep' }, false],
    [{ '<': [{ var: 'saved.udyamDetails.annualTurnover' }, 4000000] }, true],
    [{ var: 'saved.businessDetailsPayload.email' }, false],
    [{ and: [{ var: 'user.isAuthenticated' }, { var: 'form.otpSent' }] }, false],
  ])('%j -> %s', (rule, expected) => {
    expect(evaluateRule(rule, context)).toBe(expected);
  });

  it.each([
    [[], false],
    [[{ applicantType: 'borrower' }], false],
    [[{ applicantType: 'borrower' }, { applicantType: 'co-applicant' }], true],
  ])('"two applicants" over lead.applicants %j -> %s', (applicants, expected) => {
    const twoApplicants = { '>=': [{ var: 'lead.applicants.length' }, 2] };
    const withCo = { some: [{ var: 'lead.applicants' }, { '==': [{ var: 'applicantType' }, 'co-applicant'] }] };
    const ctx = createRuleContext({ lead: { leadId: 'L1', applicants } });
    expect(evaluateRule(twoApplicants, ctx)).toBe(expected);
    expect(evaluateRule(withCo as never, ctx)).toBe(expected);
  });

  it('reads "no lead" as false, not as a crash', () => {
    expect(evaluateRule({ var: 'lead.leadId' }, createRuleContext())).toBe(false);
  });
});

describe('listRuleVariables / listRuleOperators', () => {
  it.each([
    [{ var: 'form.a' }, ['form.a'], ['var']],
    [
      { and: [{ var: ['user.b', false] }, { '!': { var: 'lead.c' } }] },
      ['user.b', 'lead.c'],
      ['and', 'var', '!', 'var'],
    ],
    [{ in: [{ var: 'workflow.currentStep' }, ['X']] }, ['workflow.currentStep'], ['in', 'var']],
    [
      { some: [{ var: 'lead.applicants' }, { '==': [{ var: 'applicantType' }, 'co-applicant'] }] },
      ['lead.applicants'],
      ['some', 'var', '==', 'var'],
    ],
    [{ filter: [{ var: 'lead.applicants' }, { var: 'x' }] }, ['lead.applicants'], ['filter', 'var', 'var']],
    [true, [], []],
  ])('%j', (rule, variables, operators) => {
    expect(listRuleVariables(rule as never)).toEqual(variables);
    expect(listRuleOperators(rule as never)).toEqual(operators);
  });
});
