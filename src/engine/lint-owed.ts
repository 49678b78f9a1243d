import { isJsonObject, type Json } from './json.ts';
import { isListPatch, LIST_PATCH } from './merge-patch.ts';
import { escapePointerSegment } from './pointer.ts';
import type { KfsFigure } from './kfs.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from './types.ts';

/**
 * The figures a borrower is owed before accepting an offer (RBI Key Fact Statement circular, April 2024: the amount
 * disbursed, the APR and all charges are shown with the offer, not only in the KFS after it; issue 25, a lender a
 * borrower trusts): an offer or quote that lists its fields lists these, by their KFS figure names.
 */
export const OWED_FIGURES: ReadonlyArray<{ figure: KfsFigure; what: string }> = [
  { figure: 'netDisbursed', what: 'the amount received' },
  { figure: 'aprPct', what: 'the APR' },
  { figure: 'totalCharges', what: 'the total charges' },
];

const REASON =
  'which the borrower must see before accepting: the RBI KFS circular has the amount received, the APR and all charges shown with the offer';

/** The operation of a list patch in `written` at `pointer` that removes `name`, as a pointer, if there is one. */
function removalOf(written: Json | undefined, pointer: string[], name: string): string | undefined {
  let node = written;
  for (const segment of pointer) node = isJsonObject(node) ? node[segment] : undefined;
  if (!isListPatch(node)) return undefined;
  const index = node[LIST_PATCH].findIndex((op) => isJsonObject(op) && op.$remove === name);
  return index < 0
    ? undefined
    : `/${[...pointer, LIST_PATCH, String(index), '$remove'].map(escapePointerSegment).join('/')}`;
}

function lintFields(source: ConfigSource, fields: unknown, file: string, at: string[], whose: string): Problem[] {
  if (!Array.isArray(fields) || !fields.length) return [];
  const keys = new Set(fields.map((f) => (isJsonObject(f) ? f.key : undefined)));
  return OWED_FIGURES.filter((o) => !keys.has(o.figure)).map((o) => ({
    file,
    pointer: removalOf(source[file], at, o.figure) ?? `/${at.join('/')}`,
    message: `${whose} drops ${o.what} ("${o.figure}"), ${REASON}`,
  }));
}

/** The programme's offer fields, and each quote screen's own, list every figure the borrower is owed (OWED_FIGURES). */
export function lintOwedFigures(source: ConfigSource, p: ResolvedProgramme): Problem[] {
  if (!p.programme.offer?.figures) return [];
  const problems = lintFields(
    source,
    p.programme.offer.fields,
    p.origins.programme ?? '',
    ['offer', 'fields'],
    'the offer',
  );
  for (const screen of Object.values(p.screens)) {
    if (screen.kind !== 'quote') continue;
    problems.push(
      ...lintFields(
        source,
        screen.fields,
        p.origins[`screen:${screen.id}`] ?? '',
        ['fields'],
        `the quote "${screen.id}"`,
      ),
    );
  }
  return problems;
}
