import { describe, expect, it } from 'vitest';
import { locatePointer } from '../../src/engine/locate-pointer.ts';

// A file as an analyst might write it by hand: odd indentation, several members on a line, escaped keys, nested
// arrays, a tab, a repeated key, CRLF nowhere (that has its own case below).
const FILE = [
  '{',
  '     "title"  :   "Business details",',
  '  "a/b": 1, "m~n": 2,',
  '"quo\\"te": { "back\\\\slash": [10,',
  '\t\t20,   [ 30 ,{"deep": true} ] ] },',
  '      "caf\\u00e9": "latte", "café": "noir",',
  '  "list": [',
  '',
  '           { "id": "x" },',
  '   {"id":"y",   "next":  {"to": "end"}}',
  '  ],',
  '  "dup": 1,',
  '  "dup": 2,',
  '  "": "empty key",',
  '  "emoji": "🙂", "after": 0',
  '}',
].join('\n');

describe('locatePointer finds a pointer in the file as written', () => {
  it.each([
    ['', 1, 1, true],
    ['#', 1, 1, true],
    ['/title', 2, 6, true],
    ['#/title', 2, 6, true],
    ['/a~1b', 3, 3, true], // ~1 is "/"
    ['/m~0n', 3, 13, true], // ~0 is "~"
    ['/quo"te', 4, 1, true], // \" in the key as written
    ['/quo"te/back\\slash', 4, 14, true], // \\ in the key as written
    ['/quo"te/back\\slash/0', 4, 30, true],
    ['/quo"te/back\\slash/1', 5, 3, true], // after tabs: a tab is one character
    ['/quo"te/back\\slash/2/1/deep', 5, 16, true],
    ['/café', 6, 29, true], // two keys decode to "café": JSON.parse keeps the last
    ['/list', 7, 3, true],
    ['/list/0', 9, 12, true], // an element: its first character
    ['/list/0/id', 9, 14, true],
    ['/list/1/next/to', 10, 27, true],
    ['/dup', 13, 3, true], // the repeated key that JSON.parse reads
    ['/', 14, 3, true], // the empty key
    ['/after', 15, 17, true], // the emoji before it is one column
    // what does not exist: the deepest ancestor that does
    ['/list/1/missing', 10, 4, false],
    ['/list/2', 7, 3, false],
    ['/list/01', 7, 3, false], // not an array index as RFC 6901 writes one
    ['/list/-', 7, 3, false],
    ['/title/0', 2, 6, false], // a string has no members
    ['/nothing/below', 1, 1, false],
  ])('%s -> line %i, column %i (exact: %s)', (pointer, line, column, exact) => {
    expect(locatePointer(FILE, pointer)).toEqual({ line, column, exact });
  });
});

describe('locatePointer on other texts', () => {
  it.each([
    ['CRLF line ends', '{\r\n  "a": {\r\n    "b": 1\r\n  }\r\n}\r\n', '/a/b', { line: 3, column: 5, exact: true }],
    ['one line, no spaces', '{"a":[1,{"b":[2,3]}]}', '/a/1/b/1', { line: 1, column: 17, exact: true }],
    ['a byte-order mark', '\uFEFF{\n"a": 1}', '/a', { line: 2, column: 1, exact: true }],
    ['a top-level array', '[\n  "x",\n  "y"\n]', '/1', { line: 3, column: 3, exact: true }],
    ['strings holding brackets', '{"s": "}]{[\\"", "t": 1}', '/t', { line: 1, column: 17, exact: true }],
    ['an empty text', '', '/a', undefined],
    ['a text that is not JSON', '{ "a": 1 "b": 2 }', '/b', undefined],
    ['an unterminated string', '{ "a": "oops', '/b', undefined],
  ])('%s', (_name, text, pointer, expected) => {
    expect(locatePointer(text, pointer)).toEqual(expected);
  });

  it('agrees with JSON.parse about the value it points at', () => {
    const parsed = JSON.parse(FILE) as { list: Array<{ next?: { to: string } }> };
    const at = locatePointer(FILE, '/list/1/next/to');
    const line = FILE.split('\n')[(at?.line ?? 0) - 1] ?? '';
    expect(line.slice((at?.column ?? 0) - 1)).toMatch(new RegExp(`^"to": "${parsed.list[1]?.next?.to}"`));
  });
});
