import { computeLoanFigures, type Instalment, type LoanFigures } from './loan-schedule.ts';
import { evaluateValue, type RuleContext } from './rules.ts';
import type { Rule } from './types.ts';
import { isJsonObject } from './json.ts';
import { formatValue } from './format.ts';
import type { Say } from './message-format.ts';

/**
 * The Key Fact Statement (RBI KFS for retail and MSME loans) as config: which terms the figures come from, the
 * charges to list, and the sections the borrower reads before e-sign. The content is built here, once, so what the
 * screen shows and what the acknowledgement hashes are the same thing.
 */

/** Figures a KFS row may show (computed by loan-schedule.ts from the sanctioned terms and charges). */
export const KFS_FIGURES = [
  'principal',
  'annualRatePct',
  'months',
  'instalmentCount',
  'emi',
  'totalCharges',
  'netDisbursed',
  'totalInterest',
  'totalInstalments',
  'totalPayable',
  'aprPct',
] as const;
export type KfsFigure = (typeof KFS_FIGURES)[number];

/** spec §3 charge types. */
export const CHARGE_TYPES = ['PROCESSING_FEE', 'INSURANCE_CHARGES', 'OTHER_UPFRONT_CHARGES', 'OTHER_CHARGES'] as const;

/** Columns a repayment schedule may show. */
export const SCHEDULE_COLUMNS = ['number', 'opening', 'interest', 'principal', 'instalment', 'closing'] as const;

export const KFS_FORMATS = ['inr', 'percent', 'months', 'number'] as const;
export type KfsFormat = (typeof KFS_FORMATS)[number];

export interface KfsRowConfig {
  /** A name, so that a programme extending this one can patch the row (`{"$patch": [...]}`). */
  id?: string;
  label: string;
  /** A computed figure, or a fixed text (a period, a name) from config. */
  figure?: KfsFigure;
  format?: KfsFormat;
  text?: string;
}

export interface KfsSectionConfig {
  /** A name, so that a programme extending this one can patch the section. */
  id?: string;
  title: string;
  rows?: KfsRowConfig[];
  /** Lists every configured charge with its GST and total. */
  charges?: { chargeLabel: string; amountLabel: string; gstLabel: string; totalLabel: string };
  /** The repayment schedule as a table, with these columns. */
  schedule?: Array<{ column: (typeof SCHEDULE_COLUMNS)[number]; label: string }>;
  /** The schedule is folded under this line (`{count}`: the number of instalments), which the borrower opens. */
  scheduleToggle?: string;
}

/**
 * What an offer's figures are computed from (programme.json `offer.figures`): rules over the context giving the terms
 * (usually `offer.*`: the quote, the offer being shaped, or the accepted offer), and each charge type to count, its
 * label, and the GST (percent) added to it. The quote, offer, KFS and Loan Success all compute from it.
 */
export interface FigureBasis {
  terms: { principal: Rule; annualRatePct: Rule; months: Rule; emi?: Rule; charges?: Rule };
  charges: Array<{ type: string; label: string; gstPct?: number }>;
}

/** A programme's figure basis (its `offer.figures`), or null when it has none. */
export function figureBasisOf(offer: Readonly<Record<string, unknown>> | undefined): FigureBasis | null {
  const f = offer?.figures;
  return isJsonObject(f) && isJsonObject(f.terms) && Array.isArray(f.charges) ? (f as unknown as FigureBasis) : null;
}

export interface KfsConfig {
  /** The line under the heading. */
  intro?: string;
  sections: KfsSectionConfig[];
  /** The box the borrower ticks: its label, and the text (or text key) when an acknowledging action is taken without it. */
  acknowledgement: { label: string; required: string };
}

/** An offer's terms and every figure the engine computes from them, with each counted charge's label. */
export interface OfferFigures {
  terms: { principal: number; annualRatePct: number; months: number };
  figures: LoanFigures;
  chargeLabels: string[];
}

export interface KfsContent {
  sections: Array<{
    title: string;
    rows?: Array<{ label: string; value: number | string | null; format?: KfsFormat }>;
    charges?: {
      labels: [string, string, string, string];
      items: Array<{ label: string; amount: number; gst: number; total: number }>;
    };
    schedule?: {
      columns: Array<(typeof SCHEDULE_COLUMNS)[number]>;
      labels: string[];
      rows: number[][];
      toggle?: string;
    };
  }>;
}

function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * The amount of each configured charge type in the quoted charges (`[{chargeType, amount, ratePct?}]`); absent ones
 * are 0. A charge quoted as a percentage of the amount (`ratePct`) follows the amount the borrower chooses.
 */
function quotedCharges(
  basis: FigureBasis,
  quoted: unknown,
  principal: number,
): Array<{ type: string; label: string; amount: number; gstPct: number }> {
  const list = Array.isArray(quoted) ? (quoted as Array<Record<string, unknown>>) : [];
  const amountOf = (q: Record<string, unknown>) => {
    const rate = numberOf(q.ratePct);
    return rate === null ? (numberOf(q.amount) ?? 0) : Math.round((principal * rate) / 100);
  };
  return basis.charges.map((c) => {
    const amount = list.filter((q) => q?.chargeType === c.type).reduce((sum, q) => sum + amountOf(q), 0);
    return { type: c.type, label: c.label, amount, gstPct: c.gstPct ?? 0 };
  });
}

/**
 * Every figure of an offer (EMI, schedule, charges with GST, amount received, total payable, APR) from the basis and
 * the context; null while the terms are not known. The one computation behind the quote, offer, KFS and Loan Success.
 */
export function computeOfferFigures(basis: FigureBasis, context: RuleContext): OfferFigures | null {
  const principal = numberOf(evaluateValue(basis.terms.principal, context));
  const annualRatePct = numberOf(evaluateValue(basis.terms.annualRatePct, context));
  const months = numberOf(evaluateValue(basis.terms.months, context));
  if (
    principal === null ||
    annualRatePct === null ||
    months === null ||
    principal <= 0 ||
    months < 1 ||
    !Number.isInteger(months)
  )
    return null;
  const emi = basis.terms.emi === undefined ? null : numberOf(evaluateValue(basis.terms.emi, context));
  const charges = quotedCharges(
    basis,
    basis.terms.charges === undefined ? [] : evaluateValue(basis.terms.charges, context),
    principal,
  );
  const figures = computeLoanFigures({ principal, annualRatePct, months, ...(emi ? { emi } : {}), charges });
  return { terms: { principal, annualRatePct, months }, figures, chargeLabels: charges.map((c) => c.label) };
}

/** The figures an offer or quote field may show by name (`netDisbursed`, `aprPct`, ...: KFS_FIGURES). */
export function offerFigureValues(offer: OfferFigures | null): Partial<Record<KfsFigure, number | null>> {
  if (!offer) return {};
  return Object.fromEntries(KFS_FIGURES.map((f) => [f, figureOf(offer.figures, offer.terms, f)]));
}

function figureOf(
  figures: LoanFigures,
  terms: { principal: number; annualRatePct: number; months: number },
  figure: KfsFigure,
): number | null {
  switch (figure) {
    case 'principal':
    case 'annualRatePct':
    case 'months':
      return terms[figure];
    case 'instalmentCount':
      return figures.schedule.length;
    default:
      return figures[figure];
  }
}

function scheduleOf(
  columns: NonNullable<KfsSectionConfig['schedule']>,
  rows: readonly Instalment[],
  toggle: string | undefined,
  say: Say,
) {
  return {
    columns: columns.map((c) => c.column),
    labels: columns.map((c) => c.label),
    rows: rows.map((r) => columns.map((c) => r[c.column])),
    ...(toggle ? { toggle: say(toggle, { count: rows.length }) } : {}),
  };
}

/**
 * The KFS as the borrower reads it, from its config, the programme's figure basis and the context, its counted lines
 * worded by `say` (the programme's locale and messages: engine/message-format.ts `sayIn`; the formatter is the
 * caller's, so the offer, which builds figures here, does not load it); null while the terms are not known.
 */
export function buildKfsContent(
  config: KfsConfig,
  basis: FigureBasis,
  context: RuleContext,
  say: Say,
): KfsContent | null {
  const offer = computeOfferFigures(basis, context);
  if (!offer) return null;
  const { figures, terms, chargeLabels } = offer;
  return {
    sections: config.sections.map((section) => ({
      title: section.title,
      ...(section.rows
        ? {
            rows: section.rows.map((row) => ({
              label: row.label,
              value: row.figure ? figureOf(figures, terms, row.figure) : (row.text ?? null),
              ...(row.format ? { format: row.format } : {}),
            })),
          }
        : {}),
      ...(section.charges
        ? {
            charges: {
              labels: [
                section.charges.chargeLabel,
                section.charges.amountLabel,
                section.charges.gstLabel,
                section.charges.totalLabel,
              ] as [string, string, string, string],
              items: figures.charges.map((c, i) => ({
                label: chargeLabels[i] ?? c.type,
                amount: c.amount,
                gst: c.gst,
                total: c.total,
              })),
            },
          }
        : {}),
      ...(section.schedule
        ? { schedule: scheduleOf(section.schedule, figures.schedule, section.scheduleToggle, say) }
        : {}),
    })),
  };
}

/** A KFS row's value as the borrower reads it, on the screen and in the kept file (rupees, per cent, months, a count, or a text as written). */
export function kfsRowText(row: NonNullable<KfsContent['sections'][number]['rows']>[number]): string {
  if (typeof row.value === 'string') return row.value;
  if (row.format === 'number') return row.value === null ? '' : String(row.value);
  return formatValue(row.value, row.format);
}
