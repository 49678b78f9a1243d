import { isJsonObject } from '../../engine/json.ts';
import { parsePointer, toPointer } from '../../engine/pointer.ts';

type Data = Record<string, unknown>;

/** A copy of `data` without the values at the given JSON pointers (hidden fields are not submitted). */
export function omitPointers(data: Data, pointers: readonly string[]): Data {
  let out = data;
  for (const pointer of pointers) {
    const segments = parsePointer(pointer);
    const omit = (node: unknown, depth: number): unknown => {
      if (!isJsonObject(node)) return node;
      const key = segments[depth] as string;
      if (!(key in node)) return node;
      if (depth === segments.length - 1) {
        const { [key]: _dropped, ...rest } = node;
        return rest;
      }
      return { ...node, [key]: omit(node[key], depth + 1) };
    };
    if (segments.length) out = omit(out, 0) as Data;
  }
  return out;
}

/** JSON pointers of the leaves whose values differ between two form data objects. */
export function listChangedPointers(before: unknown, after: unknown, path: string[] = []): string[] {
  if (isJsonObject(before) || isJsonObject(after)) {
    const a = isJsonObject(before) ? before : {};
    const b = isJsonObject(after) ? after : {};
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => listChangedPointers(a[key], b[key], [...path, key]));
  }
  return Object.is(before, after) || JSON.stringify(before) === JSON.stringify(after) ? [] : [toPointer(path)];
}
