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

  it.each([
    ['an action', { id: 'x', route: '/x', title: 'X', kind: 'info', access: 'public', actions: [{ id: 'go', label: 'Go', effects: ['lead/teleport'] }] }, '/actions/0/effects/0'],
    ['on entering a screen', { id: 'x', route: '/x', title: 'X', kind: 'info', access: 'public', onEnter: ['lead/teleport'] }, '/onEnter/0'],
    ['a poll', { id: 'x', route: '/x', title: 'X', kind: 'wait', access: 'public', poll: { effect: 'lead/teleport', everyMs: 1000 } }, '/poll/effect'],
  ])('an effect outside the vocabulary fails the meta-schema in %s', (_name, screen, pointer) => {
    const { source } = readConfigSource(repoRoot);
    const problems = new MetaChecker(source).check('screen.json', screen, 'journey-config/meta/screen.schema.json');
    expect(problems.map((p) => p.pointer)).toContain(pointer);
    const known = { ...screen, ...(screen.actions ? { actions: [{ ...screen.actions[0], effects: ['lead/create'] }] } : {}), ...(screen.onEnter ? { onEnter: ['lead/fetch'] } : {}), ...(screen.poll ? { poll: { ...screen.poll, effect: 'quote/poll' } } : {}) };
    expect(new MetaChecker(source).check('screen.json', known, 'journey-config/meta/screen.schema.json')).toEqual([]);
  });
});
