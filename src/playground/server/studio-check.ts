import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { validateWith } from '../../cli/screen-validators.ts';
import { readConfigSource } from '../../cli/read-config.ts';
import { lintChains } from '../../cli/releases/release-store.ts';
import type { Json } from '../../engine/json.ts';
import { lintConfig } from '../../engine/lint.ts';
import { PROGRAMMES_ROOT, resolveProgramme } from '../../engine/resolve-programme.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../../engine/types.ts';
import { compareFieldErrors } from '../../engine/validation-errors.ts';
import { runProgrammeScenarios } from '../../scenarios/test-command.ts';
import { createRuntimeValidator } from '../runtime-validator.ts';

/** Names and messages of what failed, and how many passed: example vectors, or scenarios. */
export interface RunSummary {
  passed: number;
  failed: Array<{ name: string; message: string }>;
}

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

/**
 * Validators compiled in this process, by the schema's text, with the schema object they were first given: ajv keeps
 * a compiled schema by object, so a re-check after a label edit (a new but equal schema) reuses both and compiles
 * nothing.
 */
const validators = new Map<string, { validator: ValidatorType; schema: RJSFSchema }>();
const MAX_VALIDATORS = 200;

function validatorFor(schema: RJSFSchema): { validator: ValidatorType; schema: RJSFSchema } {
  const key = JSON.stringify(schema);
  let entry = validators.get(key);
  if (!entry) {
    if (validators.size >= MAX_VALIDATORS) validators.clear();
    entry = { validator: createRuntimeValidator(schema), schema };
    validators.set(key, entry);
  }
  return entry;
}

/** The programme with each form's schema replaced by the equal one its validator was compiled with. */
function withCompiledSchemas(programme: ResolvedProgramme): ResolvedProgramme {
  const forms = Object.fromEntries(
    Object.entries(programme.forms).map(([id, form]) => [
      id,
      { ...form, schema: validatorFor(form.schema as RJSFSchema).schema as typeof form.schema },
    ]),
  );
  return { ...programme, forms };
}

/** Validates a screen's data as the browser does, with the validator compiled for its schema. */
function validateScreen(programme: ResolvedProgramme, screenId: string, data: unknown) {
  const form = programme.forms[screenId];
  return form ? validateWith(validatorFor(form.schema as RJSFSchema).validator, programme, screenId, data) : [];
}

/** One screen's vectors, validated; each failure named `<screen>: <vector>`. */
function screenVectors(
  programme: ResolvedProgramme,
  screenId: string,
  vectors: ResolvedProgramme['examples'][string],
): RunSummary {
  const summary: RunSummary = { passed: 0, failed: [] };
  for (const v of vectors) {
    const { missing, unexpected } = compareFieldErrors(v.errors, validateScreen(programme, screenId, v.data));
    const lines = [
      ...missing.map((m) => `expected ${m.field} "${m.message}" but the validator did not report it`),
      ...unexpected.map((u) => `unexpected ${u.field || '(form)'} "${u.message}"`),
    ];
    if (lines.length) summary.failed.push({ name: `${screenId}: ${v.name}`, message: lines.join('; ') });
    else summary.passed += 1;
  }
  return summary;
}

/** A screen's vector results by everything they depend on: an edit elsewhere (a label) runs none again. */
const vectorResults = new Map<string, RunSummary>();

function vectorKey(programme: ResolvedProgramme, screenId: string): string {
  const screen = programme.screens[screenId];
  const checks = screen && 'form' in screen ? screen.form?.checks : undefined;
  const {
    id,
    programme: { programCode },
    constants,
  } = programme;
  return JSON.stringify([
    screenId,
    programme.forms[screenId]?.schema,
    programme.examples[screenId],
    checks,
    constants,
    id,
    programCode,
  ]);
}

/** The programme's example vectors, validated as `journey lint` does (the same rules, compiled in this process). */
export function runVectors(resolved: ResolvedProgramme): RunSummary {
  const programme = withCompiledSchemas(resolved);
  const summary: RunSummary = { passed: 0, failed: [] };
  for (const [screenId, vectors] of Object.entries(programme.examples)) {
    if (!programme.forms[screenId]) continue;
    const key = vectorKey(programme, screenId);
    let result = vectorResults.get(key);
    if (!result) {
      if (vectorResults.size >= 500) vectorResults.clear();
      result = screenVectors(programme, screenId, vectors);
      vectorResults.set(key, result);
    }
    summary.passed += result.passed;
    summary.failed.push(...result.failed);
  }
  return summary;
}

/** A config path the copy may hold: under journey-config/, no `.`, `..` or empty segment (nothing lands outside it). */
const SAFE_CONFIG_PATH = /^journey-config(\/(?!\.{1,2}(\/|$))[^/\\]+)+\.json$/;

/**
 * Runs `work` with a config root whose journey-config/ is `source` (the studio's texts over the disk's), in a
 * temporary folder removed afterwards: the sandbox lender of a scenario reads the programmes it runs from its config
 * root on disk, and must see the studio's unsaved programme (a new programme code, a changed workflow) as the app does.
 */
async function withConfigCopy<T>(source: ConfigSource, work: (root: string) => Promise<T>): Promise<T> {
  const copy = mkdtempSync(join(tmpdir(), 'journey-studio-check-'));
  try {
    for (const [path, value] of Object.entries(source)) {
      if (!SAFE_CONFIG_PATH.test(path)) continue;
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), JSON.stringify(value));
    }
    return await work(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * The programme's scenarios played headless as `journey test` plays them, with validators compiled in this process;
 * with studio texts (`overlaid`), the sandbox lender reads the programmes from a copy of the config with those texts.
 */
export async function runScenarios(
  root: string,
  source: ConfigSource,
  resolved: ResolvedProgramme,
  overlaid = false,
): Promise<RunSummary> {
  const programme = withCompiledSchemas(resolved);
  const validate = async (screenId: string, data: Record<string, unknown>) => validateScreen(programme, screenId, data);
  const play = (configRoot: string) => runProgrammeScenarios(configRoot, source, programme.id, undefined, validate);
  const run = await (overlaid ? withConfigCopy(source, play) : play(root));
  const summary: RunSummary = { passed: 0, failed: [] };
  for (const c of run.cases) {
    if (c.failure) summary.failed.push({ name: c.name, message: c.failure });
    else summary.passed += 1;
  }
  return summary;
}

/**
 * Lint of the programme with its release chain (as `journey lint` checks it), and when the studio changed a file
 * outside the programme folders (common texts, a form schema), the problems lint finds in files outside the programme
 * folders too.
 */
function lintOverlay(source: ConfigSource, programmeId: string, overlay: Overlay): Problem[] {
  const problems = [...lintConfig(source, programmeId), ...lintChains(source, programmeId)];
  if (Object.keys(overlay).every((path) => path.startsWith(`${PROGRAMMES_ROOT}/`))) return problems;
  const seen = new Set(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`));
  const common = lintConfig(source).filter(
    (p) => !p.file.startsWith(`${PROGRAMMES_ROOT}/`) && !seen.has(`${p.file}#${p.pointer}: ${p.message}`),
  );
  return [...problems, ...common];
}

const none = (): RunSummary => ({ passed: 0, failed: [] });

/**
 * Checks a programme with the studio's unsaved texts over the config on disk (nothing is written): lint, then its
 * example vectors, and (for `scenarios` or `all`) its scenarios. Lint problems stop the runs (as `journey lint`
 * runs the vectors only on a config that lints clean), and a programme that does not resolve runs nothing.
 */
export async function checkOverlay(
  root: string,
  programmeId: string,
  overlay: Overlay,
  part: CheckPart = 'fast',
): Promise<CheckResult> {
  const started = performance.now();
  const { source, problems: syntax } = overlaySource(root, overlay);
  const problems =
    part === 'scenarios' ? [] : [...syntax, ...(syntax.length ? [] : lintOverlay(source, programmeId, overlay))];
  const { programme } = resolveProgramme(source, programmeId);
  const clean = !syntax.length && (part === 'scenarios' || !problems.length);
  const vectors = programme && clean && part !== 'scenarios' ? runVectors(programme) : none();
  const scenarios =
    programme && clean && part !== 'fast'
      ? await runScenarios(root, source, programme, Object.keys(overlay).length > 0)
      : none();
  return { problems, vectors, scenarios, ms: Math.round(performance.now() - started) };
}
