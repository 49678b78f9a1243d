import { Graph, layout as runDagre } from '@dagrejs/dagre';
import { summariseRule, type JourneyEdge, type JourneyGraph } from '../engine/graph.ts';

export interface Point {
  x: number;
  y: number;
}

/** A screen's box: top-left corner and size. */
export interface PlacedNode {
  id: string;
  x: number;
  y: number;
}

/** The transitions of one kind between two screens, drawn as one line with all their labels. */
export interface PlacedEdge {
  from: string;
  to: string;
  kind: JourneyEdge['kind'];
  /** Every label in full (the tooltip and the table). */
  labels: string[];
  /** The `edgeKey` of each transition drawn by this line. */
  keys: string[];
  /** What is written beside the line: the labels, shortened, one per line. */
  labelLines: string[];
  /** The line as drawn: straight segments through these points. */
  points: Point[];
  /** The label's box (top-left corner and size), which the layout keeps clear of screens. */
  label: { x: number; y: number; width: number; height: number };
}

export interface MapLayout {
  width: number;
  height: number;
  nodeWidth: number;
  nodeHeight: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 64;
/** Label text on the map: font size and an upper bound of a character's width at that size. */
export const LABEL_FONT_SIZE = 10;
const CHAR_WIDTH = 6;
export const LABEL_LINE_HEIGHT = 12;
const LABEL_MAX_CHARS = 34;
const LABEL_MAX_LINES = 3;
const MARGIN = 24;

/** The label of one transition on the map: what takes it and its rule (as `journey graph` writes it). */
export function describeEdge(edge: JourneyEdge): string {
  return [edge.label, summariseRule(edge.rule)].filter(Boolean).join(' | ');
}

/** One transition as a key: its two screens, its kind and its label with the rule (a child's map against its parent's). */
export function edgeKey(edge: JourneyEdge): string {
  return `${edge.from} -> ${edge.to} (${edge.kind}): ${describeEdge(edge)}`;
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The lines written beside an edge: each label shortened, at most a few, then how many more there are. */
export function labelLinesOf(labels: string[]): string[] {
  const lines = labels.slice(0, LABEL_MAX_LINES).map((l) => shorten(l, LABEL_MAX_CHARS));
  if (labels.length > LABEL_MAX_LINES)
    lines[LABEL_MAX_LINES - 1] = `+${labels.length - LABEL_MAX_LINES + 1} more (see the table)`;
  return lines;
}

interface EdgeGroup {
  from: string;
  to: string;
  kind: JourneyEdge['kind'];
  labels: string[];
  keys: string[];
}

/** Transitions of one kind between the same two screens become one line carrying all their labels. */
function groupEdges(edges: JourneyEdge[]): EdgeGroup[] {
  const grouped = new Map<string, EdgeGroup>();
  for (const e of edges) {
    const key = `${e.from}\u0000${e.to}\u0000${e.kind}`;
    const entry = grouped.get(key) ?? { from: e.from, to: e.to, kind: e.kind, labels: [], keys: [] };
    const label = describeEdge(e);
    if (!entry.labels.includes(label)) entry.labels.push(label);
    entry.keys.push(edgeKey(e));
    grouped.set(key, entry);
  }
  return [...grouped.values()];
}

interface Span {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A screen's box as drawn: at the left of the room dagre gave it (a screen with a loop has room for it on its right). */
function nodeBox(g: Graph, id: string): Span {
  const n = g.node(id);
  const left = (n.x ?? 0) - n.width / 2;
  const top = (n.y ?? 0) - NODE_HEIGHT / 2;
  return { left, right: left + NODE_WIDTH, top, bottom: top + NODE_HEIGHT };
}

const LOOP_REACH = 28;

/** The size of an edge's label box. */
function labelSize(lines: string[]): { width: number; height: number } {
  return {
    width: Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH + 8,
    height: lines.length * LABEL_LINE_HEIGHT + 4,
  };
}

/** A transition from a screen back to itself: a loop out of its right side, the label beside the loop. */
function placeLoop(e: EdgeGroup, box: Span): PlacedEdge {
  const labelLines = labelLinesOf(e.labels);
  const size = labelSize(labelLines);
  const [y1, y2, x] = [box.top + 14, box.bottom - 14, box.right + LOOP_REACH];
  const points = [
    { x: box.right, y: y1 },
    { x, y: y1 },
    { x, y: y2 },
    { x: box.right, y: y2 },
  ];
  return { ...e, labelLines, points, label: { x: x + 6, y: (box.top + box.bottom - size.height) / 2, ...size } };
}

/**
 * The bends a line takes to leave or reach a screen straight up or down: dagre joins a screen to the first bend
 * point of the line by a diagonal, which can cut through a neighbour in the same row. `near` is the bend next to
 * the screen; the line runs vertically from the screen's top or bottom to the height of that bend, then across.
 */
function squareEnd(box: Span, near: Point): Point[] {
  const x = Math.min(Math.max(near.x, box.left + 10), box.right - 10);
  if (near.y > box.bottom)
    return [
      { x, y: box.bottom },
      { x, y: near.y },
    ];
  if (near.y < box.top)
    return [
      { x, y: box.top },
      { x, y: near.y },
    ];
  return [];
}

/** The line with both ends squared (see squareEnd); a line that leaves from a screen's side is kept as it is. */
function squareEnds(points: Point[], from: Span, to: Span): Point[] {
  if (points.length < 3) return points;
  const start = squareEnd(from, points[1] as Point);
  const end = squareEnd(to, points[points.length - 2] as Point).reverse();
  const inner = points.slice(1, -1);
  return [
    ...(start.length ? start : [points[0] as Point]),
    ...inner,
    ...(end.length ? end : [points[points.length - 1] as Point]),
  ];
}

/**
 * Lays a journey graph out top-down with dagre (a layered graph layout): screens in ranks, edges routed between
 * them through the gaps, each edge's label placed as a box of its own, so no line runs through a screen and every
 * label can be read without hovering. Transitions of one kind between two screens are drawn once.
 */
export function layoutJourneyGraph(graph: JourneyGraph): MapLayout {
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 36, edgesep: 18, ranksep: 56, marginx: MARGIN, marginy: MARGIN });
  g.setDefaultEdgeLabel(() => ({}));
  const known = new Set(graph.nodes.map((n) => n.id));
  const groups = groupEdges(graph.edges).filter((e) => known.has(e.from) && known.has(e.to));
  // dagre draws loops poorly: a screen with a loop gets room on its right, where the loop and its label are drawn
  const loopRoom = new Map<string, number>();
  for (const e of groups)
    if (e.from === e.to)
      loopRoom.set(e.from, (loopRoom.get(e.from) ?? 0) + LOOP_REACH + 12 + labelSize(labelLinesOf(e.labels)).width);
  for (const n of graph.nodes) g.setNode(n.id, { width: NODE_WIDTH + (loopRoom.get(n.id) ?? 0), height: NODE_HEIGHT });
  groups.forEach((e, i) => {
    if (e.from !== e.to)
      g.setEdge(e.from, e.to, { ...labelSize(labelLinesOf(e.labels)), labelpos: 'c', minlen: 2 }, `e${i}`);
  });
  runDagre(g);
  const nodes = graph.nodes.map((n) => {
    const box = nodeBox(g, n.id);
    return { id: n.id, x: box.left, y: box.top };
  });
  const edges = groups.map((e, i): PlacedEdge => {
    if (e.from === e.to) return placeLoop(e, nodeBox(g, e.from));
    const placed = g.edge(e.from, e.to, `e${i}`);
    const width = placed.width ?? 0;
    const height = placed.height ?? 0;
    return {
      ...e,
      labelLines: labelLinesOf(e.labels),
      points: squareEnds(
        (placed.points ?? []).map((p: Point) => ({ x: p.x, y: p.y })),
        nodeBox(g, e.from),
        nodeBox(g, e.to),
      ),
      label: { x: (placed.x ?? 0) - width / 2, y: (placed.y ?? 0) - height / 2, width, height },
    };
  });
  const size = g.graph();
  return {
    width: size.width ?? 0,
    height: size.height ?? 0,
    nodeWidth: NODE_WIDTH,
    nodeHeight: NODE_HEIGHT,
    nodes,
    edges,
  };
}

/** An SVG path through the points, straight segments (what the geometry test checks is what is drawn). */
export function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}
