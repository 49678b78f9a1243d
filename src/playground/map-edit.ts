import type { EdgeSource, JourneyEdge } from '../engine/graph.ts';
import { edgeKey, type MapLayout, type PlacedEdge, type Point } from './graph-layout.ts';
import type { MapView } from './map-geometry.ts';

// What the editable journey map selects and adds, as pure functions: which transitions a drawn line stands for,
// the transition as the studio receives it, and which screen a dragged link is dropped on.

/** A transition as the studio edits it: its screens, what takes it, and where it is written (its rule at `source.rule`). */
export interface SelectedTransition {
  from: string;
  to: string;
  kind: string;
  label?: string;
  source: EdgeSource;
}

/** The transition of the journey graph as the map's `onSelectTransition` gives it. */
export function toSelectedTransition(edge: JourneyEdge): SelectedTransition {
  return {
    from: edge.from,
    to: edge.to,
    kind: edge.kind,
    ...(edge.label ? { label: edge.label } : {}),
    source: edge.source ?? { file: '', pointer: '' },
  };
}

/** The transitions a drawn line stands for (one line carries every transition of one kind between two screens). */
export function transitionsOfLine(edges: readonly JourneyEdge[], line: Pick<PlacedEdge, 'keys'>): JourneyEdge[] {
  const keys = new Set(line.keys);
  return edges.filter((e) => keys.has(edgeKey(e)));
}

/** The layout point drawn at a point of the viewport under `view` (the inverse of `p * scale + (x, y)`). */
export function toLayoutPoint(view: MapView, at: Point): Point {
  return { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
}

/** The screen whose box holds a layout point, if any. */
export function nodeAt(layout: MapLayout, at: Point): string | undefined {
  const hit = layout.nodes.find(
    (n) => at.x >= n.x && at.x <= n.x + layout.nodeWidth && at.y >= n.y && at.y <= n.y + layout.nodeHeight,
  );
  return hit?.id;
}

/** The screen a link dragged from `from` is dropped on (a viewport point), if it is another screen. */
export function linkTarget(layout: MapLayout, view: MapView, from: string, at: Point): string | undefined {
  const target = nodeAt(layout, toLayoutPoint(view, at));
  return target === from ? undefined : target;
}

/** Where a screen's link handle is drawn: the middle of its right side (layout pixels). */
export function linkHandleOf(layout: MapLayout, id: string): Point | undefined {
  const node = layout.nodes.find((n) => n.id === id);
  return node && { x: node.x + layout.nodeWidth, y: node.y + layout.nodeHeight / 2 };
}

/**
 * Adding a transition by keyboard (or a click on a handle): "add transition from X" starts it, the next screen chosen
 * ends it, the same handle again or Escape cancels. Returns the new state and the transition to add, if one is made.
 */
export function chooseLinkScreen(
  adding: string | undefined,
  chosen: string,
): { adding: string | undefined; add?: { from: string; to: string } } {
  if (adding === undefined || adding === chosen) return { adding: undefined };
  return { adding: undefined, add: { from: adding, to: chosen } };
}
