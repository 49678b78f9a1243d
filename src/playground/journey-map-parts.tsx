import type { KeyboardEvent } from 'react';
import type { ScreenChanges } from '../engine/diff.ts';
import type { JourneyEdge, JourneyGraph } from '../engine/graph.ts';
import {
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  pathOf,
  type MapLayout,
  type PlacedEdge,
  type PlacedNode,
} from './graph-layout.ts';

// The journey map's drawing (journey-map.tsx lays it out and handles the view): its lines, screens, arrows, legend.

/** How each kind of transition is drawn: a colour and a dash pattern, named in the legend (never colour alone). */
export const EDGE_STYLES: Record<JourneyEdge['kind'], { stroke: string; dash?: string; width: number; name: string }> =
  {
    action: { stroke: '#4a4a52', width: 1.5, name: 'action (a button)' },
    redirect: { stroke: '#0b4f9c', width: 1.5, name: 'redirect on entry' },
    poll: { stroke: '#5b2a86', dash: '2 4', width: 2, name: 'polling wait' },
    card: { stroke: '#0b5c8a', width: 1.5, name: 'home card' },
    modal: { stroke: '#8a5300', dash: '8 3 2 3', width: 1.5, name: 'time-out modal' },
    external: { stroke: '#1b6b2f', dash: '8 5', width: 2, name: 'external page' },
    resume: { stroke: '#9aa3b5', width: 3, name: 'resume (error screen retry)' },
    guard: {
      stroke: '#b3261e',
      dash: '4 2',
      width: 1.5,
      name: 'guard refused (not drawn: to the current step, `journey graph` lists them)',
    },
    lead: { stroke: '#6b6f00', dash: '6 2 1 2', width: 2, name: 'lead read (status, stage)' },
  };

/** A changed or added screen, and a transition the parent programme does not have, in this colour and in words. */
export const CHANGE_COLOUR = '#c2185b';

/** What the map marks against the parent programme: screens added or changed, transitions the parent lacks. */
export interface MapChanges {
  base: string;
  screens: ScreenChanges;
  newEdges: string[];
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function nodeStatus(id: string, graph: JourneyGraph): { fill: string; stroke: string; dash?: string; note?: string } {
  if (graph.unreachable.includes(id)) return { fill: '#fde2e2', stroke: '#b3261e', dash: '6 4', note: 'unreachable' };
  if (graph.deadEnds.includes(id)) return { fill: '#fff4d6', stroke: '#8a5300', note: 'dead end' };
  if (graph.roots.includes(id)) return { fill: '#e2ecf8', stroke: '#0b4f9c', note: 'entry' };
  return { fill: '#ffffff', stroke: '#4a4a52' };
}

export function changeOf(id: string, changes: MapChanges | undefined): 'added' | 'changed' | undefined {
  if (changes?.screens.added.includes(id)) return 'added';
  return changes?.screens.changed[id] ? 'changed' : undefined;
}

/**
 * A line's name: what is drawn beside it (a name must hold the visible text, axe), with the labels in full after it
 * when the drawing shortens them.
 */
function edgeName(edge: PlacedEdge, isNew: boolean): string {
  const drawn = edge.labelLines.map((line, i) => (isNew && i === 0 ? `NEW ${line}` : line)).join('; ');
  const full = edge.labels.join('; ');
  return `Edit transition ${edge.from} → ${edge.to} (${edge.kind}): ${drawn}${drawn === full ? '' : ` (in full: ${full})`}`;
}

/** One line of the map with its label written beside it (readable without hovering; the tooltip has it in full). */
export function MapEdge({ edge, isNew, onSelect }: { edge: PlacedEdge; isNew: boolean; onSelect?: () => void }) {
  const s = EDGE_STYLES[edge.kind];
  const colour = isNew ? CHANGE_COLOUR : s.stroke;
  const title = `${edge.from} → ${edge.to} (${edge.kind})${isNew ? ', new in this programme' : ''}: ${edge.labels.join('; ')}`;
  // editable: the line is a button (click, or Tab then Enter) that opens the transition where it is written
  const select = onSelect && {
    role: 'button',
    tabIndex: 0,
    'aria-label': edgeName(edge, isNew),
    onClick: onSelect,
    onKeyDown: (e: KeyboardEvent<SVGGElement>) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onSelect();
    },
  };
  return (
    <g data-edge={`${edge.from}->${edge.to}`} data-kind={edge.kind} data-change={isNew ? 'new' : undefined} {...select}>
      <title>{title}</title>
      {onSelect && (
        <path
          d={pathOf(edge.points)}
          fill="none"
          stroke="transparent"
          strokeWidth={14}
          pointerEvents="stroke"
          className="pg-edge-hit"
        />
      )}
      <path
        d={pathOf(edge.points)}
        fill="none"
        stroke={colour}
        strokeWidth={isNew ? s.width + 1 : s.width}
        strokeDasharray={s.dash}
        markerEnd={`url(#pg-arrow-${isNew ? 'new' : edge.kind})`}
        opacity={0.9}
      />
      <EdgeLabel edge={edge} isNew={isNew} />
    </g>
  );
}

/** A line's label, written beside it on a white ground ("NEW" first when the parent lacks the transition). */
function EdgeLabel({ edge, isNew }: { edge: PlacedEdge; isNew: boolean }) {
  return (
    <>
      <rect
        x={edge.label.x}
        y={edge.label.y}
        width={edge.label.width}
        height={edge.label.height}
        rx={3}
        fill="#ffffff"
        fillOpacity={0.9}
        stroke={isNew ? CHANGE_COLOUR : 'none'}
      />
      <text
        x={edge.label.x + 4}
        y={edge.label.y + LABEL_LINE_HEIGHT - 1}
        fontSize={LABEL_FONT_SIZE}
        fill={isNew ? CHANGE_COLOUR : '#1b1b1f'}
      >
        {edge.labelLines.map((line, i) => (
          <tspan key={i} x={edge.label.x + 4} dy={i === 0 ? 0 : LABEL_LINE_HEIGHT}>
            {isNew && i === 0 ? `NEW ${line}` : line}
          </tspan>
        ))}
      </text>
    </>
  );
}

interface MapNodeProps {
  placed: PlacedNode;
  graph: JourneyGraph;
  layout: MapLayout;
  selected?: string;
  change?: 'added' | 'changed';
  onOpen: (screenId: string) => void;
  onFocus: () => void;
  /** A transition is being added from this screen: choosing a screen makes it the target. */
  linkFrom?: string;
}

/** One screen's box: id, kind and route, its status and what the programme changed in it, in words. */
export function MapNode({ placed, graph, layout, selected, change, onOpen, onFocus, linkFrom }: MapNodeProps) {
  const node = graph.nodes.find((n) => n.id === placed.id);
  const status = nodeStatus(placed.id, graph);
  // the name holds what the box draws, its notes last
  const drawnLine = `${node?.kind ?? ''} ${shorten(node?.route ?? '', 24)}`.trim();
  const stroke = placed.id === selected ? '#0b4f9c' : change ? CHANGE_COLOUR : status.stroke;
  return (
    <>
      <g
        role="button"
        tabIndex={0}
        aria-label={`${linkFrom === undefined ? 'Open screen' : `Add transition from ${linkFrom} to`} ${placed.id} ${drawnLine}${status.note ? ` ${status.note}` : ''}${change ? ` ${change}` : ''}`}
        data-screen={placed.id}
        data-status={status.note ?? 'ok'}
        data-change={change}
        data-selected={placed.id === selected ? 'true' : undefined}
        onFocus={onFocus}
        transform={`translate(${placed.x},${placed.y})`}
        onClick={() => onOpen(placed.id)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onOpen(placed.id);
          }
        }}
      >
        <rect
          width={layout.nodeWidth}
          height={layout.nodeHeight}
          rx={node?.kind === 'wait' ? 24 : 6}
          fill={status.fill}
          stroke={stroke}
          strokeWidth={placed.id === selected || change ? 4 : 2}
          strokeDasharray={status.dash}
        />
      </g>
      <NodeText placed={placed} node={node} status={status} change={change} layout={layout} />
    </>
  );
}

/** What a screen's box draws (beside its button, not in it: the button's name says all of it, in reading order). */
function NodeText({
  placed,
  node,
  status,
  change,
  layout,
}: {
  placed: PlacedNode;
  node: JourneyGraph['nodes'][number] | undefined;
  status: ReturnType<typeof nodeStatus>;
  change?: 'added' | 'changed';
  layout: MapLayout;
}) {
  return (
    <g
      aria-hidden="true"
      pointerEvents="none"
      data-screen-text={placed.id}
      transform={`translate(${placed.x},${placed.y})`}
    >
      <text x={10} y={18} fontSize="12" fontWeight="600" fill="#1b1b1f">
        {placed.id}
      </text>
      <text x={10} y={34} fontSize="11" fill="#4a4a52">
        {node?.kind} {shorten(node?.route ?? '', 24)}
      </text>
      {status.note && (
        <text x={10} y={50} fontSize="11" fontWeight="600" fill={status.stroke}>
          {status.note.toUpperCase()}
        </text>
      )}
      {change && (
        <text x={layout.nodeWidth - 10} y={50} textAnchor="end" fontSize="11" fontWeight="600" fill={CHANGE_COLOUR}>
          {change.toUpperCase()}
        </text>
      )}
    </g>
  );
}

/** The arrow heads of the lines, one per kind of transition and one for a new one. */
export function MapArrows() {
  return (
    <defs>
      {[...Object.entries(EDGE_STYLES), ['new', { stroke: CHANGE_COLOUR }] as const].map(([kind, s]) => (
        <marker
          key={kind}
          id={`pg-arrow-${kind}`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerUnits="userSpaceOnUse"
          markerWidth="9"
          markerHeight="9"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={s.stroke} />
        </marker>
      ))}
    </defs>
  );
}

export function MapLegend({ changes }: { changes?: MapChanges }) {
  return (
    <ul className="pg-legend" aria-label="Legend">
      {Object.entries(EDGE_STYLES).map(([kind, s]) => (
        <li key={kind}>
          <svg width="36" height="10" aria-hidden="true">
            <line x1="0" y1="5" x2="36" y2="5" stroke={s.stroke} strokeWidth={s.width} strokeDasharray={s.dash} />
          </svg>
          {s.name}
        </li>
      ))}
      <li>
        <span style={{ background: '#fde2e2', border: '2px dashed #b3261e', padding: '0 4px' }}>unreachable</span>
      </li>
      <li>
        <span style={{ background: '#fff4d6', border: '2px solid #8a5300', padding: '0 4px' }}>dead end</span>
      </li>
      <li>
        <span style={{ background: '#e2ecf8', border: '2px solid #0b4f9c', padding: '0 4px' }}>entry</span>
      </li>
      {changes && (
        <li>
          <span style={{ border: `3px solid ${CHANGE_COLOUR}`, color: CHANGE_COLOUR, padding: '0 4px' }}>
            ADDED / CHANGED / NEW against {changes.base}
          </span>
        </li>
      )}
    </ul>
  );
}
