import { evaluateRule, type RuleContext } from './rules.ts';
import { isJsonObject } from './json.ts';
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
  return (checks ?? [])
    .filter((check) => evaluateRule(check.failsWhen, context))
    .map((check) => ({ field: check.field, message: check.message }));
}

/**
 * A screen's one validation, as both form renderers and `journey validate-data` run it: the schema's errors, then the
 * screen's checks across fields over the same data (`form` in the rule context).
 */
export function composeValidation<D>(
  schemaErrors: (data: D) => FieldError[],
  checks: readonly FormCheck[] | undefined,
  context: RuleContext | undefined,
): (data: D) => FieldError[] {
  if (!checks?.length || !context) return schemaErrors;
  return (data) => [
    ...schemaErrors(data),
    ...runFormChecks(checks, { ...context, form: isJsonObject(data) ? data : {} }),
  ];
}
