// A screen's compiled validators, loaded (compiled first when stale) and run as the browser's form runs them, and
// the programmes' example vectors checked against them.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { acceptingAnyLocale, neutralSchema } from '../engine/i18n-forms.ts';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { composeValidation } from '../engine/form-rules.ts';
import { listProgrammes, resolveProgramme } from '../engine/resolve-programme.ts';
import { createRuleContext } from '../engine/rules.ts';
import { trimTextValues } from '../engine/trim-text.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../engine/types.ts';
import { compareFieldErrors, toFieldErrors, type FieldError } from '../engine/validation-errors.ts';
import { ConfigError, UsageError } from './command-errors.ts';
import { compileAll, type CompileWork } from './compile.ts';
import { isCompiledFresh } from './freshness.ts';

/** The journey tool's own folder (this file is src/cli/screen-validators.ts): its packages compile a config-only copy. */
const TOOL_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the validators of `root` are compiled: its own src/generated when it is a project (it has node_modules), else
 * a cache of the journey tool keyed by the folder, so that checking a copy of journey-config/ and schemas/ writes
 * nothing into the copy and finds the validators' packages.
 */
function validatorDirs(root: string): { outDir: string; work?: CompileWork } {
  if (existsSync(join(root, 'node_modules'))) return { outDir: join(root, 'src/generated') };
  const cache = join(
    TOOL_ROOT,
    'node_modules/.cache/journey-copies',
    createHash('sha1').update(root).digest('hex').slice(0, 16),
  );
  return { outDir: join(cache, 'generated'), work: { cache: join(cache, 'validators'), viteRoot: TOOL_ROOT } };
}

/** Loads the compiled validators of a screen, compiling first when the output is missing or stale. */
export async function loadScreenValidator(
  root: string,
  source: ConfigSource,
  programme: ResolvedProgramme,
  screenId: string,
): Promise<ValidatorType> {
  const { outDir, work } = validatorDirs(root);
  if (!isCompiledFresh(root, outDir)) {
    const result = await compileAll(root, source, outDir, work);
    if (result.problems.length) throw new ConfigError(result.problems);
  }
  const form = programme.forms[screenId];
  if (!form)
    throw new UsageError(
      `screen "${screenId}" of "${programme.id}" has no form (forms: ${Object.keys(programme.forms).join(', ')})`,
    );
  // the compile's time in the URL: a process that runs several commands (tests, a watcher) must not be given an
  // earlier compile's validators from the module cache
  const compiledAt = statSync(join(outDir, 'index.ts')).mtimeMs;
  const url = `${pathToFileURL(join(outDir, programme.id, `${screenId}.js`)).href}?compiled=${compiledAt}`;
  const module = (await import(url)) as { default: Parameters<typeof createPrecompiledValidator>[0] };
  return acceptingAnyLocale(
    createPrecompiledValidator(module.default, neutralSchema(form.schema) as RJSFSchema) as ValidatorType,
  );
}

/**
 * Validates a screen's data exactly as the browser's form does on submit: the schema's rules, then the screen's
 * checks across fields (`form.checks`, e.g. the confirm account number), over the same trimmed data.
 */
export function validateWith(
  validator: ValidatorType,
  programme: ResolvedProgramme,
  screenId: string,
  data: unknown,
): FieldError[] {
  const trimmed = trimTextValues(data);
  // toFieldErrors re-targets ajv-errors' required messages onto their fields, as the form's transformErrors does
  const screen = programme.screens[screenId];
  const checks = screen && 'form' in screen ? screen.form?.checks : undefined;
  const context = createRuleContext({
    constants: programme.constants,
    programme: { id: programme.id, programCode: programme.programme.programCode },
  });
  const schemaErrors = (d: unknown) =>
    toFieldErrors(validator.validateFormData(d, programme.forms[screenId]?.schema as RJSFSchema).errors);
  return composeValidation(schemaErrors, checks, context)(trimmed);
}

/** The example vectors of every programme (or `only`), each a problem where the validator says otherwise. */
export async function runExamples(root: string, source: ConfigSource, only?: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const id of only ? [only] : listProgrammes(source)) {
    const { programme } = resolveProgramme(source, id);
    if (!programme) continue;
    for (const [screenId, vectors] of Object.entries(programme.examples)) {
      if (!programme.forms[screenId]) continue;
      const validator = await loadScreenValidator(root, source, programme, screenId);
      const file = programme.origins[`examples:${screenId}`] ?? '';
      vectors.forEach((v, i) => {
        const { missing, unexpected } = compareFieldErrors(
          v.errors,
          validateWith(validator, programme, screenId, v.data),
        );
        for (const m of missing)
          problems.push({
            file,
            pointer: `/examples/${i}`,
            message: `"${v.name}" (${id}): expected ${m.field} "${m.message}" but the validator did not report it`,
          });
        for (const u of unexpected)
          problems.push({
            file,
            pointer: `/examples/${i}`,
            message: `"${v.name}" (${id}): unexpected ${u.field || '(form)'} "${u.message}"`,
          });
      });
    }
  }
  return problems;
}
