import { bundleSchema } from './bundle-schema.ts';
import { applyFormMessages } from './form-messages.ts';
import { missingConstantMessage, substituteConstants } from './constants.ts';
import { isJsonObject, type Json } from './json.ts';
import { applyMergePatch, findListPatches, MergePatchError } from './merge-patch.ts';
import { escapePointerSegment } from './pointer.ts';
import { withKfsIdentity } from './identity.ts';
import { basenameOf } from './paths.ts';
import { RULE_OPERATORS } from './rules.ts';
import { screenForm } from './screen-types.ts';
import { applyTermLabels, termLabels } from './terms.ts';
import type {
  ApiConfig,
  ConfigSource,
  ExampleVector,
  HttpErrorRule,
  Problem,
  Programme,
  ResolvedProgramme,
  Result,
  Screen,
} from './types.ts';

export const CONFIG_ROOT = 'journey-config';
export const PROGRAMMES_ROOT = `${CONFIG_ROOT}/programmes`;
export const SCHEMAS_ROOT = 'schemas';
const COMMON = `${CONFIG_ROOT}/common`;

/** The programme a programme's programme.json `extends`, if any. */
export function parentProgrammeOf(source: ConfigSource, id: string): string | undefined {
  const own = source[`${PROGRAMMES_ROOT}/${id}/programme.json`];
  return isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
}

/** Ids of every programme folder that has a programme.json: programmes are discovered, never listed. */
export function listProgrammes(source: ConfigSource): string[] {
  const ids = new Set<string>();
  const pattern = new RegExp(`^${PROGRAMMES_ROOT}/([^/]+)/programme\\.json$`);
  for (const path of Object.keys(source)) {
    const match = pattern.exec(path);
    if (match?.[1]) ids.add(match[1]);
  }
  return [...ids].sort();
}

/** A programme's files relative to its folder, with `extends` applied, and the file each one last came from. */
interface LayeredFiles {
  files: Record<string, Json>;
  origins: Record<string, string>;
}

/** Applies the `extends` chain: each file of the child is merge-patched over the parent's file of the same path. */
export function layerProgrammeFiles(source: ConfigSource, id: string, seen: string[] = []): Result<LayeredFiles> {
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  const programmeFile = `${folder}programme.json`;
  const own = source[programmeFile];
  if (!isJsonObject(own)) {
    return { ok: false, problems: [{ file: programmeFile, pointer: '', message: `programme "${id}" does not exist` }] };
  }
  if (seen.includes(id)) {
    return { ok: false, problems: [{ file: programmeFile, pointer: '/extends', message: `extends cycle: ${[...seen, id].join(' -> ')}` }] };
  }
  let base: LayeredFiles = { files: {}, origins: {} };
  if (typeof own.extends === 'string') {
    const parent = layerProgrammeFiles(source, own.extends, [...seen, id]);
    if (!parent.ok) {
      const missing = !isJsonObject(source[`${PROGRAMMES_ROOT}/${own.extends}/programme.json`]);
      return missing
        ? { ok: false, problems: [{ file: programmeFile, pointer: '/extends', message: `extends unknown programme "${own.extends}"` }] }
        : parent;
    }
    base = parent.value;
  }
  const files = { ...base.files };
  const origins = { ...base.origins };
  for (const [path, content] of Object.entries(source)) {
    if (!path.startsWith(folder)) continue;
    const relative = path.slice(folder.length);
    // a programme's scenarios are layered apart (engine/scenarios.ts): journey test plays them, the app never reads them
    if (relative.startsWith('scenarios/')) continue;
    // a file that is `null` in the child removes the parent's file (e.g. examples of a form the child drops)
    if (content === null) {
      delete files[relative];
      delete origins[relative];
      continue;
    }
    // the first layer is taken as written (its nulls are values); later layers are merge patches
    if (!(relative in files)) {
      const patches = findListPatches(content);
      if (patches.length) return { ok: false, problems: patches.map((pointer) => ({ file: path, pointer, message: `a list patch needs the parent's list, and no parent programme has ${relative}: write the list whole` })) };
    }
    try {
      files[relative] = relative in files ? applyMergePatch(files[relative], content, '', { replaces: isRuleOverRule }) : content;
    } catch (error) {
      if (error instanceof MergePatchError) return { ok: false, problems: [{ file: path, pointer: error.pointer, message: error.message }] };
      throw error;
    }
    origins[relative] = path;
  }
  files['programme.json'] = applyMergePatch(files['programme.json'], { id, extends: own.extends ?? null });
  return { ok: true, value: { files, origins } };
}

/** A rule is one operator: one written over another replaces it whole (merged, `{"var": ..., "-": ...}` is no rule). */
function isRuleOverRule(target: Json, patch: { [key: string]: Json }): boolean {
  const operatorOf = (node: Json) => (isJsonObject(node) && Object.keys(node).length === 1 && RULE_OPERATORS.has(Object.keys(node)[0] ?? '') ? Object.keys(node)[0] : undefined);
  const was = operatorOf(target);
  const is = operatorOf(patch);
  return was !== undefined && is !== undefined && was !== is;
}

function constantValues(constantsFile: Json | undefined): Record<string, Json> {
  const table = isJsonObject(constantsFile) && isJsonObject(constantsFile.constants) ? constantsFile.constants : {};
  const values: Record<string, Json> = {};
  for (const [name, entry] of Object.entries(table)) {
    values[name] = isJsonObject(entry) && 'value' in entry ? (entry.value as Json) : entry;
  }
  return values;
}

function textTable(file: Json | undefined): Record<string, string> {
  const texts = isJsonObject(file) && isJsonObject(file.texts) ? file.texts : {};
  return Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * Resolves a programme: applies `extends`, substitutes its constants everywhere (`$const`, `{{name}}`), merges the
 * common texts with the programme's own, and bundles each screen's form schema and uiSchema. Problems (unknown
 * constant, unresolved `$ref`, missing file) are returned with file and JSON pointer.
 */
export function resolveProgramme(source: ConfigSource, id: string): { programme?: ResolvedProgramme; problems: Problem[] } {
  try {
    return resolveLayered(source, id);
  } catch (error) {
    // a patch outside the programme layers (common texts or payloads, a $ref's siblings) named a refused key
    if (error instanceof MergePatchError) return { problems: [{ file: `${PROGRAMMES_ROOT}/${id}`, pointer: error.pointer, message: error.message }] };
    throw error;
  }
}

function resolveLayered(source: ConfigSource, id: string): { programme?: ResolvedProgramme; problems: Problem[] } {
  const layered = layerProgrammeFiles(source, id);
  if (!layered.ok) return { problems: layered.problems };
  const { files, origins } = layered.value;
  const problems: Problem[] = [];
  const constants = constantValues(files['constants.json']);
  const substitute = (value: Json, file: string): Json => {
    const result = substituteConstants(value, constants);
    for (const m of result.missing) problems.push({ file, pointer: m.pointer, message: missingConstantMessage(m) });
    return result.value;
  };
  const origin = (relative: string) => origins[relative] ?? `${PROGRAMMES_ROOT}/${id}/${relative}`;

  const texts = textTable(substitute(overCommon(source, id, 'texts.json'), origin('texts.json')));
  const rawProgramme = substitute(files['programme.json'] ?? {}, origin('programme.json'));
  const named = termNamer(rawProgramme, problems);
  const programme = named(rawProgramme, origin('programme.json')) as unknown as Programme;

  // a form the programme holds in its own forms/ folder (or its parent does) comes from there, as layered
  const ownForm = (relative: string) => (relative.startsWith('forms/') && relative in files ? origin(relative) : formFilePath(relative));
  const owned = Object.entries(files).filter(([relative]) => relative.startsWith('forms/'));
  const formSource: ConfigSource = { ...source, ...Object.fromEntries(owned.map(([relative, content]) => [origin(relative), content])) };
  const screens: Record<string, Screen> = {};
  const examples: Record<string, ExampleVector[]> = {};
  const forms: ResolvedProgramme['forms'] = {};
  const fileOrigins: Record<string, string> = { programme: origin('programme.json'), constants: origin('constants.json') };
  for (const [relative, content] of Object.entries(files)) {
    if (!relative.startsWith('screens/') || !isJsonObject(content)) continue;
    const name = basenameOf(relative);
    if (name.endsWith('.examples.json')) {
      const screenId = typeof content.screen === 'string' ? content.screen : name.replace(/\.examples\.json$/, '');
      examples[screenId] = (substitute(content.examples ?? [], origin(relative)) ?? []) as unknown as ExampleVector[];
      fileOrigins[`examples:${screenId}`] = origin(relative);
    } else if (name.endsWith('.json')) {
      const screen = named(substitute(content, origin(relative)), origin(relative)) as unknown as Screen;
      screens[screen.id] = withKfsIdentity(screen, programme.identity as unknown as Record<string, unknown> | undefined);
      fileOrigins[`screen:${screen.id}`] = origin(relative);
    }
  }
  for (const screen of Object.values(screens)) {
    const formConfig = screenForm(screen);
    if (!formConfig) continue;
    const formFiles = { schema: ownForm(formConfig.schema), uiSchema: ownForm(formConfig.uiSchema) };
    const bundled = bundleForm(formSource, formFiles.schema, formFiles.uiSchema, substitute);
    const form = patchForm(bundled, formConfig, fileOrigins[`screen:${screen.id}`] ?? '');
    problems.push(...form.problems.map((p) => (p.file ? p : { ...p, file: fileOrigins[`screen:${screen.id}`] ?? '' })));
    // the screen's own wording of the shared schema's messages (its constants already filled)
    const reworded = applyFormMessages(form.schema, formConfig.messages, '/form/messages');
    problems.push(...reworded.map((p) => ({ ...p, file: fileOrigins[`screen:${screen.id}`] ?? '' })));
    forms[screen.id] = { schema: form.schema, uiSchema: form.uiSchema, files: formFiles };
  }

  const api = (source[`${COMMON}/api.json`] ?? {}) as unknown as ApiConfig;
  const errorsFile = source[`${COMMON}/http-errors.json`];
  const httpErrors = (isJsonObject(errorsFile) ? errorsFile.rules ?? [] : []) as unknown as HttpErrorRule[];
  const payloadsFile = overCommon(source, id, 'payloads.json');
  const payloads = (isJsonObject(payloadsFile) && isJsonObject(payloadsFile.payloads) ? payloadsFile.payloads : {}) as unknown as ResolvedProgramme['payloads'];
  // a problem in a payload or call is reported in the programme's own file when it has one
  for (const part of ['payloads', 'calls'] as const) fileOrigins[part] = `${part}.json` in files ? origin(`${part}.json`) : `${COMMON}/${part}.json`;
  const callsFile = overCommon(source, id, 'calls.json');
  const calls = (isJsonObject(callsFile) && isJsonObject(callsFile.calls) ? callsFile.calls : {}) as unknown as ResolvedProgramme['calls'];
  return {
    programme: { id, ...sourceLocale(source), programme, constants, texts, screens, forms, examples, api, httpErrors, payloads, calls, origins: fileOrigins },
    problems,
  };
}

/** The locale config files are written in (common/locales.json `source`); a translation resolved in another says its own. */
function sourceLocale(source: ConfigSource): { locale?: string } {
  const locales = source[`${COMMON}/locales.json`];
  return isJsonObject(locales) && typeof locales.source === 'string' ? { locale: locales.source } : {};
}

/**
 * A file the common folder holds too (texts, payloads, calls), layered from the common file through each programme of
 * the `extends` chain, root first, each one's own file a merge patch over what is above it (its `null` as a whole file
 * drops back to the common file). Layering the programmes first and the common file under them lost a grandchild's
 * `null` for a field only the common file has, once a parent had a file of its own: the field was still sent.
 */
function overCommon(source: ConfigSource, id: string, relative: string): Json {
  const chain: string[] = [];
  for (let at: string | undefined = id; at !== undefined && !chain.includes(at); at = parentProgrammeOf(source, at)) chain.unshift(at);
  const common: Json = source[`${COMMON}/${relative}`] ?? {};
  let file: Json = common;
  for (const programme of chain) {
    const own = source[`${PROGRAMMES_ROOT}/${programme}/${relative}`];
    if (own === null) file = common;
    else if (own !== undefined) file = applyMergePatch(file, own, '', { replaces: isRuleOverRule });
  }
  return file;
}

/** One label per offer term: a function giving every `"term": "<id>"` in a file its label from programme.json `terms`. */
function termNamer(programme: Json, problems: Problem[]): (value: Json, file: string) => Json {
  const labels = termLabels(isJsonObject(programme) ? programme.terms : undefined);
  return (value, file) => {
    const result = applyTermLabels(value, labels);
    for (const p of result.problems) problems.push({ file, ...p });
    return result.value;
  };
}

/** Path of a form file named in a screen, relative to the repository root. */
export function formFilePath(relativeToSchemas: string): string {
  return `${SCHEMAS_ROOT}/${relativeToSchemas}`;
}

function bundleForm(
  source: ConfigSource,
  schemaFile: string,
  uiFile: string,
  substitute: (value: Json, file: string) => Json,
): { schema: { [key: string]: Json }; uiSchema: { [key: string]: Json }; problems: Problem[] } {
  const bundled = bundleSchema(source, schemaFile);
  const schema = substitute(bundled.schema, schemaFile);
  const uiRaw = source[uiFile];
  const problems = [...bundled.problems];
  if (uiRaw === undefined) problems.push({ file: uiFile, pointer: '', message: 'uiSchema file not found' });
  const uiSchema = substitute(uiRaw ?? {}, uiFile);
  return {
    schema: isJsonObject(schema) ? schema : {},
    uiSchema: isJsonObject(uiSchema) ? stripHeader(uiSchema) : {},
    problems,
  };
}

type BundledForm = ReturnType<typeof bundleForm>;

/**
 * The shared form with the screen's own patches laid over it (`form.schemaPatch`, `form.uiSchemaPatch`: merge
 * patches, so a child adds, removes or changes a field, an enum or a bound in a few lines, never a copied schema).
 * A patch that changes a property the schema does not have, or requires one, is a problem naming the known ones.
 */
function patchForm(form: BundledForm, config: { schemaPatch?: { [key: string]: Json }; uiSchemaPatch?: { [key: string]: Json } }, file: string): BundledForm {
  if (!config.schemaPatch && !config.uiSchemaPatch) return form;
  const problems = [...form.problems, ...unknownProperties(form.schema, config.schemaPatch ?? {}, file)];
  const schema = config.schemaPatch ? applyMergePatch(form.schema, config.schemaPatch, '/form/schemaPatch') : form.schema;
  const uiSchema = config.uiSchemaPatch ? applyMergePatch(form.uiSchema, config.uiSchemaPatch, '/form/uiSchemaPatch') : form.uiSchema;
  const patched = isJsonObject(schema) ? schema : {};
  const known = isJsonObject(patched.properties) ? Object.keys(patched.properties) : [];
  const required = Array.isArray(config.schemaPatch?.required) ? config.schemaPatch.required : [];
  required.forEach((name, i) => {
    if (typeof name === 'string' && !known.includes(name)) problems.push({ file, pointer: `/form/schemaPatch/required/${i}`, message: `unknown property "${name}" (known: ${known.join(', ')})` });
  });
  return { schema: patched, uiSchema: isJsonObject(uiSchema) ? uiSchema : {}, problems };
}

/** A patch of `properties` that changes a property the schema lacks without giving it a type: a misspelt name. */
function unknownProperties(schema: { [key: string]: Json }, patch: { [key: string]: Json }, file: string): Problem[] {
  const known = isJsonObject(schema.properties) ? schema.properties : {};
  const changed = isJsonObject(patch.properties) ? patch.properties : {};
  return Object.entries(changed)
    .filter(([name, value]) => !Object.hasOwn(known, name) && (value === null || (isJsonObject(value) && !['type', '$ref', 'enum', 'const', 'oneOf', 'anyOf'].some((k) => k in value))))
    .map(([name]) => ({ file, pointer: `/form/schemaPatch/properties/${escapePointerSegment(name)}`, message: `unknown property "${name}" (known: ${Object.keys(known).join(', ')}): a new property needs its "type"` }));
}

function stripHeader(node: { [key: string]: Json }): { [key: string]: Json } {
  const { $schema: _schema, ...rest } = node;
  return rest;
}
