import { describe, expect, it } from 'vitest';
import { createRuleContext } from '../../src/engine/rules.ts';
import type { Screen } from '../../src/engine/types.ts';
import { previewNavigation } from '../../src/playground/navigation-preview.ts';

const screen = {
  id: 's',
  route: '/s',
  title: 'S',
  kind: 'form',
  actions: [
    { id: 'save', label: 'Save', next: [{ when: { var: 'user.isGstFlow' }, to: 'gst' }, { to: 'home' }] },
    { id: 'hidden', label: 'Hidden', visibleWhen: { var: 'user.otpSent' } },
  ],
  poll: {
    effect: 'workflow/poll',
    everyMs: 1000,
    next: [{ when: { var: 'workflow.completed.BS_CALLBACK' }, to: 'done' }],
  },
} as unknown as Screen;

describe('previewNavigation', () => {
  it.each<[string, Parameters<typeof createRuleContext>[0], Record<string, string | undefined>]>([
    ['the fallback when no rule holds', {}, { 'action save': 'home', 'action hidden': undefined, poll: undefined }],
    [
      'the first rule that holds',
      { user: { isGstFlow: true } },
      { 'action save': 'gst', 'action hidden': undefined, poll: undefined },
    ],
    [
      'a poll that is done',
      { workflow: { currentStep: '', completed: { BS_CALLBACK: true }, allCompleted: false } },
      { 'action save': 'home', 'action hidden': undefined, poll: 'done' },
    ],
  ])('takes %s', (_name, partial, expected) => {
    const previews = previewNavigation(screen, createRuleContext(partial));
    expect(Object.fromEntries(previews.map((p) => [p.source, p.taken]))).toEqual(expected);
  });

  it('says which actions show and which transitions hold', () => {
    const [save, hidden] = previewNavigation(screen, createRuleContext({ user: { isGstFlow: true } }));
    expect(save?.transitions.map((t) => [t.to, t.holds, t.taken])).toEqual([
      ['gst', true, true],
      ['home', true, false],
    ]);
    expect(hidden?.visible).toBe(false);
  });
});
