import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { buildJourneyGraph } from '../../src/engine/graph.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { layoutJourneyGraph } from '../../src/playground/graph-layout.ts';
import {
  boxInView,
  centreOn,
  fitView,
  focusView,
  isBoxInView,
  MAX_SCALE,
  MIN_SCALE,
  READABLE_SCALE,
  zoomAbout,
} from '../../src/playground/map-geometry.ts';
import { repoRoot } from '../config/helpers.ts';

const close = (view: { scale: number; x: number; y: number }) => ({
  scale: +view.scale.toFixed(4),
  x: +view.x.toFixed(1),
  y: +view.y.toFixed(1),
});

describe('fitView', () => {
  it.each([
    // the map of issue 20: 3,269 px wide with the new screen off to the right, in a laptop window and on a phone
    [
      'a 3,269 px map in a 1,280 px window',
      { width: 3269, height: 700 },
      { width: 1248, height: 600 },
      { scale: 0.372, x: 16, y: 169.8 },
    ],
    [
      'the same map on a 412 px phone',
      { width: 3269, height: 700 },
      { width: 380, height: 480 },
      { scale: 0.1065, x: 16, y: 202.7 },
    ],
    [
      'a tall map: its height decides',
      { width: 400, height: 2000 },
      { width: 800, height: 532 },
      { scale: 0.25, x: 350, y: 16 },
    ],
    [
      'a small map is centred, not blown up',
      { width: 200, height: 100 },
      { width: 800, height: 600 },
      { scale: 1, x: 300, y: 250 },
    ],
    [
      'a huge map stops at the smallest zoom',
      { width: 100000, height: 100 },
      { width: 800, height: 600 },
      { scale: MIN_SCALE, x: -600, y: 299 },
    ],
  ])('%s', (_name, map, viewport, expected) => {
    expect(close(fitView(map, viewport))).toEqual(expected);
  });

  it('puts the whole map inside the viewport', () => {
    const view = fitView({ width: 3269, height: 700 }, { width: 380, height: 480 });
    expect(isBoxInView(view, { x: 0, y: 0, width: 3269, height: 700 }, { width: 380, height: 480 })).toBe(true);
  });
});

describe('zoomAbout', () => {
  const view = { scale: 0.5, x: 100, y: 50 };
  it.each([
    ['zooms in about the pointer', 2, { x: 300, y: 250 }, { scale: 1, x: -100, y: -150 }],
    ['zooms out about the pointer', 0.5, { x: 300, y: 250 }, { scale: 0.25, x: 200, y: 150 }],
    ['about the map origin only scales', 2, { x: 100, y: 50 }, { scale: 1, x: 100, y: 50 }],
    ['stops at the largest zoom', 100, { x: 0, y: 0 }, { scale: MAX_SCALE, x: 600, y: 300 }],
    ['stops at the smallest zoom', 0.001, { x: 0, y: 0 }, { scale: MIN_SCALE, x: 4, y: 2 }],
  ])('%s', (_name, factor, at, expected) => {
    expect(close(zoomAbout(view, factor, at))).toEqual(expected);
  });

  it('keeps the layout point under the pointer where it was', () => {
    const at = { x: 321, y: 123 };
    const under = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    const zoomed = zoomAbout(view, 1.7, at);
    expect(under.x * zoomed.scale + zoomed.x).toBeCloseTo(at.x);
    expect(under.y * zoomed.scale + zoomed.y).toBeCloseTo(at.y);
  });
});

describe('centreOn', () => {
  it.each([
    [
      'a screen at the far right of a wide map',
      { scale: 0.5, x: 0, y: 0 },
      { x: 3000, y: 100, width: 180, height: 60 },
      { scale: 0.5, x: -1145, y: 135 },
    ],
    [
      'a screen at the origin, full size',
      { scale: 1, x: 40, y: 40 },
      { x: 0, y: 0, width: 200, height: 100 },
      { scale: 1, x: 300, y: 150 },
    ],
  ])('%s', (_name, view, box, expected) => {
    const viewport = { width: 800, height: 400 };
    const centred = centreOn(view, box, viewport);
    expect(close(centred)).toEqual(expected);
    const drawn = boxInView(centred, box);
    expect(drawn.x + drawn.width / 2).toBeCloseTo(400);
    expect(drawn.y + drawn.height / 2).toBeCloseTo(200);
  });
});

describe('focusView', () => {
  const box = { x: 3000, y: 100, width: 200, height: 64 };
  it.each([
    [
      'a wide map on a phone: zoomed in to be read, the screen in the middle',
      { width: 3269, height: 700 },
      { width: 380, height: 480 },
      { scale: READABLE_SCALE, x: -2290, y: 134.4 },
    ],
    [
      'a small map: kept at its own size, the screen in the middle',
      { width: 400, height: 300 },
      { width: 1000, height: 600 },
      { scale: 1, x: -2600, y: 168 },
    ],
  ])('%s', (_name, map, viewport, expected) => {
    const view = focusView(map, viewport, box);
    expect(close(view)).toEqual(expected);
    expect(isBoxInView(view, box, viewport)).toBe(true);
  });
});

describe("the shipped programmes' maps", () => {
  const { source } = readConfigSource(repoRoot);
  it.each(listProgrammes(source))('%s: fitted to a 412 px phone, every screen is inside the viewport', (id) => {
    const layout = layoutJourneyGraph(buildJourneyGraph(resolveProgramme(source, id).programme!));
    const viewport = { width: 380, height: 480 };
    const view = fitView(layout, viewport);
    for (const n of layout.nodes)
      expect(isBoxInView(view, { x: n.x, y: n.y, width: layout.nodeWidth, height: layout.nodeHeight }, viewport)).toBe(
        true,
      );
  });
});
