import { useMemo } from 'react';
import { isJsonObject } from '../../engine/json.ts';
import { buildJourneyGraph } from '../../engine/graph.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import { JourneyMap } from '../journey-map.tsx';
import type { Edit, FileTexts } from '../model/files.ts';
import { setListItem } from '../model/programme-edits.ts';
import type { ProgrammeView } from './studio-model.ts';

/**
 * The journey map, editable: a transition's line (or its Edit in the table) opens the screen it leaves from at its
 * transitions, where its rule is edited; a screen dragged onto another adds a transition from the first action of
 * the screen to it, first in that action's list, and opens it there to build its rule.
 */
export function StudioMap({ view, files, edit, onOpen, onTransitions }: { view: ProgrammeView & { programme: ResolvedProgramme }; files: FileTexts; edit(label: string, edits: Edit[]): void; onOpen(screen: string): void; onTransitions(screen: string): void }) {
  const graph = useMemo(() => buildJourneyGraph(view.programme), [view.programme]);
  const addTransition = (from: string, to: string) => {
    const screen = view.layered[`screens/${from}.json`];
    const actions = isJsonObject(screen) && Array.isArray(screen.actions) ? screen.actions.filter(isJsonObject) : [];
    const action = actions[0];
    if (!action || typeof action.id !== 'string') return onTransitions(from);
    const next = Array.isArray(action.next) ? action.next : [];
    edit(`Add ${action.id} of ${from} -> ${to}`, setListItem(files, view.id, `screens/${from}.json`, '/actions', action.id, { next: [{ to }, ...next] }));
    onTransitions(from);
  };
  return (
    <section aria-label="Journey map" className="st-map">
      <h2>Journey map of {view.id}</h2>
      <p>Click a line to edit its rule; drag from a screen's handle to another screen to add a transition.</p>
      <JourneyMap graph={graph} onOpen={onOpen} onSelectTransition={(edge) => onTransitions(edge.from)} onAddTransition={addTransition} />
    </section>
  );
}
