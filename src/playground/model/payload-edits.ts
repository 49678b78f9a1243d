import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import { lintPayloads } from '../../engine/lint-payloads.ts';
import { lintRule } from '../../engine/lint-rule.ts';
import { applyMergePatch } from '../../engine/merge-patch.ts';
import { DERIVED_OPERATIONS } from '../../engine/operations.ts';
import { toPointer } from '../../engine/pointer.ts';
import type { Problem, ResolvedProgramme } from '../../engine/types.ts';
import type { Edit, FileTexts } from './files.ts';
import { layeredFile, parentFile, patchOver, programmeFolder, sourceOf, valueAt } from './programme-layers.ts';

/**
 * What each call sends (payloads.json): per endpoint, the body fields and the json-logic rule that gives each. The
 * common specs (journey-config/common/payloads.json) are merge-patched by each programme's own payloads.json (and
 * its parents'): a programme's change is a key of its own file, a field it drops is `null` there. Never a copy.
 */

export const COMMON_PAYLOADS = 'journey-config/common/payloads.json';
const COMMON_CALLS = 'journey-config/common/calls.json';
const COMMON_API = 'journey-config/common/api.json';

/** Where a field's value comes from, as the panel offers it; `rule` is any other json-logic rule, edited as JSON. */
export type FieldSource =
  | { kind: 'form'; variable: string }
  | { kind: 'saved'; variable: string }
  | { kind: 'constant'; variable: string }
  | { kind: 'derived'; operation: string; variable: string }
  | { kind: 'context'; variable: string }
  | { kind: 'rule'; rule: Json };

const ROOT_KINDS: Record<string, 'form' | 'saved' | 'constant'> = {
  form: 'form',
  saved: 'saved',
  constants: 'constant',
};
const KIND_ROOTS: Record<'form' | 'saved' | 'constant', string> = {
  form: 'form',
  saved: 'saved',
  constant: 'constants',
};

function readVar(rule: Json | undefined): string | undefined {
  return isJsonObject(rule) && Object.keys(rule).length === 1 && typeof rule.var === 'string' ? rule.var : undefined;
}

/**
 * A field's rule read as its source: `{"var": "form.x"}` a form field (`x`), `saved.<savedAs>.<field>` a saved
 * answer, `constants.<name>` a constant, a derived value of one variable (`{"nameFirst": {"var": ...}}`) derived,
 * another variable of the payload context (lead, user, offer, session, computed, params...) a context value.
 */
export function fieldSource(rule: Json): FieldSource {
  const variable = readVar(rule);
  if (variable !== undefined) {
    const [root = '', ...rest] = variable.split('.');
    const kind = ROOT_KINDS[root];
    return kind && rest.length ? { kind, variable: rest.join('.') } : { kind: 'context', variable };
  }
  if (isJsonObject(rule) && Object.keys(rule).length === 1) {
    const [operation] = Object.keys(rule);
    const argument = readVar(
      Array.isArray(rule[operation]) && (rule[operation] as Json[]).length === 1
        ? (rule[operation] as Json[])[0]
        : rule[operation],
    );
    if (operation in DERIVED_OPERATIONS && argument !== undefined)
      return { kind: 'derived', operation, variable: argument };
  }
  return { kind: 'rule', rule };
}

/** The rule of a source: the inverse of `fieldSource`. */
export function sourceRule(source: FieldSource): Json {
  switch (source.kind) {
    case 'rule':
      return source.rule;
    case 'context':
      return { var: source.variable };
    case 'derived':
      return { [source.operation]: { var: source.variable } };
    default:
      return { var: `${KIND_ROOTS[source.kind]}.${source.variable}` };
  }
}

/** Where a field of a programme's spec is written: its own payloads.json, a parent programme's, or the common file. */
export type PayloadOrigin = 'own' | 'parent' | 'common';

export interface PayloadField {
  name: string;
  rule: Json;
  origin: PayloadOrigin;
  required: boolean;
}

export interface PayloadCall {
  endpoint: string;
  /** `POST /consumer/create/lead` (api.json) */
  route?: string;
  /** the effects that call it, with the role: `lead/create (create)` (calls.json, as the programme resolves it) */
  callers: string[];
  fields: PayloadField[];
  /** the context objects spread into the body first (`merge`) */
  merge: string[];
  /** the param whose value picks a variant, and the variants' names (edited as JSON in the spec) */
  variants?: { param: string; names: string[] };
}

function payloadsOf(file: Json | undefined): JsonObject {
  return isJsonObject(file) && isJsonObject(file.payloads) ? file.payloads : {};
}

/** The specs as the programme's parent sees them (common, then each parent's payloads.json), and as the programme does. */
export function specLayers(files: FileTexts, programmeId: string) {
  const source = sourceOf(files);
  const common = source[COMMON_PAYLOADS] ?? {};
  const parents = parentFile(files, programmeId, 'payloads.json');
  const below = parents === undefined ? common : applyMergePatch(common, parents);
  const layered = layeredFile(files, programmeId, 'payloads.json');
  return {
    parents: payloadsOf(parents),
    below: payloadsOf(below),
    resolved: payloadsOf(layered === undefined ? common : applyMergePatch(common, layered)),
    own: payloadsOf(source[`${programmeFolder(programmeId)}payloads.json`]),
  };
}

/** The endpoint's callers in calls.json as the programme resolves it (`effect (role)`). */
function callersOf(files: FileTexts, programmeId: string): Map<string, string[]> {
  const source = sourceOf(files);
  const layered = layeredFile(files, programmeId, 'calls.json');
  const calls = valueAt(
    layered === undefined ? source[COMMON_CALLS] : applyMergePatch(source[COMMON_CALLS] ?? {}, layered),
    ['calls'],
  );
  const map = new Map<string, string[]>();
  for (const [effect, roles] of Object.entries(isJsonObject(calls) ? calls : {})) {
    for (const [role, endpoint] of Object.entries(isJsonObject(roles) ? roles : {})) {
      if (typeof endpoint === 'string') map.set(endpoint, [...(map.get(endpoint) ?? []), `${effect} (${role})`]);
    }
  }
  return map;
}

/** The path of an endpoint's spec (or of one of its variants, `variants.specs.<variant>`) inside a payloads file. */
export function specPath(endpoint: string, variant?: string): string[] {
  return variant === undefined ? ['payloads', endpoint] : ['payloads', endpoint, 'variants', 'specs', variant];
}

const stringList = (list: Json | undefined): string[] =>
  Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : [];

/**
 * The fields the spec sends, as the programme resolves it, each with where it is written and whether it is required.
 * For a variant: its own fields (added to or replacing the call's when the variant is picked), required by the
 * variant's `required` list, or the call's when the variant has none (as payloadSpecFor lays one over the other).
 */
export function specFields(files: FileTexts, programmeId: string, endpoint: string, variant?: string): PayloadField[] {
  const { parents, resolved, own } = specLayers(files, programmeId);
  const at = specPath(endpoint, variant).slice(1);
  const spec = valueAt(resolved, at);
  if (!isJsonObject(spec)) return [];
  const required = new Set(stringList(spec.required ?? valueAt(resolved, [endpoint, 'required'])));
  const ownFields = valueAt(own, [...at, 'fields']);
  const parentFields = valueAt(parents, [...at, 'fields']);
  return Object.entries(isJsonObject(spec.fields) ? spec.fields : {}).map(([name, rule]): PayloadField => {
    const origin: PayloadOrigin =
      isJsonObject(ownFields) && name in ownFields
        ? 'own'
        : isJsonObject(parentFields) && name in parentFields
          ? 'parent'
          : 'common';
    return { name, rule, origin, required: required.has(name) };
  });
}

/** Every endpoint with a spec, as the programme resolves it: its route, callers, and fields with where each comes from. */
export function listPayloadCalls(files: FileTexts, programmeId: string): PayloadCall[] {
  const { resolved } = specLayers(files, programmeId);
  const endpoints = valueAt(sourceOf(files)[COMMON_API], ['endpoints']);
  const callers = callersOf(files, programmeId);
  return Object.entries(resolved)
    .filter((e): e is [string, JsonObject] => isJsonObject(e[1]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([endpoint, spec]) => {
      const api = valueAt(endpoints, [endpoint]);
      const variants =
        isJsonObject(spec.variants) && typeof spec.variants.param === 'string'
          ? {
              param: spec.variants.param,
              names: Object.keys(isJsonObject(spec.variants.specs) ? spec.variants.specs : {}),
            }
          : undefined;
      return {
        endpoint,
        ...(isJsonObject(api) ? { route: `${String(api.method)} ${String(api.path)}` } : {}),
        callers: callers.get(endpoint) ?? [],
        fields: specFields(files, programmeId, endpoint),
        merge: stringList(spec.merge),
        ...(variants ? { variants } : {}),
      };
    });
}

const fieldPath = (endpoint: string, name: string, variant?: string) => [
  ...specPath(endpoint, variant),
  'fields',
  name,
];
const ownFile = (programmeId: string) => `${programmeFolder(programmeId)}payloads.json`;

/**
 * Edits that set (or add) field `name` of the endpoint's body (or of its variant `variant`) to `rule`, in the
 * programme's own payloads.json: the rule as a merge patch over the parent's (or common) rule of that field.
 */
export function setPayloadField(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
  name: string,
  rule: Json,
  variant?: string,
): Edit[] {
  const below = valueAt(specLayers(files, programmeId).below, fieldPath(endpoint, name, variant).slice(1));
  return [
    {
      file: ownFile(programmeId),
      pointer: toPointer(fieldPath(endpoint, name, variant)),
      value: patchOver(below, rule),
      lines: true,
    },
  ];
}

/**
 * The own-file pointer to remove so no empty object is left on the way (`fields`, the endpoint, `payloads`, the file);
 * never shorter than `keep` segments (a variant only the programme has stays, empty, when its last key goes).
 */
export function emptiedPointer(own: Json | undefined, path: string[], keep = 1): string {
  let at = path;
  while (at.length > Math.max(keep, 1)) {
    const parent = valueAt(own, at.slice(0, -1));
    if (!isJsonObject(parent) || Object.keys(parent).length !== 1) break;
    at = at.slice(0, -1);
  }
  const rest = isJsonObject(own) ? Object.keys(own).filter((k) => k !== '$schema' && k !== at[0]) : [];
  return at.length === 1 && !rest.length ? '' : toPointer(at);
}

/**
 * How many segments of a path under the spec (or variant) its removal must keep: a variant no parent (nor the common
 * spec) has is the programme's own, and taking its last key away must not take the variant with it.
 */
export function keptSegments(files: FileTexts, programmeId: string, endpoint: string, variant?: string): number {
  if (variant === undefined) return 1;
  const path = specPath(endpoint, variant);
  return valueAt(specLayers(files, programmeId).below, path.slice(1)) === undefined ? path.length + 1 : 1;
}

/**
 * Edits that take the programme's own value of a field (of the call, or of its variant) away, so the parent's (or
 * common) one is sent again (or none, for a field the programme added); empty objects left on the way go, the file
 * when nothing is left. None when the programme's file does not name the field.
 */
export function resetPayloadField(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
  name: string,
  variant?: string,
): Edit[] {
  const own = sourceOf(files)[ownFile(programmeId)];
  const fields = valueAt(own, [...specPath(endpoint, variant), 'fields']);
  if (!isJsonObject(fields) || !(name in fields)) return [];
  return [
    {
      file: ownFile(programmeId),
      pointer: emptiedPointer(
        own,
        fieldPath(endpoint, name, variant),
        keptSegments(files, programmeId, endpoint, variant),
      ),
      remove: true,
    },
  ];
}

/**
 * Edits that stop the programme sending field `name` (of the call, or of its variant): a field the parent (or common
 * spec) sends becomes `null` in the programme's own file (a merge-patch deletion); a field only the programme adds is
 * taken out of its file.
 */
export function removePayloadField(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
  name: string,
  variant?: string,
): Edit[] {
  const { below } = specLayers(files, programmeId);
  if (valueAt(below, fieldPath(endpoint, name, variant).slice(1)) !== undefined)
    return [
      { file: ownFile(programmeId), pointer: toPointer(fieldPath(endpoint, name, variant)), value: null, lines: true },
    ];
  return resetPayloadField(files, programmeId, endpoint, name, variant);
}

/** A body field name: what the lender's API reads (letters, digits, `_`). */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The lint problems of each endpoint's spec (lintPayloads, as `journey lint` says them), by endpoint: the problem's
 * pointer is under `/payloads/<endpoint>` of the programme's (or the common) payloads file, or it names the endpoint
 * in calls.json.
 */
export function payloadProblems(programme: ResolvedProgramme): Map<string, Problem[]> {
  const problems = lintPayloads(programme, (rule, file, pointer, form) =>
    lintRule(rule, file, pointer, programme, form),
  );
  const byEndpoint = new Map<string, Problem[]>();
  for (const problem of problems) {
    const endpoint =
      /^\/payloads\/([^/]+)/.exec(problem.pointer)?.[1] ?? /endpoint "([^"]+)"/.exec(problem.message)?.[1];
    if (endpoint) byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), problem]);
  }
  return byEndpoint;
}

export type SourceKind = FieldSource['kind'];

/** The variable a source reads, as a full path of the payload context (`form.pan`, `lead.leadId`); none for a rule. */
function fullPath(source: FieldSource): string | undefined {
  if (source.kind === 'rule') return undefined;
  if (source.kind === 'derived' || source.kind === 'context') return source.variable;
  return `${KIND_ROOTS[source.kind]}.${source.variable}`;
}

/**
 * The source as another kind, keeping what it reads where it can: a form field `pan` becomes the derived value
 * `upper` of `form.pan`, a context value `saved.x.y` the saved answer `x.y`; a rule keeps its JSON, and a source
 * becomes a rule as its rule.
 */
export function switchSource(source: FieldSource, kind: SourceKind): FieldSource {
  if (kind === source.kind) return source;
  if (kind === 'rule') return { kind, rule: sourceRule(source) };
  const path = fullPath(source) ?? '';
  if (kind === 'derived') return { kind, operation: Object.keys(DERIVED_OPERATIONS)[0]!, variable: path };
  if (kind === 'context') return { kind, variable: path };
  const root = `${KIND_ROOTS[kind]}.`;
  return { kind, variable: path.startsWith(root) ? path.slice(root.length) : '' };
}
