import { describe, expect, it } from 'vitest';
import { getAtPointer, parsePointer } from '../../src/engine/pointer.ts';

describe('parsePointer decodes only ~1 and ~0 (RFC 6901)', () => {
  it.each([
    ['', []],
    ['#', []],
    ['/a/b', ['a', 'b']],
    ['#/a/b', ['a', 'b']],
    ['/a~1b', ['a/b']],
    ['/m~0n', ['m~n']],
    ['/~01', ['~1']], // ~0 is decoded last, so ~01 is "~1", not "/"
    ['/100%', ['100%']],
    ['/a%2Fb', ['a%2Fb']],
    ['/%E0%A4%A', ['%E0%A4%A']],
    ['/', ['']],
    ['/a//b', ['a', '', 'b']],
  ])('%j -> %j', (pointer, segments) => {
    expect(parsePointer(pointer)).toEqual(segments);
  });
});

describe('getAtPointer reads own values only', () => {
  const doc = { a: [{ b: 1 }, 'x'], 'c/d': 2, 'e~f': 3, '100%': 4, '': 5, nested: { constructor: 'own' } };
  it.each([
    ['/a/0/b', 1],
    ['/a/1', 'x'],
    ['/c~1d', 2],
    ['/e~0f', 3],
    ['/100%', 4],
    ['/', 5],
    ['/nested/constructor', 'own'],
    ['#/a/0/b', 1],
    ['', doc],
    ['/constructor', undefined],
    ['/__proto__', undefined],
    ['/toString', undefined],
    ['/hasOwnProperty', undefined],
    ['/a/length', undefined],
    ['/a/01', undefined],
    ['/a/-1', undefined],
    ['/a/2', undefined],
    ['/a/0/b/c', undefined],
    ['/x/y', undefined],
    ['/c%2Fd', undefined],
  ])('%s -> %j', (pointer, value) => {
    expect(getAtPointer(doc, pointer)).toEqual(value);
  });
});
