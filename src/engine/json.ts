/** A JSON value: what a config file, a form's data or an API answer holds once parsed. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/**
 * True for a plain object (not an array, not null): the one "is this an object with keys" check of the code, for
 * config, form data and API answers alike.
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when two JSON values are equal, whatever the order of their objects' keys. */
export function isSameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => isSameJson(v, b[i]));
  if (!isJsonObject(a) || !isJsonObject(b)) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && isSameJson(a[k], b[k]));
}
