import { parseJsonText, valueSpan, type Span } from '../engine/locate-pointer.ts';
import { parsePointer } from '../engine/pointer.ts';

// Edits one value of a hand-formatted JSON file in place: the meta-schemas keep short lists and rules on one line
// each, and a generated list must leave every other byte of the file as the analyst wrote it.

/** The house's one-line JSON: `{ "a": ["b", "c"] }`, as the meta-schemas write short values. */
export function formatCompact(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formatCompact).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length
      ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${formatCompact(v)}`).join(', ')} }`
      : '{}';
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
  return parseJsonText(arrayText)?.children?.length ?? 0;
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
  const edits = replacements.map(({ pointer, value }) => {
    const span = valueSpan(text, pointer);
    if (!span) throw new Error(`no value at ${pointer}`);
    return { span, replacement: formatLike(text, span, value) };
  });
  let out = text;
  for (const { span, replacement } of edits.sort((a, b) => b.span.start - a.span.start))
    out = out.slice(0, span.start) + replacement + out.slice(span.end);
  return out;
}

function setAtPointer(document: unknown, pointer: string, value: unknown): void {
  const path = parsePointer(pointer);
  const last = path.pop();
  const parent = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  if (last === undefined || parent === null || typeof parent !== 'object' || !Object.hasOwn(parent, last))
    throw new Error(`no value at ${pointer}`);
  (parent as Record<string, unknown>)[last] = value;
}
