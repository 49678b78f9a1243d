import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
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

/** Runs a screen's example vectors through a validator, as `journey lint` does with the compiled ones. */
export function runExamples(vectors: readonly ExampleVector[], validator: ValidatorType, schema: RJSFSchema, uiSchema: UiSchema = {}): ExampleResult[] {
  return vectors.map((v) => {
    const produced = validateFields(validator, schema, uiSchema, v.data as Record<string, unknown>);
    const { missing, unexpected } = compareFieldErrors(v.errors, produced);
    return { name: v.name, passed: !missing.length && !unexpected.length, produced, missing, unexpected };
  });
}
