import { isJsonObject, type Json } from './json.ts';
import { toPointer } from './pointer.ts';

/**
 * Keywords that can fail on a borrower's input, each of which must carry an ajv-errors message. `type` counts on a
 * field (1234.5 in a whole number reads "must be integer" otherwise), never on an object, which the form itself builds.
 */
export const FAILING_KEYWORDS = [
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'minItems',
  'maxItems',
] as const;

/** A schema rule that can fail but has no message: the JSON pointer of the subschema and the keyword. */
export interface UnmessagedRule {
  pointer: string;
  keyword: string;
}

function hasMessage(node: { [key: string]: Json }, keyword: string, property?: string): boolean {
  const message = node.errorMessage;
  if (typeof message === 'string') return true;
  if (!isJsonObject(message)) return false;
  if (property === undefined) return typeof message[keyword] === 'string';
  const entry = message[keyword];
  return typeof entry === 'string' || (isJsonObject(entry) && typeof entry[property] === 'string');
}

/**
 * Lists every rule of a bundled form schema that can fail without an `errorMessage` for it, including each
 * `required` property. `const` and `enum` inside a `oneOf` option are covered by the message on the `oneOf`.
 */
export function findUnmessagedRules(schema: Json): UnmessagedRule[] {
  const found: UnmessagedRule[] = [];
  const walk = (node: Json, path: Array<string | number>, insideChoice: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i], insideChoice));
    if (!isJsonObject(node)) return;
    const isCondition = path[path.length - 1] === 'if';
    if (!isCondition) {
      for (const keyword of FAILING_KEYWORDS) {
        if (!(keyword in node) || (insideChoice && (keyword === 'const' || keyword === 'enum'))) continue;
        if (keyword === 'type' && node.type === 'object') continue;
        if (!hasMessage(node, keyword)) found.push({ pointer: toPointer(path), keyword });
      }
      if (Array.isArray(node.required)) {
        for (const name of node.required) {
          if (typeof name === 'string' && !hasMessage(node, 'required', name))
            found.push({ pointer: toPointer([...path, 'required']), keyword: `required ${name}` });
        }
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'errorMessage' || key === 'default' || key === 'examples' || isCondition) continue;
      walk(child, [...path, key], key === 'oneOf' || key === 'anyOf' || (insideChoice && /^\d+$/.test(key)));
    }
  };
  walk(schema, [], false);
  return found;
}

/** JSON pointers of the leaf fields of a form schema (`/pan_number`, `/secondaryAddress/pincode`), in order. */
export function listFormFields(schema: Json, order?: readonly string[]): string[] {
  const fields: string[] = [];
  const walk = (node: Json, path: string[]): void => {
    if (!isJsonObject(node)) return;
    const props = isJsonObject(node.properties) ? node.properties : undefined;
    if (!props) {
      if (path.length) fields.push(toPointer(path));
      return;
    }
    const names = Object.keys(props);
    const ordered =
      path.length === 0 && order
        ? [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))]
        : names;
    for (const name of ordered) walk(props[name] as Json, [...path, name]);
  };
  walk(schema, []);
  return fields;
}

/** True when a dotted path (`secondaryAddress.pincode`) names a property of the schema (objects all the way). */
export function hasFormPath(schema: Json, dotted: string): boolean {
  let node: Json | undefined = schema;
  for (const part of dotted.split('.')) {
    if (!isJsonObject(node) || !isJsonObject(node.properties) || !(part in node.properties)) return false;
    node = node.properties[part];
  }
  return true;
}

const BRANCHES = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * The subschemas whose `properties` describe the same object as a schema: itself, its `then` / `else`, and the items
 * of its `allOf` / `anyOf` / `oneOf`, deeply (a field asked only under a condition is still a field of the form).
 */
export function schemaParts(node: Json | undefined): Array<{ [key: string]: Json }> {
  if (!isJsonObject(node)) return [];
  const parts = [node, ...schemaParts(node.then), ...schemaParts(node.else)];
  for (const key of BRANCHES) {
    const list = node[key];
    if (Array.isArray(list)) for (const item of list) parts.push(...schemaParts(item));
  }
  return parts;
}
