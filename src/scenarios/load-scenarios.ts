import { CONFIG_ROOT } from '../engine/resolve-programme.ts';
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
  const prefix = `${CONFIG_ROOT}/programmes/${programmeId}/scenarios/`;
  const set: ScenarioSet = { scenarios: {}, files: {} };
  for (const [file, content] of Object.entries(source)) {
    if (!file.startsWith(prefix) || !file.endsWith('.json') || file.slice(prefix.length).includes('/')) continue;
    const name = file.slice(prefix.length, -'.json'.length);
    set.scenarios[name] = content as unknown as Scenario;
    set.files[name] = file;
  }
  return set;
}
