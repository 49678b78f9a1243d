import { trimTextValues } from '../../engine/trim-text.ts';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { parsePointer } from '../../engine/pointer.ts';
import { toFieldErrors, type FieldError } from '../../engine/validation-errors.ts';

/** RJSF's id of the field at a JSON pointer (`/secondaryAddress/pincode` -> `<prefix>_secondaryAddress_pincode`). */
export function toFieldId(idPrefix: string, pointer: string): string {
  return [idPrefix, ...parsePointer(pointer)].join('_');
}

/** True when `pointer` is `ancestor` or lies inside it. */
export function isWithinPointer(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/**
 * Validates the whole form data once with the precompiled validator and returns the errors a borrower sees:
 * ajv-errors' `required` messages moved onto the missing field (spec pitfall 2), one per field and message.
 */
export function validateFields(
  validator: ValidatorType,
  schema: RJSFSchema,
  uiSchema: UiSchema,
  data: Record<string, unknown>,
): FieldError[] {
  // no transformErrors here: toFieldErrors retargets, and retargeting twice would nest the path (`/mobile/mobile`)
  // spec §5 counts what was written: "  ab " is two characters, not five
  const { errors } = validator.validateFormData(trimTextValues(data), schema, undefined, undefined, uiSchema);
  return toFieldErrors(errors);
}

/** Builds RJSF's nested ErrorSchema from field errors (`/a/b` -> `{ a: { b: { __errors: [...] } } }`). */
export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    let node = root;
    for (const segment of parsePointer(field)) {
      node[segment] = (node[segment] as Record<string, unknown> | undefined) ?? {};
      node = node[segment] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root as ErrorSchema;
}
