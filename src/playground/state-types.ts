import type { ScreenChanges } from '../engine/diff.ts';
import type { JourneyGraph } from '../engine/graph.ts';
import type { Problem, ResolvedProgramme } from '../engine/types.ts';

/** One programme as the playground shows it: its lint problems, and when it resolves, the config, map and diff. */
export interface ProgrammeState {
  id: string;
  /** The programme it `extends`, if any. */
  extends?: string;
  /** `lintConfig(source, id)`: every problem with its file and JSON pointer (example vectors run in the page). */
  problems: Problem[];
  /** The resolved programme (what the app reads), when it resolves at all. */
  programme?: ResolvedProgramme;
  /** `buildJourneyGraph` of the programme and its Mermaid text (what `journey graph` prints). */
  graph?: JourneyGraph;
  mermaid?: string;
  /**
   * `diffProgrammes(base, programme)` against the programme it extends (what `journey diff` prints), the screens it
   * adds, changes or removes, and the keys (`edgeKey`) of the transitions the parent's map does not have.
   */
  diff?: { base: string; lines: string[]; screens: ScreenChanges; newEdges: string[] };
}

/** What `/__playground/state` answers: the config as read from disk, checked by the engine. */
export interface PlaygroundState {
  /** The config root read (JOURNEY_ROOT, else the project). */
  root: string;
  /** Files that are not valid JSON (they are left out of everything else). */
  readProblems: Problem[];
  /** Problems of files outside any programme (common, meta), from `lintConfig(source)`. */
  commonProblems: Problem[];
  programmes: ProgrammeState[];
  /** Set when building the state itself failed: the page shows it instead of going blank. */
  fatal?: string;
}

/** The custom HMR event the dev server sends when a config or schema file changes. */
export const CONFIG_CHANGED_EVENT = 'journey-playground:config-changed';

/** Where the dev server answers with the PlaygroundState. */
export const STATE_PATH = '/__playground/state';
