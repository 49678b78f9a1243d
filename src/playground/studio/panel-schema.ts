import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';

// A settings panel generated from a meta-schema: every key the meta-schema allows becomes a field of a form the
// journey's own renderer draws. A key with a plain value (text, number, yes/no, one of a list) is edited as such; a
// key holding a structure (a rule, a list of actions) is edited as its JSON text, checked when it is left. A new key
// in the meta-schema appears in the panel without studio code.

/** Keys the panel never offers: the file's `$schema`, and the screen's id and kind (a new screen picks those). */
const FIXED = new Set(['$schema', 'id', 'kind']);

/** The keys a screen of `kind` may have: the common keys and its kind's own, as its meta-schema branch lists them. */
export function screenKindKeys(meta: JsonObject, kind: string): string[] {
  const common =
    isJsonObject(meta.definitions) &&
    isJsonObject(meta.definitions.commonKey) &&
    Array.isArray(meta.definitions.commonKey.enum)
      ? meta.definitions.commonKey.enum
      : [];
  const branch = (Array.isArray(meta.allOf) ? meta.allOf : []).find(
    (b) =>
      isJsonObject(b) &&
      JSON.stringify((b.if as JsonObject | undefined)?.properties) === JSON.stringify({ kind: { const: kind } }),
  );
  const names =
    isJsonObject(branch) && isJsonObject(branch.then) && isJsonObject(branch.then.propertyNames)
      ? branch.then.propertyNames
      : {};
  const own = Array.isArray(names.anyOf)
    ? names.anyOf.flatMap((a) => (isJsonObject(a) && Array.isArray(a.enum) ? a.enum : []))
    : [];
  if (!branch) throw new Error(`screen.schema.json has no branch for the kind "${kind}"`);
  return [...common, ...own].filter((k): k is string => typeof k === 'string');
}

/** The kinds the screen meta-schema knows. */
export function screenKinds(meta: JsonObject): string[] {
  const kind = isJsonObject(meta.properties) && isJsonObject(meta.properties.kind) ? meta.properties.kind.enum : [];
  return Array.isArray(kind) ? kind.filter((k): k is string => typeof k === 'string') : [];
}

const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/** A value edited as itself: one plain type, or a list of plain choices, with no reference to resolve. */
export function isPlain(def: Json | undefined): def is JsonObject {
  if (!isJsonObject(def) || '$ref' in def || 'oneOf' in def || 'anyOf' in def) return false;
  if (Array.isArray(def.enum)) return def.enum.every((v) => typeof v === 'string');
  return typeof def.type === 'string' && PLAIN_TYPES.has(def.type);
}

export interface Panel {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The keys edited as JSON text. */
  asJson: ReadonlySet<string>;
  /** The keys holding a json-logic rule (`$ref` rule.schema.json), left out of the form for a rule builder (`rulesApart`). */
  rules: readonly string[];
  /**
   * With `rulesApart`, the conditions inside a key edited as JSON (`notice/when`, `form/checks/<any item>/failsWhen`: a rule
   * that is not a value, `ruleUse`), as pointers with `*` for any list item, for a rule builder beside its JSON.
   */
  nested: readonly string[];
}

/** How a panel reads a meta-schema: `resolve` follows a `$ref` to another meta-schema; `rulesApart` leaves rules out of the form. */
export interface PanelOptions {
  resolve?(ref: string): JsonObject | undefined;
  rulesApart?: boolean;
}

const RULE_REF = /(^|\/)rule\.schema\.json$/;

/** A condition: a `$ref` to the rule meta-schema, not marked `"ruleUse": "value"` (a rule whose result is a value). */
const isCondition = (def: Json | undefined): boolean =>
  isJsonObject(def) && typeof def.$ref === 'string' && RULE_REF.test(def.$ref) && def.ruleUse !== 'value';

/**
 * The conditions inside a key's structure, as pointers under it with `*` for any item of a list (`notice/when`,
 * `form/checks/<any item>/failsWhen`): through its objects' properties and its lists' items, a few levels down.
 */
function nestedConditions(path: string, def: Json | undefined, depth = 0): string[] {
  if (!isJsonObject(def) || depth > 3) return [];
  const properties = isJsonObject(def.properties) ? def.properties : {};
  const inside = Object.entries(properties).flatMap(([p, d]) =>
    isCondition(d) ? [`${path}/${p}`] : nestedConditions(`${path}/${p}`, d, depth + 1),
  );
  return def.type === 'array' ? [...inside, ...nestedConditions(`${path}/*`, def.items, depth + 1)] : inside;
}

/**
 * A `$ref` resolver over the meta-schemas by file name (`common-defs.schema.json#/definitions/id`): the definition it
 * names, or undefined.
 */
export function metaRefResolver(
  metas: Readonly<Record<string, Json | undefined>>,
): (ref: string) => JsonObject | undefined {
  return (ref) => {
    const [file = '', pointer = ''] = ref.split('#');
    let at: Json | undefined = metas[file.replace(/^.*\//, '')];
    for (const segment of pointer.split('/').filter(Boolean)) at = isJsonObject(at) ? at[segment] : undefined;
    return isJsonObject(at) ? at : undefined;
  };
}

/** A definition with its `$ref` followed (its own description kept), when the resolver knows the reference. */
function followRef(def: Json | undefined, options: PanelOptions): Json | undefined {
  if (!isJsonObject(def) || typeof def.$ref !== 'string' || !options.resolve) return def;
  const target = options.resolve(def.$ref);
  if (!target) return def;
  const { $ref: _ref, ...own } = def;
  return { ...target, ...own };
}

function plainField(key: string, def: JsonObject): JsonObject {
  const { description, enum: choices, type, minLength, pattern, minimum, maximum } = def;
  const field: JsonObject = { title: key };
  if (typeof description === 'string') field.description = description;
  if (Array.isArray(choices)) return { ...field, type: 'string', enum: choices };
  if (type === 'boolean') return { ...field, type: 'boolean' };
  return {
    ...field,
    type: type ?? 'string',
    ...(minLength !== undefined ? { minLength } : {}),
    ...(pattern !== undefined ? { pattern } : {}),
    ...(minimum !== undefined ? { minimum } : {}),
    ...(maximum !== undefined ? { maximum } : {}),
  };
}

/**
 * The panel for `keys` of the object `meta` describes (`meta.properties[key]`): a form schema and uiSchema for the
 * journey's renderer, plain keys as themselves (a `$ref` followed when `options.resolve` knows it), the others as
 * JSON text (textarea); with `rulesApart`, the rule keys are listed in `rules` for a rule builder instead.
 */
export function panelFor(meta: JsonObject, keys: readonly string[], options: PanelOptions = {}): Panel {
  const defs = isJsonObject(meta.properties) ? meta.properties : {};
  const properties: JsonObject = {};
  const uiSchema: UiSchema = {};
  const asJson = new Set<string>();
  const rules: string[] = [];
  const nested: string[] = [];
  for (const key of keys) {
    if (FIXED.has(key)) continue;
    const written = defs[key];
    if (options.rulesApart && isCondition(written)) {
      rules.push(key);
      continue;
    }
    const def = followRef(written, options);
    if (options.rulesApart) nested.push(...nestedConditions(key, def));
    if (isPlain(def)) {
      properties[key] = plainField(key, def);
      if (def.type === 'boolean') uiSchema[key] = { 'ui:widget': 'checkbox' };
    } else {
      asJson.add(key);
      const description = isJsonObject(def) && typeof def.description === 'string' ? def.description : undefined;
      properties[key] = { type: 'string', title: `${key} (JSON)`, ...(description ? { description } : {}) };
      uiSchema[key] = { 'ui:widget': 'textarea' };
    }
  }
  return { schema: { type: 'object', properties } as RJSFSchema, uiSchema, asJson, rules, nested };
}

/** The panel of a screen of `kind`: the keys of its meta-schema branch (with `rulesApart`, its rules for a rule builder). */
export function screenPanel(meta: JsonObject, kind: string, options: PanelOptions = {}): Panel {
  return panelFor(meta, screenKindKeys(meta, kind), options);
}

/** A config value as the panel's form data: JSON-text keys as indented text. */
export function toFormData(value: JsonObject, panel: Panel): JsonObject {
  const data: JsonObject = {};
  for (const key of Object.keys(panel.schema.properties ?? {})) {
    const v = value[key];
    if (v === undefined) continue;
    data[key] = panel.asJson.has(key) ? JSON.stringify(v, null, 2) : v;
  }
  return data;
}

export type PanelChange = { key: string; value?: Json; remove?: true } | { key: string; error: string };

/** What changed between the form data shown and the data now: one change per key, JSON text parsed back. */
export function panelChanges(
  before: JsonObject,
  after: Readonly<Record<string, unknown>>,
  panel: Panel,
): PanelChange[] {
  const changes: PanelChange[] = [];
  for (const key of Object.keys(panel.schema.properties ?? {})) {
    const raw = after[key] as Json | undefined;
    const next = raw === '' ? undefined : raw; // an emptied box: the key goes
    if (JSON.stringify(next) === JSON.stringify(before[key])) continue;
    if (next === undefined) changes.push({ key, remove: true });
    else if (!panel.asJson.has(key)) changes.push({ key, value: next });
    else {
      try {
        changes.push({ key, value: JSON.parse(String(next)) as Json });
      } catch (error) {
        changes.push({ key, error: `${key}: not valid JSON (${(error as Error).message})` });
      }
    }
  }
  return changes;
}

/** The meta-schema of one item of a list that may be written whole or patched (`anyOf`: the list, or a list patch). */
export function listItemMeta(listDef: Json | undefined): JsonObject | undefined {
  const branches = isJsonObject(listDef) && Array.isArray(listDef.anyOf) ? listDef.anyOf : [listDef];
  const list = branches.find((b) => isJsonObject(b) && b.type === 'array');
  return isJsonObject(list) && isJsonObject(list.items) ? list.items : undefined;
}
