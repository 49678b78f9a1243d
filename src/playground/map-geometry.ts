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
  const [left, right, top, bottom] = [
    box.x + inset,
    box.x + box.width - inset,
    box.y + inset,
    box.y + box.height - inset,
  ];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const sides: Array<[number, number]> = [
    [-dx, a.x - left],
    [dx, right - a.x],
    [-dy, a.y - top],
    [dy, bottom - a.y],
  ];
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

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What makes a map hard to read, as `[what, where]` pairs: an edge line through a screen's box, a label on a
 * screen, two screens on each other. Empty for a clean map.
 */
export function findMapTangles(layout: MapLayout): string[] {
  const boxes = layout.nodes.map((n) => ({
    id: n.id,
    box: { x: n.x, y: n.y, width: layout.nodeWidth, height: layout.nodeHeight },
  }));
  const found: string[] = [];
  for (const e of layout.edges) {
    for (let i = 1; i < e.points.length; i += 1) {
      const [a, b] = [e.points[i - 1] as Point, e.points[i] as Point];
      for (const { id, box } of boxes)
        if (segmentEntersBox(a, b, box)) found.push(`edge ${e.from} -> ${e.to} (${e.kind}) crosses screen ${id}`);
    }
    for (const { id, box } of boxes)
      if (overlaps(e.label, box)) found.push(`label of ${e.from} -> ${e.to} (${e.kind}) covers screen ${id}`);
  }
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => overlaps(a.box, b.box) && found.push(`screens ${a.id} and ${b.id} overlap`)),
  );
  return found;
}

/** What the map's viewport shows: a layout point p is drawn at `p * scale + (x, y)` in the viewport's pixels. */
export interface MapView {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The zoom the map allows: out far enough for any map to fit a phone, in far enough to read a label from afar. */
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 3;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * The view that shows the whole map in the viewport, `padding` pixels from its edges, centred; never larger than
 * the map's own size (a small map is not blown up), never smaller than MIN_SCALE.
 */
export function fitView(map: Size, viewport: Size, padding = 16): MapView {
  const room = { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) };
  const scale = clampScale(Math.min(1, room.width / Math.max(1, map.width), room.height / Math.max(1, map.height)));
  return { scale, x: (viewport.width - map.width * scale) / 2, y: (viewport.height - map.height * scale) / 2 };
}

/**
 * Zooms by `factor` about a point of the viewport (the pointer, the middle of a pinch, the viewport's centre): the
 * layout point under it stays under it. The scale stays within MIN_SCALE..MAX_SCALE.
 */
export function zoomAbout(view: MapView, factor: number, at: { x: number; y: number }): MapView {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
}

/** The view at the same scale with the middle of `box` (layout pixels) at the middle of the viewport. */
export function centreOn(view: MapView, box: Box, viewport: Size): MapView {
  return {
    scale: view.scale,
    x: viewport.width / 2 - (box.x + box.width / 2) * view.scale,
    y: viewport.height / 2 - (box.y + box.height / 2) * view.scale,
  };
}

/** The zoom at which a screen's id and its transitions' labels can be read. */
export const READABLE_SCALE = 0.8;

/**
 * The view that shows a selected screen: the fitted view, zoomed in to READABLE_SCALE when the fit is smaller (a
 * whole map of 30 screens is too small to read on a phone), with the screen in the middle of the viewport.
 */
export function focusView(map: Size, viewport: Size, box: Box): MapView {
  const fitted = fitView(map, viewport);
  return centreOn({ ...fitted, scale: Math.max(fitted.scale, READABLE_SCALE) }, box, viewport);
}

/** Where `box` (layout pixels) is drawn in the viewport under `view`. */
export function boxInView(view: MapView, box: Box): Box {
  return {
    x: box.x * view.scale + view.x,
    y: box.y * view.scale + view.y,
    width: box.width * view.scale,
    height: box.height * view.scale,
  };
}

/** True when the whole of `box` (layout pixels) is drawn inside the viewport under `view`. */
export function isBoxInView(view: MapView, box: Box, viewport: Size): boolean {
  const drawn = boxInView(view, box);
  return (
    drawn.x >= 0 && drawn.y >= 0 && drawn.x + drawn.width <= viewport.width && drawn.y + drawn.height <= viewport.height
  );
}
