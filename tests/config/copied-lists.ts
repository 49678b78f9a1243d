import { isDeepStrictEqual } from 'node:util';
import type { Json } from '../../src/engine/json.ts';
import { isJsonObject } from '../../src/engine/json.ts';
import { isListPatch, itemName } from '../../src/engine/merge-patch.ts';
import { layerProgrammeFiles, PROGRAMMES_ROOT } from '../../src/engine/resolve-programme.ts';
import type { ConfigSource } from '../../src/engine/types.ts';

/** A list of a child programme's file that repeats more than one item of its parent's list verbatim. */
export interface CopiedList {
  file: string;
  pointer: string;
  copied: number;
}

const isCopyOf = (item: Json, parent: Json[]) => parent.some((p) => isDeepStrictEqual(p, item));
const byName = (list: Json[], name: string | undefined) =>
  name === undefined ? undefined : list.find((p) => itemName(p) === name);

const isPlain = (list: Json[]) => list.every((item) => !isJsonObject(item) && !Array.isArray(item));

/**
 * Walks the child's file as written beside the parent's (layered) file: lists written whole, and list patches. A
 * list of objects (named or not) that repeats more than one of the parent's items is a copy: a named list should be
 * patched, an unnamed one should get names in the parent (as the KFS sections got ids) so that it can be. A list of
 * plain values (a step's screens) cannot be patched, so changing one value restates it: only an unchanged copy of
 * it counts.
 */
function walk(
  child: Json | undefined,
  parent: Json | undefined,
  at: string,
  found: Array<Omit<CopiedList, 'file'>>,
): void {
  if (Array.isArray(child) && Array.isArray(parent)) {
    const named = parent.some((item) => itemName(item) !== undefined);
    if (isPlain(parent) && isPlain(child)) {
      if (child.length > 1 && isDeepStrictEqual(child, parent)) found.push({ pointer: at, copied: child.length });
      return;
    }
    const copied = child.filter((item) => isCopyOf(item, parent)).length;
    if (copied > 1) found.push({ pointer: at, copied });
    child.forEach((item, i) => walk(item, named ? byName(parent, itemName(item)) : parent[i], `${at}/${i}`, found));
  } else if (isListPatch(child) && Array.isArray(parent)) {
    const inserted = child.$patch.filter(
      (op) => isJsonObject(op) && op.$insert !== undefined && isCopyOf(op.$insert, parent),
    ).length;
    if (inserted > 1) found.push({ pointer: at, copied: inserted });
    child.$patch.forEach((op, i) => walk(op, byName(parent, itemName(op)), `${at}/$patch/${i}`, found));
  } else if (isJsonObject(child) && isJsonObject(parent)) {
    for (const [key, value] of Object.entries(child)) walk(value, parent[key], `${at}/${key}`, found);
  }
}

/** Every list of `id`'s own files that copies more than one item of the parent programme's list at the same place. */
export function findCopiedLists(source: ConfigSource, id: string): CopiedList[] {
  const own = source[`${PROGRAMMES_ROOT}/${id}/programme.json`];
  if (!isJsonObject(own) || typeof own.extends !== 'string') return [];
  const parent = layerProgrammeFiles(source, own.extends);
  if (!parent.ok) throw new Error(`parent of ${id} does not resolve`);
  const folder = `${PROGRAMMES_ROOT}/${id}/`;
  return Object.entries(source)
    .filter(([path]) => path.startsWith(folder))
    .flatMap(([path, content]) => {
      const found: Array<Omit<CopiedList, 'file'>> = [];
      walk(content, parent.value.files[path.slice(folder.length)], '', found);
      return found.map((f) => ({ file: path, ...f }));
    });
}
