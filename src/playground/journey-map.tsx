import { useMemo, useState, type KeyboardEvent } from 'react';
import type { ScreenChanges } from '../engine/diff.ts';
import type { JourneyEdge, JourneyGraph } from '../engine/graph.ts';
import { LABEL_FONT_SIZE, LABEL_LINE_HEIGHT, describeEdge, layoutJourneyGraph, pathOf, type MapLayout, type PlacedEdge, type PlacedNode } from './graph-layout.ts';
import { AddingNotice, LinkHandle, LinkPreview, useLinkDrag } from './journey-map-edit.tsx';
import { chooseLinkScreen, toSelectedTransition, transitionsOfLine, type SelectedTransition } from './map-edit.ts';
import { useMapView, type MapViewControls } from './map-view.ts';
import './journey-map-edit.css';

/** How each kind of transition is drawn: a colour and a dash pattern, named in the legend (never colour alone). */
const EDGE_STYLES: Record<JourneyEdge['kind'], { stroke: string; dash?: string; width: number; name: string }> = {
  action: { stroke: '#4a4a52', width: 1.5, name: 'action (a button)' },
  redirect: { stroke: '#0b4f9c', width: 1.5, name: 'redirect on entry' },
  poll: { stroke: '#5b2a86', dash: '2 4', width: 2, name: 'polling wait' },
  card: { stroke: '#0b5c8a', width: 1.5, name: 'home card' },
  modal: { stroke: '#8a5300', dash: '8 3 2 3', width: 1.5, name: 'time-out modal' },
  external: { stroke: '#1b6b2f', dash: '8 5', width: 2, name: 'external page' },
  resume: { stroke: '#9aa3b5', width: 3, name: 'resume (error screen retry)' },
  guard: { stroke: '#b3261e', dash: '4 2', width: 1.5, name: 'guard refused (not drawn: to the current step, `journey graph` lists them)' },
  lead: { stroke: '#6b6f00', dash: '6 2 1 2', width: 2, name: 'lead read (status, stage)' },
};

/** A changed or added screen, and a transition the parent programme does not have, in this colour and in words. */
const CHANGE_COLOUR = '#c2185b';

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

function changeOf(id: string, changes: MapChanges | undefined): 'added' | 'changed' | undefined {
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
function MapEdge({ edge, isNew, onSelect }: { edge: PlacedEdge; isNew: boolean; onSelect?: () => void }) {
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
      {onSelect && <path d={pathOf(edge.points)} fill="none" stroke="transparent" strokeWidth={14} pointerEvents="stroke" className="pg-edge-hit" />}
      <path d={pathOf(edge.points)} fill="none" stroke={colour} strokeWidth={isNew ? s.width + 1 : s.width} strokeDasharray={s.dash} markerEnd={`url(#pg-arrow-${isNew ? 'new' : edge.kind})`} opacity={0.9} />
      <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} fill="#ffffff" fillOpacity={0.9} stroke={isNew ? CHANGE_COLOUR : 'none'} />
      <text x={edge.label.x + 4} y={edge.label.y + LABEL_LINE_HEIGHT - 1} fontSize={LABEL_FONT_SIZE} fill={isNew ? CHANGE_COLOUR : '#1b1b1f'}>
        {edge.labelLines.map((line, i) => (
          <tspan key={i} x={edge.label.x + 4} dy={i === 0 ? 0 : LABEL_LINE_HEIGHT}>{isNew && i === 0 ? `NEW ${line}` : line}</tspan>
        ))}
      </text>
    </g>
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
function MapNode({ placed, graph, layout, selected, change, onOpen, onFocus, linkFrom }: MapNodeProps) {
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
        <rect width={layout.nodeWidth} height={layout.nodeHeight} rx={node?.kind === 'wait' ? 24 : 6} fill={status.fill} stroke={stroke} strokeWidth={placed.id === selected || change ? 4 : 2} strokeDasharray={status.dash} />
      </g>
      {/* drawn over the box beside the button, not in it: the button's name says all of it, in reading order */}
      <g aria-hidden="true" pointerEvents="none" data-screen-text={placed.id} transform={`translate(${placed.x},${placed.y})`}>
        <text x={10} y={18} fontSize="12" fontWeight="600" fill="#1b1b1f">{placed.id}</text>
        <text x={10} y={34} fontSize="11" fill="#4a4a52">{node?.kind} {shorten(node?.route ?? '', 24)}</text>
        {status.note && <text x={10} y={50} fontSize="11" fontWeight="600" fill={status.stroke}>{status.note.toUpperCase()}</text>}
        {change && <text x={layout.nodeWidth - 10} y={50} textAnchor="end" fontSize="11" fontWeight="600" fill={CHANGE_COLOUR}>{change.toUpperCase()}</text>}
      </g>
    </>
  );
}

function MapLegend({ changes }: { changes?: MapChanges }) {
  return (
    <ul className="pg-legend" aria-label="Legend">
      {Object.entries(EDGE_STYLES).map(([kind, s]) => (
        <li key={kind}>
          <svg width="36" height="10" aria-hidden="true"><line x1="0" y1="5" x2="36" y2="5" stroke={s.stroke} strokeWidth={s.width} strokeDasharray={s.dash} /></svg>
          {s.name}
        </li>
      ))}
      <li><span style={{ background: '#fde2e2', border: '2px dashed #b3261e', padding: '0 4px' }}>unreachable</span></li>
      <li><span style={{ background: '#fff4d6', border: '2px solid #8a5300', padding: '0 4px' }}>dead end</span></li>
      <li><span style={{ background: '#e2ecf8', border: '2px solid #0b4f9c', padding: '0 4px' }}>entry</span></li>
      {changes && <li><span style={{ border: `3px solid ${CHANGE_COLOUR}`, color: CHANGE_COLOUR, padding: '0 4px' }}>ADDED / CHANGED / NEW against {changes.base}</span></li>}
    </ul>
  );
}

const boxOf = (n: PlacedNode, layout: MapLayout) => ({ x: n.x, y: n.y, width: layout.nodeWidth, height: layout.nodeHeight });

/** The map's zoom buttons and its zoom in per cent (ctrl+wheel, a pinch and the keys do the same). */
function MapTools({ controls }: { controls: MapViewControls }) {
  return (
    <div className="pg-map-tools" role="toolbar" aria-label="Map zoom">
      <button type="button" onClick={controls.zoomIn} aria-label="Zoom in">+</button>
      <button type="button" onClick={controls.zoomOut} aria-label="Zoom out">−</button>
      <button type="button" onClick={controls.fit}>Fit to window</button>
      <span aria-live="polite">{Math.round(controls.view.scale * 100)}%</span>
      <span className="pg-kind">Drag to move; ctrl+wheel or pinch to zoom.</span>
    </div>
  );
}

/** What the programme changes against its parent, in words above the map (removed screens cannot be drawn). */
function ChangeSummary({ changes }: { changes: MapChanges }) {
  const changed = Object.keys(changes.screens.changed);
  const list = (ids: string[]) => (ids.length ? ids.join(', ') : 'none');
  return (
    <p aria-label="Changes against the parent programme">
      Against {changes.base}: screens added: {list(changes.screens.added)}; changed: {list(changed)}; removed: {list(changes.screens.removed)}; new transitions: {changes.newEdges.length}.
    </p>
  );
}

/** The map's optional editing: a transition selected (click or Enter on its line), one added (drag or keyboard). */
export interface JourneyMapEditing {
  onSelectTransition?(edge: SelectedTransition): void;
  onAddTransition?(from: string, to: string): void;
}

/** Which screen a press on a screen opens, or ends the transition being added at; Escape gives the adding up. */
function useMapEditing({ onAddTransition }: JourneyMapEditing, onOpen: (screenId: string) => void) {
  const [adding, setAdding] = useState<string | undefined>(undefined);
  const [drag, setDrag] = useLinkDrag();
  const activate = (id: string) => {
    if (adding === undefined) return onOpen(id);
    const next = chooseLinkScreen(adding, id);
    setAdding(next.adding);
    if (next.add) onAddTransition?.(next.add.from, next.add.to);
  };
  const toggle = (id: string) => setAdding((old) => (old === id ? undefined : id));
  const link = (from: string, to: string) => {
    setAdding(undefined);
    onAddTransition?.(from, to);
  };
  const onEscape = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || adding === undefined) return false;
    setAdding(undefined);
    return true;
  };
  return { adding, setAdding, drag, setDrag, activate, toggle, link, onEscape };
}

/** Every transition in a table (the guards too); with editing, each row opens its transition. */
function TransitionTable({ graph, onSelectTransition }: { graph: JourneyGraph } & JourneyMapEditing) {
  return (
    <details>
      <summary>Transitions as a table</summary>
      <table className="pg-table" aria-label="Transitions">
        <thead>
          <tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Kind</th><th scope="col">Label and rule</th>{onSelectTransition && <th scope="col">Edit</th>}</tr>
        </thead>
        <tbody>
          {graph.edges.map((e, i) => (
            <tr key={i}>
              <td>{e.from}</td><td>{e.to}</td><td>{e.kind}</td><td>{describeEdge(e)}</td>
              {onSelectTransition && <td><button type="button" onClick={() => onSelectTransition(toSelectedTransition(e))} aria-label={`Edit transition ${e.from} → ${e.to} (${e.kind}): ${e.label}`}>Edit</button></td>}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * The journey map: every screen and every transition with its label written beside it, laid out by dagre so that no
 * line runs through a screen. Unreachable screens and dead ends say so in words, and so do the screens and
 * transitions a programme adds or changes against its parent. Clicking a screen opens it. With `onSelectTransition`,
 * a line (click, or Tab and Enter) gives its transition and where it is written (a line standing for several gives the
 * first; the table gives each); with `onAddTransition`, a handle on each screen is dragged to another screen, or
 * pressed and then a screen chosen (the keyboard's way), to add a transition. A refused guard's
 * transitions (every guarded screen back to each step's screen) count for reachability but are not drawn: they
 * would cross the whole map; `journey graph` prints them.
 */
export function JourneyMap(props: { graph: JourneyGraph; changes?: MapChanges; selected?: string; onOpen: (screenId: string) => void } & JourneyMapEditing) {
  const { graph, changes, selected, onOpen, onSelectTransition, onAddTransition } = props;
  const layout = useMemo(() => layoutJourneyGraph({ ...graph, edges: graph.edges.filter((e) => e.kind !== 'guard') }), [graph]);
  const newEdges = new Set(changes?.newEdges ?? []);
  const placed = layout.nodes.find((n) => n.id === selected);
  const controls = useMapView(layout, placed && boxOf(placed, layout));
  const view = controls.view;
  const editing = useMapEditing(props, onOpen);
  const selectLine = (line: PlacedEdge) => {
    const [first] = transitionsOfLine(graph.edges, line);
    if (first) onSelectTransition?.(toSelectedTransition(first));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => (editing.onEscape(e) ? e.preventDefault() : controls.handlers.onKeyDown(e));
  const editable = onSelectTransition !== undefined || onAddTransition !== undefined;
  return (
    <>
      <p>
        {graph.nodes.length} screens, {graph.edges.length} transitions. Unreachable: {graph.unreachable.length ? graph.unreachable.join(', ') : 'none'}. Dead ends:{' '}
        {graph.deadEnds.length ? graph.deadEnds.join(', ') : 'none'}.
      </p>
      {changes && <ChangeSummary changes={changes} />}
      <MapLegend changes={changes} />
      <MapTools controls={controls} />
      {onAddTransition && <AddingNotice adding={editing.adding} onCancel={() => editing.setAdding(undefined)} />}
      <div className="pg-map" ref={controls.viewportRef} tabIndex={0} aria-label="Journey map view: drag or use the arrow keys to move it, + and - to zoom, 0 to fit" {...controls.handlers} onKeyDown={onKeyDown}>
        <svg role={editable ? 'group' : 'img'} aria-labelledby="pg-map-title" width="100%" height="100%" data-programme={graph.programme} data-map-width={layout.width} data-map-height={layout.height}>
          <title id="pg-map-title">Journey map of {graph.programme}</title>
          <defs>
            {[...Object.entries(EDGE_STYLES), ['new', { stroke: CHANGE_COLOUR }] as const].map(([kind, s]) => (
              <marker key={kind} id={`pg-arrow-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill={s.stroke} />
              </marker>
            ))}
          </defs>
          <g transform={`translate(${view.x},${view.y}) scale(${view.scale})`} data-view={`${view.scale.toFixed(3)}`}>
            {layout.edges.map((e, i) => <MapEdge key={i} edge={e} isNew={e.keys.some((k) => newEdges.has(k))} onSelect={onSelectTransition && (() => selectLine(e))} />)}
            {layout.nodes.map((n) => (
              <MapNode key={n.id} placed={n} graph={graph} layout={layout} selected={selected} change={changeOf(n.id, changes)} onOpen={editing.activate} linkFrom={editing.adding} onFocus={() => controls.reveal(boxOf(n, layout))} />
            ))}
            {onAddTransition && layout.nodes.map((n) => <LinkHandle key={n.id} id={n.id} layout={layout} view={view} adding={editing.adding} onToggle={editing.toggle} onLink={editing.link} onDrag={editing.setDrag} />)}
            <LinkPreview line={editing.drag} />
          </g>
        </svg>
      </div>
      <TransitionTable graph={graph} onSelectTransition={onSelectTransition} />
    </>
  );
}
