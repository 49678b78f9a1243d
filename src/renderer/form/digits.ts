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
