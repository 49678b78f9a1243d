import { isJsonObject, type Json } from './json.ts';
import { applyMergePatch } from './merge-patch.ts';
import { dirnameOf, joinPath } from './paths.ts';
import { getAtPointer, toPointer } from './pointer.ts';
import type { ConfigSource, Problem } from './types.ts';

/**
 * Inlines every `$ref` of a form schema (to another file, relative to the referring file, or inside a file with
 * `#/pointer`), so the result is one self-contained schema: what RJSF renders and what the compiler precompiles.
 * Keywords beside a `$ref` are merged over the referenced schema (JSON Merge Patch: the sibling wins).
 * A `$ref` that does not resolve, or a cycle, is reported with the file and pointer where it is written.
 */
export function bundleSchema(source: ConfigSource, file: string): { schema: Json; problems: Problem[] } {
  const problems: Problem[] = [];
  const root = source[file];
  if (root === undefined) return { schema: {}, problems: [{ file, pointer: '', message: 'file not found' }] };

  const resolveRef = (ref: string, fromFile: string): { file: string; node: unknown } | undefined => {
    const [filePart, fragment = ''] = ref.split('#');
    const target = filePart ? joinPath(dirnameOf(fromFile), filePart) : fromFile;
    const doc = source[target];
    if (doc === undefined) return undefined;
    const node = getAtPointer(doc, fragment);
    return node === undefined ? undefined : { file: target, node };
  };

  const walk = (node: Json, currentFile: string, path: Array<string | number>, seen: string[]): Json => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, currentFile, [...path, i], seen));
    if (!isJsonObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const { $ref, ...siblings } = node;
      const key = `${currentFile}#${$ref}`;
      const target = resolveRef($ref, currentFile);
      if (!target) {
        problems.push({
          file: currentFile,
          pointer: toPointer([...path, '$ref']),
          message: `$ref "${$ref}" does not resolve`,
        });
        return walk(siblings, currentFile, path, seen);
      }
      if (seen.includes(key)) {
        problems.push({
          file: currentFile,
          pointer: toPointer([...path, '$ref']),
          message: `$ref "${$ref}" is circular`,
        });
        return {};
      }
      const inlined = walk(target.node as Json, target.file, [], [...seen, key]);
      const merged = applyMergePatch(inlined, walk(siblings, currentFile, path, seen));
      return stripSchemaHeader(merged);
    }
    const out: { [key: string]: Json } = {};
    for (const [k, child] of Object.entries(node)) out[k] = walk(child, currentFile, [...path, k], seen);
    return out;
  };

  const schema = walk(root, file, [], []);
  return { schema: isJsonObject(schema) ? dropKeys(schema, ['definitions', '$defs']) : schema, problems };
}

/** A fragment file's own `$schema`/`$id` must not leak into the place it is inlined. */
function stripSchemaHeader(node: Json): Json {
  return isJsonObject(node) ? dropKeys(node, ['$schema', '$id']) : node;
}

function dropKeys(node: { [key: string]: Json }, keys: string[]): { [key: string]: Json } {
  const out = { ...node };
  for (const key of keys) delete out[key];
  return out;
}
