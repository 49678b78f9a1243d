import { describe, expect, it } from 'vitest';
import { CONFIG_FORMAT_VERSION, lintFormatVersion, migrateProgramme } from '../../src/engine/config-format.ts';
import type { Json } from '../../src/engine/json.ts';
import { applyMergePatch } from '../../src/engine/merge-patch.ts';

const P = 'journey-config/programmes';
const parentFields = [
  { key: 'a', label: 'A' },
  { key: 'b', label: 'B' },
  { key: 'c', label: 'C' },
];
const sourceWith = (child: Record<string, Json>) => ({
  [`${P}/base/programme.json`]: { id: 'base', offer: { fields: parentFields } },
  [`${P}/child/programme.json`]: { id: 'child', extends: 'base', ...child },
});

describe('migrateProgramme: a list restated whole becomes the list patch with the same result', () => {
  it.each<[string, Json[]]>([
    [
      'one label changed',
      [
        { key: 'a', label: 'A' },
        { key: 'b', label: 'Bee' },
        { key: 'c', label: 'C' },
      ],
    ],
    [
      'an item inserted first and one removed',
      [
        { key: 'z', label: 'Z' },
        { key: 'a', label: 'A' },
        { key: 'c', label: 'C' },
      ],
    ],
    [
      'items reordered',
      [
        { key: 'c', label: 'C' },
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ],
    ],
    ['a field dropped from an item', [{ key: 'a' }, { key: 'b', label: 'B' }, { key: 'c', label: 'C' }]],
  ])('%s', (_name, fields) => {
    const source = sourceWith({ offer: { fields } });
    const { files, lists } = migrateProgramme(source, 'child');
    expect(lists).toEqual([`${P}/child/programme.json#/offer/fields`]);
    const migrated = files[`${P}/child/programme.json`] as { formatVersion: number; offer: { fields: Json } };
    expect(migrated.formatVersion).toBe(CONFIG_FORMAT_VERSION);
    expect(migrated.offer.fields).toHaveProperty('$patch');
    expect(
      (applyMergePatch({ fields: parentFields }, { fields: migrated.offer.fields }) as { fields: Json }).fields,
    ).toEqual(fields);
  });
});

describe('lintFormatVersion', () => {
  it.each<[string, Record<string, Json>, string[]]>([
    ['format 2 stated', { formatVersion: 2, offer: { fields: parentFields } }, []],
    ['none stated, nothing restated', { title: 'x' }, []],
    [
      'none stated, a list restated',
      { offer: { fields: parentFields } },
      [
        `#: written in config format 1, and restates 1 list of its parent whole (${P}/child/programme.json#/offer/fields): run \`journey migrate child\` to rewrite it in format 2 (lists patched by name)`,
      ],
    ],
    [
      'format 1 stated',
      { formatVersion: 1 },
      [
        '#/formatVersion: written in config format 1: run `journey migrate child` to rewrite it in format 2 (lists patched by name)',
      ],
    ],
    ['a newer format', { formatVersion: 3 }, ['#/formatVersion: config format 3 is newer than this code reads (2)']],
  ])('%s', (_name, child, lines) => {
    expect(lintFormatVersion(sourceWith(child), 'child').map((p) => `#${p.pointer}: ${p.message}`)).toEqual(lines);
  });
});
