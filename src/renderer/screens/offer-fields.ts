import { formatInr } from '../../engine/format.ts';

/** One displayed term of an offer or quote (`programme.offer.fields`, or a quote screen's `fields`). */
export interface OfferField {
  key: string;
  label: string;
  format?: 'inr' | 'months' | 'percent';
}

/** The well-formed fields of a config list (others are the linter's business). */
export function listOfferFields(value: unknown): OfferField[] {
  if (!Array.isArray(value)) return [];
  return value.filter((f): f is OfferField => typeof f?.key === 'string' && typeof f?.label === 'string');
}

// Units and percentages are worded by the platform's Intl data, not by strings in code (spec: English, India).
const LOCALE = 'en-IN';
const months = new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'month', unitDisplay: 'long' });
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 });

/** A term's value as shown: rupees in Indian grouping, a number of months, or a rate per cent. */
export function formatOfferValue(value: unknown, format: OfferField['format']): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (format === 'inr') return formatInr(number);
  if (format === 'months') return months.format(number);
  if (format === 'percent') return percent.format(number / 100);
  return String(value);
}
