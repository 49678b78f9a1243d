import type { JSONPath } from 'jsonc-parser';
import { nodeAt, parseJsonText } from '../../engine/locate-pointer.ts';
import { parsePointer } from '../../engine/pointer.ts';
import { editJsonText, layoutOf, moveJsonItem, prettyJson } from './json-text-edit.ts';

export { inlineJson, prettyJson } from './json-text-edit.ts';

/** The studio's working copy: path (relative to the project root, `/`-separated) -> JSON text as on disk. */
export type FileTexts = Readonly<Record<string, string>>;

/**
 * One change to one file: set the value at `pointer` (RFC 6901), or remove it (`remove: true`). The pointer `''` is
 * the whole file: setting it writes the file anew, removing it deletes the file. A last segment `-` appends to a list.
 */
export interface Edit {
  file: string;
  pointer: string;
  value?: unknown;
  remove?: true;
  /** A new object this edit makes on the way to `pointer` is written one key per line (a table such as texts.json, where each key is one line of a diff), never on one line. */
  lines?: true;
  /** The value is put into the list before the item at the pointer's index (an index past the end: appended). */
  insert?: true;
  /** The list item at the pointer moves to this index of its list, its text as written. */
  moveTo?: number;
}

/** The meta-schema a new config file names first, by where it lives (relative to the file, as the shipped files do). */
export function metaSchemaFor(path: string): string | undefined {
  const programme = /^journey-config\/programmes\/[^/]+\/(.+)$/.exec(path)?.[1];
  if (programme) {
    if (programme.startsWith('screens/'))
      return `../../../meta/${programme.endsWith('.examples.json') ? 'examples' : 'screen'}.schema.json`;
    if (programme.startsWith('scenarios/')) return '../../../meta/scenario.schema.json';
    const name = programme.replace(/\.json$/, '');
    return programme.includes('/') ? undefined : `../../meta/${name}.schema.json`;
  }
  if (/^journey-config\/locales\/[^/]+\/[^/]+\.json$/.test(path)) return '../../meta/locale-catalog.schema.json';
  const common = /^journey-config\/common\/([^/]+)\.json$/.exec(path)?.[1];
  if (common) return `../meta/${common}.schema.json`;
  if (/^schemas\/.+\.ui\.json$/.test(path))
    return `${'../'.repeat(path.split('/').length - 1)}journey-config/meta/ui-schema.schema.json`;
  if (/^schemas\/.+\.schema\.json$/.test(path)) return 'http://json-schema.org/draft-07/schema#';
  return undefined;
}

/** A new file's text: its meta-schema first, when there is one, then what the edits add. */
function newFileText(path: string): string {
  const schema = metaSchemaFor(path);
  return schema ? `{\n  "$schema": ${JSON.stringify(schema)}\n}\n` : '{}\n';
}

/** The pointer's segments as a JSONPath: a segment under a list is its index (`-`: one past the end, appended). */
function toJsonPath(text: string, pointer: string): { path: JSONPath; append: boolean } {
  const tree = parseJsonText(text);
  const path: JSONPath = [];
  let append = false;
  for (const segment of parsePointer(pointer)) {
    const node = tree ? nodeAt(tree, path) : undefined;
    if (node?.type === 'array') {
      append = segment === '-';
      path.push(append ? (node.children?.length ?? 0) : Number(segment));
    } else {
      path.push(segment);
    }
  }
  return { path, append };
}

/** One edit on one text, in place (see json-text-edit.ts). */
function editText(text: string, edit: Edit): string {
  const { path, append } = toJsonPath(text, edit.pointer);
  if (edit.moveTo !== undefined) return moveJsonItem(text, path, edit.moveTo);
  return editJsonText(
    text,
    path,
    edit.remove ? undefined : edit.value,
    append || edit.insert === true,
    edit.lines === true,
  );
}

/** A whole file written anew, as the project writes JSON: 2-space indentation, short items on one line, a final newline. */
function wholeFile(value: unknown): string {
  const layout = layoutOf('');
  return `${prettyJson(value, '', layout, true)}${layout.eol}`;
}

/**
 * Applies edits to the texts in place (jsonc-parser's parse tree and `applyEdits`): key order, indentation and
 * untouched lines survive, a new key or item gets its own line (or joins a one-line item), a removed one takes its line; a missing file is created (`{ "$schema": <the right meta-schema> }` first); a missing parent object
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
