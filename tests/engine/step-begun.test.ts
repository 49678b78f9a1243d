import { describe, expect, it } from 'vitest';
import { createRuleContext } from '../../src/engine/rules.ts';
import { isStepBegun } from '../../src/engine/steps.ts';
import type { Step } from '../../src/engine/types.ts';

const kyc: Step = {
  id: 'kyc',
  title: 'KYC',
  completedBy: ['INIT_KYC', 'SUBMIT_KYC'],
  verifyingWhen: { '==': [{ var: 'workflow.currentStep' }, 'KYC_CALLBACK'] },
};
const mandate: Step = {
  id: 'mandate',
  title: 'Mandate',
  screens: ['mandate'],
  completedWhen: {
    and: [{ var: 'workflow.completed.SUBMIT_PENNYDROP' }, { var: 'workflow.completed.ENACH_CALLBACK' }],
  },
};
const details: Step = {
  id: 'details',
  title: 'Details',
  screens: ['details-1', 'details-2'],
  completedBy: ['CREATE_LEAD'],
};
const ctx = (completed: Record<string, boolean>, currentStep = '', submitted: Record<string, boolean> = {}) =>
  createRuleContext({ workflow: { currentStep, completed, allCompleted: false }, submitted });

describe('isStepBegun', () => {
  it.each([
    ["nothing done: not begun (the server's KYC_PENDING is not the borrower's doing)", kyc, ctx({}, 'INIT_KYC'), false],
    ['a trigger of completedBy done', kyc, ctx({ INIT_KYC: true }, 'SUBMIT_KYC'), true],
    ['done', kyc, ctx({ INIT_KYC: true, SUBMIT_KYC: true }), true],
    ['verifying (back from the KYC page)', kyc, ctx({}, 'KYC_CALLBACK'), true],
    [
      'a trigger its completedWhen names (penny drop alone)',
      mandate,
      ctx({ SUBMIT_PENNYDROP: true }, 'INIT_ENACH'),
      true,
    ],
    ['completedWhen, nothing done', mandate, ctx({}, 'SUBMIT_PENNYDROP'), false],
    ['one of its screens submitted this session', details, ctx({}, 'CREATE_LEAD', { 'details-1': true }), true],
    ["another step's screen submitted", details, ctx({}, 'CREATE_LEAD', { mandate: true }), false],
  ])('%s', (_name, step, context, begun) => {
    expect(isStepBegun(step, context)).toBe(begun);
  });
});
