import { listProgrammes, resolveProgramme } from '../engine/resolve-programme.ts';
import type { ConfigSource, ResolvedProgramme } from '../engine/types.ts';
import { loadScreenValidator, validateWith } from '../cli/screen-validators.ts';
import type { ReportCase } from '../cli/report-types.ts';
import { loadScenarios } from './load-scenarios.ts';
import { playScenario, type ScenarioOutcome } from './run-scenario.ts';
import type { Validate } from './run-step.ts';
import type { ValidatorType } from '@rjsf/utils';

/** The validators of a programme's screens, compiled once and loaded on first use. */
export function validatorsFor(root: string, source: ConfigSource, programme: ResolvedProgramme): Validate {
  const cache = new Map<string, Promise<ValidatorType>>();
  return async (screenId, data) => {
    if (!cache.has(screenId)) cache.set(screenId, loadScreenValidator(root, source, programme, screenId));
    return validateWith(await cache.get(screenId)!, programme, screenId, data);
  };
}

export interface ProgrammeRun {
  programme: ResolvedProgramme;
  cases: ReportCase[];
  outcomes: Record<string, ScenarioOutcome>;
  files: Record<string, string>;
}

/** Runs a programme's scenarios (or the one named), one case each, in file order. */
export async function runProgrammeScenarios(
  root: string,
  source: ConfigSource,
  programmeId: string,
  only?: string,
  validateWith_?: Validate,
): Promise<ProgrammeRun> {
  const { programme, problems } = resolveProgramme(source, programmeId);
  if (!programme) throw new Error(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n'));
  const { scenarios, files } = loadScenarios(source, programmeId);
  const validate = validateWith_ ?? validatorsFor(root, source, programme);
  const run: ProgrammeRun = { programme, cases: [], outcomes: {}, files };
  for (const name of Object.keys(scenarios).sort()) {
    if (only !== undefined && name !== only) continue;
    const started = performance.now();
    const outcome = await playScenario(programme, name, scenarios, validate, root);
    run.outcomes[name] = outcome;
    run.cases.push({
      suite: `${programmeId} scenarios`,
      name,
      durationMs: Math.round(performance.now() - started),
      file: files[name],
      pointer: '',
      ...(outcome.failure ? { failure: outcome.failure } : {}),
    });
  }
  return run;
}

/** The programmes to test: the one named, else every programme with scenarios. */
export function programmesToTest(source: ConfigSource, only?: string): string[] {
  const all = listProgrammes(source);
  if (only !== undefined) {
    if (!all.includes(only)) throw new Error(`unknown programme "${only}" (known: ${all.join(', ')})`);
    return [only];
  }
  return all.filter((id) => Object.keys(loadScenarios(source, id).scenarios).length > 0);
}
