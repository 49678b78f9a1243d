import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { MetaChecker } from '../../src/engine/meta-check.ts';
import { EFFECTS, SCREEN_KINDS, WIDGETS } from '../../src/engine/vocabulary.ts';
import { repoRoot } from './helpers.ts';

// The meta-schemas give an analyst's editor the lists it completes and underlines; the engine's vocabulary is what
// the code implements (the renderer's components, the store's effect workers and the form theme's widgets are typed
// over it). The two must be the same lists, or the editor accepts what lint rejects (or the other way round).
const META = join(repoRoot, 'journey-config/meta');
const read = (file: string) => JSON.parse(readFileSync(join(META, file), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the meta-schemas list exactly the engine vocabulary', () => {
  it.each<[string, () => unknown, readonly string[]]>([
    ['screen kinds (screen.schema.json #/properties/kind)', () => read('screen.schema.json').properties.kind.enum, SCREEN_KINDS],
    ['widgets (ui-schema.schema.json #/definitions/widget)', () => read('ui-schema.schema.json').definitions.widget.enum, WIDGETS],
    ['effects (common-defs.schema.json #/definitions/effect)', () => read('common-defs.schema.json').definitions.effect.enum, EFFECTS],
  ])('%s', (_name, list, vocabulary) => {
    expect(list()).toEqual([...vocabulary]);
  });

  const screen = (extra: Record<string, unknown>) => ({ id: 'x', route: '/x', title: 'X', kind: 'wait', access: 'public', ...extra });
  const action = (effect: string) => ({ actions: [{ id: 'go', label: 'Go', effects: [effect] }] });
  it.each<[string, (effect: string) => Record<string, unknown>, string]>([
    ['an action', action, '/actions/0/effects/0'],
    ['on entering a screen', (effect) => ({ onEnter: [effect] }), '/onEnter/0'],
    ['a poll', (effect) => ({ poll: { effect, everyMs: 1000 } }), '/poll/effect'],
  ])('an effect outside the vocabulary fails the meta-schema in %s', (_name, part, pointer) => {
    const { source } = readConfigSource(repoRoot);
    const check = (effect: string) => new MetaChecker(source).check('screen.json', screen(part(effect)), 'journey-config/meta/screen.schema.json');
    expect(check('lead/teleport').map((p) => p.pointer)).toContain(pointer);
    expect(check('quote/poll')).toEqual([]);
  });
});
