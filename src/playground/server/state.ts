import { readConfigSource } from '../../cli/read-config.ts';
import { buildJourneyGraph, toMermaid } from '../../engine/graph.ts';
import { lintConfig } from '../../engine/lint.ts';
import { PROGRAMMES_ROOT, listProgrammes, resolveProgramme } from '../../engine/resolve-programme.ts';
import type { ConfigSource, Problem } from '../../engine/types.ts';
import { diffAgainstParent, parentOfProgramme } from '../programme-diff.ts';
import type { PlaygroundState, ProgrammeState } from '../state-types.ts';

function programmeState(source: ConfigSource, id: string): ProgrammeState {
  const parent = parentOfProgramme(source, id);
  const problems = lintConfig(source, id);
  const resolved = resolveProgramme(source, id);
  const state: ProgrammeState = { id, problems, ...(parent ? { extends: parent } : {}) };
  if (!resolved.programme) return state;
  const graph = buildJourneyGraph(resolved.programme);
  const diff = diffAgainstParent(source, resolved.programme, graph);
  return { ...state, programme: resolved.programme, graph, mermaid: toMermaid(graph), ...(diff ? { diff } : {}) };
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
    return {
      root,
      readProblems: [],
      commonProblems: [],
      programmes: [],
      fatal: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}
