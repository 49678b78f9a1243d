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
