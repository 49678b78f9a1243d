import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { buildJourneyGraph } from '../../src/engine/graph.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { edgeKey, layoutJourneyGraph, type MapLayout } from '../../src/playground/graph-layout.ts';
import {
  chooseLinkScreen,
  linkHandleOf,
  linkTarget,
  nodeAt,
  toLayoutPoint,
  toSelectedTransition,
  transitionsOfLine,
} from '../../src/playground/map-edit.ts';
import { boxInView } from '../../src/playground/map-geometry.ts';
import { repoRoot } from '../config/helpers.ts';

const layout: MapLayout = {
  width: 600,
  height: 200,
  nodeWidth: 200,
  nodeHeight: 64,
  edges: [],
  nodes: [
    { id: 'a', x: 0, y: 0 },
    { id: 'b', x: 300, y: 0 },
    { id: 'c', x: 300, y: 100 },
  ],
};

describe('toLayoutPoint', () => {
  it.each([
    ['no zoom, no pan', { scale: 1, x: 0, y: 0 }, { x: 10, y: 20 }, { x: 10, y: 20 }],
    ['panned', { scale: 1, x: 100, y: -50 }, { x: 110, y: 0 }, { x: 10, y: 50 }],
    ['zoomed out and panned', { scale: 0.5, x: 20, y: 10 }, { x: 120, y: 60 }, { x: 200, y: 100 }],
  ])('%s', (_name, view, at, expected) => expect(toLayoutPoint(view, at)).toEqual(expected));

  it("undoes what the view draws: a box's drawn corner is its layout corner", () => {
    const view = { scale: 0.37, x: 16, y: 170 };
    const drawn = boxInView(view, { x: 300, y: 100, width: 200, height: 64 });
    const back = toLayoutPoint(view, { x: drawn.x, y: drawn.y });
    expect(back.x).toBeCloseTo(300);
    expect(back.y).toBeCloseTo(100);
  });
});

describe('nodeAt and linkTarget', () => {
  it.each([
    ['inside a screen', { x: 50, y: 30 }, 'a'],
    ['on its border', { x: 500, y: 164 }, 'c'],
    ['between screens', { x: 250, y: 30 }, undefined],
    ['below every screen', { x: 350, y: 190 }, undefined],
  ])('%s', (_name, at, id) => expect(nodeAt(layout, at)).toBe(id));

  it.each([
    ['dropped on another screen', 'a', { x: 400, y: 30 }, 'b'],
    ['dropped on the screen it started from', 'a', { x: 50, y: 30 }, undefined],
    ['dropped on nothing', 'a', { x: 250, y: 30 }, undefined],
  ])('a link %s, at scale 0.5', (_name, from, layoutPoint, target) => {
    const view = { scale: 0.5, x: 10, y: 10 };
    expect(linkTarget(layout, view, from, { x: layoutPoint.x * 0.5 + 10, y: layoutPoint.y * 0.5 + 10 })).toBe(target);
  });

  it("puts a screen's handle in the middle of its right side", () => {
    expect(linkHandleOf(layout, 'c')).toEqual({ x: 500, y: 132 });
    expect(linkHandleOf(layout, 'nope')).toBeUndefined();
  });
});

describe('chooseLinkScreen', () => {
  it.each([
    ['no transition being added: nothing', undefined, 'b', { adding: undefined }],
    ['another screen chosen: the transition', 'a', 'b', { adding: undefined, add: { from: 'a', to: 'b' } }],
    ['the same screen: given up', 'a', 'a', { adding: undefined }],
  ])('%s', (_name, adding, chosen, expected) => expect(chooseLinkScreen(adding, chosen)).toEqual(expected));
});

describe('selecting a transition on the shipped map', () => {
  const { source } = readConfigSource(repoRoot);
  const programme = resolveProgramme(source, 'business-loan').programme as ResolvedProgramme;
  const graph = buildJourneyGraph(programme);
  const drawn = layoutJourneyGraph({ ...graph, edges: graph.edges.filter((e) => e.kind !== 'guard') });

  it('finds for every drawn line the transitions it stands for, each with where it is written', () => {
    for (const line of drawn.edges) {
      const transitions = transitionsOfLine(graph.edges, line);
      expect(transitions.map(edgeKey).sort()).toEqual([...line.keys].sort());
      for (const t of transitions)
        expect(toSelectedTransition(t).source.file).toMatch(/^journey-config\/programmes\/business-loan\/.+\.json$/);
    }
  });

  it("gives a transition in the studio's shape", () => {
    const edge = graph.edges.find((e) => e.kind === 'action' && e.from === 'login');
    expect(toSelectedTransition(edge!)).toEqual({
      from: 'login',
      to: edge!.to,
      kind: 'action',
      label: edge!.label,
      source: {
        file: 'journey-config/programmes/business-loan/screens/login.json',
        pointer: expect.stringMatching(/^\/actions\/\d+\/next\/\d+$/),
        rule: expect.stringMatching(/\/when$/),
      },
    });
  });
});
