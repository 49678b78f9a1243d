import { applyEdits, getNodeValue, type Edit as TextEdit, type JSONPath } from 'jsonc-parser';
import { deepestOnPath, nodeAt, parseJsonText, type JsonNode as Node } from '../../engine/locate-pointer.ts';

/**
 * Edits JSON text in place, as a person would: a changed value is replaced where it stands, a new key or item gets its
 * own line with its neighbours' indentation (or joins a one-line object or list on its line), a removed one takes its
 * line with it. Nothing else moves: jsonc-parser's formatter would spread a neighbouring one-line item over lines.
 */

/** Short objects and lists are written on one line, as the config writes them, up to this width. */
const LINE_WIDTH = 110;

/** A value on one line: `{ "id": "x", "label": "y" }`, `["a", "b"]` (`padded`: spaces inside an object's braces). */
export function inlineJson(value: unknown, padded = true): string {
  if (Array.isArray(value)) return `[${value.map((v) => inlineJson(v, padded)).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  const body = entries.map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v, padded)}`).join(', ');
  return padded ? `{ ${body} }` : `{${body}}`;
}

/** The text layout of a file: its indentation unit and line end. */
export interface Layout {
  unit: string;
  eol: string;
}

/** The file's own indentation (the first indented line's) and line end. */
export function layoutOf(text: string): Layout {
  return { unit: /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ', eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/**
 * A value written at indentation `indent`: on one line when short, else one key or item per line. `root` (or
 * `spread` > 0: that many levels of objects) is written one key per line however short.
 */
export function prettyJson(value: unknown, indent: string, layout: Layout, root = false, spread = 0): string {
  if (isListPatchValue(value)) return listPatchJson(value.$patch, indent, layout);
  const inline = inlineJson(value);
  const spreadHere = spread > 0 && !Array.isArray(value);
  if (
    value === null ||
    typeof value !== 'object' ||
    (!root && !spreadHere && indent.length + inline.length <= LINE_WIDTH)
  )
    return inline;
  const inner = indent + layout.unit;
  const below = spreadHere ? spread - 1 : 0;
  const entries = Array.isArray(value)
    ? value.map((v) => prettyJson(v, inner, layout))
    : Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${JSON.stringify(k)}: ${prettyJson(v, inner, layout, false, below)}`);
  if (!entries.length) return Array.isArray(value) ? '[]' : '{}';
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}${layout.eol}${entries.map((e) => inner + e).join(`,${layout.eol}`)}${layout.eol}${indent}${close}`;
}

function isListPatchValue(value: unknown): value is { $patch: unknown[] } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    Array.isArray((value as { $patch?: unknown }).$patch)
  );
}

/** A list patch as the config writes it: one operation per line, so each operation is its own line of a diff. */
function listPatchJson(ops: unknown[], indent: string, layout: Layout): string {
  const inner = indent + layout.unit;
  const deeper = inner + layout.unit;
  const lines = ops.map((op) => deeper + prettyJson(op, deeper, layout)).join(`,${layout.eol}`);
  return `{${layout.eol}${inner}"$patch": [${ops.length ? `${layout.eol}${lines}${layout.eol}${inner}` : ''}]${layout.eol}${indent}}`;
}

/** The indentation of the line that holds `offset`. */
function indentAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

const onOneLine = (text: string, node: Node) => !text.slice(node.offset, node.offset + node.length).includes('\n');

/** Sets (or removes, or inserts into a list) the value at `path` inside a parsed value; missing objects are made. */
function changeValue(root: unknown, path: JSONPath, value: unknown, insert: boolean): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const list = [...root];
    if (!rest.length && value === undefined) list.splice(head, 1);
    else if (!rest.length && insert) list.splice(head, 0, value);
    else list[head] = changeValue(list[head], rest, value, insert);
    return list;
  }
  const object: Record<string, unknown> =
    root !== null && typeof root === 'object' ? { ...(root as Record<string, unknown>) } : {};
  if (!rest.length && value === undefined) delete object[String(head)];
  else object[String(head)] = changeValue(object[String(head)], rest, value, insert);
  return object;
}

/** The deepest object or list above the end of `path` the text has, and how many segments of `path` lead to it. */
function nearestContainer(tree: Node, path: JSONPath): { node: Node; depth: number } | undefined {
  const found = deepestOnPath(tree, path.slice(0, -1));
  return found.node.type === 'object' || found.node.type === 'array' ? found : undefined;
}

/** An object or list written on one line is written again, changed, on its line. */
function rewriteInline(text: string, node: Node, rest: JSONPath, value: unknown, insert: boolean): TextEdit {
  const own = text.slice(node.offset, node.offset + node.length);
  return {
    offset: node.offset,
    length: node.length,
    content: inlineJson(changeValue(getNodeValue(node), rest, value, insert), !own.startsWith('{"')),
  };
}

/** The text of a key or item removed from a container written over several lines, its line and comma with it. */
function removeEntry(container: Node, entry: Node): TextEdit {
  const siblings = container.children ?? [];
  const index = siblings.indexOf(entry);
  if (index > 0) {
    const previous = siblings[index - 1];
    return {
      offset: previous.offset + previous.length,
      length: entry.offset + entry.length - (previous.offset + previous.length),
      content: '',
    };
  }
  const next = siblings[1];
  if (next) return { offset: entry.offset, length: next.offset - entry.offset, content: '' };
  return { offset: container.offset + 1, length: container.length - 2, content: '' };
}

/** A new key (object) or item (list, before `before` or at the end) on its own line, indented as its neighbours. */
function insertEntry(
  text: string,
  container: Node,
  entry: (indent: string) => string,
  layout: Layout,
  before?: Node,
): TextEdit {
  const siblings = container.children ?? [];
  if (before) {
    const indent = indentAt(text, before.offset);
    return { offset: before.offset, length: 0, content: `${entry(indent)},${layout.eol}${indent}` };
  }
  const last = siblings.at(-1);
  if (last) {
    const indent = indentAt(text, last.offset);
    return { offset: last.offset + last.length, length: 0, content: `,${layout.eol}${indent}${entry(indent)}` };
  }
  const outer = indentAt(text, container.offset);
  const indent = outer + layout.unit;
  return {
    offset: container.offset + 1,
    length: container.length - 2,
    content: `${layout.eol}${indent}${entry(indent)}${layout.eol}${outer}`,
  };
}

/**
 * Sets the value at `path` (a JSONPath: keys and list indexes) of a JSON text, removes it (`value` undefined), or
 * inserts it into a list before the item at the last index (`insert`; an index past the end appends). Returns the
 * text unchanged when there is nothing to remove, or when the text is not JSON. `lines`: a new object made on the
 * way is written one key per line.
 */
export function editJsonText(text: string, path: JSONPath, value: unknown, insert: boolean, lines = false): string {
  const tree = parseJsonText(text);
  if (!tree) return text;
  const layout = layoutOf(text);
  const existing = nodeAt(tree, path);
  const found = path.length ? nearestContainer(tree, path) : undefined;
  if (!path.length) return value === undefined ? text : prettyJson(value, '', layout, true) + layout.eol;
  if (!found) return text;
  const { node: container, depth } = found;
  if (value === undefined && !existing) return text;
  if (onOneLine(text, container) && (value === undefined || insert || !existing || typeof value === 'object')) {
    return applyEdits(text, [rewriteInline(text, container, path.slice(depth), value, insert)]);
  }
  if (existing && !insert) {
    if (value === undefined)
      return applyEdits(text, [
        removeEntry(container, existing.parent?.type === 'property' ? existing.parent : existing),
      ]);
    const keepInline = onOneLine(text, existing) && value !== null && typeof value === 'object';
    const content = keepInline
      ? inlineJson(value, !text.startsWith('{"', existing.offset))
      : prettyJson(value, indentAt(text, existing.offset), layout);
    return applyEdits(text, [{ offset: existing.offset, length: existing.length, content }]);
  }
  const rest = path.slice(depth);
  if (container.type === 'array') {
    const before = container.children?.[Number(rest[0])];
    const item = changeValue(undefined, rest.slice(1), value, insert);
    return applyEdits(text, [
      insertEntry(text, container, (indent) => prettyJson(item, indent, layout), layout, insert ? before : undefined),
    ]);
  }
  const nested = changeValue(undefined, rest.slice(1), value, insert);
  return applyEdits(text, [
    insertEntry(
      text,
      container,
      (indent) =>
        `${JSON.stringify(String(rest[0]))}: ${prettyJson(nested, indent, layout, false, lines ? rest.length - 1 : 0)}`,
      layout,
    ),
  ]);
}

/**
 * Moves the item at `path` (a list index last) of a JSON text to index `to` of its list: each item's text is kept as
 * written and the items are laid into the list's slots in their new order, so the separators, indentation and
 * every other line stay. Returns the text unchanged when there is no such item.
 */
export function moveJsonItem(text: string, path: JSONPath, to: number): string {
  const tree = parseJsonText(text);
  const list = tree ? nodeAt(tree, path.slice(0, -1)) : undefined;
  const slots = list?.type === 'array' ? (list.children ?? []) : [];
  const from = Number(path.at(-1));
  if (!slots[from] || to < 0 || to >= slots.length || to === from) return text;
  const written = slots.map((n) => text.slice(n.offset, n.offset + n.length));
  const items = [...written];
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
  return applyEdits(
    text,
    slots
      .map((n, i) => ({ offset: n.offset, length: n.length, content: items[i]! }))
      .filter((_, i) => items[i] !== written[i]),
  );
}
