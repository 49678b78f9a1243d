import { describe, expect, it } from 'vitest';
import {
  areAllCompleted,
  buildWorkflowContext,
  resolveCurrentStep,
  type WorkflowStep,
} from '../../src/engine/workflow.ts';

const wf = (...entries: Array<[string, string]>): WorkflowStep[] =>
  entries.map(([workflowTriggerValue, status]) => ({ workflowTriggerValue, status }));

describe('resolveCurrentStep: first trigger not completed', () => {
  it.each([
    [wf(), ''],
    [wf(['CREATE_LEAD', 'pending']), 'CREATE_LEAD'],
    [wf(['CREATE_LEAD', 'completed'], ['DEDUPE_CALLBACK', 'pending']), 'DEDUPE_CALLBACK'],
    [wf(['CREATE_LEAD', 'COMPLETED'], ['DEDUPE_CALLBACK', 'completed']), ''],
    [wf(['CREATE_LEAD', 'completed'], ['DEDUPE_CALLBACK', 'failed'], ['QUOTE_CALLBACK', 'pending']), 'DEDUPE_CALLBACK'],
  ])('%j -> %s', (steps, expected) => {
    expect(resolveCurrentStep(steps)).toBe(expected);
  });
});

describe('areAllCompleted', () => {
  const steps = wf(['CREATE_LEAD', 'completed'], ['DEDUPE_CALLBACK', 'completed'], ['QUOTE_CALLBACK', 'pending']);
  it.each([
    [['CREATE_LEAD'], true],
    [['CREATE_LEAD', 'DEDUPE_CALLBACK'], true],
    [['CREATE_LEAD', 'QUOTE_CALLBACK'], false],
    [['NOT_IN_WORKFLOW'], false],
    [[], true],
  ])('%j -> %s', (triggers, expected) => {
    expect(areAllCompleted(steps, triggers)).toBe(expected);
  });
});

describe('buildWorkflowContext', () => {
  it('exposes the current step, completion flags and allCompleted', () => {
    expect(buildWorkflowContext(wf(['CREATE_LEAD', 'completed'], ['DEDUPE_CALLBACK', 'pending']), 'PENDING')).toEqual({
      currentStep: 'DEDUPE_CALLBACK',
      completed: { CREATE_LEAD: true, DEDUPE_CALLBACK: false },
      allCompleted: false,
      status: 'PENDING',
    });
    expect(buildWorkflowContext(wf(['CREATE_LEAD', 'completed'])).allCompleted).toBe(true);
    expect(buildWorkflowContext([]).allCompleted).toBe(false);
  });

  // the triggers of steps that are not needed (engine/steps.ts notNeededTriggers) are passed over
  it.each([
    ['nothing skipped: GST is current', [], 'pending', 'GST_REQUEST_OTP', false],
    [
      'GST not needed: banking is current',
      ['GST_REQUEST_OTP', 'GST_VERIFY_OTP'],
      'pending',
      'CREATE_BANKING_URL',
      false,
    ],
    ['GST not needed and banking done: all completed', ['GST_REQUEST_OTP', 'GST_VERIFY_OTP'], 'completed', '', true],
    ['GST needed, banking done: GST is still current', [], 'completed', 'GST_REQUEST_OTP', false],
  ])('%s', (_name, skip, banking, currentStep, allCompleted) => {
    const workflows = wf(
      ['CREATE_LEAD', 'completed'],
      ['GST_REQUEST_OTP', 'pending'],
      ['GST_VERIFY_OTP', 'pending'],
      ['CREATE_BANKING_URL', banking],
    );
    const context = buildWorkflowContext(workflows, undefined, new Set(skip));
    expect([context.currentStep, context.allCompleted]).toEqual([currentStep, allCompleted]);
    expect(context.completed.GST_REQUEST_OTP).toBe(false);
  });
});
