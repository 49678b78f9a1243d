import { useMemo, useState } from 'react';
import { programmeLocales, readLocales } from '../../../engine/i18n.ts';
import type { ResolvedProgramme } from '../../../engine/types.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { sourceOf } from '../../model/programme-layers.ts';
import {
  countTranslationRows,
  filterTranslationRows,
  listTranslationRows,
  setTranslations,
  type TranslationFilter,
  type TranslationRow,
} from '../../model/translation-edits.ts';
import { XliffExchange } from './xliff-exchange.tsx';

interface TranslationsPanelProps {
  programme: ResolvedProgramme;
  files: FileTexts;
  /** The locale chosen (the studio's selection); the first the programme declares beside the source one when unset. */
  locale?: string;
  onLocale(locale: string): void;
  /** Draws a screen in the preview, in the locale. */
  onPreview(screen: string, locale: string): void;
  edit(label: string, edits: Edit[], group?: string): void;
}

/** Rows drawn at once: the search and the filter narrow the rest (hundreds of text boxes make every keystroke slow). */
const SHOWN_ROWS = 30;

const FILTERS: Record<TranslationFilter, string> = { all: 'All', missing: 'Missing', draft: 'Draft' };

/**
 * The programme's texts in one of its languages: each text a borrower can be shown (the places lint checks), its
 * translation edited in place (one undoable command per field), its status; filtered by missing or draft; exchanged
 * with a translation agency as XLIFF 2.0.
 */
export function TranslationsPanel({ programme, files, locale, onLocale, onPreview, edit }: TranslationsPanelProps) {
  const source = sourceOf(files);
  const config = readLocales(source);
  const locales = programmeLocales(source, programme.id).filter((l) => l !== config.source);
  const chosen = locale && locales.includes(locale) ? locale : locales[0];
  if (!chosen)
    return (
      <section aria-label="Translations">
        <h3>Translations</h3>
        <p>
          {programme.id} shows no language beside {config.source}: list one in its <code>programme.json</code>{' '}
          <code>locales</code> (analyst guide, section 18).
        </p>
      </section>
    );
  return (
    <section aria-label="Translations">
      <h3>Translations</h3>
      <label>
        Language{' '}
        <select value={chosen} onChange={(e) => onLocale(e.target.value)}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {config.locales[l]?.name ?? l} ({l})
            </option>
          ))}
        </select>
      </label>
      <p className="st-note">
        The studio never marks a translation reviewed: a qualified translator signs it off in the catalog (
        <code>&quot;status&quot;: &quot;reviewed&quot;</code>). Changing a reviewed translation here, or by an import,
        makes it a draft again.
      </p>
      <TranslationGrid
        programme={programme}
        files={files}
        locale={chosen}
        onPreview={(screen) => onPreview(screen, chosen)}
        edit={edit}
      />
      <XliffExchange key={chosen} programme={programme} files={files} locale={chosen} edit={edit} />
    </section>
  );
}

/** The rows whose source or translation holds every word of `query` (case-insensitive). */
function searchRows(rows: readonly TranslationRow[], query: string): TranslationRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((r) => words.every((w) => `${r.source}\n${r.text ?? ''}`.toLowerCase().includes(w)));
}

interface Narrowing {
  filter: TranslationFilter;
  query: string;
}

/** The grid of one locale: filter, search, counts, and a row per text. */
function TranslationGrid({
  programme,
  files,
  locale,
  onPreview,
  edit,
}: Omit<TranslationsPanelProps, 'locale' | 'onLocale' | 'onPreview'> & { locale: string; onPreview(s: string): void }) {
  const [narrowing, setNarrowing] = useState<Narrowing>({ filter: 'all', query: '' });
  // a row being typed in stays while its status changes (a missing text given its first letter is a draft)
  const [typedIn, setTypedIn] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => listTranslationRows(files, programme, locale), [files, programme, locale]);
  const kept = new Set(filterTranslationRows(searchRows(rows, narrowing.query), narrowing.filter).map((r) => r.source));
  const shown = rows.filter((r) => kept.has(r.source) || typedIn.has(r.source));
  const translate = (row: TranslationRow, text: string) => {
    setTypedIn((s) => new Set(s).add(row.source));
    edit(
      `Translate "${row.source.slice(0, 40)}" into ${locale}`,
      setTranslations(files, programme.id, locale, [{ row, text }]),
      `translation:${programme.id}:${locale}:${row.source}`,
    );
  };
  return (
    <>
      <NarrowingChoice
        value={narrowing}
        onChange={(next) => {
          setNarrowing(next);
          setTypedIn(new Set());
        }}
      />
      <GridCounts rows={rows} shown={shown.length} />
      <table className="st-table" aria-label={`Translations into ${locale}`}>
        <thead>
          <tr>
            {['Key', 'Source', 'Translation', 'Status', 'Preview'].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.slice(0, SHOWN_ROWS).map((row) => (
            <TranslationRowView
              key={row.source}
              row={row}
              locale={locale}
              onChange={(text) => translate(row, text)}
              onPreview={onPreview}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}

/** How many texts there are, of each status, and how many of those the filter keeps are drawn. */
function GridCounts({ rows, shown }: { rows: readonly TranslationRow[]; shown: number }) {
  const counts = countTranslationRows(rows);
  return (
    <p role="status">
      {counts.all} texts, {counts.missing} missing, {counts.draft} draft, {counts.reviewed} reviewed
      {shown > SHOWN_ROWS ? `; the first ${SHOWN_ROWS} of ${shown} shown: search to find the others` : ''}
    </p>
  );
}

/** Which rows the grid shows: all, missing or draft, and those holding the words searched for. */
function NarrowingChoice({ value, onChange }: { value: Narrowing; onChange(next: Narrowing): void }) {
  return (
    <>
      <div role="radiogroup" aria-label="Which texts" className="st-scope">
        {(Object.keys(FILTERS) as TranslationFilter[]).map((f) => (
          <label key={f}>
            <input
              type="radio"
              name="translation-filter"
              checked={value.filter === f}
              onChange={() => onChange({ ...value, filter: f })}
            />{' '}
            {FILTERS[f]}
          </label>
        ))}
      </div>
      <label>
        Search translations{' '}
        <input type="search" value={value.query} onChange={(e) => onChange({ ...value, query: e.target.value })} />
      </label>
    </>
  );
}

/** One text: where it is written, what it says, its translation in a box, its status, and its screen's preview. */
function TranslationRowView({
  row,
  locale,
  onChange,
  onPreview,
}: {
  row: TranslationRow;
  locale: string;
  onChange(text: string): void;
  onPreview(screen: string): void;
}) {
  const [first, ...others] = row.places;
  return (
    <tr data-status={row.status}>
      <th scope="row">
        <code>
          {first?.file}#{first?.pointer}
        </code>
        {others.length > 0 && (
          <span title={others.map((p) => `${p.file}#${p.pointer}`).join('\n')}>
            {' '}
            and {others.length} more {others.length === 1 ? 'place' : 'places'}
          </span>
        )}
      </th>
      <td>{row.source}</td>
      <td>
        <textarea
          aria-label={`Translation of: ${row.source}`}
          lang={locale}
          rows={2}
          value={row.text ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      </td>
      <td title={row.from}>{row.status}</td>
      <td>
        {row.screen && (
          <button type="button" title="Preview this screen in the language" onClick={() => onPreview(row.screen!)}>
            Preview {row.screen}
          </button>
        )}
      </td>
    </tr>
  );
}
