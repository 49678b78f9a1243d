import { applyEdits as applyTextEdits, findNodeAtLocation, getNodeValue, modify, parseTree, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';
import { parsePointer } from '../../engine/pointer.ts';

/** The studio's working copy: path (relative to the project root, `/`-separated) -> JSON text as on disk. */
export type FileTexts = Readonly<Record<string, string>>;

/**
 * One change to one file: set the value at `pointer` (RFC 6901), or remove it (`remove: true`). The pointer `''` is
 * the whole file: setting it writes the file anew, removing it deletes the file. A last segment `-` appends to a list.
 */
export interface Edit { file: string; pointer: string; value?: unknown; remove?: true }

/** The meta-schema a new config file names first, by where it lives (relative to the file, as the shipped files do). */
export function metaSchemaFor(path: string): string | undefined {
  const programme = /^journey-config\/programmes\/[^/]+\/(.+)$/.exec(path)?.[1];
  if (programme) {
    if (programme.startsWith('screens/')) return `../../../meta/${programme.endsWith('.examples.json') ? 'examples' : 'screen'}.schema.json`;
    if (programme.startsWith('scenarios/')) return '../../../meta/scenario.schema.json';
    const name = programme.replace(/\.json$/, '');
    return programme.includes('/') ? undefined : `../../meta/${name}.schema.json`;
  }
  const common = /^journey-config\/common\/([^/]+)\.json$/.exec(path)?.[1];
  if (common) return `../meta/${common}.schema.json`;
  if (/^schemas\/.+\.ui\.json$/.test(path)) return `${'../'.repeat(path.split('/').length - 1)}journey-config/meta/ui-schema.schema.json`;
  if (/^schemas\/.+\.schema\.json$/.test(path)) return 'http://json-schema.org/draft-07/schema#';
  return undefined;
}

/** The file's own indentation (the first indented line's), so inserted lines look like their neighbours. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}

/** A new file's text: its meta-schema first, when there is one, then what the edits add. */
function newFileText(path: string): string {
  const schema = metaSchemaFor(path);
  return schema ? `{\n  "$schema": ${JSON.stringify(schema)}\n}\n` : '{}\n';
}

/** The pointer's segments as jsonc-parser's path: a segment under a list is its index (`-` is one past the end). */
function toJsonPath(text: string, pointer: string): { path: JSONPath; append: boolean } {
  const tree = parseTree(text);
  const path: JSONPath = [];
  let append = false;
  for (const segment of parsePointer(pointer)) {
    const node = tree ? findNodeAtLocation(tree, path) : undefined;
    if (node?.type === 'array') {
      append = segment === '-';
      path.push(append ? node.children?.length ?? 0 : Number(segment));
    } else {
      path.push(segment);
    }
  }
  return { path, append };
}

/** A value written on one line, as the config writes short items: `{ "id": "x", "label": "y" }`, `["a", "b"]`. */
export function inlineJson(value: unknown, padded = true): string {
  if (Array.isArray(value)) return `[${value.map((v) => inlineJson(v, padded)).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  const body = entries.map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v, padded)}`).join(', ');
  return padded ? `{ ${body} }` : `{${body}}`;
}

/** Sets (or removes, or inserts into a list) the value at `path` inside a parsed value; missing objects are made. */
function changeValue(root: unknown, path: JSONPath, value: unknown, append: boolean): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const list = [...root];
    if (!rest.length && value === undefined) list.splice(head, 1);
    else if (!rest.length && append) list.splice(head, 0, value);
    else list[head] = changeValue(list[head], rest, value, append);
    return list;
  }
  const object: Record<string, unknown> = root !== null && typeof root === 'object' ? { ...(root as Record<string, unknown>) } : {};
  if (!rest.length && value === undefined) delete object[String(head)];
  else object[String(head)] = changeValue(object[String(head)], rest, value, append);
  return object;
}

/** The deepest object or list on `path` that the text has (the one whose own text an edit changes), and its depth. */
function nearestContainer(tree: Node, path: JSONPath): { node: Node; depth: number } | undefined {
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, path.slice(0, depth));
    if (node) return node.type === 'object' || node.type === 'array' ? { node, depth } : undefined;
  }
  return undefined;
}

/**
 * An edit inside an object or list written on one line (`{ "id": "x", "label": "y" }`) keeps it on one line: the
 * item is written again inline. jsonc-parser's formatter would spread it over several lines.
 */
function editInline(text: string, path: JSONPath, value: unknown, append: boolean): string | undefined {
  const tree = parseTree(text);
  const existing = tree ? findNodeAtLocation(tree, path) : undefined;
  const structural = value === undefined || append || !existing || (value !== null && typeof value === 'object');
  if (!tree || !structural) return undefined;
  const found = nearestContainer(tree, path);
  if (!found) return undefined;
  const { node, depth } = found;
  const own = text.slice(node.offset, node.offset + node.length);
  if (own.includes('\n')) return undefined;
  const changed = changeValue(getNodeValue(node), path.slice(depth), value, append);
  return text.slice(0, node.offset) + inlineJson(changed, !own.startsWith('{"')) + text.slice(node.offset + node.length);
}

/** One edit on one text, in place: only the value's own characters (and a new key's line) change. */
function editText(text: string, edit: Edit): string {
  const formattingOptions = formattingOf(text);
  const { path, append } = toJsonPath(text, edit.pointer);
  const value = edit.remove ? undefined : edit.value;
  const inline = editInline(text, path, value, append);
  if (inline !== undefined) return inline;
  const changes = modify(text, path, value, { formattingOptions, isArrayInsertion: append });
  return applyTextEdits(text, changes);
}

/** A whole file written anew, as the project writes JSON: 2-space indentation and a final newline. */
function wholeFile(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Applies edits to the texts in place (jsonc-parser `modify` + `applyEdits`): key order, indentation and untouched
 * lines survive; a missing file is created (`{ "$schema": <the right meta-schema> }` first); a missing parent object
 * is created. Never mutates `files`. An edit of pointer `''` replaces the file (`value`) or deletes it (`remove`).
 */
export function applyEdits(files: FileTexts, edits: readonly Edit[]): FileTexts {
  const next: Record<string, string> = { ...files };
  for (const edit of edits) {
    if (edit.pointer === '') {
      if (edit.remove) delete next[edit.file];
      else next[edit.file] = wholeFile(edit.value);
      continue;
    }
    const text = next[edit.file] ?? (edit.remove ? undefined : newFileText(edit.file));
    if (text === undefined) continue;
    next[edit.file] = editText(text, edit);
  }
  return next;
}

/** The parsed JSON of a file, or undefined when it is absent or not valid JSON. */
export function readJson(files: FileTexts, path: string): unknown {
  const text = files[path];
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
