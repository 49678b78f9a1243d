import { describe, expect, it } from 'vitest';
import { formatProgress, resolveProgress } from '../../src/engine/progress.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import type { Step } from '../../src/engine/types.ts';

const steps: Step[] = [
  { id: 'a', title: 'Business Details', home: 'home', completedBy: ['A'], screens: ['bd-1', 'bd-2'], submit: ['bd-2'] },
  { id: 'b', title: 'Other Details', home: 'home', completedBy: ['B'], screens: ['od-1'] },
  {
    id: 'g',
    title: 'GST Details',
    home: 'home',
    completedBy: ['G'],
    screens: ['gst'],
    skipWhen: { var: 'constants.noGst' },
  },
  { id: 'offer', title: 'Offer', completedWhen: { var: 'lead.offerAccepted' }, screens: ['offer'] },
  {
    id: 'm',
    title: 'Mandate',
    home: 'post',
    completedWhen: { or: [{ var: 'workflow.completed.E' }, { var: 'workflow.completed.P' }] },
    screens: ['mandate'],
  },
];
const ctx = (
  completed: Record<string, boolean>,
  lead: Record<string, unknown> | null = null,
  more: { noGst?: boolean; submitted?: Record<string, boolean> } = {},
) =>
  createRuleContext({
    workflow: { currentStep: '', completed, allCompleted: false },
    lead,
    constants: { noGst: more.noGst ?? false },
    submitted: more.submitted ?? {},
  });

describe('resolveProgress: the whole journey, pre- and post-offer, over the programme steps', () => {
  it.each([
    [
      'nothing done, on home',
      {},
      null,
      {},
      'home',
      { total: 5, done: 0, current: 1, currentLabel: 'Business Details', notNeeded: [] },
    ],
    [
      'on a form of the first step',
      {},
      null,
      {},
      'bd-2',
      { total: 5, done: 0, current: 1, currentLabel: 'Business Details', notNeeded: [] },
    ],
    [
      'business done, on home',
      { A: true },
      null,
      {},
      'home',
      { total: 5, done: 1, current: 2, currentLabel: 'Other Details', notNeeded: [] },
    ],
    [
      'business done by the server, step 2 not submitted here',
      { A: true },
      null,
      { submitted: { 'bd-1': true } },
      'home',
      { total: 5, done: 0, current: 1, currentLabel: 'Business Details', notNeeded: [] },
    ],
    [
      'GST not needed: it counts as done and the offer is next',
      { A: true, B: true },
      null,
      { noGst: true },
      'home',
      { total: 5, done: 3, current: 4, currentLabel: 'Offer', notNeeded: ['g'] },
    ],
    [
      'details done, offer accepted, on the mandate form',
      { A: true, B: true, G: true },
      { offerAccepted: true },
      {},
      'mandate',
      { total: 5, done: 4, current: 5, currentLabel: 'Mandate', notNeeded: [] },
    ],
    [
      'a step done another way (paper NACH)',
      { A: true, B: true, G: true, P: true },
      { offerAccepted: true },
      {},
      'post',
      { total: 5, done: 5, current: 6, currentLabel: '', notNeeded: [] },
    ],
    [
      'editing an earlier step shows that step',
      { A: true, B: true },
      null,
      {},
      'bd-1',
      { total: 5, done: 2, current: 1, currentLabel: 'Business Details', notNeeded: [] },
    ],
  ])('%s', (_name, completed, lead, more, screenId, expected) => {
    expect(resolveProgress(steps, ctx(completed, lead, more), screenId)).toEqual(expected);
  });

  it('fills the texts', () => {
    const p = resolveProgress(steps, ctx({ A: true }), 'od-1');
    expect(formatProgress('Step {current} of {total}', p)).toBe('Step 2 of 5');
    expect(formatProgress('{done} of {total} steps done', p)).toBe('1 of 5 steps done');
  });
});
