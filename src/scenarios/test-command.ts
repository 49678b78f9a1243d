import { catalogFor, programmeLocales, readLocales, resolveInLocale } from '../engine/i18n.ts';
import { formsInLocale } from '../engine/i18n-forms.ts';
import { listProgrammes, resolveProgramme } from '../engine/resolve-programme.ts';
import type { ConfigSource, ResolvedProgramme } from '../engine/types.ts';
import { loadScreenValidator, validateWith } from '../cli/screen-validators.ts';
import type { ReportCase } from '../cli/report-types.ts';
import { loadScenarios } from './load-scenarios.ts';
import { messageTranslator, scenariosInLocale } from './locale-messages.ts';
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

/**
 * The programme as the app loads it in a locale: its texts translated, and each form's schema translated but for its
 * `errorMessage`s, which stay the source's (the validators give them; the form re-words them at display).
 */
function inLocaleOf(sourceProgramme: ResolvedProgramme, source: ConfigSource, locale: string): ResolvedProgramme {
  const { programme, problems } = resolveInLocale(source, sourceProgramme.id, locale);
  if (!programme) throw new Error(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n'));
  return { ...programme, forms: formsInLocale(programme, sourceProgramme) };
}

/**
 * Runs a programme's scenarios (or the one named), one case each, in file order; in `locale` (one the programme
 * declares), over the programme translated as the app loads it, each text the scenarios expect said in that locale.
 */
export async function runProgrammeScenarios(
  root: string,
  source: ConfigSource,
  programmeId: string,
  only?: string,
  validateWith_?: Validate,
  locale?: string,
): Promise<ProgrammeRun> {
  const inLocale = locale !== undefined && locale !== readLocales(source).source;
  if (inLocale && !programmeLocales(source, programmeId).includes(locale))
    throw new Error(
      `${programmeId} does not declare the locale "${locale}" (it declares ${programmeLocales(source, programmeId).join(', ')})`,
    );
  const catalog = inLocale ? catalogFor(source, programmeId, locale) : undefined;
  const resolved = resolveProgramme(source, programmeId);
  if (!resolved.programme)
    throw new Error(resolved.problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n'));
  const programme = catalog && locale ? inLocaleOf(resolved.programme, source, locale) : resolved.programme;
  const written = loadScenarios(source, programmeId);
  const say = catalog ? messageTranslator(catalog, programme.constants) : undefined;
  const scenarios = say ? scenariosInLocale(written.scenarios, say) : written.scenarios;
  const { files } = written;
  const sourceValidate = validateWith_ ?? validatorsFor(root, source, programme);
  // the validators are the source's (compiled once for every locale): their messages re-worded as the form does
  const validate: Validate = say
    ? async (screenId, data) => (await sourceValidate(screenId, data)).map((e) => ({ ...e, message: say(e.message) }))
    : sourceValidate;
  const run: ProgrammeRun = { programme, cases: [], outcomes: {}, files };
  for (const name of Object.keys(scenarios).sort()) {
    if (only !== undefined && name !== only) continue;
    const started = performance.now();
    const outcome = await playScenario(programme, name, scenarios, validate, root);
    run.outcomes[name] = outcome;
    run.cases.push({
      suite: inLocale ? `${programmeId} scenarios in ${locale}` : `${programmeId} scenarios`,
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
