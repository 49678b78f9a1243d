import { missingConstantMessage, substituteConstants } from './constants.ts';
import { isJsonObject, type Json } from './json.ts';
import { applyMergePatch, findListPatches, MergePatchError } from './merge-patch.ts';
import { withKfsIdentity } from './identity.ts';
import { compileMessages } from './message-format.ts';
import { basenameOf } from './paths.ts';
import { resolveForms } from './resolve-forms.ts';
import { RULE_OPERATORS } from './rules.ts';
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

/** The layers a programme's `extends` names, or none; its unknown parent is the child's problem. */
function parentLayers(
  source: ConfigSource,
  id: string,
  own: { [key: string]: Json },
  seen: string[],
): Result<LayeredFiles> {
  const programmeFile = `${PROGRAMMES_ROOT}/${id}/programme.json`;
  if (typeof own.extends !== 'string') return { ok: true, value: { files: {}, origins: {} } };
  const parent = layerProgrammeFiles(source, own.extends, [...seen, id]);
  if (parent.ok || isJsonObject(source[`${PROGRAMMES_ROOT}/${own.extends}/programme.json`])) return parent;
  return {
    ok: false,
    problems: [{ file: programmeFile, pointer: '/extends', message: `extends unknown programme "${own.extends}"` }],
  };
}

/** Lays one file of a programme's folder over the layers below it, in place; the problems if it cannot. */
function layerFile(layers: LayeredFiles, path: string, relative: string, content: Json): Problem[] {
  const { files, origins } = layers;
  // a file that is `null` in the child removes the parent's file (e.g. examples of a form the child drops)
  if (content === null) {
    delete files[relative];
    delete origins[relative];
    return [];
  }
  // the first layer is taken as written (its nulls are values); later layers are merge patches
  if (!(relative in files)) {
    const patches = findListPatches(content);
    if (patches.length)
      return patches.map((pointer) => ({
        file: path,
        pointer,
        message: `a list patch needs the parent's list, and no parent programme has ${relative}: write the list whole`,
      }));
  }
  try {
    files[relative] =
      relative in files ? applyMergePatch(files[relative], content, '', { replaces: isRuleOverRule }) : content;
  } catch (error) {
    if (error instanceof MergePatchError) return [{ file: path, pointer: error.pointer, message: error.message }];
    throw error;
  }
  origins[relative] = path;
  return [];
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
    return {
      ok: false,
      problems: [{ file: programmeFile, pointer: '/extends', message: `extends cycle: ${[...seen, id].join(' -> ')}` }],
    };
  }
  const base = parentLayers(source, id, own, seen);
  if (!base.ok) return base;
  const layers: LayeredFiles = { files: { ...base.value.files }, origins: { ...base.value.origins } };
  for (const [path, content] of Object.entries(source)) {
    if (!path.startsWith(folder)) continue;
    const relative = path.slice(folder.length);
    // a programme's scenarios are layered apart (engine/scenarios.ts): journey test plays them, the app never reads them
    if (relative.startsWith('scenarios/')) continue;
    const problems = layerFile(layers, path, relative, content);
    if (problems.length) return { ok: false, problems };
  }
  layers.files['programme.json'] = applyMergePatch(layers.files['programme.json'], {
    id,
    extends: own.extends ?? null,
  });
  return { ok: true, value: layers };
}

/** A rule is one operator: one written over another replaces it whole (merged, `{"var": ..., "-": ...}` is no rule). */
function isRuleOverRule(target: Json, patch: { [key: string]: Json }): boolean {
  const operatorOf = (node: Json) =>
    isJsonObject(node) && Object.keys(node).length === 1 && RULE_OPERATORS.has(Object.keys(node)[0] ?? '')
      ? Object.keys(node)[0]
      : undefined;
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
export function resolveProgramme(
  source: ConfigSource,
  id: string,
): { programme?: ResolvedProgramme; problems: Problem[] } {
  try {
    return resolveLayered(source, id);
  } catch (error) {
    // a patch outside the programme layers (common texts or payloads, a $ref's siblings) named a refused key
    if (error instanceof MergePatchError)
      return { problems: [{ file: `${PROGRAMMES_ROOT}/${id}`, pointer: error.pointer, message: error.message }] };
    throw error;
  }
}

/** What resolving one programme needs at every step: its layered files, where each came from, its constants filled in. */
interface Layered {
  source: ConfigSource;
  id: string;
  files: Record<string, Json>;
  origin: (relative: string) => string;
  substitute: (value: Json, file: string) => Json;
}

/** The programme's screens and example vectors, each with its constants and term labels filled, and their files. */
function readScreens(at: Layered, named: (value: Json, file: string) => Json, programme: Programme) {
  const screens: Record<string, Screen> = {};
  const examples: Record<string, ExampleVector[]> = {};
  const fileOrigins: Record<string, string> = {};
  for (const [relative, content] of Object.entries(at.files)) {
    if (!relative.startsWith('screens/') || !isJsonObject(content)) continue;
    const name = basenameOf(relative);
    const file = at.origin(relative);
    if (name.endsWith('.examples.json')) {
      const screenId = typeof content.screen === 'string' ? content.screen : name.replace(/\.examples\.json$/, '');
      examples[screenId] = (at.substitute(content.examples ?? [], file) ?? []) as unknown as ExampleVector[];
      fileOrigins[`examples:${screenId}`] = file;
    } else if (name.endsWith('.json')) {
      const screen = named(at.substitute(content, file), file) as unknown as Screen;
      screens[screen.id] = withKfsIdentity(
        screen,
        programme.identity as unknown as Record<string, unknown> | undefined,
      );
      fileOrigins[`screen:${screen.id}`] = file;
    }
  }
  return { screens, examples, fileOrigins };
}

/** The tables the common folder holds (the API, the error rules, payloads and calls), a programme's own laid over. */
function commonTables(at: Layered, fileOrigins: Record<string, string>) {
  const { source, id, files } = at;
  const api = (source[`${COMMON}/api.json`] ?? {}) as unknown as ApiConfig;
  const errorsFile = source[`${COMMON}/http-errors.json`];
  const httpErrors = (isJsonObject(errorsFile) ? (errorsFile.rules ?? []) : []) as unknown as HttpErrorRule[];
  const errorTexts = (isJsonObject(errorsFile) && isJsonObject(errorsFile.codeTexts)
    ? errorsFile.codeTexts
    : {}) as unknown as Record<string, string>;
  const payloadsFile = overCommon(source, id, 'payloads.json');
  const payloads = (isJsonObject(payloadsFile) && isJsonObject(payloadsFile.payloads)
    ? payloadsFile.payloads
    : {}) as unknown as ResolvedProgramme['payloads'];
  // a problem in a payload or call is reported in the programme's own file when it has one
  for (const part of ['payloads', 'calls'] as const)
    fileOrigins[part] = `${part}.json` in files ? at.origin(`${part}.json`) : `${COMMON}/${part}.json`;
  const callsFile = overCommon(source, id, 'calls.json');
  const calls = (isJsonObject(callsFile) && isJsonObject(callsFile.calls)
    ? callsFile.calls
    : {}) as unknown as ResolvedProgramme['calls'];
  return { api, httpErrors, errorTexts, payloads, calls };
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
  const at: Layered = { source, id, files, origin, substitute };

  const texts = textTable(substitute(overCommon(source, id, 'texts.json'), origin('texts.json')));
  const rawProgramme = substitute(files['programme.json'] ?? {}, origin('programme.json'));
  const named = termNamer(rawProgramme, problems);
  const programme = named(rawProgramme, origin('programme.json')) as unknown as Programme;
  const read = readScreens(at, named, programme);
  const { screens, examples } = read;
  const fileOrigins: Record<string, string> = {
    programme: origin('programme.json'),
    constants: origin('constants.json'),
    ...read.fileOrigins,
  };
  // a form the programme holds in its own forms/ folder (or its parent does) comes from there, as layered
  const ownForm = (relative: string) =>
    relative.startsWith('forms/') && relative in files ? origin(relative) : formFilePath(relative);
  const owned = Object.entries(files).filter(([relative]) => relative.startsWith('forms/'));
  const formSource: ConfigSource = {
    ...source,
    ...Object.fromEntries(owned.map(([relative, content]) => [origin(relative), content])),
  };
  const forms = resolveForms({ source: formSource, formFile: ownForm, substitute, problems }, screens, fileOrigins);
  const messages = compileMessages({ texts, screens } as unknown as Json);
  return {
    programme: {
      id,
      ...sourceLocale(source),
      programme,
      constants,
      texts,
      screens,
      forms,
      examples,
      ...(Object.keys(messages).length ? { messages } : {}),
      ...commonTables(at, fileOrigins),
      origins: fileOrigins,
    },
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
  for (let at: string | undefined = id; at !== undefined && !chain.includes(at); at = parentProgrammeOf(source, at))
    chain.unshift(at);
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
