import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEdits, metaSchemaFor, type Edit } from '../../src/playground/model/files.ts';

const SCF = 'journey-config/programmes/supply-chain-finance/programme.json';
const scfText = readFileSync(new URL(`../../${SCF}`, import.meta.url), 'utf8');

/** The lines of `after` that differ from `before`, by position (both have the same number of lines here). */
function changedLines(before: string, after: string): Array<[string, string]> {
  const a = before.split('\n');
  const b = after.split('\n');
  return b.flatMap((line, i) => (line === a[i] ? [] : [[a[i] ?? '', line] as [string, string]]));
}

describe('applyEdits', () => {
  it('renaming one label of a shipped child changes exactly one line, the rest of the text as it was', () => {
    const after = applyEdits({ [SCF]: scfText }, [
      { file: SCF, pointer: '/terms/$patch/1/label', value: 'Line validity' },
    ])[SCF];
    expect(after.split('\n')).toHaveLength(scfText.split('\n').length);
    expect(changedLines(scfText, after)).toEqual([
      ['      { "id": "tenure", "label": "Line Validity" },', '      { "id": "tenure", "label": "Line validity" },'],
    ]);
  });

  it.each<[string, string, Edit[], string]>([
    [
      'sets a nested value in place',
      '{\n  "a": { "b": 1 },\n  "c": 2\n}\n',
      [{ file: 'f.json', pointer: '/a/b', value: 5 }],
      '{\n  "a": { "b": 5 },\n  "c": 2\n}\n',
    ],
    [
      "adds a key at the end with the file's indentation",
      '{\n    "a": 1\n}\n',
      [{ file: 'f.json', pointer: '/b', value: true }],
      '{\n    "a": 1,\n    "b": true\n}\n',
    ],
    [
      'creates missing parent objects',
      '{\n  "a": 1\n}\n',
      [{ file: 'f.json', pointer: '/x/y', value: 'z' }],
      '{\n  "a": 1,\n  "x": { "y": "z" }\n}\n',
    ],
    [
      'removes a key and its line',
      '{\n  "a": 1,\n  "b": 2\n}\n',
      [{ file: 'f.json', pointer: '/a', remove: true }],
      '{\n  "b": 2\n}\n',
    ],
    [
      'changes a list item by index',
      '{\n  "l": [1, 2, 3]\n}\n',
      [{ file: 'f.json', pointer: '/l/1', value: 9 }],
      '{\n  "l": [1, 9, 3]\n}\n',
    ],
    [
      'appends to a list with -',
      '{\n  "l": [1]\n}\n',
      [{ file: 'f.json', pointer: '/l/-', value: 2 }],
      '{\n  "l": [1, 2]\n}\n',
    ],
    [
      'removes a list item',
      '{\n  "l": [1, 2, 3]\n}\n',
      [{ file: 'f.json', pointer: '/l/0', remove: true }],
      '{\n  "l": [2, 3]\n}\n',
    ],
    [
      'reads ~1 and ~0 in a key',
      '{\n  "a/b": 1,\n  "c~d": 1\n}\n',
      [
        { file: 'f.json', pointer: '/a~1b', value: 2 },
        { file: 'f.json', pointer: '/c~0d', value: 3 },
      ],
      '{\n  "a/b": 2,\n  "c~d": 3\n}\n',
    ],
    [
      'a new item of a list of one-line items gets its own line, the neighbours untouched',
      '{\n  "l": [\n    { "id": "a" },\n    { "id": "b" }\n  ]\n}\n',
      [{ file: 'f.json', pointer: '/l/-', value: { id: 'c', label: 'C' } }],
      '{\n  "l": [\n    { "id": "a" },\n    { "id": "b" },\n    { "id": "c", "label": "C" }\n  ]\n}\n',
    ],
    [
      'removing the first item of a list over lines takes its line only',
      '{\n  "l": [\n    { "id": "a" },\n    { "id": "b" }\n  ]\n}\n',
      [{ file: 'f.json', pointer: '/l/0', remove: true }],
      '{\n  "l": [\n    { "id": "b" }\n  ]\n}\n',
    ],
    [
      'removing the last key takes the comma before it',
      '{\n  "a": { "x": 1, "y": 2 },\n  "b": 2\n}\n',
      [{ file: 'f.json', pointer: '/b', remove: true }],
      '{\n  "a": { "x": 1, "y": 2 }\n}\n',
    ],
    [
      'a key added to a one-line object stays on its line',
      '{\n  "a": { "x": 1 },\n  "b": 2\n}\n',
      [{ file: 'f.json', pointer: '/a/y', value: 2 }],
      '{\n  "a": { "x": 1, "y": 2 },\n  "b": 2\n}\n',
    ],
    [
      'a long new value is written over lines, indented as its place',
      '{\n  "a": 1\n}\n',
      [{ file: 'f.json', pointer: '/b', value: { text: 'x'.repeat(120) } }],
      `{\n  "a": 1,\n  "b": {\n    "text": "${'x'.repeat(120)}"\n  }\n}\n`,
    ],
    [
      'applies edits in order',
      '{\n  "a": 1\n}\n',
      [
        { file: 'f.json', pointer: '/a', value: 2 },
        { file: 'f.json', pointer: '/a', value: 3 },
      ],
      '{\n  "a": 3\n}\n',
    ],
  ])('%s', (_name, text, edits, expected) => {
    expect(applyEdits({ 'f.json': text }, edits)['f.json']).toBe(expected);
  });

  it('creates a missing file with its meta-schema first', () => {
    const path = 'journey-config/programmes/p/constants.json';
    const after = applyEdits({}, [{ file: path, pointer: '/constants/x', value: { value: 1 } }])[path];
    expect(JSON.parse(after)).toEqual({ $schema: '../../meta/constants.schema.json', constants: { x: { value: 1 } } });
    expect(Object.keys(JSON.parse(after))[0]).toBe('$schema');
  });

  it('writes a whole file for pointer "" and deletes it with remove', () => {
    const written = applyEdits({}, [{ file: 'a.json', pointer: '', value: { x: [1] } }]);
    expect(written['a.json']).toBe('{\n  "x": [1]\n}\n');
    expect(applyEdits(written, [{ file: 'a.json', pointer: '', remove: true }])).toEqual({});
  });

  it('never mutates its input', () => {
    const files = Object.freeze({ 'f.json': '{\n  "a": 1\n}\n' });
    const after = applyEdits(files, [
      { file: 'f.json', pointer: '/a', value: 2 },
      { file: 'g.json', pointer: '/b', value: 1 },
    ]);
    expect(files).toEqual({ 'f.json': '{\n  "a": 1\n}\n' });
    expect(Object.keys(after).sort()).toEqual(['f.json', 'g.json']);
  });

  it('removing from a file that does not exist changes nothing', () => {
    expect(applyEdits({}, [{ file: 'f.json', pointer: '/a', remove: true }])).toEqual({});
  });
});

describe('metaSchemaFor', () => {
  it.each([
    ['journey-config/programmes/p/programme.json', '../../meta/programme.schema.json'],
    ['journey-config/programmes/p/constants.json', '../../meta/constants.schema.json'],
    ['journey-config/programmes/p/texts.json', '../../meta/texts.schema.json'],
    ['journey-config/programmes/p/screens/a.json', '../../../meta/screen.schema.json'],
    ['journey-config/programmes/p/screens/a.examples.json', '../../../meta/examples.schema.json'],
    ['journey-config/programmes/p/scenarios/a.json', '../../../meta/scenario.schema.json'],
    ['journey-config/common/texts.json', '../meta/texts.schema.json'],
    ['schemas/forms/a.ui.json', '../../journey-config/meta/ui-schema.schema.json'],
    ['schemas/forms/a.schema.json', 'http://json-schema.org/draft-07/schema#'],
    ['elsewhere.json', undefined],
  ])('%s -> %s', (path, schema) => {
    expect(metaSchemaFor(path)).toBe(schema);
  });
});
