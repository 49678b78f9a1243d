import { formatInr, splitFullName } from './format.ts';

/**
 * Derived values: the json-logic operations config may use beside json-logic's own, in any rule and in a payload's
 * fields (payloads.json). Each is a plain function of its arguments (`ageYears` with one argument reads today's date).
 * Registered with json-logic by registerRuleOperations (rules.ts) where a program starts, and listed in RULE_OPERATORS, so lint knows them; documented for analysts in
 * docs/analyst-guide.md ("Derived values").
 */

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A `YYYY-MM-DD` date (a longer ISO date-time is read by its date) as [year, month, day], or undefined. */
function readIsoDate(value: unknown): [number, number, number] | undefined {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : undefined;
}

/** Today as `YYYY-MM-DD` (UTC). */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Whole years from a birth date to a date (`asOf`, default today): `ageYears("1980-03-12", "2026-03-11")` is 45,
 * on `"2026-03-12"` 46. Not a date (or `asOf` before the birth date) gives null, so a rule comparing it is false.
 */
export function ageYears(isoDate: unknown, asOf: unknown = today()): number | null {
  const birth = readIsoDate(isoDate);
  const on = readIsoDate(asOf);
  if (!birth || !on) return null;
  const beforeBirthday = on[1] < birth[1] || (on[1] === birth[1] && on[2] < birth[2]);
  const age = on[0] - birth[0] - (beforeBirthday ? 1 : 0);
  return age < 0 ? null : age;
}

/** The first name of a full name split at the last space (spec §5): `"Ravi Kumar Menon"` -> `"Ravi Kumar"`. */
export function nameFirst(fullName: unknown): string {
  return splitFullName(text(fullName)).firstName;
}

/** The last name of a full name split at the last space (spec §5): `"Ravi Kumar Menon"` -> `"Menon"`; one word: `""`. */
export function nameLast(fullName: unknown): string {
  return splitFullName(text(fullName)).lastName;
}

/** The digits of a value only: `"+91 98765-43210"` -> `"919876543210"`. */
export function digits(value: unknown): string {
  return text(value).replace(/\D/g, '');
}

/** A value in upper case: `"abcde1234f"` -> `"ABCDE1234F"`. */
export function upper(value: unknown): string {
  return text(value).toUpperCase();
}

/** An amount in rupees with Indian grouping and no decimals (format.ts formatInr): `4000000` -> `"₹40,00,000"`. */
export function inr(amount: unknown): string {
  return typeof amount === 'number' || typeof amount === 'string' ? formatInr(amount) : '';
}

/** The derived-value operations by name, as json-logic calls them (each argument already evaluated). */
export const DERIVED_OPERATIONS: Readonly<Record<string, (...args: unknown[]) => unknown>> = {
  nameFirst: (value) => nameFirst(value),
  nameLast: (value) => nameLast(value),
  ageYears: (...args) => (args.length > 1 ? ageYears(args[0], args[1]) : ageYears(args[0])),
  digits: (value) => digits(value),
  upper: (value) => upper(value),
  inr: (value) => inr(value),
};
