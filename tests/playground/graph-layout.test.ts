import { describe, expect, it } from 'vitest';
import type { JourneyGraph } from '../../src/engine/graph.ts';
import { NODE_HEIGHT, NODE_WIDTH, computeDepths, describeEdge, layoutJourneyGraph } from '../../src/playground/graph-layout.ts';

function graph(edges: Array<[string, string, JourneyGraph['edges'][number]['kind']?]>, roots: string[], extra: string[] = []): JourneyGraph {
  const ids = [...new Set([...roots, ...edges.flatMap(([a, b]) => [a, b]), ...extra])];
  return {
    programme: 'p',
    roots,
    nodes: ids.map((id) => ({ id, route: `/${id}`, title: id, kind: 'info', terminal: false })),
    edges: edges.map(([from, to, kind]) => ({ from, to, kind: kind ?? 'action', label: 'Next' })),
    unreachable: [],
    deadEnds: [],
    dangling: [],
  };
}

describe('computeDepths', () => {
  it.each<[string, JourneyGraph, Record<string, number>]>([
    ['a chain', graph([['a', 'b'], ['b', 'c']], ['a']), { a: 0, b: 1, c: 2 }],
    ['the shortest way wins', graph([['a', 'b'], ['b', 'c'], ['a', 'c']], ['a']), { a: 0, b: 1, c: 1 }],
    ['two roots', graph([['a', 'c'], ['b', 'c']], ['a', 'b']), { a: 0, b: 0, c: 1 }],
    ['a cycle back to the root', graph([['a', 'b'], ['b', 'a']], ['a']), { a: 0, b: 1 }],
    ['an orphan is left out', graph([['a', 'b']], ['a'], ['orphan']), { a: 0, b: 1 }],
  ])('%s', (_name, g, expected) => {
    expect(Object.fromEntries(computeDepths(g))).toEqual(expected);
  });
});

describe('layoutJourneyGraph', () => {
  it('puts each layer on its own row, deeper rows lower, unreachable screens last', () => {
    const layout = layoutJourneyGraph(graph([['a', 'b'], ['b', 'c']], ['a'], ['orphan']));
    const y = Object.fromEntries(layout.nodes.map((n) => [n.id, n.y]));
    expect(y.a).toBeLessThan(y.b as number);
    expect(y.b).toBeLessThan(y.c as number);
    expect(y.c).toBeLessThan(y.orphan as number);
    expect(layout.nodes.find((n) => n.id === 'orphan')?.depth).toBeNull();
  });

  it('never overlaps two screens and keeps every screen inside the picture', () => {
    const edges = Array.from({ length: 14 }, (_, i) => ['root', `s${i}`] as [string, string]);
    const layout = layoutJourneyGraph(graph(edges, ['root']));
    for (const a of layout.nodes) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(a.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
      for (const b of layout.nodes) {
        if (a === b) continue;
        const apart = a.x + NODE_WIDTH <= b.x || b.x + NODE_WIDTH <= a.x || a.y + NODE_HEIGHT <= b.y || b.y + NODE_HEIGHT <= a.y;
        expect(apart, `${a.id} and ${b.id} overlap`).toBe(true);
      }
    }
  });

  it('draws transitions of one kind between two screens once, with every label', () => {
    const g = graph([['a', 'b'], ['a', 'b', 'external']], ['a']);
    g.edges.push({ from: 'a', to: 'b', kind: 'action', label: 'Skip', rule: { var: 'user.isGstFlow' } });
    const layout = layoutJourneyGraph(g);
    expect(layout.edges.map((e) => [e.kind, e.labels])).toEqual([
      ['action', ['Next', 'Skip | user.isGstFlow']],
      ['external', ['Next']],
    ]);
    expect(layout.edges.every((e) => e.path.startsWith('M'))).toBe(true);
  });
});

describe('describeEdge', () => {
  it.each([
    [{ from: 'a', to: 'b', kind: 'action' as const, label: 'Submit' }, 'Submit'],
    [{ from: 'a', to: 'b', kind: 'poll' as const, label: 'when workflow/poll says so', rule: { var: 'user.isGstFlow' } }, 'when workflow/poll says so | user.isGstFlow'],
  ])('%o', (edge, expected) => {
    expect(describeEdge(edge)).toBe(expected);
  });
});
