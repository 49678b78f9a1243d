import { useMemo, useState, type KeyboardEvent } from 'react';
import type { JourneyGraph } from '../engine/graph.ts';
import { describeEdge, layoutJourneyGraph, type MapLayout, type PlacedEdge, type PlacedNode } from './graph-layout.ts';
import { MapArrows, MapEdge, MapLegend, MapNode, changeOf, type MapChanges } from './journey-map-parts.tsx';
import { AddingNotice, LinkHandle, LinkPreview, useLinkDrag } from './journey-map-edit.tsx';
import { chooseLinkScreen, toSelectedTransition, transitionsOfLine, type SelectedTransition } from './map-edit.ts';
import { useMapView, type MapViewControls } from './map-view.ts';
import './journey-map-edit.css';

export type { MapChanges } from './journey-map-parts.tsx';

const boxOf = (n: PlacedNode, layout: MapLayout) => ({
  x: n.x,
  y: n.y,
  width: layout.nodeWidth,
  height: layout.nodeHeight,
});

/** How many screens and transitions, and which are unreachable or dead ends, in words above the map. */
function MapSummary({ graph }: { graph: JourneyGraph }) {
  return (
    <p>
      {graph.nodes.length} screens, {graph.edges.length} transitions. Unreachable:{' '}
      {graph.unreachable.length ? graph.unreachable.join(', ') : 'none'}. Dead ends:{' '}
      {graph.deadEnds.length ? graph.deadEnds.join(', ') : 'none'}.
    </p>
  );
}

/** The map's zoom buttons and its zoom in per cent (ctrl+wheel, a pinch and the keys do the same). */
function MapTools({ controls }: { controls: MapViewControls }) {
  return (
    <div className="pg-map-tools" role="toolbar" aria-label="Map zoom">
      <button type="button" onClick={controls.zoomIn} aria-label="Zoom in">
        +
      </button>
      <button type="button" onClick={controls.zoomOut} aria-label="Zoom out">
        −
      </button>
      <button type="button" onClick={controls.fit}>
        Fit to window
      </button>
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
      Against {changes.base}: screens added: {list(changes.screens.added)}; changed: {list(changed)}; removed:{' '}
      {list(changes.screens.removed)}; new transitions: {changes.newEdges.length}.
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
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Kind</th>
            <th scope="col">Label and rule</th>
            {onSelectTransition && <th scope="col">Edit</th>}
          </tr>
        </thead>
        <tbody>
          {graph.edges.map((e, i) => (
            <tr key={i}>
              <td>{e.from}</td>
              <td>{e.to}</td>
              <td>{e.kind}</td>
              <td>{describeEdge(e)}</td>
              {onSelectTransition && (
                <td>
                  <button
                    type="button"
                    onClick={() => onSelectTransition(toSelectedTransition(e))}
                    aria-label={`Edit transition ${e.from} → ${e.to} (${e.kind}): ${e.label}`}
                  >
                    Edit
                  </button>
                </td>
              )}
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
type JourneyMapProps = {
  graph: JourneyGraph;
  changes?: MapChanges;
  selected?: string;
  onOpen: (screenId: string) => void;
} & JourneyMapEditing;

export function JourneyMap(props: JourneyMapProps) {
  const { graph, changes, selected, onOpen, onSelectTransition, onAddTransition } = props;
  const layout = useMemo(
    () => layoutJourneyGraph({ ...graph, edges: graph.edges.filter((e) => e.kind !== 'guard') }),
    [graph],
  );
  const placed = layout.nodes.find((n) => n.id === selected);
  const controls = useMapView(layout, placed && boxOf(placed, layout));
  const editing = useMapEditing(props, onOpen);
  return (
    <>
      <MapSummary graph={graph} />
      {changes && <ChangeSummary changes={changes} />}
      <MapLegend changes={changes} />
      <MapTools controls={controls} />
      {onAddTransition && <AddingNotice adding={editing.adding} onCancel={() => editing.setAdding(undefined)} />}
      <MapViewport props={props} layout={layout} controls={controls} editing={editing} />
      <TransitionTable graph={graph} onSelectTransition={onSelectTransition} />
    </>
  );
}

/** The map's window: the lines, the screens and their handles, moved and zoomed by `controls`. */
function MapViewport({
  props,
  layout,
  controls,
  editing,
}: {
  props: JourneyMapProps;
  layout: MapLayout;
  controls: MapViewControls;
  editing: ReturnType<typeof useMapEditing>;
}) {
  const { graph, onSelectTransition, onAddTransition } = props;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) =>
    editing.onEscape(e) ? e.preventDefault() : controls.handlers.onKeyDown(e);
  const editable = onSelectTransition !== undefined || onAddTransition !== undefined;
  return (
    <div
      className="pg-map"
      ref={controls.viewportRef}
      tabIndex={0}
      aria-label="Journey map view: drag or use the arrow keys to move it, + and - to zoom, 0 to fit"
      {...controls.handlers}
      onKeyDown={onKeyDown}
    >
      <svg
        role={editable ? 'group' : 'img'}
        aria-labelledby="pg-map-title"
        width="100%"
        height="100%"
        data-programme={graph.programme}
        data-map-width={layout.width}
        data-map-height={layout.height}
      >
        <title id="pg-map-title">Journey map of {graph.programme}</title>
        <MapArrows />
        <MapContent props={props} layout={layout} controls={controls} editing={editing} />
      </svg>
    </div>
  );
}

/** The lines, the screens and their handles, moved and zoomed as the view says. */
function MapContent({
  props,
  layout,
  controls,
  editing,
}: {
  props: JourneyMapProps;
  layout: MapLayout;
  controls: MapViewControls;
  editing: ReturnType<typeof useMapEditing>;
}) {
  const { graph, changes, selected, onSelectTransition, onAddTransition } = props;
  const newEdges = new Set(changes?.newEdges ?? []);
  const view = controls.view;
  const selectLine = (line: PlacedEdge) => {
    const [first] = transitionsOfLine(graph.edges, line);
    if (first) onSelectTransition?.(toSelectedTransition(first));
  };
  return (
    <g transform={`translate(${view.x},${view.y}) scale(${view.scale})`} data-view={`${view.scale.toFixed(3)}`}>
      {layout.edges.map((e, i) => (
        <MapEdge
          key={i}
          edge={e}
          isNew={e.keys.some((k) => newEdges.has(k))}
          onSelect={onSelectTransition && (() => selectLine(e))}
        />
      ))}
      {layout.nodes.map((n) => (
        <MapNode
          key={n.id}
          placed={n}
          graph={graph}
          layout={layout}
          selected={selected}
          change={changeOf(n.id, changes)}
          onOpen={editing.activate}
          linkFrom={editing.adding}
          onFocus={() => controls.reveal(boxOf(n, layout))}
        />
      ))}
      {onAddTransition &&
        layout.nodes.map((n) => (
          <LinkHandle
            key={n.id}
            id={n.id}
            layout={layout}
            view={view}
            adding={editing.adding}
            onToggle={editing.toggle}
            onLink={editing.link}
            onDrag={editing.setDrag}
          />
        ))}
      <LinkPreview line={editing.drag} />
    </g>
  );
}
