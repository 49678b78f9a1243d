/** Keys a number input must not accept (spec §5: e, E, + and -). */
const BLOCKED_NUMBER_KEYS = new Set(['e', 'E', '+', '-']);

/** Keeps the digits of a typed value, up to `max` of them. */
export function keepDigits(value: string, max = Infinity): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

/** keydown handler of number inputs: blocks exponent and sign keys. */
export function blockNumberKeys(event: { key: string; preventDefault: () => void }): void {
  if (BLOCKED_NUMBER_KEYS.has(event.key)) event.preventDefault();
}

/** Indian mobile numbers have ten digits; a schema `maxLength` may say otherwise. */
export const MOBILE_DIGITS = 10;

/** How long a field's value may be and the fixed text shown before it (uiSchema `ui:prefix`, e.g. +91). */
export interface TypedLimits {
  maxLength?: number;
  prefix?: string;
}

/**
 * A mobile number given whole ("+91 98765 43210" from a contact, "098765 43210"): the country code of the field's
 * prefix, or the trunk 0, goes, so the ten digits remain instead of the first ten of the longer string.
 */
function mobileDigits(raw: string, max: number, prefix: string | undefined): string {
  const digits = keepDigits(raw);
  const code = keepDigits(prefix ?? '');
  if (digits.length > max && code && digits.startsWith(code) && digits.length - code.length <= max)
    return digits.slice(code.length);
  if (digits.length === max + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, max);
}

/**
 * What a keystroke or a paste leaves in a field of a widget, the same in both form renderers (the light form of the
 * login and the RJSF widgets): digits only, up to the length, for mobile numbers and OTPs; capitals for codes (PAN,
 * GSTIN, IFSC); other widgets keep what was typed.
 */
export function normaliseTyped(widget: string | undefined, raw: string, limits: TypedLimits = {}): string {
  if (widget === 'mobile') return mobileDigits(raw, limits.maxLength ?? MOBILE_DIGITS, limits.prefix);
  if (widget === 'otp') return keepDigits(raw, limits.maxLength);
  if (widget === 'uppercase') return raw.toUpperCase();
  return raw;
}

/**
 * A paste into a mobile field that the input's maxlength would cut short ("+91 98765 43210" is 15 characters): the
 * whole value the field should hold instead, or undefined to let the browser paste as usual.
 */
export function wholePaste(widget: string | undefined, pasted: string, limits: TypedLimits = {}): string | undefined {
  if (widget !== 'mobile' || pasted.length <= (limits.maxLength ?? MOBILE_DIGITS)) return undefined;
  return normaliseTyped(widget, pasted, limits);
}
