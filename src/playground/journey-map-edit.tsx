import { useRef, useState, type JSX, type KeyboardEvent, type PointerEvent } from 'react';
import type { MapLayout, Point } from './graph-layout.ts';
import { linkHandleOf, linkTarget, toLayoutPoint } from './map-edit.ts';
import type { MapView } from './map-geometry.ts';

// The journey map's editing parts: a handle on each screen to drag a new transition from (or to press, then choose
// the target screen, by keyboard), the line drawn while dragging, and what the map says while a transition is added.

const HANDLE_RADIUS = 9;
const DRAG_THRESHOLD = 4;

export interface LinkHandleProps {
  id: string;
  layout: MapLayout;
  view: MapView;
  adding: string | undefined;
  /** A press without a drag, Enter or Space: start (or cancel) adding a transition from this screen. */
  onToggle(id: string): void;
  /** A drag dropped on another screen. */
  onLink(from: string, to: string): void;
  /** The line drawn while dragging (layout points), or undefined when the drag ends. */
  onDrag(line: { from: Point; to: Point } | undefined): void;
}

/** The handle on a screen's right side a new transition is dragged from. */
export function LinkHandle({
  id,
  layout,
  view,
  adding,
  onToggle,
  onLink,
  onDrag,
}: LinkHandleProps): JSX.Element | null {
  const at = linkHandleOf(layout, id);
  const gesture = useLinkGesture({ id, at, layout, view, onToggle, onLink, onDrag });
  if (!at) return null;
  const pressed = adding === id;
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={`Add transition from ${id}`}
      aria-pressed={pressed}
      data-link-handle={id}
      className="pg-link-handle"
      {...gesture}
      onClick={(e) => e.stopPropagation()}
    >
      <circle
        cx={at.x}
        cy={at.y}
        r={HANDLE_RADIUS}
        fill={pressed ? '#0b4f9c' : '#ffffff'}
        stroke="#0b4f9c"
        strokeWidth={2}
      />
      <text
        x={at.x}
        y={at.y + 4}
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill={pressed ? '#ffffff' : '#0b4f9c'}
        aria-hidden="true"
      >
        +
      </text>
    </g>
  );
}

/**
 * The handle's pointer and key handlers: a press without a drag (or Enter, Space) toggles adding from this screen; a
 * drag draws the line and, dropped on another screen, links to it.
 */
function useLinkGesture({
  id,
  at,
  layout,
  view,
  onToggle,
  onLink,
  onDrag,
}: Omit<LinkHandleProps, 'adding'> & { at: Point | undefined }) {
  const start = useRef<{ x: number; y: number; moved: boolean } | undefined>(undefined);
  const local = (e: PointerEvent<SVGGElement>): Point => {
    const box = (e.currentTarget.ownerSVGElement ?? e.currentTarget).getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const end = () => {
    const s = start.current;
    start.current = undefined;
    onDrag(undefined);
    return s;
  };
  return {
    onPointerDown: (e: PointerEvent<SVGGElement>) => {
      // the map would pan: this press draws a transition instead
      e.stopPropagation();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      start.current = { ...local(e), moved: false };
    },
    onPointerMove: (e: PointerEvent<SVGGElement>) => {
      const s = start.current;
      if (!s || !at) return;
      const now = local(e);
      if (!s.moved && Math.hypot(now.x - s.x, now.y - s.y) < DRAG_THRESHOLD) return;
      s.moved = true;
      onDrag({ from: at, to: toLayoutPoint(view, now) });
    },
    onPointerUp: (e: PointerEvent<SVGGElement>) => {
      const s = end();
      if (!s) return;
      if (!s.moved) return onToggle(id);
      const target = linkTarget(layout, view, id, local(e));
      if (target !== undefined) onLink(id, target);
    },
    onPointerCancel: () => void end(),
    onKeyDown: (e: KeyboardEvent<SVGGElement>) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      onToggle(id);
    },
  };
}

/** The line from the handle to the pointer while a transition is dragged. */
export function LinkPreview({ line }: { line: { from: Point; to: Point } | undefined }): JSX.Element | null {
  if (!line) return null;
  return (
    <line
      x1={line.from.x}
      y1={line.from.y}
      x2={line.to.x}
      y2={line.to.y}
      stroke="#0b4f9c"
      strokeWidth={2}
      strokeDasharray="6 3"
      pointerEvents="none"
      data-link-preview="true"
    />
  );
}

/** What the map says while a transition is being added by keyboard, with a way out. */
export function AddingNotice({ adding, onCancel }: { adding: string | undefined; onCancel: () => void }): JSX.Element {
  return (
    <p role="status" aria-live="polite" className="pg-adding">
      {adding !== undefined && (
        <>
          Adding a transition from {adding}: choose the screen it goes to (Enter on a screen), or press Escape.{' '}
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </>
      )}
    </p>
  );
}

/** The line being dragged, held by the map while a handle is pressed. */
export function useLinkDrag(): [
  { from: Point; to: Point } | undefined,
  (line: { from: Point; to: Point } | undefined) => void,
] {
  return useState<{ from: Point; to: Point } | undefined>(undefined);
}
