import { parsePointer, toPointer } from '../engine/pointer.ts';

// Edits one value of a hand-formatted JSON file in place: the meta-schemas keep short lists and rules on one line
// each, and a generated list must leave every other byte of the file as the analyst wrote it.

export interface Span {
  start: number;
  end: number;
}

/** Where each value of a JSON text starts and ends, by JSON pointer (the whole document at ''). */
export function locateValues(text: string): Map<string, Span> {
  const spans = new Map<string, Span>();
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const readString = (): string => {
    const start = i;
    for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (path: Array<string | number>): void => {
    skipSpace();
    const start = i;
    if (text[i] === '{' || text[i] === '[') readContainer(path, text[i] === '{');
    else if (text[i] === '"') readString();
    else while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i++;
    spans.set(toPointer(path), { start, end: i });
  };
  const readContainer = (path: Array<string | number>, isObject: boolean): void => {
    const close = isObject ? '}' : ']';
    i++;
    skipSpace();
    for (let index = 0; text[i] !== close; index++) {
      if (i >= text.length) throw new Error('unterminated JSON');
      let key: string | number = index;
      if (isObject) {
        key = readString();
        skipSpace();
        i++; // the colon
      }
      readValue([...path, key]);
      skipSpace();
      if (text[i] === ',') i++;
      skipSpace();
    }
    i++;
  };
  readValue([]);
  return spans;
}

/** The house's one-line JSON: `{ "a": ["b", "c"] }`, as the meta-schemas write short values. */
export function formatCompact(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formatCompact).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${formatCompact(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/**
 * `value` written the way the text it replaces was: on one line if that was, an array with one compact element per
 * line if that was, else indented by two spaces from the line it starts on.
 */
export function formatLike(text: string, span: Span, value: unknown): string {
  const old = text.slice(span.start, span.end);
  if (!old.includes('\n')) return formatCompact(value);
  const baseIndent = /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', span.start) + 1))?.[0] ?? '';
  if (Array.isArray(value) && /^\[\s*\n\s*[{["]/.test(old) && old.split('\n').length - 2 === countElements(old)) {
    return `[\n${value.map((v) => `${baseIndent}  ${formatCompact(v)}`).join(',\n')}\n${baseIndent}]`;
  }
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${baseIndent}`);
}

/** How many elements an array's text has (its own, not nested ones). */
function countElements(arrayText: string): number {
  return [...locateValues(arrayText).keys()].filter((p) => /^\/\d+$/.test(p)).length;
}

/** The text with the values at `pointers` replaced by `values` (pointers that do not nest one another). */
export function replaceValues(text: string, replacements: ReadonlyArray<{ pointer: string; value: unknown }>): string {
  // a file as JSON.stringify(x, null, 2) writes it stays so (an empty list `[]` grows onto lines of its own)
  const parsed = JSON.parse(text) as unknown;
  const newline = text.endsWith('\n') ? '\n' : '';
  if (text === JSON.stringify(parsed, null, 2) + newline) {
    for (const { pointer, value } of replacements) setAtPointer(parsed, pointer, value);
    return JSON.stringify(parsed, null, 2) + newline;
  }
  const spans = locateValues(text);
  const edits = replacements.map(({ pointer, value }) => {
    const span = spans.get(pointer);
    if (!span) throw new Error(`no value at ${pointer}`);
    return { span, replacement: formatLike(text, span, value) };
  });
  let out = text;
  for (const { span, replacement } of edits.sort((a, b) => b.span.start - a.span.start)) out = out.slice(0, span.start) + replacement + out.slice(span.end);
  return out;
}

function setAtPointer(document: unknown, pointer: string, value: unknown): void {
  const path = parsePointer(pointer);
  const last = path.pop();
  const parent = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  if (last === undefined || parent === null || typeof parent !== 'object' || !Object.hasOwn(parent, last)) throw new Error(`no value at ${pointer}`);
  (parent as Record<string, unknown>)[last] = value;
}
