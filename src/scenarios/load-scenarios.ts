import { scenarioFiles } from '../engine/lint-scenarios.ts';
import type { ConfigSource } from '../engine/types.ts';
import type { Scenario } from './scenario-types.ts';

export interface ScenarioSet {
  /** by name: the file's name without .json */
  scenarios: Record<string, Scenario>;
  /** each scenario's file, relative to the config root */
  files: Record<string, string>;
}

/** The scenarios of a programme: its own scenarios/*.json (a programme that extends another does not inherit them). */
export function loadScenarios(source: ConfigSource, programmeId: string): ScenarioSet {
  const files = scenarioFiles(source, programmeId);
  return { files, scenarios: Object.fromEntries(Object.entries(files).map(([name, file]) => [name, source[file] as unknown as Scenario])) };
}
