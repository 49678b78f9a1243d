import { JourneyMap } from './journey-map.tsx';
import { ProblemList } from './problem-list.tsx';
import type { ProgrammeState } from './state-types.ts';

/** A programme's lint problems, its journey map and what it changes compared with the programme it extends. */
export function ProgrammeOverview({ state, selected, onOpen }: { state: ProgrammeState; selected?: string; onOpen: (screenId: string) => void }) {
  return (
    <>
      <h2>Lint problems of {state.id}</h2>
      {state.problems.length ? <ProblemList problems={state.problems} label={`Lint problems of ${state.id}`} /> : <p className="pg-ok">No lint problems.</p>}
      <h2>Journey map of {state.id}</h2>
      {state.graph ? <JourneyMap graph={state.graph} changes={state.diff ? { base: state.diff.base, screens: state.diff.screens, newEdges: state.diff.newEdges } : undefined} selected={selected} onOpen={onOpen} /> : <p>The programme does not resolve, so there is no map.</p>}
      {state.mermaid && (
        <details>
          <summary>As Mermaid (what <code>journey graph {state.id}</code> prints)</summary>
          <pre className="pg-diff">{state.mermaid}</pre>
        </details>
      )}
      <h2>Programme diff</h2>
      {state.diff ? (
        <>
          <p>What {state.id} changes compared with {state.diff.base} (<code>journey diff {state.diff.base} {state.id}</code>):</p>
          <pre className="pg-diff" aria-label="Programme diff">{state.diff.lines.length ? state.diff.lines.join('\n') : 'no differences'}</pre>
        </>
      ) : (
        <p>{state.id} extends no other programme.</p>
      )}
    </>
  );
}
