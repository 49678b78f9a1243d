import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import { isListPatch, itemName, ITEM_NAME_KEYS, LIST_PATCH } from '../../engine/merge-patch.ts';
import { parsePointer, toPointer } from '../../engine/pointer.ts';
import { layerProgrammeFiles, parentProgrammeOf, PROGRAMMES_ROOT } from '../../engine/resolve-programme.ts';
import type { ConfigSource } from '../../engine/types.ts';
import type { FileTexts } from './files.ts';

/** The folder of a programme's own files. */
export const programmeFolder = (programmeId: string): string => `${PROGRAMMES_ROOT}/${programmeId}/`;

const parsed = new WeakMap<FileTexts, ConfigSource>();

/** The texts parsed as the engine reads them (a text that is not JSON is left out); cached per `files` object. */
export function sourceOf(files: FileTexts): ConfigSource {
  let source = parsed.get(files);
  if (!source) {
    const values: Record<string, Json> = {};
    for (const [path, text] of Object.entries(files)) {
      try {
        values[path] = JSON.parse(text) as Json;
      } catch {
        // not JSON (yet): the check reports it; the model reads what it can
      }
    }
    source = values;
    parsed.set(files, source);
  }
  return source;
}

/** The programme a programme `extends`, if any. */
export function parentOf(files: FileTexts, programmeId: string): string | undefined {
  return parentProgrammeOf(sourceOf(files), programmeId);
}

const layeredCache = new WeakMap<FileTexts, Map<string, Record<string, Json>>>();

/**
 * Every file of a programme as layered (the parent's with the programme's patch applied), by its path relative to the
 * programme's folder; empty when it does not resolve. Cached per `files` object (the studio's texts are immutable).
 */
export function layeredFiles(files: FileTexts, programmeId: string): Record<string, Json> {
  let byId = layeredCache.get(files);
  if (!byId) layeredCache.set(files, (byId = new Map()));
  let result = byId.get(programmeId);
  if (!result) {
    const layered = layerProgrammeFiles(sourceOf(files), programmeId);
    result = layered.ok ? layered.value.files : {};
    byId.set(programmeId, result);
  }
  return result;
}

/** A file of a programme as layered, or undefined. */
export function layeredFile(files: FileTexts, programmeId: string, file: string): Json | undefined {
  return layeredFiles(files, programmeId)[file];
}

/** The file as its programme's parent layers it: what shows when the programme sets nothing. */
export function parentFile(files: FileTexts, programmeId: string, file: string): Json | undefined {
  const parent = parentOf(files, programmeId);
  return parent ? layeredFile(files, parent, file) : undefined;
}

/**
 * The merge patch that turns `below` into `value`: `value` itself, with `null` for each key of `below` it lacks, at
 * every depth where both are objects (a rule `{"var": "lead.id"}` replaced by `{"upper": {...}}` is patched as
 * `{"upper": {...}, "var": null}`, since a merge patch merges objects key by key).
 */
export function patchOver(below: Json | undefined, value: Json): Json {
  if (!isJsonObject(below) || !isJsonObject(value)) return value;
  const patch: JsonObject = {};
  for (const [key, v] of Object.entries(value)) patch[key] = patchOver(below[key], v);
  for (const key of Object.keys(below)) if (!(key in value)) patch[key] = null;
  return patch;
}

/**
 * The parent's value at `pointer` of the programme's resolved file `file` (a list item is found in the parent's list
 * by its name, not its index); undefined when the parent does not have it, or there is no parent.
 */
export function parentValueAt(files: FileTexts, programmeId: string, file: string, pointer: string): Json | undefined {
  let resolved = layeredFile(files, programmeId, file);
  let below = parentFile(files, programmeId, file);
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(resolved)) {
      const name = itemName(resolved[Number(segment)]);
      below = Array.isArray(below)
        ? name === undefined
          ? below[Number(segment)]
          : below.find((item) => itemName(item) === name)
        : undefined;
    } else {
      below = isJsonObject(below) ? below[segment] : undefined;
    }
    resolved = valueAt(resolved, [segment]);
  }
  return below;
}

/** Where a pointer of the resolved file lands in the programme's own file. */
export interface OwnPlace {
  /** own-document segments reached (through `$patch` operations) */
  path: Array<string | number>;
  /** the own value there (undefined: the programme sets nothing there yet) */
  own: Json | undefined;
  /** the resolved (layered) value there */
  resolved: Json | undefined;
  /** segments of the resolved pointer not yet reached: the own file has nothing on the way */
  rest: string[];
  /** true when the walk stopped at a value the programme writes whole (a list, a scalar) on the way */
  whole: boolean;
  /** true when the place is inside an item the programme inserts (`$insert`): its nulls are values, not deletions */
  inserted: boolean;
}

/** The name key an item is named by (`id`, `key`, `type` or `name`). */
export function nameKeyOf(item: Json | undefined): string {
  return ITEM_NAME_KEYS.find((k) => isJsonObject(item) && typeof item[k] === 'string') ?? 'id';
}

/** The operation of a list patch that changes or inserts the item named `name`, and its index. */
function findOperation(
  operations: Json[],
  name: string | undefined,
): { index: number; op: JsonObject; inserted: boolean } | undefined {
  for (const [index, op] of operations.entries()) {
    if (!isJsonObject(op)) continue;
    if (isJsonObject(op.$insert) && itemName(op.$insert) === name) return { index, op: op.$insert, inserted: true };
    if (!('$remove' in op) && !('$insert' in op) && itemName(op) === name) return { index, op, inserted: false };
  }
  return undefined;
}

/**
 * Follows a pointer of the resolved file into the programme's own file: through objects key by key, through a list
 * patch by the item's name (the resolved pointer names the item by its index in the resolved list).
 */
export function locateOwn(
  own: Json | undefined,
  resolved: Json | undefined,
  pointer: string,
  layered: boolean,
): OwnPlace {
  const segments = parsePointer(pointer);
  const place: OwnPlace = { path: [], own, resolved, rest: [], whole: false, inserted: false };
  for (const [i, segment] of segments.entries()) {
    const resolvedList = Array.isArray(place.resolved) ? place.resolved : undefined;
    if (layered && resolvedList && isListPatch(place.own)) {
      const item = resolvedList[Number(segment)];
      const found = findOperation(place.own[LIST_PATCH], itemName(item));
      if (!found) return { ...place, rest: segments.slice(i) };
      place.path.push(LIST_PATCH, found.index, ...(found.inserted ? ['$insert'] : []));
      Object.assign(place, { own: found.op, resolved: item, inserted: place.inserted || found.inserted });
      continue;
    }
    if (place.own === undefined || place.own === null) return { ...place, rest: segments.slice(i) };
    if (!isJsonObject(place.own) && !Array.isArray(place.own))
      return { ...place, rest: segments.slice(i), whole: true };
    if (Array.isArray(place.own)) place.whole = true;
    const next = Array.isArray(place.own) ? place.own[Number(segment)] : place.own[segment];
    place.path.push(Array.isArray(place.own) ? Number(segment) : segment);
    place.own = next;
    place.resolved = isJsonObject(place.resolved)
      ? place.resolved[segment]
      : Array.isArray(place.resolved)
        ? place.resolved[Number(segment)]
        : undefined;
  }
  return place;
}

/** Reads a value at resolved-pointer segments. */
export function valueAt(node: Json | undefined, segments: readonly string[]): Json | undefined {
  let at = node;
  for (const s of segments) at = isJsonObject(at) ? at[s] : Array.isArray(at) ? at[Number(s)] : undefined;
  return at;
}

/**
 * Where a place of a programme's own file (a problem's `file#pointer`, e.g. `.../programme.json#/terms/$patch/1/label`)
 * is in the resolved file the studio shows: the programme, the file relative to its folder, and the pointer with each
 * list patch operation replaced by its item's index in the resolved list (`/terms/1/label`). Undefined for a file
 * outside the programme folders; the pointer stops where the resolved file has nothing (an operation that removes).
 */
export function resolvedPlace(
  files: FileTexts,
  path: string,
  ownPointer: string,
): { programmeId: string; file: string; pointer: string } | undefined {
  const match = /^journey-config\/programmes\/([^/]+)\/(.+)$/.exec(path);
  if (!match) return undefined;
  const [, programmeId, file] = match;
  const own = sourceOf(files)[path];
  let resolved = layeredFile(files, programmeId, file);
  let at: Json | undefined = own;
  const out: Array<string | number> = [];
  const segments = parsePointer(ownPointer);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === LIST_PATCH && isListPatch(at) && Array.isArray(resolved)) {
      const op: Json | undefined = at[LIST_PATCH][Number(segments[i + 1])];
      const item: Json | undefined = isJsonObject(op) && isJsonObject(op.$insert) ? op.$insert : op;
      const index = resolved.findIndex((r) => itemName(r) !== undefined && itemName(r) === itemName(item));
      if (index < 0) break;
      out.push(index);
      resolved = resolved[index];
      at = item;
      i += isJsonObject(op) && segments[i + 2] === '$insert' ? 2 : 1;
      continue;
    }
    out.push(segment);
    at = valueAt(at, [segment]);
    resolved = valueAt(resolved, [segment]);
  }
  return { programmeId, file, pointer: toPointer(out) };
}
