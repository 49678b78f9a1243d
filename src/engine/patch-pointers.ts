import { isJsonObject, type Json } from './json.ts';
import { isListPatch, itemName } from './merge-patch.ts';
import { parsePointer, toPointer } from './pointer.ts';
import type { Problem } from './types.ts';

/** The operation of a list patch that wrote the item named `name`: the last that inserts or changes it. */
function operationFor(operations: Json[], name: string | undefined): { index: number; inserted: boolean } | undefined {
  for (let index = operations.length - 1; index >= 0; index--) {
    const op = operations[index];
    if (!isJsonObject(op) || name === undefined) continue;
    if (op.$insert !== undefined && itemName(op.$insert) === name) return { index, inserted: true };
    if (op.$insert === undefined && op.$remove === undefined && itemName(op) === name)
      return { index, inserted: false };
  }
  return undefined;
}

const child = (node: Json | undefined, segment: string): Json | undefined =>
  Array.isArray(node)
    ? node[Number(segment)]
    : isJsonObject(node) && Object.hasOwn(node, segment)
      ? node[segment]
      : undefined;

/**
 * Where a problem found in a programme's merged file (`merged`, pointer into it) is in the file as written (`written`):
 * through a list patch, the merged list's item `n` is the operation that inserted or changed it
 * (`/cards/2/start` -> `/cards/$patch/0/$insert/start`). An item no operation touched keeps the merged pointer.
 */
export function writtenPointer(written: Json | undefined, merged: Json | undefined, pointer: string): string {
  const out: string[] = [];
  let w = written;
  let m = merged;
  for (const segment of parsePointer(pointer)) {
    const item = child(m, segment);
    if (isListPatch(w) && Array.isArray(m)) {
      const op = operationFor(w.$patch, itemName(item));
      if (!op) return pointer;
      out.push('$patch', String(op.index), ...(op.inserted ? ['$insert'] : []));
      const operation = w.$patch[op.index] as { [key: string]: Json };
      w = op.inserted ? operation.$insert : operation;
    } else {
      out.push(segment);
      w = child(w, segment);
    }
    m = item;
  }
  return toPointer(out);
}

/**
 * Rewrites the pointers of problems reported in a programme's files that hold list patches, so that each names the
 * place in the file as written (see `writtenPointer`). `merged` holds each file's merged content by its path.
 */
export function pointProblemsIntoPatches(
  problems: Problem[],
  written: (file: string) => Json | undefined,
  merged: (file: string) => Json | undefined,
): Problem[] {
  return problems.map((p) => {
    const own = written(p.file);
    if (own === undefined || !p.pointer) return p;
    const pointer = writtenPointer(own, merged(p.file), p.pointer);
    return pointer === p.pointer ? p : { ...p, pointer };
  });
}
