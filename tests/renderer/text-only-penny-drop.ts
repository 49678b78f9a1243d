// The penny drop screen with its checks, its form cut to the two account number fields (text only).
import type { RJSFSchema } from '@rjsf/utils';
import type { Json } from '../../src/engine/json.ts';
import { toFieldErrors } from '../../src/engine/validation-errors.ts';
import { createRuntimeValidator } from '../../src/playground/runtime-validator.ts';
import { loadProgramme } from './helpers.tsx';

const FIELDS = ['accountNumber', 'confirmAccountNumber'];
export const MISMATCHED = { accountNumber: '123456789012', confirmAccountNumber: '123456789021' };

export function textOnlyPennyDrop() {
  const programme = loadProgramme();
  const form = programme.forms.mandate!;
  const schema = form.schema as { properties: Record<string, Json> };
  const ui = form.uiSchema;
  const textOnly = {
    schema: {
      type: 'object',
      properties: Object.fromEntries(FIELDS.map((f) => [f, schema.properties[f] ?? null])),
      required: FIELDS,
    },
    uiSchema: { 'ui:order': FIELDS, ...Object.fromEntries(FIELDS.map((f) => [f, ui[f] ?? null])) },
  };
  const validator = createRuntimeValidator(textOnly.schema as RJSFSchema);
  const validateData = (data: Record<string, unknown>) =>
    toFieldErrors(validator.validateFormData(data, textOnly.schema as RJSFSchema).errors);
  const variant = { ...programme, forms: { ...programme.forms, mandate: textOnly } };
  return { textOnly, validator, validateData, variant };
}
