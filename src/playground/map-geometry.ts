import type { MapLayout, Point } from './graph-layout.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * True when the segment a-b enters the inside of the box (Liang-Barsky clipping). The box is shrunk by `inset`, so a
 * line that starts or ends on a screen's border (every edge does, at its own two screens) does not count.
 */
export function segmentEntersBox(a: Point, b: Point, box: Box, inset = 1): boolean {
  const [left, right, top, bottom] = [box.x + inset, box.x + box.width - inset, box.y + inset, box.y + box.height - inset];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const sides: Array<[number, number]> = [[-dx, a.x - left], [dx, right - a.x], [-dy, a.y - top], [dy, bottom - a.y]];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What makes a map hard to read, as `[what, where]` pairs: an edge line through a screen's box, a label on a
 * screen, two screens on each other. Empty for a clean map.
 */
export function findMapTangles(layout: MapLayout): string[] {
  const boxes = layout.nodes.map((n) => ({ id: n.id, box: { x: n.x, y: n.y, width: layout.nodeWidth, height: layout.nodeHeight } }));
  const found: string[] = [];
  for (const e of layout.edges) {
    for (let i = 1; i < e.points.length; i += 1) {
      const [a, b] = [e.points[i - 1] as Point, e.points[i] as Point];
      for (const { id, box } of boxes) if (segmentEntersBox(a, b, box)) found.push(`edge ${e.from} -> ${e.to} (${e.kind}) crosses screen ${id}`);
    }
    for (const { id, box } of boxes) if (overlaps(e.label, box)) found.push(`label of ${e.from} -> ${e.to} (${e.kind}) covers screen ${id}`);
  }
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => overlaps(a.box, b.box) && found.push(`screens ${a.id} and ${b.id} overlap`)));
  return found;
}
