import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { runFormChecks, type FormCheck } from '../engine/form-rules.ts';
import { createRuleContext, type RuleContext } from '../engine/rules.ts';
import { trimTextValues } from '../engine/trim-text.ts';
import type { ExampleVector } from '../engine/types.ts';
import { compareFieldErrors, type FieldError } from '../engine/validation-errors.ts';
import { validateFields } from '../renderer/form/field-errors.ts';

export interface ExampleResult {
  name: string;
  passed: boolean;
  /** What the validator said. */
  produced: FieldError[];
  /** Expected but not said, and said but not expected. */
  missing: FieldError[];
  unexpected: FieldError[];
}

/**
 * Runs a screen's example vectors through a validator and the screen's checks across fields (`form.checks`), as
 * `journey lint` does with the compiled validators and the browser's form does on submit.
 */
export function runExamples(
  vectors: readonly ExampleVector[],
  validator: ValidatorType,
  schema: RJSFSchema,
  uiSchema: UiSchema = {},
  checks?: readonly FormCheck[],
  context: RuleContext = createRuleContext(),
): ExampleResult[] {
  return vectors.map((v) => {
    const data = v.data as Record<string, unknown>;
    const produced = [
      ...validateFields(validator, schema, uiSchema, data),
      ...runFormChecks(checks, { ...context, form: trimTextValues(data) }),
    ];
    const { missing, unexpected } = compareFieldErrors(v.errors, produced);
    return { name: v.name, passed: !missing.length && !unexpected.length, produced, missing, unexpected };
  });
}
