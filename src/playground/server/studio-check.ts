import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { validateWith } from '../../cli/main.ts';
import { readConfigSource } from '../../cli/read-config.ts';
import type { Json } from '../../engine/json.ts';
import { lintConfig } from '../../engine/lint.ts';
import { resolveProgramme } from '../../engine/resolve-programme.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../../engine/types.ts';
import { compareFieldErrors } from '../../engine/validation-errors.ts';
import { runProgrammeScenarios } from '../../scenarios/test-command.ts';
import { createRuntimeValidator } from '../runtime-validator.ts';

/** Names and messages of what failed, and how many passed: example vectors, or scenarios. */
export interface RunSummary { passed: number; failed: Array<{ name: string; message: string }> }

/** What `POST /__studio/check` answers. */
export interface CheckResult {
  problems: Problem[];
  vectors: RunSummary;
  scenarios: RunSummary;
  /** how long the check took on the server, in ms */
  ms: number;
}

/** What a check runs: lint and vectors (`fast`, the default: the re-check on every edit), scenarios, or both. */
export type CheckPart = 'fast' | 'scenarios' | 'all';

/** The overlay: path -> the studio's text (`null`: the file is deleted in the studio). */
export type Overlay = Readonly<Record<string, string | null>>;

/** The config on disk under `root` with the studio's texts over it; a text that is not JSON is a problem. */
export function overlaySource(root: string, overlay: Overlay): { source: ConfigSource; problems: Problem[] } {
  const { source: disk, problems } = readConfigSource(root);
  const source: Record<string, Json> = { ...disk };
  const overlaid = new Set(Object.keys(overlay));
  const syntax = problems.filter((p) => !overlaid.has(p.file));
  for (const [file, text] of Object.entries(overlay)) {
    if (text === null) {
      delete source[file];
      continue;
    }
    try {
      source[file] = JSON.parse(text) as Json;
    } catch (error) {
      delete source[file];
      syntax.push({ file, pointer: '', message: `not valid JSON: ${(error as Error).message}` });
    }
  }
  return { source, problems: syntax };
}

/** Validators compiled in this process, by the schema's text: a re-check after a label edit compiles nothing. */
const validators = new Map<string, ValidatorType>();
const MAX_VALIDATORS = 200;

function validatorFor(schema: RJSFSchema): ValidatorType {
  const key = JSON.stringify(schema);
  let validator = validators.get(key);
  if (!validator) {
    if (validators.size >= MAX_VALIDATORS) validators.clear();
    validator = createRuntimeValidator(schema);
    validators.set(key, validator);
  }
  return validator;
}

/** The programme's example vectors, validated as `journey lint` does (the same rules, compiled in this process). */
export function runVectors(programme: ResolvedProgramme): RunSummary {
  const summary: RunSummary = { passed: 0, failed: [] };
  for (const [screenId, vectors] of Object.entries(programme.examples)) {
    const form = programme.forms[screenId];
    if (!form) continue;
    const validator = validatorFor(form.schema as RJSFSchema);
    for (const v of vectors) {
      const { missing, unexpected } = compareFieldErrors(v.errors, validateWith(validator, programme, screenId, v.data));
      const lines = [
        ...missing.map((m) => `expected ${m.field} "${m.message}" but the validator did not report it`),
        ...unexpected.map((u) => `unexpected ${u.field || '(form)'} "${u.message}"`),
      ];
      if (lines.length) summary.failed.push({ name: `${screenId}: ${v.name}`, message: lines.join('; ') });
      else summary.passed += 1;
    }
  }
  return summary;
}

/** The programme's scenarios played headless as `journey test` plays them, with validators compiled in this process. */
export async function runScenarios(root: string, source: ConfigSource, programme: ResolvedProgramme): Promise<RunSummary> {
  const validate = async (screenId: string, data: Record<string, unknown>) => {
    const form = programme.forms[screenId];
    return form ? validateWith(validatorFor(form.schema as RJSFSchema), programme, screenId, data) : [];
  };
  const run = await runProgrammeScenarios(root, source, programme.id, undefined, validate);
  const summary: RunSummary = { passed: 0, failed: [] };
  for (const c of run.cases) {
    if (c.failure) summary.failed.push({ name: c.name, message: c.failure });
    else summary.passed += 1;
  }
  return summary;
}

const none = (): RunSummary => ({ passed: 0, failed: [] });

/**
 * Checks a programme with the studio's unsaved texts over the config on disk (nothing is written): lint, then its
 * example vectors, and (for `scenarios` or `all`) its scenarios. Lint problems stop the runs (as `journey lint`
 * runs the vectors only on a config that lints clean), and a programme that does not resolve runs nothing.
 */
export async function checkOverlay(root: string, programmeId: string, overlay: Overlay, part: CheckPart = 'fast'): Promise<CheckResult> {
  const started = performance.now();
  const { source, problems: syntax } = overlaySource(root, overlay);
  const problems = part === 'scenarios' ? [] : [...syntax, ...(syntax.length ? [] : lintConfig(source, programmeId))];
  const { programme } = resolveProgramme(source, programmeId);
  const clean = !syntax.length && (part === 'scenarios' || !problems.length);
  const vectors = programme && clean && part !== 'scenarios' ? runVectors(programme) : none();
  const scenarios = programme && clean && part !== 'fast' ? await runScenarios(root, source, programme) : none();
  return { problems, vectors, scenarios, ms: Math.round(performance.now() - started) };
}
