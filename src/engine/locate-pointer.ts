import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { parsePointer } from './pointer.ts';

// The one JSON text locator (the CLI's lint positions and in-place edits, the studio's edits): where a value is
// written in a JSON text as the analyst formatted it, on jsonc-parser's parse tree (pure: no DOM, no I/O).

/** A node of a JSON text's parse tree: its kind, offset and length in the text, its children. */
export type JsonNode = Node;

/** A path into a JSON value: object keys and list indexes. */
export type JsonPath = readonly (string | number)[];

/** A place in a text: 1-based line, and 1-based column counted in characters (code points) from the line's start. */
export interface TextPosition {
  line: number;
  column: number;
}

/** Where a pointer was found: `exact` is false when only an ancestor exists (the position is then the ancestor's). */
export interface PointerPosition extends TextPosition {
  exact: boolean;
}

/** Where a value is written: from its first character to just after its last. */
export interface Span {
  start: number;
  end: number;
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/**
 * The parse tree of a JSON text, or undefined when it is not JSON (comments and trailing commas included). A
 * byte-order mark is read as a space, so offsets stay those of the text.
 */
export function parseJsonText(text: string): JsonNode | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
  });
  return errors.length ? undefined : tree;
}

/** The child `segment` names (an object's member, the last one when a key is repeated, as JSON.parse keeps it). */
function childOf(node: JsonNode, segment: string | number): JsonNode | undefined {
  if (node.type === 'array') return ARRAY_INDEX.test(String(segment)) ? node.children?.[Number(segment)] : undefined;
  if (node.type !== 'object') return undefined;
  const key = String(segment);
  let found: JsonNode | undefined;
  for (const member of node.children ?? []) if (member.children?.[0]?.value === key) found = member.children[1];
  return found;
}

/** The deepest node on `path` the tree has, and how many segments of `path` lead to it. */
export function deepestOnPath(tree: JsonNode, path: JsonPath): { node: JsonNode; depth: number } {
  let node = tree;
  let depth = 0;
  for (const segment of path) {
    const child = childOf(node, segment);
    if (!child) break;
    node = child;
    depth++;
  }
  return { node, depth };
}

/** The node at `path`, or undefined when the tree has none there. */
export function nodeAt(tree: JsonNode, path: JsonPath): JsonNode | undefined {
  const { node, depth } = deepestOnPath(tree, path);
  return depth === path.length ? node : undefined;
}

/** Where the value a JSON pointer names is written in `text`, or undefined when there is none (or it is not JSON). */
export function valueSpan(text: string, pointer: string): Span | undefined {
  const tree = parseJsonText(text);
  const node = tree && nodeAt(tree, parsePointer(pointer));
  return node && { start: node.offset, end: node.offset + node.length };
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
 * says and keys compared once decoded; a repeated key is found where JSON.parse reads it (its last occurrence). When
 * the pointer names nothing, the position is that of the deepest ancestor that exists, with `exact: false` (a problem
 * about a missing key points at the object that lacks it). Returns undefined when the text is not JSON.
 */
export function locatePointer(text: string, pointer: string): PointerPosition | undefined {
  const tree = parseJsonText(text);
  if (!tree) return undefined;
  const segments = parsePointer(pointer);
  const { node, depth } = deepestOnPath(tree, segments);
  const mark = node.parent?.type === 'property' ? node.parent : node;
  return { ...positionOf(text, mark.offset), exact: depth === segments.length };
}
