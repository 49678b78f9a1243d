import { isJsonObject, type Json } from './json.ts';

/**
 * Applies a JSON Merge Patch (RFC 7386): objects merge key by key, `null` deletes a key, anything else replaces.
 * This is how a programme that `extends` another states only what differs.
 */
export function applyMergePatch(target: Json | undefined, patch: Json): Json {
  if (!isJsonObject(patch)) return patch;
  const result: { [key: string]: Json } = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}
