import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../engine/json.ts';
import { escapePointerSegment, getAtPointer } from '../engine/pointer.ts';
import { SCREEN_BASE_KEYS, SCREEN_KIND_KEYS } from '../engine/screen-types.ts';
import type { Problem } from '../engine/types.ts';
import { EFFECTS } from '../engine/effects.ts';
import { SCREEN_KINDS, WIDGETS } from '../engine/vocabulary.ts';
import { replaceValues } from './json-text.ts';

// The meta-schemas give an analyst's editor the lists it completes and underlines; the engine's vocabulary is what the
// code implements. `journey meta` writes the one into the other, so the two cannot drift (and nobody copies by hand).

const META = 'journey-config/meta';

/** A value of a meta-schema that is generated from the vocabulary: the file, where in it, and what it must be. */
export interface VocabularyTarget {
  file: string;
  pointer: string;
  expected: unknown;
}

/** The branch of screen.schema.json's `allOf` for one kind: the common keys and the kind's own. */
function kindBranch(kind: string, keys: readonly string[]): unknown {
  const common = { $ref: '#/definitions/commonKey' };
  return {
    if: { properties: { kind: { const: kind } }, required: ['kind'] },
    then: { propertyNames: keys.length ? { anyOf: [common, { enum: [...keys] }] } : common },
  };
}

/** Every generated value: kinds, common and per-kind keys (screen), widgets (ui-schema), effects (common-defs). */
export function listVocabularyTargets(): VocabularyTarget[] {
  const screen = `${META}/screen.schema.json`;
  return [
    { file: screen, pointer: '/definitions/commonKey/enum', expected: ['$schema', ...SCREEN_BASE_KEYS] },
    { file: screen, pointer: '/allOf', expected: SCREEN_KINDS.map((kind) => kindBranch(kind, SCREEN_KIND_KEYS[kind])) },
    { file: screen, pointer: '/properties/kind/enum', expected: [...SCREEN_KINDS] },
    { file: `${META}/ui-schema.schema.json`, pointer: '/definitions/widget/enum', expected: [...WIDGETS] },
    { file: `${META}/common-defs.schema.json`, pointer: '/definitions/effect/enum', expected: [...EFFECTS] },
  ];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isList = (v: unknown) => Array.isArray(v) && v.every((x) => !isJsonObject(x) && !Array.isArray(x));

/**
 * The pointers under `pointer` where `found` differs from `expected`, as deep as the two keep the same shape: a
 * list of names is reported whole (the stale list), an object or array of objects is followed into.
 */
function listDifferences(
  found: unknown,
  expected: unknown,
  pointer: string,
): Array<{ pointer: string; value: unknown }> {
  if (same(found, expected)) return [];
  const sameKeys = isJsonObject(found) && isJsonObject(expected) && same(Object.keys(found), Object.keys(expected));
  const sameLength =
    Array.isArray(found) && Array.isArray(expected) && found.length === expected.length && !isList(expected);
  if (!sameKeys && !sameLength) return [{ pointer, value: expected }];
  const children = Object.entries(expected as object) as Array<[string, unknown]>;
  return children.flatMap(([key, value]) =>
    listDifferences((found as Record<string, unknown>)[key], value, `${pointer}/${escapePointerSegment(key)}`),
  );
}

export interface StaleValue extends Problem {
  value: unknown;
}

/** Each generated value a meta-schema file holds that the vocabulary no longer matches, named by file and pointer. */
export function findStaleLists(root: string): StaleValue[] {
  return listVocabularyTargets().flatMap(({ file, pointer, expected }) => {
    const found = getAtPointer(JSON.parse(readFileSync(join(root, file), 'utf8')), pointer);
    return listDifferences(found, expected, pointer).map((d) => ({
      file,
      pointer: d.pointer,
      value: d.value,
      message:
        found === undefined
          ? 'missing: journey meta writes only lists that are there'
          : `stale: the vocabulary has ${JSON.stringify(d.value)} (run journey meta)`,
    }));
  });
}

/** Rewrites the stale lists in place (only those values; every other byte of each file stays); returns what it fixed. */
export function writeVocabularyLists(root: string): StaleValue[] {
  const stale = findStaleLists(root);
  const missing = stale.find((s) => s.message.startsWith('missing'));
  if (missing) throw new Error(`${missing.file}#${missing.pointer}: ${missing.message}`);
  for (const file of new Set(stale.map((s) => s.file))) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    writeFileSync(
      path,
      replaceValues(
        text,
        stale.filter((s) => s.file === file),
      ),
    );
  }
  return stale;
}
