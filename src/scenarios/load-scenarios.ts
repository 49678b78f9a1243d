import { resolveScenarios } from '../engine/scenarios.ts';
import type { ConfigSource } from '../engine/types.ts';
import type { Scenario } from './scenario-types.ts';

export interface ScenarioSet {
  /** by name: the file's name without .json */
  scenarios: Record<string, Scenario>;
  /** each scenario's file, relative to the config root: the programme's own patch, or the parent's file it plays */
  files: Record<string, string>;
}

/** The scenarios a programme plays: its parent's, each patched by its own file of the same name, and its own. */
export function loadScenarios(source: ConfigSource, programmeId: string): ScenarioSet {
  const { scenarios, files } = resolveScenarios(source, programmeId);
  return { files, scenarios: scenarios as unknown as Record<string, Scenario> };
}
