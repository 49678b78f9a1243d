import { resolveLoanStatusMessage } from '../../engine/messages.ts';
import type { Screen } from '../../engine/types.ts';

/**
 * The screen's text of that name as the borrower reads it: its own text (`texts`), or the programme text its
 * `textKeys` names; undefined when it has neither.
 */
export function screenText(screen: Screen, name: string, t: (key: string) => string): string | undefined {
  const key = screen.textKeys?.[name];
  if (key) return t(key);
  const text = screen.texts?.[name];
  return text === '' ? undefined : text;
}

/** A label the renderer needs (Start, Edit, ...): the screen's text of that name, else the programme text `key`. */
export function labelText(screen: Screen, name: string, key: string, t: (key: string) => string): string {
  return screenText(screen, name, t) ?? t(key);
}

/** The message of a loan status (spec §4 `loan_status_message_*`), or undefined when there is no status. */
export function loanStatusText(status: unknown, texts: Readonly<Record<string, string>>): string | undefined {
  return typeof status === 'string' && status !== '' ? resolveLoanStatusMessage(texts, status) : undefined;
}

/** With `showLeadStatus`, the message of the lead's status, as the borrower reads it. */
export function leadStatusText(
  screen: Screen,
  lead: Readonly<Record<string, unknown>> | null | undefined,
  texts: Readonly<Record<string, string>>,
): string | undefined {
  return 'showLeadStatus' in screen && screen.showLeadStatus ? loanStatusText(lead?.status, texts) : undefined;
}
