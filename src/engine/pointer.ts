/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins segments into a JSON pointer: `['a', 0, 'b/c']` -> `/a/0/b~1c`. */
export function toPointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => '/' + escapePointerSegment(s)).join('');
}

/**
 * Splits a JSON pointer into its unescaped segments; `''` is the whole document. Only `~1` (`/`) and `~0` (`~`) are
 * escapes (RFC 6901): a `%` is an ordinary character, so a key such as `100%` is read as written.
 */
export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  return body
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/**
 * Reads the value at a JSON pointer, or `undefined` when a segment is missing. Only a node's own keys are read (never
 * `constructor` or `__proto__` inherited from Object), and an array only by index (never its `length`).
 */
export function getAtPointer(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const segment of parsePointer(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    if (Array.isArray(node) ? !ARRAY_INDEX.test(segment) : !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
