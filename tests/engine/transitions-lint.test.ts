import { describe, expect, it } from 'vitest';
import {
  explainTerminalCurrentStep,
  lintShadowedTransitions,
  lintTerminalStepScreens,
} from '../../src/engine/lint-transitions.ts';
import type { NavigationConfig, ResolvedProgramme, Rule } from '../../src/engine/types.ts';

// A small programme: two workflow steps, one terminal step, the screens its tables name.
function programmeWith(
  navigation: NavigationConfig = {},
  stepScreens: Record<string, string> = { Q: 'quote' },
): ResolvedProgramme {
  const screen = (id: string) => ({ id, route: `/${id}`, title: id, kind: 'info', access: 'authenticated' });
  return {
    id: 'p',
    origins: {},
    screens: Object.fromEntries(['home', 'quote', 'error', 'login'].map((id) => [id, screen(id)])),
    programme: {
      screens: { entry: 'login', home: 'home', error: 'error', notFound: 'home' },
      workflow: {
        steps: ['A', 'Q'],
        terminalSteps: ['REJECTED'],
        groups: { early: { steps: ['A'], screen: 'home' } },
        stageScreens: { '6': 'quote', REJECTED: 'error' },
        stepScreens,
        rejectedStatus: 'REJECTED',
      },
      navigation,
    },
  } as unknown as ResolvedProgramme;
}

const lines = (p: ResolvedProgramme) => lintShadowedTransitions(p, 'p.json').map((x) => `${x.pointer}: ${x.message}`);

describe('lintShadowedTransitions: a transition after one without a rule, taken from the same screens, is never taken', () => {
  it.each<[string, NavigationConfig, string[]]>([
    ['the shipped shape: nothing shadowed', {}, []],
    ['a rule on the first: nothing shadowed', { resume: [{ when: { var: 'lead.offerAccepted' }, to: 'quote' }] }, []],
    [
      'no rule: every implied resume entry',
      { resume: [{ to: 'home' }] },
      [
        '/workflow/stageScreens/6: shadowed transition: resume never takes "stage 6" to "quote": /navigation/resume/0 before it has no rule, so it is always taken first',
        '/workflow/stageScreens/REJECTED: shadowed transition: resume never takes "stage REJECTED" to "error": /navigation/resume/0 before it has no rule, so it is always taken first',
        '/screens/home: shadowed transition: resume never takes "home" to "home": /navigation/resume/0 before it has no rule, so it is always taken first',
      ],
    ],
    [
      'from one screen only: what is taken from every screen is not shadowed',
      {
        currentStep: [
          { to: 'home', from: ['quote'] },
          { to: 'error', from: ['quote'] },
        ],
      },
      [
        '/navigation/currentStep/1: shadowed transition: currentStep never takes "currentStep" to "error": /navigation/currentStep/0 before it has no rule, so it is always taken first',
      ],
    ],
    // a lead read never leads back to the screen that read it: there, the entries after one to it are taken
    ['a lead-read list: not on the screen it leads to', { leadStatus: [{ to: 'error' }] }, []],
    [
      'a lead-read list: from other screens',
      { leadStatus: [{ to: 'error' }, { when: { var: 'lead.offerAccepted' }, to: 'quote', from: ['home'] }] },
      [
        '/navigation/leadStatus/1: shadowed transition: leadStatus never takes "leadStatus" to "quote": /navigation/leadStatus/0 before it has no rule, so it is always taken first',
      ],
    ],
  ])('%s', (_name, navigation, expected) => {
    expect(lines(programmeWith(navigation))).toEqual(expected);
  });
});

describe("a terminal step is the lead's status, never the current step", () => {
  it.each<[string, Rule, string | undefined]>([
    ['a workflow step', { '==': [{ var: 'workflow.currentStep' }, 'Q'] }, undefined],
    ['the status', { '==': [{ var: 'lead.status' }, 'REJECTED'] }, undefined],
    [
      'equal to a terminal step',
      { '==': [{ var: 'workflow.currentStep' }, 'REJECTED'] },
      'compares workflow.currentStep with terminal step "REJECTED", which is the lead\'s status, never its current step: read lead.status',
    ],
    [
      'written the other way round, inside an and',
      { and: [{ var: 'user.isGstFlow' }, { '!=': ['REJECTED', { var: 'workflow.currentStep' }] }] },
      'compares workflow.currentStep with terminal step "REJECTED", which is the lead\'s status, never its current step: read lead.status',
    ],
    [
      'in a list',
      { in: [{ var: 'workflow.currentStep' }, ['A', 'REJECTED']] },
      'compares workflow.currentStep with terminal step "REJECTED", which is the lead\'s status, never its current step: read lead.status',
    ],
  ])('explainTerminalCurrentStep: %s', (_name, rule, why) => {
    expect(explainTerminalCurrentStep(rule, programmeWith())).toBe(why);
  });

  it.each<[Record<string, string>, string[]]>([
    [{ Q: 'quote' }, []],
    [{ Q: 'quote', REJECTED: 'error' }, ['/workflow/stepScreens/REJECTED']],
  ])('lintTerminalStepScreens %j -> %j', (stepScreens, pointers) => {
    expect(lintTerminalStepScreens(programmeWith({}, stepScreens), 'p.json').map((x) => x.pointer)).toEqual(pointers);
  });
});
