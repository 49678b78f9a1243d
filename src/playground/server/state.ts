import { readConfigSource } from '../../cli/read-config.ts';
import { diffProgrammes, listScreenChanges } from '../../engine/diff.ts';
import { buildJourneyGraph, toMermaid, type JourneyGraph } from '../../engine/graph.ts';
import { lintConfig } from '../../engine/lint.ts';
import { isJsonObject } from '../../engine/json.ts';
import { PROGRAMMES_ROOT, listProgrammes, resolveProgramme } from '../../engine/resolve-programme.ts';
import type { ConfigSource, Problem } from '../../engine/types.ts';
import { edgeKey } from '../graph-layout.ts';
import type { PlaygroundState, ProgrammeState } from '../state-types.ts';

function programmeState(source: ConfigSource, id: string): ProgrammeState {
  const own = source[`${PROGRAMMES_ROOT}/${id}/programme.json`];
  const parent = isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
  const problems = lintConfig(source, id);
  const resolved = resolveProgramme(source, id);
  const state: ProgrammeState = { id, problems, ...(parent ? { extends: parent } : {}) };
  if (!resolved.programme) return state;
  const graph = buildJourneyGraph(resolved.programme);
  const base = parent ? resolveProgramme(source, parent).programme : undefined;
  return {
    ...state,
    programme: resolved.programme,
    graph,
    mermaid: toMermaid(graph),
    ...(base && parent ? { diff: { base: parent, lines: diffProgrammes(base, resolved.programme), screens: listScreenChanges(base, resolved.programme), newEdges: listNewEdges(buildJourneyGraph(base), graph) } } : {}),
  };
}

/** The transitions of `graph` that `parent` does not have (same screens, kind and label), by `edgeKey`. */
function listNewEdges(parent: JourneyGraph, graph: JourneyGraph): string[] {
  const before = new Set(parent.edges.map(edgeKey));
  return [...new Set(graph.edges.map(edgeKey).filter((key) => !before.has(key)))];
}

/** Problems `lintConfig(source)` finds outside the programme folders (common texts, api table, deployment). */
function listCommonProblems(source: ConfigSource): Problem[] {
  return lintConfig(source).filter((p) => !p.file.startsWith(`${PROGRAMMES_ROOT}/`) && !p.file.startsWith('schemas/'));
}

/**
 * Reads the config under `root` the way the `journey` command does and checks every programme with the engine:
 * what the playground page shows. Never throws: a failure becomes `fatal`, so the page shows it.
 */
export function buildPlaygroundState(root: string): PlaygroundState {
  try {
    const { source, problems: readProblems } = readConfigSource(root);
    return {
      root,
      readProblems,
      commonProblems: listCommonProblems(source),
      programmes: listProgrammes(source).map((id) => programmeState(source, id)),
    };
  } catch (error) {
    return { root, readProblems: [], commonProblems: [], programmes: [], fatal: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
}
