import { computeLoanFigures, type Instalment, type LoanFigures } from './loan-schedule.ts';
import { evaluateValue, type RuleContext } from './rules.ts';
import type { Rule } from './types.ts';

/**
 * The Key Fact Statement (RBI KFS for retail and MSME loans) as config: which terms the figures come from, the
 * charges to list, and the sections the borrower reads before e-sign. The content is built here, once, so what the
 * screen shows and what the acknowledgement hashes are the same thing.
 */

/** Figures a KFS row may show (computed by loan-schedule.ts from the sanctioned terms and charges). */
export const KFS_FIGURES = [
  'principal', 'annualRatePct', 'months', 'instalmentCount', 'emi', 'totalCharges', 'netDisbursed', 'totalInterest',
  'totalInstalments', 'totalPayable', 'aprPct',
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
}

export interface KfsConfig {
  /** The line under the heading. */
  intro?: string;
  /** Rules over the context giving the sanctioned terms (usually the accepted offer). */
  terms: { principal: Rule; annualRatePct: Rule; months: Rule; emi?: Rule; charges?: Rule };
  /** Each charge type listed, its label, and the GST (percent) added to it, if any. */
  charges: Array<{ type: string; label: string; gstPct?: number }>;
  sections: KfsSectionConfig[];
  /** The box the borrower ticks: its label, and the text (or text key) when an acknowledging action is taken without it. */
  acknowledgement: { label: string; required: string };
}

export interface KfsContent {
  sections: Array<{
    title: string;
    rows?: Array<{ label: string; value: number | string | null; format?: KfsFormat }>;
    charges?: { labels: [string, string, string, string]; items: Array<{ label: string; amount: number; gst: number; total: number }> };
    schedule?: { columns: Array<(typeof SCHEDULE_COLUMNS)[number]>; labels: string[]; rows: number[][] };
  }>;
}

function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The amount of each configured charge type in the quoted charges (`[{chargeType, amount}]`); absent ones are 0. */
function quotedCharges(config: KfsConfig, quoted: unknown): Array<{ type: string; label: string; amount: number; gstPct: number }> {
  const list = Array.isArray(quoted) ? (quoted as Array<Record<string, unknown>>) : [];
  return config.charges.map((c) => {
    const amount = list.filter((q) => q?.chargeType === c.type).reduce((sum, q) => sum + (numberOf(q.amount) ?? 0), 0);
    return { type: c.type, label: c.label, amount, gstPct: c.gstPct ?? 0 };
  });
}

function figureOf(figures: LoanFigures, terms: { principal: number; annualRatePct: number; months: number }, figure: KfsFigure): number | null {
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

function scheduleOf(columns: NonNullable<KfsSectionConfig['schedule']>, rows: readonly Instalment[]) {
  return { columns: columns.map((c) => c.column), labels: columns.map((c) => c.label), rows: rows.map((r) => columns.map((c) => r[c.column])) };
}

/** The KFS as the borrower reads it, from config and the context; null while the sanctioned terms are not known. */
export function buildKfsContent(config: KfsConfig, context: RuleContext): KfsContent | null {
  const principal = numberOf(evaluateValue(config.terms.principal, context));
  const annualRatePct = numberOf(evaluateValue(config.terms.annualRatePct, context));
  const months = numberOf(evaluateValue(config.terms.months, context));
  if (principal === null || annualRatePct === null || months === null || principal <= 0 || months < 1 || !Number.isInteger(months)) return null;
  const emi = config.terms.emi === undefined ? null : numberOf(evaluateValue(config.terms.emi, context));
  const charges = quotedCharges(config, config.terms.charges === undefined ? [] : evaluateValue(config.terms.charges, context));
  const figures = computeLoanFigures({ principal, annualRatePct, months, ...(emi ? { emi } : {}), charges });
  const terms = { principal, annualRatePct, months };
  return {
    sections: config.sections.map((section) => ({
      title: section.title,
      ...(section.rows ? { rows: section.rows.map((row) => ({ label: row.label, value: row.figure ? figureOf(figures, terms, row.figure) : (row.text ?? null), ...(row.format ? { format: row.format } : {}) })) } : {}),
      ...(section.charges
        ? {
            charges: {
              labels: [section.charges.chargeLabel, section.charges.amountLabel, section.charges.gstLabel, section.charges.totalLabel] as [string, string, string, string],
              items: figures.charges.map((c, i) => ({ label: charges[i]?.label ?? c.type, amount: c.amount, gst: c.gst, total: c.total })),
            },
          }
        : {}),
      ...(section.schedule ? { schedule: scheduleOf(section.schedule, figures.schedule) } : {}),
    })),
  };
}
