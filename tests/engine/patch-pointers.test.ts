import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/json.ts';
import { applyMergePatch } from '../../src/engine/merge-patch.ts';
import { pointProblemsIntoPatches, writtenPointer } from '../../src/engine/patch-pointers.ts';

const parent: Json = {
  cards: [
    { id: 'a', start: 'x' },
    { id: 'b', start: 'y' },
  ],
  title: 'T',
};
const written: Json = {
  cards: {
    $patch: [
      { $insert: { id: 'c', start: 'z' }, $after: 'a' },
      { id: 'b', start: 'w' },
    ],
  },
};
const merged = applyMergePatch(parent, written);

describe('writtenPointer: a problem in a merged list is named where the file as written says it', () => {
  it.each([
    ['an inserted item', '/cards/1/start', '/cards/$patch/0/$insert/start'],
    ['a changed item', '/cards/2/start', '/cards/$patch/1/start'],
    ['an item no operation touched keeps the merged pointer', '/cards/0/start', '/cards/0/start'],
    ['a key outside any list', '/title', '/title'],
    ['the whole file', '', ''],
  ])('%s: %s -> %s', (_name, pointer, expected) => {
    expect(writtenPointer(written, merged, pointer)).toBe(expected);
  });

  it.each([
    [{ file: 'child.json', pointer: '/cards/1/start', message: 'm' }, '/cards/$patch/0/$insert/start'],
    [{ file: 'other.json', pointer: '/cards/1/start', message: 'm' }, '/cards/1/start'],
  ])('pointProblemsIntoPatches rewrites only the files it is given: %j', (problem, pointer) => {
    const [out] = pointProblemsIntoPatches(
      [problem],
      (f) => (f === 'child.json' ? written : undefined),
      () => merged,
    );
    expect(out).toEqual({ ...problem, pointer });
  });
});
