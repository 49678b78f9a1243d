import { describe, expect, it } from 'vitest';
import { formatProgress, resolveProgress, type ProgressConfig } from '../../src/engine/progress.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import type { Screen } from '../../src/engine/types.ts';

const home = { id: 'home', kind: 'home', cards: [{ id: 'a', title: 'Business Details', completedBy: ['A'] }, { id: 'b', title: 'Other Details', completedBy: ['B'] }] } as unknown as Screen;
const post = { id: 'post', kind: 'home', cards: [{ id: 'm', title: 'Mandate', completedWhen: { or: [{ var: 'workflow.completed.E' }, { var: 'workflow.completed.P' }] } }] } as unknown as Screen;
const screens = { home, post };
const config: ProgressConfig = {
  label: 'Step {current} of {total}',
  doneLabel: '{done} of {total} steps done',
  steps: [
    { card: 'home/a', screens: ['bd-1', 'bd-2'] },
    { card: 'home/b', screens: ['od-1'] },
    { label: 'Offer', completedWhen: { var: 'lead.offerAccepted' }, screens: ['offer'] },
    { card: 'post/m', screens: ['mandate'] },
  ],
};
const ctx = (completed: Record<string, boolean>, lead: Record<string, unknown> | null = null) =>
  createRuleContext({ workflow: { currentStep: '', completed, allCompleted: false }, lead });

describe('resolveProgress: the whole journey, pre- and post-offer', () => {
  it.each([
    ['nothing done, on home', {}, null, 'home', { total: 4, done: 0, current: 1, currentLabel: 'Business Details' }],
    ['on a form of the first step', {}, null, 'bd-2', { total: 4, done: 0, current: 1, currentLabel: 'Business Details' }],
    ['business done, on home', { A: true }, null, 'home', { total: 4, done: 1, current: 2, currentLabel: 'Other Details' }],
    ['details done, offer accepted, on the mandate form', { A: true, B: true }, { offerAccepted: true }, 'mandate', { total: 4, done: 3, current: 4, currentLabel: 'Mandate' }],
    ['a card done another way (paper NACH)', { A: true, B: true, P: true }, { offerAccepted: true }, 'post', { total: 4, done: 4, current: 5, currentLabel: '' }],
    ['editing an earlier step shows that step', { A: true, B: true }, null, 'bd-1', { total: 4, done: 2, current: 1, currentLabel: 'Business Details' }],
  ])('%s', (_name, completed, lead, screenId, expected) => {
    expect(resolveProgress(config, screens, ctx(completed, lead), screenId)).toEqual(expected);
  });

  it('fills the texts', () => {
    const p = resolveProgress(config, screens, ctx({ A: true }), 'od-1');
    expect(formatProgress(config.label, p)).toBe('Step 2 of 4');
    expect(formatProgress(config.doneLabel, p)).toBe('1 of 4 steps done');
  });
});
