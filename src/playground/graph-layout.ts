import { summariseRule, type JourneyEdge, type JourneyGraph } from '../engine/graph.ts';

export interface PlacedNode {
  id: string;
  x: number;
  y: number;
  /** Steps from the nearest root (BFS depth); null for a screen no root reaches. */
  depth: number | null;
}

/** The transitions of one kind between two screens, drawn as one line with all their labels. */
export interface PlacedEdge {
  from: string;
  to: string;
  kind: JourneyEdge['kind'];
  labels: string[];
  path: string;
  labelX: number;
  labelY: number;
}

export interface MapLayout {
  width: number;
  height: number;
  nodeWidth: number;
  nodeHeight: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

export const NODE_WIDTH = 190;
export const NODE_HEIGHT = 58;
const GAP_X = 40;
const GAP_Y = 70;
const MARGIN = 20;
/** Wider layers wrap onto several rows, so the map stays readable without a very wide scroll. */
const MAX_PER_ROW = 6;

/** BFS depth of every screen from the graph's roots (screens not reached are left out). */
export function computeDepths(graph: JourneyGraph): Map<string, number> {
  const depth = new Map<string, number>();
  const queue: string[] = [];
  for (const root of graph.roots) {
    if (!depth.has(root)) {
      depth.set(root, 0);
      queue.push(root);
    }
  }
  while (queue.length) {
    const at = queue.shift() as string;
    const next = (depth.get(at) ?? 0) + 1;
    for (const e of graph.edges) {
      if (e.from !== at || depth.has(e.to)) continue;
      depth.set(e.to, next);
      queue.push(e.to);
    }
  }
  return depth;
}

/** The label of one transition on the map: what takes it and its rule (as `journey graph` writes it). */
export function describeEdge(edge: JourneyEdge): string {
  return [edge.label, summariseRule(edge.rule)].filter(Boolean).join(' | ');
}

function edgePath(from: PlacedNode, to: PlacedNode, offset: number): { path: string; labelX: number; labelY: number } {
  const x1 = from.x + NODE_WIDTH / 2 + offset;
  const x2 = to.x + NODE_WIDTH / 2 + offset;
  if (to.y > from.y) {
    // downwards: bottom of the source to the top of the target
    const y1 = from.y + NODE_HEIGHT;
    const y2 = to.y;
    const bend = Math.max(20, (y2 - y1) / 2);
    return { path: `M${x1},${y1} C${x1},${y1 + bend} ${x2},${y2 - bend} ${x2},${y2}`, labelX: (x1 + x2) / 2, labelY: (y1 + y2) / 2 };
  }
  // same row or back up: leave from the right side and come in from the top, looping above the rows between
  const y1 = from.y + NODE_HEIGHT / 2;
  const y2 = to.y;
  const sx = from.x + NODE_WIDTH;
  const top = Math.min(y1, y2) - 30;
  return { path: `M${sx},${y1} C${sx + 40},${y1} ${x2 + 40},${top} ${x2},${y2}`, labelX: (sx + x2) / 2 + 20, labelY: top };
}

/**
 * Lays a journey graph out top-down in layers by BFS depth from the roots (entry points first), screens no root
 * reaches in a last layer of their own. Edges of the same kind between the same screens are drawn once.
 */
export function layoutJourneyGraph(graph: JourneyGraph): MapLayout {
  const depths = computeDepths(graph);
  const layers = new Map<number, string[]>();
  const unreached: string[] = [];
  // screens in BFS order inside a layer: the order the journey meets them
  const order = [...depths.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  for (const id of order) {
    const d = depths.get(id) as number;
    layers.set(d, [...(layers.get(d) ?? []), id]);
  }
  for (const n of graph.nodes) if (!depths.has(n.id)) unreached.push(n.id);
  const rows: Array<{ ids: string[]; depth: number | null }> = [];
  const addRows = (ids: string[], depth: number | null) => {
    for (let i = 0; i < ids.length; i += MAX_PER_ROW) rows.push({ ids: ids.slice(i, i + MAX_PER_ROW), depth });
  };
  for (const d of [...layers.keys()].sort((a, b) => a - b)) addRows(layers.get(d) ?? [], d);
  if (unreached.length) addRows(unreached, null);

  const widest = Math.max(1, ...rows.map((r) => r.ids.length));
  const width = MARGIN * 2 + widest * NODE_WIDTH + (widest - 1) * GAP_X;
  const nodes: PlacedNode[] = [];
  rows.forEach((row, r) => {
    const rowWidth = row.ids.length * NODE_WIDTH + (row.ids.length - 1) * GAP_X;
    const left = (width - rowWidth) / 2;
    row.ids.forEach((id, i) => nodes.push({ id, x: left + i * (NODE_WIDTH + GAP_X), y: MARGIN + r * (NODE_HEIGHT + GAP_Y), depth: row.depth }));
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));

  const grouped = new Map<string, { from: string; to: string; kind: JourneyEdge['kind']; labels: string[] }>();
  for (const e of graph.edges) {
    const key = `${e.from}\u0000${e.to}\u0000${e.kind}`;
    const entry = grouped.get(key) ?? { from: e.from, to: e.to, kind: e.kind, labels: [] };
    const label = describeEdge(e);
    if (!entry.labels.includes(label)) entry.labels.push(label);
    grouped.set(key, entry);
  }
  const pairCount = new Map<string, number>();
  const edges: PlacedEdge[] = [];
  for (const g of grouped.values()) {
    const from = byId.get(g.from);
    const to = byId.get(g.to);
    if (!from || !to) continue;
    const pair = `${g.from}\u0000${g.to}`;
    const index = pairCount.get(pair) ?? 0;
    pairCount.set(pair, index + 1);
    edges.push({ ...g, ...edgePath(from, to, index * 8) });
  }
  return { width, height: MARGIN * 2 + rows.length * NODE_HEIGHT + Math.max(0, rows.length - 1) * GAP_Y, nodeWidth: NODE_WIDTH, nodeHeight: NODE_HEIGHT, nodes, edges };
}
