import { isJsonObject } from './json.ts';
import { figureBasisOf, type FigureBasis } from './kfs.ts';
import { listRuleVariables } from './rules.ts';
import type { Problem, ResolvedProgramme, Rule } from './types.ts';

/** The lender's offer field a term rule reads as it is (`{"var": "offer.roiPct"}`), or undefined when it computes one. */
function plainOfferRead(rule: Rule | undefined): string | undefined {
  if (!isJsonObject(rule) || Object.keys(rule).length !== 1) return undefined;
  const name = Array.isArray(rule.var) ? rule.var[0] : rule.var;
  return typeof name === 'string' && name.startsWith('offer.') ? name.slice('offer.'.length) : undefined;
}

/** Each lender's field a term of the figure basis overrides (reads, but sets by a rule of its own) -> that term. */
function overriddenFields(basis: FigureBasis): Map<string, string> {
  const overridden = new Map<string, string>();
  for (const [term, rule] of Object.entries(basis.terms)) {
    if (rule === undefined || plainOfferRead(rule as Rule) !== undefined) continue;
    for (const variable of listRuleVariables(rule as Rule))
      if (variable.startsWith('offer.')) overridden.set(variable.slice('offer.'.length), term);
  }
  return overridden;
}

const LOAN_TERMS = ['principal', 'annualRatePct', 'months'] as const;

/**
 * One set of figures (issue 40): where the programme sets a term by a rule of its own (`offer.figures.terms`, e.g. the
 * rate less a concession), a row of the offer or a quote that shows the lender's figure for it would show the borrower
 * another rate and EMI than the KFS: it must show the programme's figure. And the EMI cannot stay the lender's while the
 * rate, amount or months are the programme's.
 */
export function lintOverriddenFigures(p: ResolvedProgramme): Problem[] {
  const basis = figureBasisOf(p.programme.offer);
  if (!basis) return [];
  const overridden = overriddenFields(basis);
  const file = p.origins.programme ?? '';
  const why = (term: string) => `the programme sets ${term} by a rule of its own (offer.figures.terms.${term})`;
  const rowsOf = (rows: unknown, rowFile: string, at: string): Problem[] =>
    (Array.isArray(rows) ? rows : []).flatMap((row, i) => {
      const term = isJsonObject(row) && typeof row.key === 'string' ? overridden.get(row.key) : undefined;
      return term === undefined
        ? []
        : [
            {
              file: rowFile,
              pointer: `${at}/${i}/key`,
              message: `row "${String((row as { key: string }).key)}" shows the lender's figure, but ${why(term)}: show "${term}", the figure the KFS shows, or have the lender quote it (a rate sent with the quote read: payloads.json fetchQuotes roiPct or rateConcessionPct)`,
            },
          ];
    });
  const problems = rowsOf(p.programme.offer?.fields, file, '/offer/fields');
  for (const screen of Object.values(p.screens))
    if (screen.kind === 'quote')
      problems.push(...rowsOf(screen.fields, p.origins[`screen:${screen.id}`] ?? '', '/fields'));
  const computed = LOAN_TERMS.find(
    (term) => basis.terms[term] !== undefined && plainOfferRead(basis.terms[term]) === undefined,
  );
  if (computed && plainOfferRead(basis.terms.emi) === 'emi') {
    problems.push({
      file,
      pointer: '/offer/figures/terms/emi',
      message: `the EMI is the lender's (offer.emi), but ${why(computed)}: remove this term (null) so the EMI is worked out from the programme's terms`,
    });
  }
  return problems;
}
