import { isJsonObject, type Json } from './json.ts';
import { escapePointerSegment } from './pointer.ts';

// Which strings of a config file a borrower can be shown, decided once here: the translation of a programme, the
// missing-translation lint and the review status of regulated text all walk the same places.

/** A text a borrower can be shown: where it is written and what it says. */
export interface ShownText {
  pointer: string;
  text: string;
}

/** Keys of a screen or programme file whose string (or list of strings) is shown to the borrower. */
const SHOWN_KEYS = new Set([
  'title',
  'heading',
  'subheading',
  'body',
  'intro',
  'label',
  'text',
  'loader',
  'retry',
  'statusCode',
  'message',
  'reason',
  'nextSteps',
  'stuck',
  'whyWeAsk',
  'summaryHeading',
  'chargeLabel',
  'amountLabel',
  'gstLabel',
  'totalLabel',
  'scheduleToggle',
  'note',
  'empty',
  'instruction',
  'denied',
  'guideIntro',
  'time',
  'items',
  'poweredBy',
  'hours',
  'verifyingText',
  'doneLabel',
  'communication',
  'disbursal',
  'logout',
  'cancel',
]);

/** Subtrees of a screen or programme file that are never shown: rules, analytics, lint's copy glossary, map notes. */
const UNSHOWN_SUBTREES = new Set([
  'copy',
  'analytics',
  'when',
  'visibleWhen',
  'requiredWhen',
  'skipWhen',
  'verifyingWhen',
  'external',
  'description',
  '$schema',
  'params',
  'next',
  'navigation',
]);

/** Keys of a form's JSON Schema shown as labels, help and messages; every string under `errorMessage` is shown. */
const SCHEMA_SHOWN = new Set(['title', 'description']);
const UI_SHOWN = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help', 'ui:enumNames']);

/** A value that names a text (`lead_rejected`) rather than saying one: translated where its text is written. */
const TEXT_KEY = /^[a-z][a-z0-9_]*$/;

type Visit = (text: string, pointer: string) => string;
type Rule = (key: string, path: string[]) => 'text' | 'walk' | 'skip';

function mapNode(node: Json, pointer: string, path: string[], rule: Rule, visit: Visit, all: boolean): Json {
  if (typeof node === 'string') return all && !TEXT_KEY.test(node) ? visit(node, pointer) : node;
  if (Array.isArray(node)) return node.map((item, i) => mapNode(item, `${pointer}/${i}`, path, rule, visit, all));
  if (!isJsonObject(node)) return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escapePointerSegment(key)}`;
    const decision = all ? 'text' : rule(key, path);
    if (decision === 'skip') out[key] = value;
    else out[key] = mapNode(value, at, [...path, key], rule, visit, decision === 'text');
  }
  return out;
}

function schemaRule(key: string, path: string[]): 'text' | 'walk' | 'skip' {
  // under `properties` and `definitions` a key is a field's name (a field may be called "title")
  if (['properties', 'definitions', 'patternProperties'].includes(path.at(-1) ?? '')) return 'walk';
  if (key === 'errorMessage') return 'text';
  if (
    key === '$schema' ||
    key === '$comment' ||
    key === 'default' ||
    key === 'const' ||
    key === 'enum' ||
    key === 'examples'
  )
    return 'skip';
  return SCHEMA_SHOWN.has(key) ? 'text' : 'walk';
}

/** A fragment file (schemas/fragments/) is only ever taken from by `$ref`: its own title and description are notes. */
function fragmentRule(key: string, path: string[]): 'text' | 'walk' | 'skip' {
  return path.length === 0 && (key === 'title' || key === 'description') ? 'skip' : schemaRule(key, path);
}

function uiRule(key: string, path: string[]): 'text' | 'walk' | 'skip' {
  // a consent's link (`ui:link`: its text shown, its href a $const)
  if (key === 'ui:link') return 'walk';
  if (path.at(-1) === 'ui:link') return key === 'text' ? 'text' : 'skip';
  return UI_SHOWN.has(key) ? 'text' : key.startsWith('ui:') ? 'skip' : 'walk';
}

function configRule(key: string, path: string[]): 'text' | 'walk' | 'skip' {
  if (key === 'texts' || (key === 'messages' && path.at(-1) === 'form')) return 'text';
  // a step's description is drawn on its home card; elsewhere a description is a note for the config's editors
  // (a list's items share its path: a step's keys are under ["steps"], a child's under ["steps", "$patch"(, "$insert")])
  if (key === 'description' && path[0] === 'steps' && path.slice(1).every((p) => p === '$patch' || p === '$insert'))
    return 'text';
  if (UNSHOWN_SUBTREES.has(key)) return 'skip';
  return SHOWN_KEYS.has(key) ? 'text' : 'walk';
}

/** The rule for a file by its path, or undefined for a file nothing of which a borrower reads. */
function ruleFor(path: string): Rule | 'patches' | undefined {
  if (/\.examples\.json$|\/scenarios\/|^journey-config\/(meta|releases|locales)\//.test(path)) return undefined;
  if (path.startsWith('schemas/fragments/') && path.endsWith('.schema.json')) return fragmentRule;
  if (path.endsWith('.schema.json') && (path.startsWith('schemas/') || path.includes('/forms/'))) return schemaRule;
  if (path.endsWith('.ui.json')) return uiRule;
  if (/^journey-config\/common\/(texts|http-errors)\.json$/.test(path)) return configRule;
  if (/^journey-config\/programmes\/[^/]+\/(programme|texts)\.json$/.test(path)) return configRule;
  if (/^journey-config\/programmes\/[^/]+\/screens\/[^/]+\.json$/.test(path)) return 'patches';
  return undefined;
}

/** A screen file: its texts by the config rule, and a child's `schemaPatch` / `uiSchemaPatch` by the form's rules. */
function mapScreen(node: Json, visit: Visit): Json {
  if (!isJsonObject(node)) return node;
  const mapped = mapNode(
    node,
    '',
    [],
    (key, path) => (key === 'schemaPatch' || key === 'uiSchemaPatch' ? 'skip' : configRule(key, path)),
    visit,
    false,
  );
  const form = isJsonObject(node.form) ? node.form : undefined;
  if (!form || !isJsonObject(mapped) || !isJsonObject(mapped.form)) return mapped;
  const patched: Record<string, Json> = { ...mapped.form };
  if (form.schemaPatch !== undefined)
    patched.schemaPatch = mapNode(form.schemaPatch, '/form/schemaPatch', [], schemaRule, visit, false);
  if (form.uiSchemaPatch !== undefined)
    patched.uiSchemaPatch = mapNode(form.uiSchemaPatch, '/form/uiSchemaPatch', [], uiRule, visit, false);
  return { ...mapped, form: patched };
}

/** The file with each string a borrower can be shown replaced by `visit`'s answer; the rest is kept as it is. */
export function mapShownTexts(path: string, content: Json, visit: Visit): Json {
  const rule = ruleFor(path);
  if (rule === undefined) return content;
  if (rule === 'patches') return mapScreen(content, visit);
  return mapNode(content, '', [], rule, visit, false);
}

/** Every string of the file a borrower can be shown, with its JSON pointer. */
export function listShownTexts(path: string, content: Json): ShownText[] {
  const found: ShownText[] = [];
  mapShownTexts(path, content, (text, pointer) => {
    found.push({ pointer, text });
    return text;
  });
  return found;
}
