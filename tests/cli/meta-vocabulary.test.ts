import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCompact, replaceValues } from '../../src/cli/json-text.ts';
import { valueSpan } from '../../src/engine/locate-pointer.ts';
import { journey, repoRoot } from '../config/helpers.ts';

// `journey meta` writes the engine's vocabulary into the meta-schemas; `--check` (run by tests/config/vocabulary-meta)
// only compares. Both on a throwaway copy of journey-config/meta, broken the ways a hand edit breaks it.
const META = 'journey-config/meta';
const FILES = readdirSync(join(repoRoot, META));
const original = (file: string) => readFileSync(join(repoRoot, META, file), 'utf8');

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));
function copyMeta(): { read: (file: string) => string; edit: (file: string, from: string, to: string) => void } {
  root = mkdtempSync(join(tmpdir(), 'journey-meta-'));
  cpSync(join(repoRoot, META), join(root, META), { recursive: true });
  const read = (file: string) => readFileSync(join(root, META, file), 'utf8');
  const edit = (file: string, from: string, to: string) => {
    const text = read(file);
    expect(text).toContain(from); // the break below is a real edit of today's file
    writeFileSync(join(root, META, file), text.replace(from, to));
  };
  return { read, edit };
}

describe('journey meta', () => {
  it('--check names the file and the JSON pointer of each stale list and exits 1; journey meta writes them back as they were', async () => {
    const { read, edit } = copyMeta();
    edit('common-defs.schema.json', '"kfs/acknowledge", ', ''); // an effect the store implements, missing
    edit('ui-schema.schema.json', '"money", ', ''); // a widget
    edit('screen.schema.json', '{ "enum": ["form", "notice", "consents"] }', '{ "enum": ["form", "notice"] }'); // a key of one kind
    edit('screen.schema.json', '"analytics"]', '"analytics", "colour"]'); // a common key the type does not have

    const check = await journey(['meta', '--check', '--root', root]);
    expect(check.code).toBe(1);
    expect(
      check.out
        .trim()
        .split('\n')
        .map((line) => line.split(': ')[0]),
    ).toEqual([
      `${META}/screen.schema.json#/definitions/commonKey/enum`,
      `${META}/screen.schema.json#/allOf/1/then/propertyNames/anyOf/1/enum`,
      `${META}/ui-schema.schema.json#/definitions/widget/enum`,
      `${META}/common-defs.schema.json#/definitions/effect/enum`,
    ]);
    expect(check.out).toContain('stale: the vocabulary has ["form","notice","consents"] (run journey meta)');

    const write = await journey(['meta', '--root', root]);
    expect(write.code).toBe(0);
    expect(write.err).toContain(`wrote ${META}/common-defs.schema.json#/definitions/effect/enum`);
    for (const file of FILES) expect(read(file), file).toBe(original(file)); // every byte as the analyst wrote it
    expect(await journey(['meta', '--check', '--root', root])).toMatchObject({ code: 0, out: '' });
  });

  it('a kind without its branch in the screen meta-schema is reported at /allOf and its branch written in place', async () => {
    const { read, edit } = copyMeta();
    const kfsLine = original('screen.schema.json')
      .split('\n')
      .find((line) => line.includes('"const": "kfs"'))!;
    edit('screen.schema.json', `${kfsLine}\n`, '');
    edit('screen.schema.json', '        "kfs",\n', ''); // and the kind itself from the list of kinds

    const check = await journey(['meta', '--check', '--root', root]);
    expect(check.code).toBe(1);
    expect(
      check.out
        .trim()
        .split('\n')
        .map((line) => line.split(': ')[0]),
    ).toEqual([`${META}/screen.schema.json#/allOf`, `${META}/screen.schema.json#/properties/kind/enum`]);
    await journey(['meta', '--root', root]);
    expect(read('screen.schema.json')).toBe(original('screen.schema.json'));
  });

  it('takes no argument and --check belongs to it alone (usage errors, exit 2)', async () => {
    expect(await journey(['meta', 'screen', '--root', repoRoot])).toMatchObject({
      code: 2,
      err: expect.stringContaining('usage: journey meta [--check]'),
    });
    expect(await journey(['lint', '--check', '--root', repoRoot])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--check is an option of "journey meta" only'),
    });
  });
});

describe('a value of a JSON text replaced in place', () => {
  const doc = { a: { list: ['x', 'y'], keep: 1 }, rows: [{ k: ['p'] }, { k: [] }] };
  it('in a file written by JSON.stringify(x, null, 2), as JSON.stringify would write the changed document', () => {
    const text = JSON.stringify(doc, null, 2) + '\n';
    const changed = replaceValues(text, [
      { pointer: '/a/list', value: ['x', 'y', 'z'] },
      { pointer: '/rows/1/k', value: ['q'] },
    ]);
    expect(changed).toBe(
      JSON.stringify({ a: { list: ['x', 'y', 'z'], keep: 1 }, rows: [{ k: ['p'] }, { k: ['q'] }] }, null, 2) + '\n',
    );
  });
  it('on one line where it was on one line, and nothing else touched', () => {
    const text = `{\n  "a": { "list": ["x", "y"], "keep": 1 },\n  "rows": [{ "k": ["p"] }, { "k": [] }]\n}\n`;
    expect(replaceValues(text, [{ pointer: '/a/list', value: ['x'] }])).toBe(
      `{\n  "a": { "list": ["x"], "keep": 1 },\n  "rows": [{ "k": ["p"] }, { "k": [] }]\n}\n`,
    );
    expect(formatCompact({ k: [], o: {}, s: 'a"b' })).toBe('{ "k": [], "o": {}, "s": "a\\"b" }');
  });
  it('locates every value by its pointer, strings with escaped quotes and keys with a slash included', () => {
    const text = '{ "a\\"b": "c\\"]", "d/e": [1, true, null] }';
    const at = (pointer: string) => text.slice(valueSpan(text, pointer)!.start, valueSpan(text, pointer)!.end);
    expect(at('/a"b')).toBe('"c\\"]"');
    expect(at('/d~1e')).toBe('[1, true, null]');
    expect(at('/d~1e/2')).toBe('null');
  });
});
