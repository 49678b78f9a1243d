import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { buildJourneyGraph, type JourneyGraph } from '../../src/engine/graph.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import {
  NODE_HEIGHT,
  NODE_WIDTH,
  describeEdge,
  edgeKey,
  labelLinesOf,
  layoutJourneyGraph,
  pathOf,
} from '../../src/playground/graph-layout.ts';
import { findMapTangles, segmentEntersBox } from '../../src/playground/map-geometry.ts';
import { repoRoot } from '../config/helpers.ts';

function graph(
  edges: Array<[string, string, JourneyGraph['edges'][number]['kind']?]>,
  roots: string[],
  extra: string[] = [],
): JourneyGraph {
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

describe('segmentEntersBox', () => {
  const box = { x: 0, y: 0, width: 100, height: 50 };
  it.each([
    ['straight through', { x: -10, y: 25 }, { x: 110, y: 25 }, true],
    ['a diagonal across a corner', { x: -10, y: 20 }, { x: 30, y: -20 }, true],
    ['ends inside', { x: 50, y: -40 }, { x: 50, y: 10 }, true],
    ['passes beside it', { x: -10, y: 60 }, { x: 110, y: 60 }, false],
    ['starts on its border and leaves', { x: 50, y: 50 }, { x: 50, y: 120 }, false],
    ['runs along its border', { x: 0, y: 0 }, { x: 100, y: 0 }, false],
  ])('%s', (_name, a, b, expected) => {
    expect(segmentEntersBox(a, b, box)).toBe(expected);
  });
});

describe('findMapTangles', () => {
  it('reports a line drawn through a screen, a label on a screen and two screens on each other', () => {
    const layout = layoutJourneyGraph(graph([['a', 'b']], ['a'], ['c']));
    const c = layout.nodes.find((n) => n.id === 'c')!;
    const edge = layout.edges[0]!;
    const through = {
      ...edge,
      points: [
        { x: c.x - 10, y: c.y + 10 },
        { x: c.x + NODE_WIDTH + 10, y: c.y + 10 },
      ],
      label: { x: c.x + 5, y: c.y + 5, width: 20, height: 10 },
    };
    const tangled = { ...layout, nodes: [...layout.nodes, { id: 'd', x: c.x + 5, y: c.y + 5 }], edges: [through] };
    expect(findMapTangles(tangled)).toEqual([
      'edge a -> b (action) crosses screen c',
      'edge a -> b (action) crosses screen d',
      'label of a -> b (action) covers screen c',
      'label of a -> b (action) covers screen d',
      'screens c and d overlap',
    ]);
  });
});

describe('layoutJourneyGraph', () => {
  const { source } = readConfigSource(repoRoot);
  it.each(listProgrammes(source))(
    '%s: no line runs through a screen, no label covers one, no two screens overlap',
    (id) => {
      const layout = layoutJourneyGraph(buildJourneyGraph(resolveProgramme(source, id).programme!));
      expect(layout.nodes.length).toBeGreaterThan(10);
      expect(layout.edges.length).toBeGreaterThan(20);
      expect(findMapTangles(layout)).toEqual([]);
      for (const n of layout.nodes) {
        expect(n.x).toBeGreaterThanOrEqual(0);
        expect(n.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
        expect(n.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
      }
    },
  );

  it('draws a transition back to the same screen as a loop on its right, its label beside it, clear of other screens', () => {
    const layout = layoutJourneyGraph(
      graph(
        [
          ['a', 'b'],
          ['a', 'c'],
          ['b', 'b', 'resume'],
        ],
        ['a'],
      ),
    );
    const b = layout.nodes.find((n) => n.id === 'b')!;
    const loop = layout.edges.find((e) => e.from === 'b' && e.to === 'b')!;
    expect(loop.points[0]).toEqual({ x: b.x + NODE_WIDTH, y: b.y + 14 });
    expect(loop.points.every((p) => p.x >= b.x + NODE_WIDTH)).toBe(true);
    expect(loop.label.x).toBeGreaterThan(b.x + NODE_WIDTH);
    expect(findMapTangles(layout)).toEqual([]);
  });

  it('puts a screen below the one that leads to it', () => {
    const layout = layoutJourneyGraph(
      graph(
        [
          ['a', 'b'],
          ['b', 'c'],
        ],
        ['a'],
      ),
    );
    const y = Object.fromEntries(layout.nodes.map((n) => [n.id, n.y]));
    expect(y.a).toBeLessThan(y.b as number);
    expect(y.b).toBeLessThan(y.c as number);
  });

  it('draws transitions of one kind between two screens once, with every label written beside the line', () => {
    const g = graph(
      [
        ['a', 'b'],
        ['a', 'b', 'external'],
      ],
      ['a'],
    );
    g.edges.push({ from: 'a', to: 'b', kind: 'action', label: 'Skip', rule: { var: 'user.isGstFlow' } });
    const layout = layoutJourneyGraph(g);
    expect(layout.edges.map((e) => [e.kind, e.labels, e.labelLines])).toEqual([
      ['action', ['Next', 'Skip | user.isGstFlow'], ['Next', 'Skip | user.isGstFlow']],
      ['external', ['Next'], ['Next']],
    ]);
    expect(layout.edges[0]?.keys).toEqual(g.edges.filter((e) => e.kind === 'action').map(edgeKey));
    for (const e of layout.edges) expect(e.label.width).toBeGreaterThan(0);
  });
});

describe('labelLinesOf', () => {
  it.each([
    [['Submit'], ['Submit']],
    [['action: Continue | {">=":[form.annualTurnover,constants.gst...'], ['action: Continue | {">=":[form.an…']],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', '+3 more (see the table)'],
    ],
  ])('%o', (labels, expected) => {
    expect(labelLinesOf(labels)).toEqual(expected);
  });
});

describe('describeEdge and pathOf', () => {
  it.each([
    [{ from: 'a', to: 'b', kind: 'action' as const, label: 'Submit' }, 'Submit'],
    [
      {
        from: 'a',
        to: 'b',
        kind: 'poll' as const,
        label: 'when workflow/poll says so',
        rule: { var: 'user.isGstFlow' },
      },
      'when workflow/poll says so | user.isGstFlow',
    ],
  ])('%o', (edge, expected) => {
    expect(describeEdge(edge)).toBe(expected);
  });

  it('draws straight segments through the points', () => {
    expect(
      pathOf([
        { x: 1, y: 2 },
        { x: 3.25, y: 4 },
      ]),
    ).toBe('M1.0,2.0 L3.3,4.0');
  });
});
