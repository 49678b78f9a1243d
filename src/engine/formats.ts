// The project's string formats (PAN, GSTIN, IFSC, mobile, pincode, ...). Pure functions, no imports: the compile
// step registers them with ajv and the precompiled validators import this module in the browser. Schemas name them
// in `format` (see schemas/README.md); each rule carries its own ajv-errors message there.

/**
 * PAN: 5 letters, 4 digits, 1 letter, upper case. The 4th letter (holder type: C company, F firm, P person, ...)
 * is deliberately not restricted: the structure is what the form can check, and widely used test PANs
 * (e.g. ABCDE1234F) use letters outside the holder-type set. The lender verifies the PAN itself.
 */
export function isPan(s: string): boolean {
  return /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(s);
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN check character for its first 14 characters: mod-36 Luhn over the alphabet 0-9A-Z (factors 1, 2, 1, ...
 * from the first character; each product adds its base-36 digits). Returns '' when a character is outside 0-9A-Z
 * or the input is not 14 characters long.
 */
export function gstinCheckCharacter(first14: string): string {
  if (first14.length !== 14) return '';
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) return '';
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * GSTIN: 2-digit state code, the holder's PAN, an entity number (1-9 or A-Z), a 14th character ('Z' by default,
 * any of 0-9A-Z accepted) and the check character of {@link gstinCheckCharacter}. Upper case only.
 */
export function isGstin(s: string): boolean {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/.test(s)) return false;
  return isPan(s.slice(2, 12)) && gstinCheckCharacter(s.slice(0, 14)) === s.charAt(14);
}

/** IFSC: 4-letter bank code, a literal 0, then a 6-character branch code (letters or digits). Upper case only. */
export function isIfsc(s: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(s);
}

/** Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (no +91 or leading 0). */
export function isMobile(s: string): boolean {
  return /^[6-9][0-9]{9}$/.test(s);
}

/** Indian pincode: 6 digits, the first not 0. */
export function isPincode(s: string): boolean {
  return /^[1-9][0-9]{5}$/.test(s);
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A practical e-mail check: one '@'; a local part of at most 64 characters in dot-separated atoms (no leading,
 * trailing or double dots, no quotes or spaces); a domain of at least two labels (letters, digits, inner hyphens)
 * ending in an alphabetic top-level domain of 2+ letters; at most 254 characters in all.
 */
export function isEmail(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.lastIndexOf('@');
  if (at <= 0 || s.indexOf('@') !== at) return false;
  const local = s.slice(0, at);
  const labels = s.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || labels.length < 2) return false;
  if (!labels.every((label) => EMAIL_LABEL.test(label))) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] ?? '');
}

/** Bank account number: digits only, 9 to 18 of them (the usual Indian range). */
export function isAccountNumber(s: string): boolean {
  return /^[0-9]{9,18}$/.test(s);
}

/** The year, month and day of an ISO date, or undefined when it is not a real calendar date. */
function parseIsoDate(s: string): { y: number; m: number; d: number } | undefined {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
  if (!match) return undefined;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (m < 1 || m > 12 || d < 1 || d > (days[m - 1] ?? 0)) return undefined;
  return { y, m, d };
}

/** A real calendar date written YYYY-MM-DD (leap years included: 2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(s: string): boolean {
  return parseIsoDate(s) !== undefined;
}

/**
 * Age in whole years on `todayIso` of someone born on `dobIso` (both YYYY-MM-DD); NaN if either is not a real date.
 * A birthday counts from the day itself; someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(dobIso: string, todayIso: string): number {
  const dob = parseIsoDate(dobIso);
  const today = parseIsoDate(todayIso);
  if (!dob || !today) return Number.NaN;
  const beforeBirthday = today.m < dob.m || (today.m === dob.m && today.d < dob.d);
  return today.y - dob.y - (beforeBirthday ? 1 : 0);
}

/** A Date as YYYY-MM-DD in local time (the calendar day the borrower sees). */
function toIsoDate(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/**
 * A format check for "at least `years` old": true when the string is a real ISO date and the person is at least
 * that old on `today()` (read at each check, so a long-open page stays right; injectable for tests).
 */
export function minAgeFormat(years: number, today: () => Date = () => new Date()): (s: string) => boolean {
  return (s: string) => {
    const age = ageOn(s, toIsoDate(today()));
    return !Number.isNaN(age) && age >= years;
  };
}

/** The formats schemas may name in `format`, by name (names are the contract with schemas/**). */
export const projectFormats: Record<string, (s: string) => boolean> = {
  pan: isPan,
  gstin: isGstin,
  ifsc: isIfsc,
  mobile: isMobile,
  pincode: isPincode,
  email: isEmail,
  'account-number': isAccountNumber,
  'iso-date': isIsoDate,
};

/** The check for a format name: a project format, or `min-age-N` (at least N years old today); else undefined. */
export function resolveFormat(name: string): ((s: string) => boolean) | undefined {
  if (Object.prototype.hasOwnProperty.call(projectFormats, name)) return projectFormats[name];
  const minAge = /^min-age-([0-9]{1,3})$/.exec(name);
  return minAge ? minAgeFormat(Number(minAge[1])) : undefined;
}
