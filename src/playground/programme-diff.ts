import { diffProgrammes, listScreenChanges } from '../engine/diff.ts';
import { buildJourneyGraph, type JourneyGraph } from '../engine/graph.ts';
import { isJsonObject } from '../engine/json.ts';
import { PROGRAMMES_ROOT, resolveProgramme } from '../engine/resolve-programme.ts';
import type { ConfigSource, ResolvedProgramme } from '../engine/types.ts';
import { edgeKey } from './graph-layout.ts';
import type { ProgrammeState } from './state-types.ts';

/** The programme a programme `extends`, as written in its programme.json (undefined when it extends none). */
export function parentOfProgramme(source: ConfigSource, id: string): string | undefined {
  const own = source[`${PROGRAMMES_ROOT}/${id}/programme.json`];
  return isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
}

/** The transitions of `graph` that `parent` does not have (same screens, kind and label), by `edgeKey`. */
function listNewEdges(parent: JourneyGraph, graph: JourneyGraph): string[] {
  const before = new Set(parent.edges.map(edgeKey));
  return [...new Set(graph.edges.map(edgeKey).filter((key) => !before.has(key)))];
}

/**
 * What a resolved programme changes against the programme it extends (what `journey diff` prints, the screens it
 * adds, changes or removes, the transitions the parent's map lacks), or undefined when it extends none that
 * resolves. Pure: the playground's server and the studio's page both call it.
 */
export function diffAgainstParent(
  source: ConfigSource,
  programme: ResolvedProgramme,
  graph: JourneyGraph = buildJourneyGraph(programme),
): ProgrammeState['diff'] {
  const parent = parentOfProgramme(source, programme.id);
  const base = parent ? resolveProgramme(source, parent).programme : undefined;
  if (!base || !parent) return undefined;
  return {
    base: parent,
    lines: diffProgrammes(base, programme),
    screens: listScreenChanges(base, programme),
    newEdges: listNewEdges(buildJourneyGraph(base), graph),
  };
}
