import { isJsonObject, type Json } from './json.ts';
import { escapePointerSegment } from './pointer.ts';

/** Keys a patch may not carry: assigning them would reach an object's prototype instead of setting a value. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A merge patch that names `__proto__`, `constructor` or `prototype`; `pointer` is where, inside the patch. */
export class UnsafeMergeKeyError extends Error {
  constructor(readonly pointer: string) {
    super(`a merge patch may not set "${pointer.slice(pointer.lastIndexOf('/') + 1)}" (at ${pointer})`);
  }
}

/**
 * Applies a JSON Merge Patch (RFC 7386): objects merge key by key, `null` deletes a key, anything else replaces.
 * This is how a programme that `extends` another states only what differs. A patch naming `__proto__`,
 * `constructor` or `prototype` is refused with an `UnsafeMergeKeyError`, never half-applied.
 */
export function applyMergePatch(target: Json | undefined, patch: Json, at = ''): Json {
  if (!isJsonObject(patch)) return patch;
  const result: { [key: string]: Json } = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key)) throw new UnsafeMergeKeyError(`${at}/${key}`);
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value, `${at}/${escapePointerSegment(key)}`);
  }
  return result;
}
