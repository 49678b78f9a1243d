import js2xliff, { type XliffUnit } from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import { readLocales } from '../../engine/i18n.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import type { Edit, FileTexts } from './files.ts';
import { sourceOf } from './programme-layers.ts';
import { listTranslationRows, setTranslations, type TranslationRow } from './translation-edits.ts';

/**
 * A programme's translations into one locale as XLIFF 2.0 for a translation agency (the `xliff` package writes and
 * reads it), and back: one `<file>` per programme, one unit per row of the Translations view, its id a stable key of
 * the source text, its notes the row's status and places. Import applies the targets that changed through the same
 * edits as the grid (a changed reviewed text becomes a draft) and lists what it cannot place instead of guessing.
 */

/** The unit id of a source text (an XLIFF id is an NMTOKEN, so not the text itself): cyrb53 of its UTF-16 code units. */
export function sourceKey(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `t${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

export interface XliffExport {
  /** The file's name: `<programme>.<locale>.xlf`. */
  name: string;
  text: string;
  /** Source texts left out of the file, and why (one the format would not give back byte for byte). */
  leftOut: string[];
}

function unitOf(row: TranslationRow): XliffUnit {
  return {
    source: row.source,
    ...(row.text !== undefined ? { target: row.text } : {}),
    note: [
      `status: ${row.status}`,
      ...(row.from ? [`catalog: ${row.from}`] : []),
      ...row.places.map((p) => `${p.file}#${p.pointer}`),
    ],
  };
}

async function writeXliff(sourceLanguage: string, locale: string, programmeId: string, units: Map<string, XliffUnit>) {
  const xml = await js2xliff(
    { sourceLanguage, targetLanguage: locale, resources: { [programmeId]: Object.fromEntries(units) } },
    { indent: '  ' },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

/**
 * The programme's rows in `locale` as one XLIFF 2.0 file. The file is read back before it is given: a unit whose
 * source or target would not come back exactly (the reader drops a trailing newline) is left out and named, so an
 * import never changes a text the export did not say.
 */
export async function exportXliff(
  files: FileTexts,
  programme: ResolvedProgramme,
  locale: string,
): Promise<XliffExport> {
  const sourceLanguage = readLocales(sourceOf(files)).source;
  const units = new Map<string, XliffUnit>();
  const leftOut: string[] = [];
  for (const row of listTranslationRows(files, programme, locale)) {
    const id = sourceKey(row.source);
    if (units.has(id)) leftOut.push(`${JSON.stringify(row.source)}: its key ${id} is another text's`);
    else units.set(id, unitOf(row));
  }
  const first = await writeXliff(sourceLanguage, locale, programme.id, units);
  const back = (await xliff2js(first)).resources?.[programme.id] ?? {};
  for (const [id, unit] of units) {
    if (back[id]?.source === unit.source && back[id]?.target === unit.target) continue;
    leftOut.push(`${JSON.stringify(unit.source)}: XLIFF would not give it back exactly (a trailing newline or space?)`);
    units.delete(id);
  }
  const text = leftOut.length ? await writeXliff(sourceLanguage, locale, programme.id, units) : first;
  return { name: `${programme.id}.${locale}.xlf`, text, leftOut };
}

export interface XliffImport {
  /** One command's edits: every target that differs from the translation the programme shows. */
  edits: Edit[];
  /** The texts those edits change, and whether each was reviewed (it is a draft now). */
  changed: Array<{ source: string; text: string; wasReviewed: boolean }>;
  /** Units not applied, and why; and what is wrong with the file as a whole. */
  problems: string[];
}

/** The file parsed, or why it cannot be (not XML, not XLIFF). */
async function readXliff(text: string): Promise<Awaited<ReturnType<typeof xliff2js>> | string> {
  try {
    return await xliff2js(text);
  } catch (error) {
    return `not XLIFF: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Why a parsed file is not one of this programme's in this locale, if it is not. */
function fileProblem(
  doc: Awaited<ReturnType<typeof xliff2js>>,
  sourceLanguage: string,
  programmeId: string,
  locale: string,
): string | undefined {
  if (!doc.resources) return 'not an XLIFF 2.0 file';
  if (doc.sourceLanguage !== sourceLanguage)
    return `its source language is ${doc.sourceLanguage}, not ${sourceLanguage}`;
  if (doc.targetLanguage !== locale) return `it translates into ${doc.targetLanguage ?? 'no language'}, not ${locale}`;
  const others = Object.keys(doc.resources).filter((id) => id !== programmeId);
  if (others.length) return `it holds ${others.join(', ')}, not only ${programmeId}: import each programme's own file`;
  return undefined;
}

/** Why a unit of the file is not applied, if it is not (its id unknown, its source changed, markup in it). */
function unitProblem(id: string, unit: XliffUnit, row: TranslationRow | undefined): string | undefined {
  if (typeof unit.source !== 'string' || (unit.target !== undefined && typeof unit.target !== 'string'))
    return `unit ${id}: holds markup (a group or inline elements) the studio does not read`;
  if (!row) return `unit ${id}: no text of the programme has this key (source ${JSON.stringify(unit.source)})`;
  if (unit.source !== row.source)
    return `unit ${id}: its source ${JSON.stringify(unit.source)} is not the programme's text ${JSON.stringify(row.source)}`;
  return undefined;
}

/**
 * Reads an XLIFF 2.0 file made by exportXliff (and filled in by a translator) into the edits of one command: each
 * target that differs from the programme's translation is set as the grid sets it; an empty or missing target changes
 * nothing. Units whose id is unknown or whose source differs, and a file of another programme or locale, are problems.
 */
export async function importXliff(
  files: FileTexts,
  programme: ResolvedProgramme,
  locale: string,
  text: string,
): Promise<XliffImport> {
  const none = (problem: string): XliffImport => ({ edits: [], changed: [], problems: [problem] });
  const doc = await readXliff(text);
  if (typeof doc === 'string') return none(doc);
  const wrong = fileProblem(doc, readLocales(sourceOf(files)).source, programme.id, locale);
  if (wrong) return none(`This file is not ${programme.id} in ${locale}: ${wrong}.`);
  const rows = new Map(listTranslationRows(files, programme, locale).map((row) => [sourceKey(row.source), row]));
  const problems: string[] = [];
  const changes: Array<{ row: TranslationRow; text: string }> = [];
  for (const [id, unit] of Object.entries(doc.resources?.[programme.id] ?? {})) {
    if (id === '_additionalElements') continue; // the reader's place for a file's other elements (metadata)
    const row = rows.get(id);
    const problem = unitProblem(id, unit, row);
    if (problem) problems.push(problem);
    else if (row && typeof unit.target === 'string' && unit.target !== '' && unit.target !== row.text)
      changes.push({ row, text: unit.target });
  }
  return {
    edits: setTranslations(files, programme.id, locale, changes),
    changed: changes.map(({ row, text: target }) => ({
      source: row.source,
      text: target,
      wasReviewed: row.status === 'reviewed',
    })),
    problems,
  };
}
