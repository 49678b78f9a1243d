import { formatValue, isValueFormat, VALUE_FORMATS } from './format.ts';
import { isJsonObject, type Json } from './json.ts';
import { toPointer } from './pointer.ts';

/** `{{name}}` or `{{name|format}}` in a string. */
const TEMPLATE = /\{\{\s*([A-Za-z][\w.-]*)\s*(?:\|\s*([A-Za-z]\w*)\s*)?\}\}/g;

/** A constant that a config value names but the programme does not define, or a format that does not exist. */
export interface MissingConstant {
  name: string;
  pointer: string;
  /** Set when the constant exists but the format named after `|` does not. */
  format?: string;
}

/** The problem text of a missing constant or format, for lint. */
export function missingConstantMessage(missing: Pick<MissingConstant, 'name' | 'format'>): string {
  return missing.format === undefined
    ? `unknown constant "${missing.name}"`
    : `unknown format "${missing.format}" in {{${missing.name}|${missing.format}}} (known: ${Object.keys(VALUE_FORMATS).join(', ')})`;
}

/** True for `{"$const": "name"}`. */
export function isConstantReference(value: unknown): value is { $const: string } {
  return isJsonObject(value) && typeof value.$const === 'string' && Object.keys(value).length === 1;
}

/**
 * Replaces `{{name}}` in a string with the value's text, and `{{name|format}}` with the value in that format
 * (`{{loanAmountMin|inr}}` -> `₹50,000`; formats: VALUE_FORMATS). An unknown name or format stays as written and is
 * reported (`format` set when the name is known but the format is not).
 */
export function interpolate(
  text: string,
  constants: Readonly<Record<string, Json | string | number>>,
  onMissing: (name: string, format?: string) => void = () => {},
): string {
  return text.replace(TEMPLATE, (whole, name: string, format: string | undefined) => {
    if (!Object.hasOwn(constants, name)) {
      onMissing(name);
      return whole;
    }
    if (format === undefined) return String(constants[name]);
    if (!isValueFormat(format)) {
      onMissing(name, format);
      return whole;
    }
    return formatValue(constants[name], format);
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
      return interpolate(node, constants, (name, format) =>
        missing.push({ name, pointer: toPointer(path), ...(format === undefined ? {} : { format }) }),
      );
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
