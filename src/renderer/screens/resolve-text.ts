import { resolveLoanStatusMessage } from '../../engine/messages.ts';
import type { Screen } from '../../engine/types.ts';

/** A text key is snake_case with at least one underscore (`fallback_error`); anything else is the text itself. */
const TEXT_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/** True when a config text value names a programme text rather than being one. */
export function isTextKey(value: string): boolean {
  return TEXT_KEY.test(value);
}

/** A config text value as the borrower reads it: a key is looked up with `t`, other text is shown as written. */
export function resolveText(value: string | undefined, t: (key: string) => string): string | undefined {
  if (value === undefined || value === '') return undefined;
  return isTextKey(value) ? t(value) : value;
}

/** `screen.texts[name]` as the borrower reads it, or undefined when the screen has no such text. */
export function screenText(screen: Screen, name: string, t: (key: string) => string): string | undefined {
  return resolveText(screen.texts?.[name], t);
}

/** A label the renderer needs (Start, Edit, ...): the screen's text of that name, else the programme text `key`. */
export function labelText(screen: Screen, name: string, key: string, t: (key: string) => string): string {
  return screenText(screen, name, t) ?? t(key);
}

/** The message of a loan status (spec §4 `loan_status_message_*`), or undefined when there is no status. */
export function loanStatusText(status: unknown, texts: Readonly<Record<string, string>>): string | undefined {
  return typeof status === 'string' && status !== '' ? resolveLoanStatusMessage(texts, status) : undefined;
}

/** With `texts.showStatus: "true"`, the message of the lead's status, as the borrower reads it. */
export function leadStatusText(screen: Screen, lead: Readonly<Record<string, unknown>> | null | undefined, texts: Readonly<Record<string, string>>): string | undefined {
  return screen.texts?.showStatus === 'true' ? loanStatusText(lead?.status, texts) : undefined;
}
