import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {
  centreOn,
  fitView,
  focusView,
  isBoxInView,
  zoomAbout,
  type Box,
  type MapView,
  type Size,
} from './map-geometry.ts';

// The journey map's viewport: it fits the map to the window, zooms (buttons, ctrl+wheel, a trackpad's or two
// fingers' pinch, + and -) and pans (drag, arrow keys), and centres the selected screen. The geometry is pure
// (map-geometry.ts); this file only wires the browser's events to it.

/** How far one press of an arrow key moves the map, and one press of a zoom button or key zooms it. */
const PAN_STEP = 60;
const ZOOM_STEP = 1.25;
/** A press that moves less than this is a click (opens a screen), not a drag. */
const DRAG_THRESHOLD = 4;

export interface MapViewControls {
  view: MapView;
  viewportRef: RefObject<HTMLDivElement | null>;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Centres `box` when any of it is outside the viewport (a screen reached with Tab). */
  reveal: (box: Box) => void;
  handlers: {
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerCancel: (e: PointerEvent<HTMLDivElement>) => void;
    onClickCapture: (e: MouseEvent<HTMLDivElement>) => void;
  };
}

/** The viewport element's size, followed as the window or the sidebar changes it. */
function useElementSize(ref: RefObject<HTMLDivElement | null>): Size | undefined {
  const [size, setSize] = useState<Size>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setSize((old) =>
        old && old.width === element.clientWidth && old.height === element.clientHeight
          ? old
          : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** ctrl+wheel (and a trackpad's pinch, which the browser sends as one) zooms about the pointer; a plain wheel scrolls the page. */
function useWheelZoom(ref: RefObject<HTMLDivElement | null>, change: (update: (view: MapView) => MapView) => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const box = element.getBoundingClientRect();
      change((view) =>
        zoomAbout(view, Math.exp(-e.deltaY * 0.002), { x: e.clientX - box.left, y: e.clientY - box.top }),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref, change]);
}

interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  start?: { x: number; y: number; view: MapView };
  dragged: boolean;
}

const midpoint = (ps: Array<{ x: number; y: number }>) => ({
  x: (ps[0]!.x + ps[1]!.x) / 2,
  y: (ps[0]!.y + ps[1]!.y) / 2,
});
const distance = (ps: Array<{ x: number; y: number }>) => Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y);

/** One finger or the mouse drags the map; two fingers pinch it (zoom about their middle) and move it. */
function usePointerGestures(
  ref: RefObject<HTMLDivElement | null>,
  change: (update: (view: MapView) => MapView) => void,
  current: () => MapView,
) {
  const gesture = useRef<Gesture>({ pointers: new Map(), dragged: false });
  const local = (e: PointerEvent<HTMLDivElement>) => {
    const box = ref.current!.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    g.pointers.set(e.pointerId, local(e));
    if (g.pointers.size === 1) Object.assign(g, { start: { ...local(e), view: current() }, dragged: false });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const before = g.pointers.get(e.pointerId);
    if (!before) return;
    const now = local(e);
    if (g.pointers.size >= 2) {
      const old = [...g.pointers.values()];
      g.pointers.set(e.pointerId, now);
      const next = [...g.pointers.values()];
      const [a, b] = [midpoint(old), midpoint(next)];
      g.dragged = true;
      change((view) => {
        const zoomed = zoomAbout(view, distance(next) / Math.max(1, distance(old)), b);
        return { ...zoomed, x: zoomed.x + b.x - a.x, y: zoomed.y + b.y - a.y };
      });
      return;
    }
    g.pointers.set(e.pointerId, now);
    const start = g.start;
    if (!start || (!g.dragged && Math.hypot(now.x - start.x, now.y - start.y) < DRAG_THRESHOLD)) return;
    if (!g.dragged) ref.current?.setPointerCapture?.(e.pointerId);
    g.dragged = true;
    change(() => ({ ...start.view, x: start.view.x + now.x - start.x, y: start.view.y + now.y - start.y }));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    g.pointers.delete(e.pointerId);
    g.start = g.pointers.size === 1 ? { ...[...g.pointers.values()][0]!, view: current() } : undefined;
  };
  // a press that dragged the map does not also open the screen it started on
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    if (!gesture.current.dragged) return;
    gesture.current.dragged = false;
    e.stopPropagation();
  };
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture };
}

/**
 * The map's view: fitted to the viewport until the analyst zooms or pans; with a selected screen (`focus`, its box),
 * centred on it at a zoom where it can be read (at the analyst's zoom once they chose one).
 */
export function useMapView(map: Size, focus: Box | undefined): MapViewControls {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const size = useElementSize(viewportRef);
  const [view, setView] = useState<MapView>({ scale: 1, x: 0, y: 0 });
  const viewRef = useRef(view);
  viewRef.current = view;
  const touched = useRef(false);
  const change = useCallback((update: (view: MapView) => MapView) => {
    touched.current = true;
    setView(update);
  }, []);
  // a new map (another programme) is fitted again; a newly selected screen is centred at the zoom the analyst chose
  const last = useRef({ map: '', focus: '' });
  const mapKey = `${map.width}x${map.height}`;
  const focusKey = focus ? `${focus.x},${focus.y},${focus.width},${focus.height}` : '';
  useEffect(() => {
    if (!size) return;
    const changed = { map: last.current.map !== mapKey, focus: last.current.focus !== focusKey };
    last.current = { map: mapKey, focus: focusKey };
    if (changed.map) touched.current = false;
    if (!touched.current) setView(focus ? focusView(map, size, focus) : fitView(map, size));
    else if (changed.focus && focus) setView((v) => centreOn(v, focus, size));
  }, [mapKey, focusKey, size]);
  useWheelZoom(viewportRef, change);
  const gestures = usePointerGestures(viewportRef, change, () => viewRef.current);
  const middle = () => ({ x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2 });
  const zoomIn = () => change((v) => zoomAbout(v, ZOOM_STEP, middle()));
  const zoomOut = () => change((v) => zoomAbout(v, 1 / ZOOM_STEP, middle()));
  const fit = () => size && change(() => fitView(map, size));
  const reveal = (box: Box) => size && !isBoxInView(view, box, size) && change((v) => centreOn(v, box, size));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const actions: Record<string, () => void> = { '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': fit };
    const pan = pans[e.key];
    if (pan) change((v) => ({ ...v, x: v.x + pan[0], y: v.y + pan[1] }));
    else if (actions[e.key] && !e.ctrlKey && !e.metaKey) actions[e.key]!();
    else return;
    e.preventDefault();
  };
  return { view, viewportRef, zoomIn, zoomOut, fit, reveal, handlers: { onKeyDown, ...gestures } };
}
