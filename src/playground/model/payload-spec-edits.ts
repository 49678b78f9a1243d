import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import { toPointer } from '../../engine/pointer.ts';
import type { Edit, FileTexts } from './files.ts';
import { emptiedPointer, keptSegments, specLayers, specPath, type PayloadOrigin } from './payload-edits.ts';
import { programmeFolder, sourceOf, valueAt } from './programme-layers.ts';

/**
 * A call's spec beyond its fields (payloads.schema.json): `required` (fields that must not be empty, else the call is
 * not made and `missingText` shows), `merge` (context objects spread into the body first, in order) and `variants`
 * (per value of one action param, a spec laid over this one). Each is a key of the programme's own payloads.json, a
 * merge patch over the common specs and its parents': a list (`required`, `merge`) is written whole, as merge patch
 * writes lists; a variant is one key of `variants.specs`, `null` when the child drops a parent's.
 */

const ownFile = (programmeId: string) => `${programmeFolder(programmeId)}payloads.json`;

export { specPath };

/** The spec as the programme resolves it (the variant's own spec, not laid over the base), or `{}`. */
export function resolvedSpec(files: FileTexts, programmeId: string, endpoint: string, variant?: string): JsonObject {
  const spec = valueAt(specLayers(files, programmeId).resolved, specPath(endpoint, variant).slice(1));
  return isJsonObject(spec) ? spec : {};
}

/** Where a key of the spec is written: the programme's own payloads.json, a parent's, the common specs; undefined: nowhere. */
export function specKeyOrigin(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
  variant: string | undefined,
  key: string,
): PayloadOrigin | undefined {
  const { parents, resolved, own } = specLayers(files, programmeId);
  const path = [...specPath(endpoint, variant).slice(1), key];
  if (valueAt(own, path) !== undefined) return 'own';
  if (valueAt(resolved, path) === undefined) return undefined;
  return valueAt(parents, path) !== undefined ? 'parent' : 'common';
}

/** Edits that set key `key` of the spec (or variant) to `value` in the programme's own file; `null` drops a parent's. */
export function setSpecKey(
  programmeId: string,
  endpoint: string,
  variant: string | undefined,
  key: string,
  value: Json,
): Edit[] {
  return [
    { file: ownFile(programmeId), pointer: toPointer([...specPath(endpoint, variant), key]), value, lines: true },
  ];
}

/** Edits that make field `field` required (or not): the spec's `required` list as resolved, changed, written whole. */
export function setRequired(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
  variant: string | undefined,
  field: string,
  required: boolean,
): Edit[] {
  const list = resolvedSpec(files, programmeId, endpoint, variant).required;
  const now = (Array.isArray(list) ? list : []).filter((f): f is string => typeof f === 'string');
  if (now.includes(field) === required) return [];
  return setSpecKey(
    programmeId,
    endpoint,
    variant,
    'required',
    required ? [...now, field] : now.filter((f) => f !== field),
  );
}

/** Edits that set the spec's `merge` list (the context objects spread into the body first, in order). */
export function setMerge(
  programmeId: string,
  endpoint: string,
  variant: string | undefined,
  merge: readonly string[],
): Edit[] {
  return setSpecKey(programmeId, endpoint, variant, 'merge', [...merge]);
}

/**
 * Edits that take the programme's own value of a spec key away so the parent's (or common) one shows again; objects
 * left empty go, the file when nothing else is left. None when the programme's file does not write it.
 */
export function resetSpecKey(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
  variant: string | undefined,
  key: string,
): Edit[] {
  const own = sourceOf(files)[ownFile(programmeId)];
  const path = [...specPath(endpoint, variant), key];
  if (valueAt(own, path) === undefined) return [];
  return [
    {
      file: ownFile(programmeId),
      pointer: emptiedPointer(own, path, keptSegments(files, programmeId, endpoint, variant)),
      remove: true,
    },
  ];
}

/** The spec's variants as resolved: the param that picks one, and each variant's name. */
export function listVariants(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
): { param?: string; names: string[] } {
  const variants = resolvedSpec(files, programmeId, endpoint).variants;
  if (!isJsonObject(variants)) return { names: [] };
  return {
    ...(typeof variants.param === 'string' ? { param: variants.param } : {}),
    names: Object.keys(isJsonObject(variants.specs) ? variants.specs : {}),
  };
}

/** Edits that set the action param whose value picks a variant. */
export function setVariantParam(programmeId: string, endpoint: string, param: string): Edit[] {
  return [
    {
      file: ownFile(programmeId),
      pointer: toPointer([...specPath(endpoint), 'variants', 'param']),
      value: param,
      lines: true,
    },
  ];
}

/** Edits that add variant `name` (a spec laid over the base for that param value), empty until its keys are set. */
export function addVariant(
  files: FileTexts,
  programmeId: string,
  endpoint: string,
  name: string,
  spec: JsonObject = {},
): Edit[] {
  if (listVariants(files, programmeId, endpoint).names.includes(name)) return [];
  return [{ file: ownFile(programmeId), pointer: toPointer(specPath(endpoint, name)), value: spec, lines: true }];
}

/** Edits that remove variant `name`: `null` in the child when a parent (or the common spec) has it, else its own key goes. */
export function removeVariant(files: FileTexts, programmeId: string, endpoint: string, name: string): Edit[] {
  const below = valueAt(specLayers(files, programmeId).below, specPath(endpoint, name).slice(1));
  if (below !== undefined)
    return [{ file: ownFile(programmeId), pointer: toPointer(specPath(endpoint, name)), value: null, lines: true }];
  const own = sourceOf(files)[ownFile(programmeId)];
  return valueAt(own, specPath(endpoint, name)) === undefined
    ? []
    : [{ file: ownFile(programmeId), pointer: emptiedPointer(own, specPath(endpoint, name)), remove: true }];
}
