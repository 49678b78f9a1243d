import { parsePointer } from './pointer.ts';

// Finds where a JSON pointer's value is written in a JSON text as the analyst formatted it, so that a problem
// reported at `file#/pointer` can also be shown at its line and column (CI annotations, editors).

/** A place in a text: 1-based line, and 1-based column counted in characters (code points) from the line's start. */
export interface TextPosition {
  line: number;
  column: number;
}

/** Where a pointer was found: `exact` is false when only an ancestor exists (the position is then the ancestor's). */
export interface PointerPosition extends TextPosition {
  exact: boolean;
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;
const SPACE = /[ \t\r\n]/;

function skipSpace(text: string, i: number): number {
  while (i < text.length && SPACE.test(text[i] ?? '')) i++;
  return i;
}

/** The offset just after the string starting at `i` (its opening quote). */
function stringEnd(text: string, i: number): number {
  for (i++; text[i] !== '"'; i++) {
    if (i >= text.length) throw new Error('unterminated string');
    if (text[i] === '\\') i++;
  }
  return i + 1;
}

/** The offset just after the value starting at `i`. */
function valueEnd(text: string, i: number): number {
  const first = text[i];
  if (first === '"') return stringEnd(text, i);
  if (first !== '{' && first !== '[') {
    while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i++;
    return i;
  }
  let depth = 0;
  do {
    const c = text[i];
    if (c === '"') {
      i = stringEnd(text, i);
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    i++;
  } while (depth > 0 && i < text.length);
  if (depth > 0) throw new Error('unterminated container');
  return i;
}

interface Hit {
  /** where the member's key, or the element, starts */
  mark: number;
  /** where its value starts */
  value: number;
}

/** The member `key` of the object opening at `open` (the last one when a key is repeated, as JSON.parse keeps it). */
function findMember(text: string, open: number, key: string): Hit | undefined {
  let hit: Hit | undefined;
  let i = skipSpace(text, open + 1);
  while (text[i] !== '}') {
    if (text[i] !== '"') throw new Error('expected a key');
    const mark = i;
    i = stringEnd(text, i);
    const name = JSON.parse(text.slice(mark, i)) as string;
    i = skipSpace(text, i);
    if (text[i] !== ':') throw new Error('expected a colon');
    const value = skipSpace(text, i + 1);
    if (name === key) hit = { mark, value };
    i = skipSpace(text, valueEnd(text, value));
    if (text[i] === ',') i = skipSpace(text, i + 1);
    else if (text[i] !== '}') throw new Error('expected , or }');
  }
  return hit;
}

/** The element `segment` (an array index as RFC 6901 writes it) of the array opening at `open`. */
function findElement(text: string, open: number, segment: string): Hit | undefined {
  if (!ARRAY_INDEX.test(segment)) return undefined;
  let i = skipSpace(text, open + 1);
  for (let index = 0; text[i] !== ']'; index++) {
    if (index === Number(segment)) return { mark: i, value: i };
    i = skipSpace(text, valueEnd(text, i));
    if (text[i] === ',') i = skipSpace(text, i + 1);
    else if (text[i] !== ']') throw new Error('expected , or ]');
  }
  return undefined;
}

function positionOf(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: Array.from(before.slice(lineStart)).length + 1 };
}

/**
 * Where the value a JSON pointer names is written in `text` (a JSON document as written, any indentation), as a
 * 1-based line and column: for an object's member, its key's opening quote (the line reads `"key": value`); for an
 * array's element or the whole document, the value's first character. Pointer segments are unescaped as RFC 6901
 * says (`~1` is `/`, `~0` is `~`) and keys are compared once decoded (`"caf\u00e9"` is `café`); a repeated key is
 * found where JSON.parse reads it (its last occurrence). When the pointer names nothing, the position is that of the
 * deepest ancestor that exists, with `exact: false` (a problem about a missing key points at the object that lacks
 * it). Returns undefined when the text is not JSON as far as the walk reads it.
 */
export function locatePointer(text: string, pointer: string): PointerPosition | undefined {
  const segments = parsePointer(pointer);
  try {
    let value = skipSpace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
    if (value >= text.length) return undefined;
    let mark = value;
    let depth = 0;
    for (; depth < segments.length; depth++) {
      const segment = segments[depth] ?? '';
      const open = text[value];
      const hit = open === '{' ? findMember(text, value, segment) : open === '[' ? findElement(text, value, segment) : undefined;
      if (!hit) break;
      ({ mark, value } = hit);
    }
    return { ...positionOf(text, mark), exact: depth === segments.length };
  } catch {
    return undefined;
  }
}
