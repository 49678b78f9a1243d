import { describe, expect, it } from 'vitest';
import { lintFormatVersion, migrateProgramme } from '../../src/engine/config-format.ts';
import type { Json, JsonObject } from '../../src/engine/json.ts';
import { findFormat1Steps, stepsFromFormat1, withoutFormat1Steps } from '../../src/engine/migrate-steps.ts';

// Format 1's steps: home screens' `cards` and programme.json `progress.steps` naming them; format 2's: programme.json `steps`.
const card = (id: string, more: JsonObject = {}): JsonObject => ({
  id,
  title: id.toUpperCase(),
  completedBy: [`${id}_DONE`],
  ...more,
});
const format1 = (progress: Json[] | undefined, homes: Record<string, Json[]>): Record<string, Json> => ({
  'programme.json': {
    id: 'p',
    progress: { label: 'Step {current} of {total}', doneLabel: 'done', ...(progress ? { steps: progress } : {}) },
  },
  ...Object.fromEntries(
    Object.entries(homes).map(([home, cards]) => [`screens/${home}.json`, { id: home, kind: 'home', cards }]),
  ),
});

describe('findFormat1Steps', () => {
  it.each<[string, Record<string, Json>, string[]]>([
    [
      'cards and progress steps',
      format1([{ card: 'home/a' }], { home: [card('a')] }),
      ['programme.json#/progress/steps', 'screens/home.json#/cards'],
    ],
    [
      'cards alone',
      format1(undefined, { home: [card('a')], 'after-home': [card('b')] }),
      ['screens/after-home.json#/cards', 'screens/home.json#/cards'],
    ],
    [
      'format 2: steps in programme.json',
      { 'programme.json': { id: 'p', steps: [card('a', { home: 'home' })] }, 'screens/home.json': { id: 'home' } },
      [],
    ],
  ])('%s', (_name, files, expected) => {
    expect(findFormat1Steps(files)).toEqual(expected);
  });
});

describe('stepsFromFormat1', () => {
  it.each<[string, Record<string, Json>, Json[] | undefined]>([
    [
      "a progress step naming a card: the card, its home and the step's screens",
      format1([{ card: 'home/a', screens: ['a1', 'a2'] }], { home: [card('a', { description: 'Do A', start: 'a1' })] }),
      [
        {
          id: 'a',
          title: 'A',
          description: 'Do A',
          home: 'home',
          screens: ['a1', 'a2'],
          completedBy: ['a_DONE'],
          start: 'a1',
        },
      ],
    ],
    [
      'a progress step of its own: titled by its label, named after it, no home',
      format1(
        [{ card: 'home/a' }, { label: 'Your offer', completedWhen: { var: 'lead.offerAccepted' }, screens: ['quote'] }],
        { home: [card('a')] },
      ),
      [
        { id: 'a', title: 'A', home: 'home', completedBy: ['a_DONE'] },
        { id: 'your-offer', title: 'Your offer', completedWhen: { var: 'lead.offerAccepted' }, screens: ['quote'] },
      ],
    ],
    [
      'the progress order, across two home screens',
      format1([{ card: 'later/b' }, { card: 'home/a' }], { home: [card('a')], later: [card('b')] }),
      [
        { id: 'b', title: 'B', home: 'later', completedBy: ['b_DONE'] },
        { id: 'a', title: 'A', home: 'home', completedBy: ['a_DONE'] },
      ],
    ],
    [
      "a card the progress does not name: after its home screen's last step",
      format1([{ card: 'home/a' }, { label: 'Offer' }], { home: [card('a'), card('x')] }),
      [
        { id: 'a', title: 'A', home: 'home', completedBy: ['a_DONE'] },
        { id: 'x', title: 'X', home: 'home', completedBy: ['x_DONE'] },
        { id: 'offer', title: 'Offer' },
      ],
    ],
    ['no format-1 steps', { 'programme.json': { id: 'p' } }, undefined],
  ])('%s', (_name, files, expected) => {
    expect(stepsFromFormat1(files)).toEqual(expected);
  });
});

describe('withoutFormat1Steps', () => {
  it.each<[string, string, JsonObject, JsonObject]>([
    [
      'a home screen loses its cards',
      'screens/home.json',
      { id: 'home', cards: [card('a')], texts: { heading: 'H' } },
      { id: 'home', texts: { heading: 'H' } },
    ],
    [
      'programme.json keeps the progress labels',
      'programme.json',
      { id: 'p', progress: { label: 'L', doneLabel: 'D', steps: [] } },
      { id: 'p', progress: { label: 'L', doneLabel: 'D' } },
    ],
    ['programme.json without a progress', 'programme.json', { id: 'p' }, { id: 'p' }],
  ])('%s', (_name, path, content, expected) => {
    expect(withoutFormat1Steps(path, content)).toEqual(expected);
  });
});

describe('migrateProgramme and lintFormatVersion with format-1 steps', () => {
  const P = 'journey-config/programmes';
  const source = (extra: Record<string, Json> = {}): Record<string, Json> => ({
    [`${P}/base/programme.json`]: {
      id: 'base',
      progress: { label: 'L', doneLabel: 'D', steps: [{ card: 'home/a' }, { card: 'home/b' }] },
    },
    [`${P}/base/screens/home.json`]: { id: 'home', cards: [card('a'), card('b')] },
    ...extra,
  });

  it('moves the cards and progress steps of a programme into programme.json steps, before its progress', () => {
    const { files, steps } = migrateProgramme(source(), 'base');
    expect(steps).toEqual([`${P}/base/programme.json#/progress/steps`, `${P}/base/screens/home.json#/cards`]);
    expect(files[`${P}/base/screens/home.json`]).toEqual({ id: 'home' });
    const programme = files[`${P}/base/programme.json`] as JsonObject;
    expect(Object.keys(programme)).toEqual(['formatVersion', 'id', 'steps', 'progress']);
    expect(programme.steps).toEqual([
      { id: 'a', title: 'A', home: 'home', completedBy: ['a_DONE'] },
      { id: 'b', title: 'B', home: 'home', completedBy: ['b_DONE'] },
    ]);
  });

  it("writes a child's changed cards as a list patch of its parent's steps (children before their parent)", () => {
    const child = {
      [`${P}/child/programme.json`]: { id: 'child', extends: 'base' },
      [`${P}/child/screens/home.json`]: { cards: [card('a'), card('b', { title: 'Bee' })] },
    };
    const { files } = migrateProgramme(source(child), 'child');
    expect((files[`${P}/child/programme.json`] as JsonObject).steps).toEqual({ $patch: [{ id: 'b', title: 'Bee' }] });
    expect(files[`${P}/child/screens/home.json`]).toEqual({});
  });

  it("migrates a child with format-1 cards whose parent already declares steps: a patch of them, the parent's step c kept", () => {
    const migrated = migrateProgramme(source(), 'base').files;
    const base = migrated[`${P}/base/programme.json`] as JsonObject;
    // the parent gained step c after the child copied its cards
    migrated[`${P}/base/programme.json`] = { ...base, steps: [...(base.steps as Json[]), card('c', { home: 'home' })] };
    const child = {
      [`${P}/child/programme.json`]: { id: 'child', extends: 'base' },
      [`${P}/child/screens/home.json`]: { cards: [card('a'), card('b', { title: 'Bee' })] },
    };
    const result = migrateProgramme({ ...source(child), ...migrated }, 'child');
    expect(result.refused).toBeUndefined();
    expect((result.files[`${P}/child/programme.json`] as JsonObject).steps).toEqual({
      $patch: [{ id: 'b', title: 'Bee' }],
    });
    expect(result.files[`${P}/child/screens/home.json`]).toEqual({});
    expect(result.notes).toEqual([
      `${P}/child/screens/home.json#/cards: card "a", "b" are steps of the same id in programme.json#/steps (home "home")`,
      `${P}/child/programme.json#/steps: keeps "c", which the parent has and this list did not restate (the parent may have added it since): add {"$remove": "c"} to this list's patch to drop it`,
    ]);
  });

  it('lint names where format 1 wrote the steps and how to migrate', () => {
    expect(lintFormatVersion(source(), 'base').map((p) => p.message)).toEqual([
      `written in config format 1, and declares its steps as home cards and progress steps, which format 2 no longer reads (${P}/base/programme.json#/progress/steps, ${P}/base/screens/home.json#/cards): ` +
        'run `journey migrate base` to rewrite it in format 2 (lists patched by name, steps declared once in programme.json)',
    ]);
  });
});
