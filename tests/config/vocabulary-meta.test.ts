import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listVocabularyTargets } from '../../src/cli/meta-vocabulary.ts';
import { MetaChecker } from '../../src/engine/meta-check.ts';
import { getAtPointer } from '../../src/engine/pointer.ts';
import { SCREEN_BASE_KEYS, SCREEN_KIND_KEYS } from '../../src/engine/screen-types.ts';
import { EFFECTS } from '../../src/engine/effects.ts';
import { SCREEN_KINDS, WIDGETS } from '../../src/engine/vocabulary.ts';
import { journey, repoRoot } from './helpers.ts';

// The meta-schemas give an analyst's editor the lists it completes and underlines; the engine's vocabulary is what
// the code implements (the renderer's components, the store's effect workers and the form theme's widgets are typed
// over it). The two must be the same lists, or the editor accepts what lint rejects (or the other way round).
const META = join(repoRoot, 'journey-config/meta');
const read = (file: string) => JSON.parse(readFileSync(join(META, file), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the meta-schemas list exactly the engine vocabulary', () => {
  // the lists are written by `journey meta` (src/cli/meta-vocabulary.ts); its --check is what runs here
  it('journey meta --check finds no stale list', async () => {
    const result = await journey(['meta', '--check', '--root', repoRoot]);
    expect(result.out).toBe('');
    expect(result.code).toBe(0);
  });

  it.each<[string, string, string, readonly string[]]>([
    ['screen kinds', 'screen.schema.json', '/properties/kind/enum', SCREEN_KINDS],
    ['widgets', 'ui-schema.schema.json', '/definitions/widget/enum', WIDGETS],
    ['effects', 'common-defs.schema.json', '/definitions/effect/enum', EFFECTS],
  ])('%s (%s#%s) are generated from the vocabulary', (_name, file, pointer, vocabulary) => {
    const target = listVocabularyTargets().find(
      (t) => t.file === `journey-config/meta/${file}` && t.pointer === pointer,
    );
    expect(target?.expected).toEqual([...vocabulary]);
    expect(getAtPointer(read(file), pointer)).toEqual([...vocabulary]);
  });

  const screen = (extra: Record<string, unknown>) => ({
    id: 'x',
    route: '/x',
    title: 'X',
    kind: 'wait',
    access: 'public',
    ...extra,
  });
  const action = (effect: string) => ({ actions: [{ id: 'go', label: 'Go', effects: [effect] }] });
  it.each<[string, (effect: string) => Record<string, unknown>, string]>([
    ['an action', action, '/actions/0/effects/0'],
    ['on entering a screen', (effect) => ({ onEnter: [effect] }), '/onEnter/0'],
    ['a poll', (effect) => ({ poll: { effect, everyMs: 1000 } }), '/poll/effect'],
  ])('an effect outside the vocabulary fails the meta-schema in %s', (_name, part, pointer) => {
    const { source } = readConfigSource(repoRoot);
    const check = (effect: string) =>
      new MetaChecker(source).check('screen.json', screen(part(effect)), 'journey-config/meta/screen.schema.json');
    expect(check('lead/teleport').map((p) => p.pointer)).toContain(pointer);
    expect(check('quote/poll')).toEqual([]);
  });
});

// Screen config is typed by its kind: the TS union (screen-types.ts, whose key lists tsc holds to the types), the
// meta-schema's branch per kind and the vocabulary name the same kinds and the same keys per kind.
describe('screen kinds: the TS union, the meta-schema branches and the vocabulary agree', () => {
  const meta = read('screen.schema.json');
  type Branch = {
    if: { properties: { kind: { const: string } } };
    then: { propertyNames: { $ref?: string; anyOf?: Array<{ $ref?: string; enum?: string[] }> } };
  };
  const branches = meta.allOf as Branch[];
  const ownKeys = (branch: Branch) => branch.then.propertyNames.anyOf?.flatMap((part) => part.enum ?? []) ?? [];
  // the union's kinds and SCREEN_KIND_KEYS are held to the vocabulary by tsc (EveryKindTyped, EveryScreenKeyListed)
  it('the key lists and the meta-schema branches have exactly the vocabulary kinds, in order', () => {
    expect(Object.keys(SCREEN_KIND_KEYS)).toEqual([...SCREEN_KINDS]);
    expect(branches.map((b) => b.if.properties.kind.const)).toEqual([...SCREEN_KINDS]);
  });

  it.each(SCREEN_KINDS.map((kind) => [kind]))(
    'the meta-schema branch of "%s" allows the common keys and exactly its own',
    (kind) => {
      const branch = branches.find((b) => b.if.properties.kind.const === kind)!;
      expect(ownKeys(branch)).toEqual([...SCREEN_KIND_KEYS[kind]]);
    },
  );

  it("the common keys are the base type's, and every key of a branch is described in the meta-schema's properties", () => {
    expect(meta.definitions.commonKey.enum).toEqual(['$schema', ...SCREEN_BASE_KEYS]);
    const described = Object.keys(meta.properties).sort();
    const allowed = [...new Set(['$schema', ...SCREEN_BASE_KEYS, ...Object.values(SCREEN_KIND_KEYS).flat()])].sort();
    expect(described).toEqual(allowed);
  });

  const check = (screen: Record<string, unknown>) => {
    const { source } = readConfigSource(repoRoot);
    return new MetaChecker(source).check('screen.json', screen as never, 'journey-config/meta/screen.schema.json');
  };
  const base = { id: 'x', route: '/x', title: 'X', access: 'authenticated' };
  it.each<[string, Record<string, unknown>]>([
    ["a home screen's title field on a kfs screen", { kind: 'kfs', titleField: 'businessName' }],
    ["cards on a home screen (a programme's steps make them)", { kind: 'home', cards: [] }],
    ['a poll on a form screen', { kind: 'form', poll: { effect: 'workflow/poll', everyMs: 1000 } }],
    ['a return status on a wait screen', { kind: 'wait', returnStatus: { param: 'Status', successValue: 'success' } }],
    ['a form on a not-found screen', { kind: 'not-found', form: null }],
  ])('the meta-schema refuses %s', (_name, screen) => {
    expect(check({ ...base, ...screen }).length).toBeGreaterThan(0);
  });
  it.each<[string, Record<string, unknown>]>([
    ['a title field on a home screen', { kind: 'home', titleField: 'businessName' }],
    ['a poll on a wait screen', { kind: 'wait', poll: { effect: 'workflow/poll', everyMs: 1000 } }],
    [
      'a return status on a return screen',
      { kind: 'return', returnStatus: { param: 'Status', successValue: 'success' } },
    ],
    ['only common keys on a not-found screen', { kind: 'not-found', textKeys: { body: 'not_found' } }],
  ])('the meta-schema accepts %s', (_name, screen) => {
    expect(check({ ...base, ...screen })).toEqual([]);
  });
});
