import { interpolate } from './constants.ts';

/** The translation key of a loan status message (spec §4): `loan_status_message_<status lowercased>`. */
export function loanStatusMessageKey(status: string): string {
  // spec §4: the sanctioned key is spelt "sactioned" in the lender's catalogue; keep it.
  const lowered = status.toLowerCase();
  return `loan_status_message_${lowered === 'sanctioned' ? 'sactioned' : lowered}`;
}

/**
 * Looks a message up by key and fills `{{name}}` placeholders from `params`. An unknown key gives the `fallback`
 * key's text when given (e.g. the generic error text), else the key itself so a gap is visible.
 */
export function resolveMessage(
  texts: Readonly<Record<string, string>>,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
  fallback?: string,
): string {
  const text = texts[key] ?? (fallback !== undefined ? texts[fallback] : undefined) ?? key;
  return interpolate(text, params as Record<string, string | number>);
}

/** The message for a loan status, falling back to the status itself. */
export function resolveLoanStatusMessage(texts: Readonly<Record<string, string>>, status: string): string {
  return texts[loanStatusMessageKey(status)] ?? status;
}
