import { useMemo } from 'react';
import type { JourneyEdge, JourneyGraph } from '../engine/graph.ts';
import { describeEdge, layoutJourneyGraph } from './graph-layout.ts';

/** How each kind of transition is drawn: a colour and a dash pattern, named in the legend (never colour alone). */
const EDGE_STYLES: Record<JourneyEdge['kind'], { stroke: string; dash?: string; width: number; name: string }> = {
  action: { stroke: '#4a4a52', width: 1.5, name: 'action (a button)' },
  redirect: { stroke: '#0b4f9c', width: 1.5, name: 'redirect on entry' },
  poll: { stroke: '#5b2a86', dash: '2 4', width: 2, name: 'polling wait' },
  card: { stroke: '#0b5c8a', width: 1.5, name: 'home card' },
  modal: { stroke: '#8a5300', dash: '8 3 2 3', width: 1.5, name: 'time-out modal' },
  external: { stroke: '#1b6b2f', dash: '8 5', width: 2, name: 'external page' },
  resume: { stroke: '#9aa3b5', width: 3, name: 'resume after login' },
  guard: { stroke: '#b3261e', dash: '4 2', width: 1.5, name: 'guard' },
};

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function nodeStatus(id: string, graph: JourneyGraph): { fill: string; stroke: string; dash?: string; note?: string } {
  if (graph.unreachable.includes(id)) return { fill: '#fde2e2', stroke: '#b3261e', dash: '6 4', note: 'unreachable' };
  if (graph.deadEnds.includes(id)) return { fill: '#fff4d6', stroke: '#8a5300', note: 'dead end' };
  if (graph.roots.includes(id)) return { fill: '#e2ecf8', stroke: '#0b4f9c', note: 'entry' };
  return { fill: '#ffffff', stroke: '#4a4a52' };
}

/**
 * The journey map: every screen, every transition with its rule (hover an arrow, or read the table below), laid out
 * by depth from the entry points. Unreachable screens and dead ends say so in words. Clicking a screen opens it.
 */
export function JourneyMap({ graph, selected, onOpen }: { graph: JourneyGraph; selected?: string; onOpen: (screenId: string) => void }) {
  const layout = useMemo(() => layoutJourneyGraph(graph), [graph]);
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  return (
    <>
      <p>
        {graph.nodes.length} screens, {graph.edges.length} transitions. Unreachable: {graph.unreachable.length ? graph.unreachable.join(', ') : 'none'}. Dead ends:{' '}
        {graph.deadEnds.length ? graph.deadEnds.join(', ') : 'none'}.
      </p>
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
      </ul>
      <div className="pg-map">
        <svg role="img" aria-labelledby="pg-map-title" width={layout.width} height={layout.height} style={{ width: '100%', maxWidth: layout.width, height: 'auto' }} viewBox={`0 0 ${layout.width} ${layout.height}`} data-programme={graph.programme}>
          <title id="pg-map-title">Journey map of {graph.programme}</title>
          <defs>
            {Object.entries(EDGE_STYLES).map(([kind, s]) => (
              <marker key={kind} id={`pg-arrow-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill={s.stroke} />
              </marker>
            ))}
          </defs>
          {layout.edges.map((e, i) => {
            const s = EDGE_STYLES[e.kind];
            return (
              <path key={i} d={e.path} fill="none" stroke={s.stroke} strokeWidth={s.width} strokeDasharray={s.dash} markerEnd={`url(#pg-arrow-${e.kind})`} opacity={0.85} data-edge={`${e.from}->${e.to}`} data-kind={e.kind}>
                <title>{`${e.from} → ${e.to} (${e.kind}): ${e.labels.join('; ')}`}</title>
              </path>
            );
          })}
          {layout.nodes.map((n) => {
            const node = nodes.get(n.id);
            const status = nodeStatus(n.id, graph);
            const isSelected = n.id === selected;
            return (
              <g
                key={n.id}
                role="button"
                tabIndex={0}
                aria-label={`Open screen ${n.id}${status.note ? ` (${status.note})` : ''}`}
                data-screen={n.id}
                data-status={status.note ?? 'ok'}
                transform={`translate(${n.x},${n.y})`}
                onClick={() => onOpen(n.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onOpen(n.id);
                  }
                }}
              >
                <rect width={layout.nodeWidth} height={layout.nodeHeight} rx={node?.kind === 'wait' ? 24 : 6} fill={status.fill} stroke={isSelected ? '#0b4f9c' : status.stroke} strokeWidth={isSelected ? 4 : 2} strokeDasharray={status.dash} />
                <text x={8} y={18} fontSize="12" fontWeight="600" fill="#1b1b1f">{n.id}</text>
                <text x={8} y={34} fontSize="11" fill="#4a4a52">{node?.kind} {shorten(node?.route ?? '', 26)}</text>
                {status.note && <text x={8} y={50} fontSize="11" fontWeight="600" fill={status.stroke}>{status.note.toUpperCase()}</text>}
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary>Transitions as a table</summary>
        <table className="pg-table" aria-label="Transitions">
          <thead>
            <tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Kind</th><th scope="col">Label and rule</th></tr>
          </thead>
          <tbody>
            {graph.edges.map((e, i) => (
              <tr key={i}><td>{e.from}</td><td>{e.to}</td><td>{e.kind}</td><td>{describeEdge(e)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
