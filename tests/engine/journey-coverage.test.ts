import { describe, expect, it } from 'vitest';
import {
  coveredItems,
  listCoverageItems,
  summariseCoverage,
  transitionItemId,
} from '../../src/engine/journey-coverage.ts';
import type { TransitionRef } from '../../src/engine/navigation.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';

const P = 'journey-config/programmes/p/programme.json';
const Q = 'journey-config/programmes/p/screens/quote.json';
// two lists lead to "quote" (a stage and the current step): only the one chooseDestination took is covered
const programme = {
  id: 'p',
  origins: { programme: P, 'screen:quote': Q, 'screen:home': 'journey-config/programmes/p/screens/home.json' },
  screens: {
    home: { id: 'home', route: '/home', kind: 'home', access: 'authenticated', actions: [] },
    quote: {
      id: 'quote',
      route: '/quote',
      kind: 'quote',
      access: 'authenticated',
      actions: [{ id: 'back', next: [{ when: { var: 'x' }, to: 'home' }, { to: 'home' }] }],
    },
  },
  programme: {
    screens: { entry: 'home', home: 'home', error: 'home', notFound: 'home' },
    workflow: {
      steps: ['Q'],
      terminalSteps: [],
      groups: {},
      stageScreens: { '6': 'quote' },
      stepScreens: { Q: 'quote' },
    },
  },
  httpErrors: [],
} as unknown as ResolvedProgramme;

const observation = (taken: TransitionRef[], pressed: string[] = []) => ({ taken, pressed, modals: [], errors: [] });

describe('transitionItemId', () => {
  it.each([
    [{ file: 'screen:quote', pointer: '/actions/0/next/1' }, `${Q}#/actions/0/next/1`],
    [
      { file: 'programme', pointer: '/workflow/stageScreens/6', list: 'resume' },
      `resume@${P}#/workflow/stageScreens/6`,
    ],
    [
      { file: 'programme', pointer: '/workflow/stageScreens/6', list: 'leadLoaded' },
      `leadLoaded@${P}#/workflow/stageScreens/6`,
    ],
  ] as const)('%j -> %s', (via, id) => {
    expect(transitionItemId(programme, via as TransitionRef)).toBe(id);
  });
});

describe('coveredItems counts the transition chooseDestination took, not the first that leads to the same screen', () => {
  const items = listCoverageItems(programme);
  it.each([
    ["the action's second next", [{ file: 'screen:quote', pointer: '/actions/0/next/1' }], [`${Q}#/actions/0/next/1`]],
    [
      'resume by the stage table, not the same entry of another list',
      [{ file: 'programme', pointer: '/workflow/stageScreens/6', list: 'resume' }],
      [`resume@${P}#/workflow/stageScreens/6`],
    ],
    [
      'the same entry in another list',
      [{ file: 'programme', pointer: '/workflow/stepScreens/Q', list: 'currentStep' }],
      [`currentStep@${P}#/workflow/stepScreens/Q`],
    ],
  ] as const)('%s', (_name, taken, expected) => {
    const covered = [...coveredItems(programme, [observation([...taken] as TransitionRef[])])];
    expect(covered).toEqual(expected);
    for (const id of covered) expect(items.map((i) => i.id)).toContain(id);
  });
  it('a press covers its action; the share is per kind', () => {
    const covered = coveredItems(programme, [
      observation([{ file: 'screen:quote', pointer: '/actions/0/next/1' }], ['quote/back']),
    ]);
    expect(covered).toContain(`${Q}#/actions/0`);
    const { percent, missing } = summariseCoverage(items, covered);
    expect(percent.action).toBe(100);
    expect(missing.map((m) => m.id)).toContain(`${Q}#/actions/0/next/0`);
  });
});
