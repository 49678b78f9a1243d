/** Formatting for display (spec §9): rupees with Indian grouping and no decimals, masking, names, titles. */

/** The locale numbers, units and dates are worded in, with its digits: the borrower's (the app sets it with the programme's). */
let displayLocale = 'en-IN-u-nu-latn';

/**
 * Words numbers, units and dates in `locale` from now on (CLDR's data through Intl: "24 महीने", "24 மாதங்கள்", with
 * the plural each language gives), in `digits` (Latin unless the programme chose the locale's own) and the Indian
 * grouping every Indian locale has. The
 * app calls it when it draws the programme in a language; nothing calls it on import, so the engine stays pure of it.
 */
export function setDisplayLocale(locale: string, digits?: string): void {
  displayLocale = withDigits(locale, digits);
}

/**
 * A locale with its digits (`-u-nu-<system>`): Latin unless the programme chose the locale's own (`deva`, `tamldec`),
 * so a programme shows 5,00,000 in every language, or ५,००,००० in Hindi when it says so.
 */
export const withDigits = (locale: string, digits = 'latn'): string => `${locale}-u-nu-${digits}`;

/**
 * A number format made on first use in each locale: making one loads the locale's data (a few milliseconds each, four
 * times that on a slow phone), which a page that shows no amount (the login) should not pay while it starts.
 */
function lazyFormat(options: Intl.NumberFormatOptions): Pick<Intl.NumberFormat, 'format'> {
  let made: { locale: string; format: Intl.NumberFormat } | undefined;
  return {
    format: (value: number) => {
      if (made?.locale !== displayLocale)
        made = { locale: displayLocale, format: new Intl.NumberFormat(displayLocale, options) };
      return made.format.format(value);
    },
  };
}

/** A date with the month in words, day first, in the display locale: "5 January 2027", "5 जनवरी 2027". */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat(displayLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Rupees the Indian way (lakh and crore grouping), whole rupees rounded half away from zero, and no "-" on an amount
 * that rounds to zero. The en-IN locale of ICU gives exactly this (tests/engine/format.test.ts compares it with a
 * hand-written grouping over a sweep of amounts); browsers and Node ship that locale.
 */
const INR = lazyFormat({
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative' as Intl.NumberFormatOptions['signDisplay'],
});

/** Formats an amount in INR: `₹12,34,568` for 1234567.8 (rounded, no decimals). Non-numbers give `''`. */
export function formatInr(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return INR.format(value);
}

/** Masks a mobile number with asterisks, leaving the last `visible` digits (spec: 5). */
export function maskMobile(mobile: string | null | undefined, visible = 5): string {
  if (!mobile) return '';
  const keep = Math.max(0, Math.min(visible, mobile.length));
  return '*'.repeat(mobile.length - keep) + mobile.slice(mobile.length - keep);
}

/** Splits a full name into first and last at the last space (spec §5); one word is a first name only. */
export function splitFullName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const name = (fullName ?? '').trim().replace(/\s+/g, ' ');
  const at = name.lastIndexOf(' ');
  return at < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, at), lastName: name.slice(at + 1) };
}

/** Truncates a title to `max` characters followed by an ellipsis (spec: business name at 28). */
export function truncateTitle(title: string | null | undefined, max = 28): string {
  const text = title ?? '';
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}...`;
}

/** Equated monthly instalment for a principal at an annual rate (percent) over `months`, rounded to rupees. */
export function computeEmi(principal: number, annualRatePct: number, months: number): number {
  if (!(principal > 0) || !(months > 0)) return 0;
  const r = annualRatePct / 12 / 100;
  if (r === 0) return Math.round(principal / months);
  const factor = (1 + r) ** months;
  return Math.round((principal * r * factor) / (factor - 1));
}

// Units and percentages are worded by the platform's Intl data, not by strings in code (spec: English, India).
const MONTHS = lazyFormat({ style: 'unit', unit: 'month', unitDisplay: 'long' });
const PERCENT = lazyFormat({ style: 'percent', maximumFractionDigits: 2 });
const NUMBER = lazyFormat({ maximumFractionDigits: 2 });

/**
 * The formats a value may be shown in, by name: in a message (`{{loanAmountMin|inr}}`) and for an offer's terms.
 * `inr` ₹ with Indian grouping, `number` Indian grouping, `months` "12 months", `percent` a rate in per cent ("10.5%").
 */
export const VALUE_FORMATS = {
  inr: (n: number) => formatInr(n),
  number: (n: number) => NUMBER.format(n),
  months: (n: number) => MONTHS.format(n),
  percent: (n: number) => PERCENT.format(n / 100),
} as const;

export type ValueFormat = keyof typeof VALUE_FORMATS;

/** True for a format name of VALUE_FORMATS. */
export function isValueFormat(name: string): name is ValueFormat {
  return Object.hasOwn(VALUE_FORMATS, name);
}

/** A value in a format: a number (or numeric string) formatted, anything else as its text; no format: as written. */
export function formatValue(value: unknown, format: ValueFormat | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!format || !Number.isFinite(number)) return String(value);
  return VALUE_FORMATS[format](number);
}

/**
 * A date the en-IN way, day first: `1985-08-15` (ISO, as the form holds it) -> `15/08/1985`. Anything that is not an
 * ISO date (what the borrower is still typing) is returned as it is.
 */
export function formatDayFirstDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * A day-first date as typed (`15/08/1985`, `15-8-1985`, `15.08.1985`) -> ISO `1985-08-15`; undefined unless it is a
 * whole, real calendar date (no 31/02, four-digit year).
 */
export function parseDayFirstDate(text: string): string | undefined {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
