import { isJsonObject, type Json } from './json.ts';
import { toPointer } from './pointer.ts';

const TEMPLATE = /\{\{\s*([A-Za-z][\w.-]*)\s*\}\}/g;

/** A constant that a config value names but the programme does not define. */
export interface MissingConstant {
  name: string;
  pointer: string;
}

/** True for `{"$const": "name"}`. */
export function isConstantReference(value: unknown): value is { $const: string } {
  return isJsonObject(value) && typeof value.$const === 'string' && Object.keys(value).length === 1;
}

/** Replaces `{{name}}` in a string with the constant's value. Unknown names stay as written and are reported. */
export function interpolate(
  text: string,
  constants: Readonly<Record<string, Json>>,
  onMissing: (name: string) => void = () => {},
): string {
  return text.replace(TEMPLATE, (whole, name: string) => {
    if (!(name in constants)) {
      onMissing(name);
      return whole;
    }
    return String(constants[name]);
  });
}

/**
 * Substitutes programme constants into a config value: `{"$const": "gstUsernameMaxLength"}` becomes the number,
 * and `{{gstUsernameMaxLength}}` inside strings (messages, format names) becomes its text. Returns the new value
 * and every name that did not resolve, with its JSON pointer.
 */
export function substituteConstants(
  value: Json,
  constants: Readonly<Record<string, Json>>,
): { value: Json; missing: MissingConstant[] } {
  const missing: MissingConstant[] = [];
  const walk = (node: Json, path: Array<string | number>): Json => {
    if (typeof node === 'string') {
      return interpolate(node, constants, (name) => missing.push({ name, pointer: toPointer(path) }));
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, i]));
    if (!isJsonObject(node)) return node;
    if (isConstantReference(node)) {
      if (node.$const in constants) return constants[node.$const] as Json;
      missing.push({ name: node.$const, pointer: toPointer(path) });
      return node;
    }
    const out: { [key: string]: Json } = {};
    for (const [key, child] of Object.entries(node)) out[key] = walk(child, [...path, key]);
    return out;
  };
  return { value: walk(value, []), missing };
}
