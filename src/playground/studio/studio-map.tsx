import { useMemo } from 'react';
import { isJsonObject } from '../../engine/json.ts';
import { buildJourneyGraph, toMermaid } from '../../engine/graph.ts';
import type { ConfigSource, ResolvedProgramme } from '../../engine/types.ts';
import { JourneyMap } from '../journey-map.tsx';
import type { Edit, FileTexts } from '../model/files.ts';
import { setListItem } from '../model/programme-edits.ts';
import { diffAgainstParent } from '../programme-diff.ts';
import type { ProgrammeView } from './studio-model.ts';

interface StudioMapProps {
  view: ProgrammeView & { programme: ResolvedProgramme };
  /** The studio's files as the engine reads them: the parent programme the diff is taken against. */
  source: ConfigSource;
  files: FileTexts;
  /** The screen last opened: centred and outlined on the map. */
  selected?: string;
  edit(label: string, edits: Edit[]): void;
  onOpen(screen: string): void;
  /** Opens a screen at its transitions: at the rule of the one written at `pointer` (its file's `/actions/a/next/i`). */
  onTransitions(screen: string, pointer?: string): void;
}

/**
 * The programme's overview: the journey map, editable (a transition's line, or its Edit in the table, opens the
 * screen it leaves from at its transitions, where its rule is edited; a screen dragged onto another adds a transition
 * from the first action of the screen to it, first in that action's list), marked with what the programme changes
 * against the one it extends; the map as Mermaid; and the programme's diff (what `journey diff` prints). All of it
 * over the studio's texts, saved or not.
 */
export function StudioMap({ view, source, files, selected, edit, onOpen, onTransitions }: StudioMapProps) {
  const graph = useMemo(() => buildJourneyGraph(view.programme), [view.programme]);
  const diff = useMemo(() => diffAgainstParent(source, view.programme, graph), [source, view.programme, graph]);
  const addTransition = (from: string, to: string) => {
    const screen = view.layered[`screens/${from}.json`];
    const actions = isJsonObject(screen) && Array.isArray(screen.actions) ? screen.actions.filter(isJsonObject) : [];
    const action = actions[0];
    if (!action || typeof action.id !== 'string') return onTransitions(from);
    const next = Array.isArray(action.next) ? action.next : [];
    edit(
      `Add ${action.id} of ${from} -> ${to}`,
      setListItem(files, view.id, `screens/${from}.json`, '/actions', action.id, { next: [{ to }, ...next] }),
    );
    // the new transition is the action's first: its rule is the one to build
    onTransitions(from, `/actions/${actions.indexOf(action)}/next/0`);
  };
  return (
    <section aria-label="Journey map" className="st-map">
      <h2>Journey map of {view.id}</h2>
      <p>
        Click a screen to open it, a line to edit its rule; drag from a screen's handle to another screen to add a
        transition.
      </p>
      <JourneyMap
        graph={graph}
        {...(diff ? { changes: { base: diff.base, screens: diff.screens, newEdges: diff.newEdges } } : {})}
        {...(selected ? { selected } : {})}
        onOpen={onOpen}
        onSelectTransition={(edge) => onTransitions(edge.from, edge.source?.pointer)}
        onAddTransition={addTransition}
      />
      <details>
        <summary>
          As Mermaid (what <code>journey graph {view.id}</code> prints)
        </summary>
        <pre className="pg-diff">{toMermaid(graph)}</pre>
      </details>
      <h2>Programme diff</h2>
      {diff ? (
        <>
          <p>
            What {view.id} changes compared with {diff.base} (
            <code>
              journey diff {diff.base} {view.id}
            </code>
            ):
          </p>
          <pre className="pg-diff" aria-label="Programme diff">
            {diff.lines.length ? diff.lines.join('\n') : 'no differences'}
          </pre>
        </>
      ) : (
        <p>{view.id} extends no other programme.</p>
      )}
    </section>
  );
}
