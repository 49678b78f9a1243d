import { findUnmessagedRules } from './form-checks.ts';
import { findPreselectedChoices } from './form-defaults.ts';
import { isJsonObject, type Json } from './json.ts';
import { MetaChecker, checkJsonSchema } from './meta-check.ts';
import { CONFIG_ROOT, formFilePath } from './resolve-programme.ts';
import type { ConfigSource, Problem, ResolvedProgramme, ScreenForm } from './types.ts';
import { WIDGETS } from './vocabulary.ts';

// Lint checks of whole files: each programme file against its meta-schema, a form's JSON Schema and UI schema.

export const META = `${CONFIG_ROOT}/meta`;

const FORM_SCHEMA = 'draft-07';

/** Which meta-schema a programme file is checked against, by its path inside the programme folder. */
function metaFor(relative: string): string | undefined {
  if (relative === 'programme.json') return `${META}/programme.schema.json`;
  if (relative === 'constants.json') return `${META}/constants.schema.json`;
  if (relative === 'texts.json') return `${META}/texts.schema.json`;
  if (relative === 'payloads.json') return `${META}/payloads.schema.json`;
  if (relative === 'calls.json') return `${META}/calls.schema.json`;
  if (/^screens\/[^/]+\.examples\.json$/.test(relative)) return `${META}/examples.schema.json`;
  if (/^screens\/[^/]+\.json$/.test(relative)) return `${META}/screen.schema.json`;
  if (/^forms\/[^/]+\.ui\.json$/.test(relative)) return `${META}/ui-schema.schema.json`;
  // a form schema is a template, checked against draft-07 once bundled for each screen (lintFormSchema)
  if (/^forms\/[^/]+\.schema\.json$/.test(relative)) return FORM_SCHEMA;
  return undefined;
}

/** Each file of a programme (after layering) names a meta-schema and is valid against the one its path calls for. */
export function lintProgrammeFiles(
  source: ConfigSource,
  files: Record<string, Json>,
  origins: Record<string, string>,
  meta: MetaChecker,
): Problem[] {
  const problems: Problem[] = [];
  for (const [relative, content] of Object.entries(files)) {
    const file = origins[relative] ?? relative;
    const own = source[file];
    if (isJsonObject(own) && typeof own.$schema !== 'string')
      problems.push({
        file,
        pointer: '/$schema',
        message: 'missing "$schema": every config file names its meta-schema',
      });
    const metaPath = metaFor(relative);
    if (!metaPath)
      problems.push({
        file,
        pointer: '',
        message:
          'unexpected file: a programme holds programme.json, constants.json, texts.json, screens/*.json and forms/*.schema.json, forms/*.ui.json',
      });
    else if (metaPath !== FORM_SCHEMA) problems.push(...meta.check(file, content, metaPath));
  }
  return problems;
}

type BundledForm = ResolvedProgramme['forms'][string] | undefined;

/** A form's JSON Schema: valid, and a message on every rule that can fail. */
export function lintFormSchema(source: ConfigSource, formConfig: ScreenForm, form: BundledForm): Problem[] {
  const schemaFile = form?.files?.schema ?? formFilePath(formConfig.schema);
  const problems = checkJsonSchema(schemaFile, form?.schema ?? {});
  for (const u of findUnmessagedRules(source[schemaFile] === undefined ? {} : (form?.schema ?? {}))) {
    problems.push({ file: schemaFile, pointer: u.pointer, message: `"${u.keyword}" can fail but has no errorMessage` });
  }
  return problems;
}

/** A form's UI schema names known widgets, and schema and UI schema together make no choice for the borrower. */
export function lintFormUi(source: ConfigSource, formConfig: ScreenForm, form: BundledForm): Problem[] {
  const problems = lintUiSchema(source, form?.files?.uiSchema ?? formFilePath(formConfig.uiSchema));
  for (const choice of findPreselectedChoices(form?.schema ?? {}, form?.uiSchema)) {
    const pointer = choice.pointer
      .split('/')
      .slice(1)
      .map((key) => `/properties/${key}`)
      .join('');
    problems.push({
      file: form?.files?.schema ?? formFilePath(formConfig.schema),
      pointer,
      message: `a choice the borrower did not make: ${choice.why}`,
    });
  }
  return problems;
}

function lintUiSchema(source: ConfigSource, file: string): Problem[] {
  const ui = source[file];
  const problems: Problem[] = [];
  const walk = (node: Json | undefined, path: string): void => {
    if (!isJsonObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string' && !(WIDGETS as readonly string[]).includes(value)) {
        problems.push({
          file,
          pointer: `${path}/ui:widget`,
          message: `unknown widget "${value}" (known: ${WIDGETS.join(', ')})`,
        });
      } else if (!key.startsWith('ui:')) walk(value, `${path}/${key}`);
    }
  };
  walk(ui, '');
  return problems;
}
