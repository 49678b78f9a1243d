import { describe, expect, it } from 'vitest';
import { createRuleContext, type RuleContext } from '../../src/engine/rules.ts';
import {
  findCurrentStep,
  homeSteps,
  isServerDone,
  isStepDone,
  isStepNeeded,
  missingSubmits,
  notNeededTriggers,
  programmeSteps,
  stepStartScreen,
} from '../../src/engine/steps.ts';
import type { Step } from '../../src/engine/types.ts';

const ctx = (completed: Record<string, boolean>, more: Partial<RuleContext> = {}) =>
  createRuleContext({ workflow: { currentStep: '', completed, allCompleted: false }, ...more });

// Paper NACH (penny drop + physical NACH) or digital eNACH: either way the mandate step is done.
const mandate: Step = {
  id: 'mandate',
  title: 'Mandate',
  completedWhen: {
    or: [
      { var: 'workflow.completed.ENACH_CALLBACK' },
      { and: [{ var: 'workflow.completed.SUBMIT_PENNYDROP' }, { var: 'workflow.completed.SUBMIT_PHYSICAL_NACH' }] },
    ],
  },
};
const step = (more: Partial<Step>): Step => ({ id: 's', title: 'S', ...more });
// GST is needed only at or above a turnover the udyam screen saved
const gst = step({ id: 'gst', completedBy: ['GST'], requiredWhen: { '>=': [{ var: 'constants.turnover' }, 4000000] } });
const business = step({
  id: 'business',
  completedBy: ['LEAD'],
  screens: ['bd-1', 'bd-2', 'udyam'],
  start: 'bd-1',
  submit: ['bd-2', 'udyam'],
});

describe('isServerDone: what the server says of the step', () => {
  it.each([
    ['completedBy: all triggers completed', step({ completedBy: ['A', 'B'] }), { A: true, B: true }, true],
    ['completedBy: one trigger missing', step({ completedBy: ['A', 'B'] }), { A: true }, false],
    ['completedBy: one trigger not completed', step({ completedBy: ['A', 'B'] }), { A: true, B: false }, false],
    ['completedBy: empty list is never done', step({ completedBy: [] }), { A: true }, false],
    ['neither key: never done', step({}), { A: true }, false],
    [
      'completedWhen: digital branch',
      mandate,
      { SUBMIT_PENNYDROP: true, INIT_ENACH: true, ENACH_CALLBACK: true },
      true,
    ],
    ['completedWhen: paper branch', mandate, { SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true }, true],
    ['completedWhen: penny drop alone', mandate, { SUBMIT_PENNYDROP: true }, false],
    [
      'completedWhen decides over completedBy (rule false)',
      { ...mandate, completedBy: ['SUBMIT_PENNYDROP'] },
      { SUBMIT_PENNYDROP: true },
      false,
    ],
    [
      'completedWhen decides over completedBy (rule true)',
      { ...mandate, completedBy: ['INIT_ENACH'] },
      { SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true },
      true,
    ],
  ] as Array<[string, Step, Record<string, boolean>, boolean]>)('%s', (_name, s, completed, expected) => {
    expect(isServerDone(s, ctx(completed))).toBe(expected);
  });
});

describe('isStepNeeded: requiredWhen (default required) and skipWhen', () => {
  it.each([
    ['no rules: needed', step({}), {}, true],
    ['requiredWhen holds', gst, { turnover: 4000000 }, true],
    ['requiredWhen does not hold', gst, { turnover: 3999999 }, false],
    ['skipWhen holds', step({ skipWhen: { var: 'constants.noGst' } }), { noGst: true }, false],
    ['skipWhen does not hold', step({ skipWhen: { var: 'constants.noGst' } }), { noGst: false }, true],
    ['required but skipped: skipWhen wins', step({ requiredWhen: true, skipWhen: true }), {}, false],
  ] as Array<[string, Step, Record<string, unknown>, boolean]>)('%s', (_name, s, constants, expected) => {
    expect(isStepNeeded(s, ctx({}, { constants }))).toBe(expected);
  });
});

describe('missingSubmits, isStepDone, stepStartScreen: nothing required is skipped', () => {
  it.each([
    ['nothing submitted here (done on another device): the server decides', {}, [], true, 'bd-1'],
    ['step 1 submitted, then home: step 2 and udyam missing', { 'bd-1': true }, ['bd-2', 'udyam'], false, 'bd-2'],
    ['home before udyam', { 'bd-1': true, 'bd-2': true }, ['udyam'], false, 'udyam'],
    ['every submit screen submitted', { 'bd-1': true, 'bd-2': true, udyam: true }, [], true, 'bd-1'],
  ] as Array<[string, Record<string, boolean>, string[], boolean, string]>)(
    '%s',
    (_name, submitted, missing, done, start) => {
      const context = ctx({ LEAD: true }, { submitted });
      expect(missingSubmits(business, context)).toEqual(missing);
      expect(isStepDone(business, context)).toBe(done);
      expect(stepStartScreen(business, context)).toBe(start);
    },
  );

  it('a step not needed is done whatever the server says; a needed one needs the server', () => {
    expect(isStepDone(gst, ctx({}, { constants: { turnover: 100 } }))).toBe(true);
    expect(isStepDone(gst, ctx({}, { constants: { turnover: 5000000 } }))).toBe(false);
    expect(isStepDone(gst, ctx({ GST: true }, { constants: { turnover: 5000000 } }))).toBe(true);
  });
});

describe('findCurrentStep: the first step not done', () => {
  const steps: Step[] = [
    step({ id: 'kyc', completedBy: ['KYC'] }),
    gst,
    mandate,
    step({ id: 'agreement', completedBy: ['ESIGN'] }),
  ];
  it.each([
    [{}, 5000000, 'kyc'],
    [{ KYC: true }, 5000000, 'gst'],
    [{ KYC: true }, 100, 'mandate'],
    [{ KYC: true, SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true }, 100, 'agreement'],
    [{ KYC: true, ENACH_CALLBACK: true, ESIGN: true }, 100, undefined],
    [{ KYC: true, ENACH_CALLBACK: true, ESIGN: true }, 5000000, 'gst'],
  ] as Array<[Record<string, boolean>, number, string | undefined]>)(
    'completed %j, turnover %d -> %s',
    (completed, turnover, expected) => {
      expect(findCurrentStep(steps, ctx(completed, { constants: { turnover } }))?.id).toBe(expected);
    },
  );
});

describe('notNeededTriggers: what workflow.currentStep passes over', () => {
  it.each([
    ['GST needed: nothing skipped', 5000000, []],
    ['GST not needed: its triggers', 100, ['GST']],
  ] as Array<[string, number, string[]]>)('%s', (_name, turnover, expected) => {
    expect([...notNeededTriggers([business, gst], ctx({}, { constants: { turnover } }))]).toEqual(expected);
  });

  it('keeps a trigger a needed step also lists', () => {
    const shared = step({ id: 'x', completedBy: ['GST', 'LEAD'], skipWhen: true });
    expect([...notNeededTriggers([business, shared], ctx({}))]).toEqual(['GST']);
  });
});

describe('programmeSteps and homeSteps: the cards of a home are the steps naming it', () => {
  const programme = {
    steps: [
      step({ id: 'a', home: 'home' }),
      step({ id: 'offer' }),
      step({ id: 'b', home: 'post' }),
      step({ id: 'c', home: 'home' }),
    ],
  };
  it.each([
    ['home', ['a', 'c']],
    ['post', ['b']],
    ['quote', []],
  ])('%s -> %j', (screenId, ids) => {
    expect(homeSteps(programme, screenId).map((s) => s.id)).toEqual(ids);
  });
  it('no steps declared: none', () => {
    expect(programmeSteps({})).toEqual([]);
  });
});
