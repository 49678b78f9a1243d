import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { buildJourneyGraph, toMermaid, type JourneyGraph } from '../../src/engine/graph.ts';
import { getAtPointer } from '../../src/engine/pointer.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';

const graphWith = (rule: JourneyGraph['edges'][number]['rule']): JourneyGraph => ({
  programme: 'p',
  roots: ['a'],
  nodes: [
    { id: 'a', route: '/a', title: 'A "first"', kind: 'form', terminal: false },
    { id: 'b-2', route: '/b', title: 'B', kind: 'info', terminal: true },
  ],
  edges: [{ from: 'a', to: 'b-2', kind: 'action', label: 'Continue', ...(rule === undefined ? {} : { rule }) }],
  unreachable: [],
  deadEnds: [],
  dangling: [],
});

describe('toMermaid', () => {
  it.each([
    ['no rule', undefined, '  a -->|"action: Continue"| b_2'],
    ['a variable', { var: 'form.x' }, '  a -->|"action: Continue | form.x"| b_2'],
    ['at least', { '>=': [{ var: 'form.x' }, 1] }, `  a -->|"action: Continue | {'#gt;=':[form.x,1]}"| b_2`],
    ['less than', { '<': [{ var: 'form.x' }, 1] }, `  a -->|"action: Continue | {'#lt;':[form.x,1]}"| b_2`],
  ])('labels an edge with %s', (_name, rule, line) => {
    expect(toMermaid(graphWith(rule)).split('\n')).toContain(line);
  });

  it('writes nodes as "title (route)" with double quotes made single', () => {
    const lines = toMermaid(graphWith(undefined)).split('\n');
    expect(lines).toContain(`  a["A 'first' (/a)"]`);
    expect(lines).toContain('  b_2[["B (/b)"]]');
  });
});

describe('buildJourneyGraph: where each transition is written', () => {
  const { source } = readConfigSource(repoRoot);
  const programmes = ['business-loan', 'supply-chain-finance'].map(
    (id) => resolveProgramme(source, id).programme as ResolvedProgramme,
  );
  /** The resolved content of the file an edge names: programme.json's or a screen's. */
  const resolvedPart = (p: ResolvedProgramme, file: string): unknown => {
    if (file === p.origins.programme) return p.programme;
    const screen = Object.keys(p.screens).find((id) => p.origins[`screen:${id}`] === file);
    return screen === undefined ? undefined : p.screens[screen];
  };

  it.each(programmes.map((p) => [p.id, p] as const))(
    '%s: every edge names a file and a pointer that holds it, and its rule there',
    (_id, p) => {
      for (const edge of buildJourneyGraph(p).edges) {
        expect(edge.source, `${edge.from} -> ${edge.to}`).toBeDefined();
        const part = resolvedPart(p, edge.source!.file);
        expect(
          getAtPointer(part, edge.source!.pointer),
          `${edge.from} -> ${edge.to} at ${edge.source!.file}#${edge.source!.pointer}`,
        ).toBeDefined();
        if (edge.source!.rule !== undefined && edge.rule !== undefined)
          expect(getAtPointer(part, edge.source!.rule)).toEqual(edge.rule);
      }
    },
  );

  it('points into the file on disk for a programme of its own files', () => {
    const [loan] = programmes;
    for (const edge of buildJourneyGraph(loan!).edges) {
      const text = JSON.parse(readFileSync(join(repoRoot, edge.source!.file), 'utf8')) as unknown;
      expect(getAtPointer(text, edge.source!.pointer), `${edge.source!.file}#${edge.source!.pointer}`).toBeDefined();
    }
  });

  it.each<[string, string, string, string, { file: RegExp; pointer: string; rule?: string }]>([
    [
      "an action's transition: the transition, its rule at /when",
      'business-loan',
      'action',
      'login',
      { file: /screens\/login\.json$/, pointer: '/actions/', rule: '/when' },
    ],
    [
      "a home card's Start: the step's start",
      'business-loan',
      'card',
      'home',
      { file: /programme\.json$/, pointer: '/steps/' },
    ],
    [
      'a time-out modal: the modal in programme.json',
      'business-loan',
      'modal',
      'hold-on',
      { file: /programme\.json$/, pointer: '/modals/' },
    ],
    [
      'a lead read: the workflow table entry',
      'business-loan',
      'lead',
      'home',
      { file: /programme\.json$/, pointer: '/workflow/' },
    ],
  ])('%s', (_name, id, kind, from, expected) => {
    const p = programmes.find((x) => x.id === id)!;
    const edge = buildJourneyGraph(p).edges.find((e) => e.kind === kind && e.from === from);
    expect(edge?.source?.file).toMatch(expected.file);
    expect(edge?.source?.pointer.startsWith(expected.pointer)).toBe(true);
    if (expected.rule) expect(edge?.source?.rule).toBe(`${edge?.source?.pointer}${expected.rule}`);
    else expect(edge?.source?.rule).toBeUndefined();
  });
});
