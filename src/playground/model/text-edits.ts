import { isJsonObject, type Json } from '../../engine/json.ts';
import { escapePointerSegment } from '../../engine/pointer.ts';
import type { Edit, FileTexts } from './files.ts';
import { layeredFile, parentFile, programmeFolder, sourceOf } from './programme-layers.ts';

/**
 * The texts (user-visible messages by key, texts.schema.json): the common table (journey-config/common/texts.json)
 * and each programme's own texts.json, a merge patch over the common table and its parents' texts. A programme's edit
 * is written to its own texts.json (made when it has none); the common table is edited only when asked for.
 */

export const COMMON_TEXTS = 'journey-config/common/texts.json';

/** Where a text shown for a programme comes from: its own texts.json, a parent programme's, or the common table. */
export type TextOrigin = 'own' | 'parent' | 'common';

export interface TextRow {
  key: string;
  /** the text the programme shows (its constants not yet filled) */
  value: string;
  origin: TextOrigin;
  /** what shows when the programme's own value goes (undefined: the key is the programme's own, nothing below it) */
  below?: string;
}

function tableOf(file: Json | undefined): Record<string, string> {
  const texts = isJsonObject(file) && isJsonObject(file.texts) ? file.texts : {};
  return Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The common texts, by key. */
export function commonTexts(files: FileTexts): Record<string, string> {
  return tableOf(sourceOf(files)[COMMON_TEXTS]);
}

/** The path of a programme's own texts.json. */
export const programmeTextsFile = (programmeId: string): string => `${programmeFolder(programmeId)}texts.json`;

/** Every text a programme shows, sorted by key, with where it comes from and what lies below its own value. */
export function listTexts(files: FileTexts, programmeId: string): TextRow[] {
  const common = commonTexts(files);
  const parents = tableOf(parentFile(files, programmeId, 'texts.json'));
  const own = tableOf(sourceOf(files)[programmeTextsFile(programmeId)]);
  const layered = tableOf(layeredFile(files, programmeId, 'texts.json'));
  const keys = [...new Set([...Object.keys(common), ...Object.keys(layered)])].sort();
  return keys.map((key) => {
    const below = parents[key] ?? common[key];
    const origin: TextOrigin = key in own ? 'own' : key in parents ? 'parent' : 'common';
    return {
      key,
      value: layered[key] ?? common[key] ?? '',
      origin,
      ...(origin === 'own' && below !== undefined ? { below } : {}),
    };
  });
}

/** The rows whose key or text holds every word of `query` (case-insensitive); all rows for an empty query. */
export function searchTexts(rows: readonly TextRow[], query: string): TextRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) =>
    words.every((w) => row.key.toLowerCase().includes(w) || row.value.toLowerCase().includes(w)),
  );
}

const pointerOf = (key: string) => `/texts/${escapePointerSegment(key)}`;

/** Edits that set text `key` of a programme in its own texts.json (the file is made, its meta-schema first, when absent). */
export function setProgrammeText(programmeId: string, key: string, value: string): Edit[] {
  return [{ file: programmeTextsFile(programmeId), pointer: pointerOf(key), value, lines: true }];
}

/** Edits that set text `key` of the common table: every programme that does not set it shows it. */
export function setCommonText(key: string, value: string): Edit[] {
  return [{ file: COMMON_TEXTS, pointer: pointerOf(key), value, lines: true }];
}

/**
 * Edits that take the programme's own value of `key` away so its parent's (or the common) text shows again; the
 * programme's texts.json goes when nothing else is left in it. None when the programme does not set the key.
 */
export function resetText(files: FileTexts, programmeId: string, key: string): Edit[] {
  const file = programmeTextsFile(programmeId);
  const own = sourceOf(files)[file];
  const texts = isJsonObject(own) && isJsonObject(own.texts) ? own.texts : undefined;
  if (!texts || !(key in texts)) return [];
  const othersLeft =
    Object.keys(texts).some((k) => k !== key) ||
    Object.keys(own as object).some((k) => !['$schema', 'texts'].includes(k));
  return [{ file, ...(othersLeft ? { pointer: pointerOf(key) } : { pointer: '' }), remove: true }];
}

/** A text key as texts.schema.json allows it. */
export const TEXT_KEY = /^[a-z][a-z0-9_]*$/;
