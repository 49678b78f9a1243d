import { evaluateRule, type RuleContext } from './rules.ts';
import type { Rule } from './types.ts';
import type { FieldError } from './validation-errors.ts';

/** A check across fields a JSON Schema cannot state (e.g. "confirm account number" equals "account number"). */
export interface FormCheck {
  /** JSON pointer of the field the message belongs to. */
  field: string;
  /** Rule over the context (`form` = the data): when it holds, the check fails. */
  failsWhen: Rule;
  message: string;
}

/** The errors of a screen's cross-field checks over the form data, in config order. */
export function runFormChecks(checks: readonly FormCheck[] | undefined, context: RuleContext): FieldError[] {
  return (checks ?? []).filter((check) => evaluateRule(check.failsWhen, context)).map((check) => ({ field: check.field, message: check.message }));
}
