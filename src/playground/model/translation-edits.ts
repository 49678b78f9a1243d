import { catalogFor, LOCALES_ROOT, resolveInLocale } from '../../engine/i18n.ts';
import { catalogForFile, needsTranslation, shownPlaces } from '../../engine/i18n-lint.ts';
import { isJsonObject } from '../../engine/json.ts';
import { escapePointerSegment } from '../../engine/pointer.ts';
import type { ConfigSource, ResolvedProgramme } from '../../engine/types.ts';
import type { Edit, FileTexts } from './files.ts';
import { sourceOf } from './programme-layers.ts';

/**
 * The Translations view's model: one row per text a borrower can be shown for a programme (the places lint checks
 * for "no <locale> translation"), with its translation in a locale, and the edits that write a translation into the
 * catalog it belongs in. The studio never marks a translation reviewed: a changed reviewed one becomes a draft.
 */

export type TranslationStatus = 'missing' | 'draft' | 'reviewed';

export interface TranslationRow {
  /** The source text: the catalog's key. */
  source: string;
  /** Every place the programme shows it, the first one first. */
  places: Array<{ file: string; pointer: string }>;
  /** Its translation as the programme shows it (common, parent's and own catalogs layered), if any. */
  text?: string;
  status: TranslationStatus;
  /** The catalog file the translation is read from, if any. */
  from?: string;
  /** A screen of the programme that shows it (its own file, or its form's), for the preview. */
  screen?: string;
}

export type TranslationFilter = 'all' | 'missing' | 'draft';

/** The programme's own catalog in a locale. */
export const ownCatalog = (programmeId: string, locale: string): string =>
  `${LOCALES_ROOT}/${locale}/${programmeId}.json`;

/** The screen whose file (its screen file, its form's schema or uiSchema) `file` is, if any. */
function screenOfFile(programme: ResolvedProgramme, file: string): string | undefined {
  const own = /^journey-config\/programmes\/[^/]+\/screens\/([^/]+)\.json$/.exec(file)?.[1];
  if (own) return own in programme.screens ? own : undefined;
  return Object.entries(programme.forms).find(([, f]) => f.files?.schema === file || f.files?.uiSchema === file)?.[0];
}

/** Every text the programme shows that needs a translation, once each, with its translation in `locale`. */
export function listTranslationRows(files: FileTexts, programme: ResolvedProgramme, locale: string): TranslationRow[] {
  const source = sourceOf(files);
  const catalog = catalogFor(source, programme.id, locale);
  const rows = new Map<string, TranslationRow>();
  for (const place of shownPlaces(source, programme.id)) {
    if (!needsTranslation(place.text)) continue;
    let row = rows.get(place.text);
    if (!row) {
      const translation = catalog.get(place.text);
      row = {
        source: place.text,
        places: [],
        status: translation?.status ?? 'missing',
        ...(translation ? { text: translation.text, from: translation.file } : {}),
      };
      rows.set(place.text, row);
    }
    row.places.push({ file: place.file, pointer: place.pointer });
    row.screen ??= screenOfFile(programme, place.file);
  }
  return [...rows.values()];
}

/** The rows a filter keeps: all, those without a translation, or the drafts (reviewed ones are never filtered in). */
export function filterTranslationRows(rows: readonly TranslationRow[], filter: TranslationFilter): TranslationRow[] {
  return filter === 'all' ? [...rows] : rows.filter((r) => r.status === filter);
}

/** How many rows there are, and of each status. */
export function countTranslationRows(rows: readonly TranslationRow[]): Record<TranslationStatus | 'all', number> {
  const count = (status: TranslationStatus) => rows.filter((r) => r.status === status).length;
  return { all: rows.length, missing: count('missing'), draft: count('draft'), reviewed: count('reviewed') };
}

/**
 * The catalog an edit of a row's translation is written to: the programme's own when it holds the entry; the common
 * one for a common text or shared form's (lint's catalogForFile) translated there or not yet; else the programme's own,
 * the one layered over its parents' (a child rewords an inherited text, or one its parent translated, in its own).
 */
export function translationTarget(row: TranslationRow, programmeId: string, locale: string): string {
  const own = ownCatalog(programmeId, locale);
  const common = `${LOCALES_ROOT}/${locale}/common.json`;
  if (row.from === own) return own;
  const commonText = row.places.some((place) => catalogForFile(place.file, locale) === common);
  return commonText && (row.from === undefined || row.from === common) ? common : own;
}

/** The entry `source` of a catalog file as written, if any. */
function entryOf(files: FileTexts, file: string, source: string): unknown {
  const content = sourceOf(files)[file];
  return isJsonObject(content) && isJsonObject(content.messages) ? content.messages[source] : undefined;
}

/**
 * The edits that set the translations of rows (`text` empty: the entry goes), each in its target catalog (made with
 * its `$schema`, `locale` and `messages` when missing). A reviewed entry changed becomes a bare string, a draft: the
 * reviewer signed off another text. An entry written `{ "text", "status": "draft" }` keeps its form.
 */
export function setTranslations(
  files: FileTexts,
  programmeId: string,
  locale: string,
  changes: ReadonlyArray<{ row: TranslationRow; text: string }>,
): Edit[] {
  const edits: Edit[] = [];
  const made = new Set<string>();
  for (const { row, text } of changes) {
    const file = translationTarget(row, programmeId, locale);
    const pointer = `/messages/${escapePointerSegment(row.source)}`;
    const entry = entryOf(files, file, row.source);
    if (!text) {
      if (entry !== undefined) edits.push({ file, pointer, remove: true });
      continue;
    }
    if (!(file in files) && !made.has(file)) {
      made.add(file);
      edits.push({ file, pointer: '/locale', value: locale });
    }
    const draftObject = isJsonObject(entry) && entry.status !== 'reviewed';
    edits.push(
      draftObject ? { file, pointer: `${pointer}/text`, value: text } : { file, pointer, value: text, lines: true },
    );
  }
  return edits;
}

/** The programme as the borrower sees it in `locale`: its config translated through its catalogs, then resolved. */
export function programmeInLocale(source: ConfigSource, id: string, locale: string): ResolvedProgramme | undefined {
  return resolveInLocale(source, id, locale).programme;
}
