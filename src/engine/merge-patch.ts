import { isJsonObject, type Json, type JsonObject } from './json.ts';
import { escapePointerSegment } from './pointer.ts';

/** Keys a patch may not carry: assigning them would reach an object's prototype instead of setting a value. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The keys that name an item of a list, in the order they are tried: an item is named by its `id`, or its `key`
 * (offer and quote fields), or its `type` (KFS charges), or its `name` (example vectors). A list whose every item has
 * a name may be patched item by item (`{"$patch": [...]}`); a list of plain values is always written whole.
 */
export const ITEM_NAME_KEYS = ['id', 'key', 'type', 'name'] as const;

/** The key of a list patch, in place of the list: `{"$patch": [operations]}`. */
export const LIST_PATCH = '$patch';

/** A patch that cannot be applied; `pointer` is where, inside the patch. */
export class MergePatchError extends Error {
  constructor(
    readonly pointer: string,
    message: string,
  ) {
    super(message);
  }
}

/** A merge patch that names `__proto__`, `constructor` or `prototype`; `pointer` is where, inside the patch. */
export class UnsafeMergeKeyError extends MergePatchError {
  constructor(pointer: string) {
    super(pointer, `a merge patch may not set "${pointer.slice(pointer.lastIndexOf('/') + 1)}" (at ${pointer})`);
  }
}

/** A list patch that names an item the list does not have, or cannot apply for another reason. */
export class ListPatchError extends MergePatchError {}

/**
 * Applies a JSON Merge Patch (RFC 7386): objects merge key by key, `null` deletes a key, anything else replaces.
 * This is how a programme that `extends` another states only what differs. One addition: an object
 * `{"$patch": [operations]}` in place of a list changes, inserts, moves or removes named items of the list (see
 * `applyListPatch`). A patch naming `__proto__`, `constructor` or `prototype` is refused with an
 * `UnsafeMergeKeyError`, a list patch that cannot apply with a `ListPatchError`; neither is half-applied.
 */
export function applyMergePatch(target: Json | undefined, patch: Json, at = '', options: MergeOptions = {}): Json {
  if (!isJsonObject(patch)) return patch;
  if (isListPatch(patch)) return applyListPatch(target, patch[LIST_PATCH], `${at}/${LIST_PATCH}`, 'refuse', options);
  if (target !== undefined && options.replaces?.(target, patch)) {
    refuseUnsafeKeys(patch, at);
    return patch;
  }
  const result: { [key: string]: Json } = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key)) throw new UnsafeMergeKeyError(`${at}/${key}`);
    if (value === null) delete result[key];
    else
      result[key] = applyMergePatch(
        Object.hasOwn(result, key) ? result[key] : undefined,
        value,
        `${at}/${escapePointerSegment(key)}`,
        options,
      );
  }
  return result;
}

/** How a merge patch is applied: `replaces` says when a patch object takes the place of its target whole (a rule over a rule). */
export interface MergeOptions {
  replaces?: (target: Json, patch: JsonObject) => boolean;
}

/** True for `{"$patch": [...]}`: a list patch, which stands where a list is patched. */
export function isListPatch(value: Json | undefined): value is { [LIST_PATCH]: Json[] } {
  return isJsonObject(value) && Object.keys(value).length === 1 && Array.isArray(value[LIST_PATCH]);
}

/** The name of a list item: its `id`, `key`, `type` or `name` (the first it has, as a string), or undefined. */
export function itemName(item: Json | undefined): string | undefined {
  if (!isJsonObject(item)) return undefined;
  for (const key of ITEM_NAME_KEYS) if (typeof item[key] === 'string') return item[key];
  return undefined;
}

/** The pointers of every list patch in a document (each `{"$patch": ...}`), for a file that has nothing under it. */
export function findListPatches(node: Json | undefined, at = ''): string[] {
  if (isListPatch(node)) return [at];
  if (Array.isArray(node)) return node.flatMap((v, i) => findListPatches(v, `${at}/${i}`));
  if (!isJsonObject(node)) return [];
  return Object.entries(node).flatMap(([k, v]) => findListPatches(v, `${at}/${escapePointerSegment(k)}`));
}

/** An inserted item is taken as written (its nulls are values), but may not name a refused key either. */
function refuseUnsafeKeys(node: Json, at: string): void {
  if (Array.isArray(node)) node.forEach((v, i) => refuseUnsafeKeys(v, `${at}/${i}`));
  if (!isJsonObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (UNSAFE_KEYS.has(key)) throw new UnsafeMergeKeyError(`${at}/${key}`);
    refuseUnsafeKeys(value, `${at}/${escapePointerSegment(key)}`);
  }
}

const names = (list: Json[]) => list.map((item) => itemName(item) ?? '?').join(', ');

function indexOf(list: Json[], name: Json | undefined, pointer: string): number {
  const index = list.findIndex((item) => itemName(item) === name);
  if (typeof name !== 'string' || index < 0)
    throw new ListPatchError(pointer, `no item "${String(name)}" in this list (known: ${names(list)})`);
  return index;
}

/** Puts `item` into `list` before or after the item an operation names with `$before` / `$after`, or at the end. */
function place(list: Json[], item: Json, op: JsonObject, at: string): void {
  if ('$before' in op && '$after' in op)
    throw new ListPatchError(at, 'an operation names "$before" or "$after", not both');
  if ('$before' in op) list.splice(indexOf(list, op.$before, `${at}/$before`), 0, item);
  else if ('$after' in op) list.splice(indexOf(list, op.$after, `${at}/$after`) + 1, 0, item);
  else list.push(item);
}

function insertItem(list: Json[], op: JsonObject, at: string): void {
  const item = op.$insert;
  const name = itemName(item);
  if (name === undefined)
    throw new ListPatchError(`${at}/$insert`, `an inserted item needs a name (${ITEM_NAME_KEYS.join(', ')})`);
  if (list.some((existing) => itemName(existing) === name))
    throw new ListPatchError(`${at}/$insert`, `the list already has an item "${name}": change it instead`);
  refuseUnsafeKeys(item as Json, `${at}/$insert`);
  place(list, item as Json, op, at);
}

function changeItem(list: Json[], op: JsonObject, at: string, options: MergeOptions): void {
  const name = itemName(op);
  if (name === undefined)
    throw new ListPatchError(
      at,
      `an operation is {"$insert": item}, {"$remove": name} or an item's name (${ITEM_NAME_KEYS.join(', ')}) with the fields it changes`,
    );
  const index = indexOf(list, name, `${at}/${ITEM_NAME_KEYS.find((k) => typeof op[k] === 'string')}`);
  const { $before: _before, $after: _after, ...fields } = op;
  const changed = applyMergePatch(list[index], fields, at, options);
  if (!('$before' in op) && !('$after' in op)) {
    list[index] = changed;
    return;
  }
  list.splice(index, 1);
  place(list, changed, op, at);
}

/**
 * Applies a list patch: each operation, in order, is one of
 * - `{"id": "x", "label": "..."}`: the item named `x` (by `id`, `key`, `type` or `name`) is merge-patched with the other
 *   fields (`null` deletes a field); with `"$before": "y"` or `"$after": "y"` it also moves there;
 * - `{"$insert": {item}, "$after": "y"}` (or `"$before"`, or neither: at the end): a new item;
 * - `{"$remove": "x"}`: the item named `x` goes.
 * The list patched must hold only named items, unless `unnamed` is "keep" (a scenario's steps: only the named ones
 * can be changed, removed or placed against). A name the list does not have is a `ListPatchError` whose pointer
 * is the operation's (`at` is the pointer of the `$patch` array).
 */
export function applyListPatch(
  target: Json | undefined,
  operations: Json[],
  at: string,
  unnamed: 'refuse' | 'keep' = 'refuse',
  options: MergeOptions = {},
): Json[] {
  if (!Array.isArray(target)) throw new ListPatchError(at, 'there is no list here to patch: write the list whole');
  const firstUnnamed = unnamed === 'keep' ? -1 : target.findIndex((item) => itemName(item) === undefined);
  if (firstUnnamed >= 0)
    throw new ListPatchError(
      at,
      `item ${firstUnnamed} of this list has no name (${ITEM_NAME_KEYS.join(', ')}): write the list whole`,
    );
  const list = [...target];
  operations.forEach((op, i) => {
    const pointer = `${at}/${i}`;
    if (!isJsonObject(op)) throw new ListPatchError(pointer, 'an operation is an object');
    if ('$remove' in op) list.splice(indexOf(list, op.$remove, `${pointer}/$remove`), 1);
    else if ('$insert' in op) insertItem(list, op, pointer);
    else changeItem(list, op, pointer, options);
  });
  return list;
}
