import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import type { Json } from '../engine/json.ts';
import { AJV_OPTIONS, collectFormatNames, customFormatsFor } from '../engine/validator-setup.ts';

/**
 * A validator compiled in the page, with the same ajv set-up as `journey compile` (ajv-errors messages, ajv-formats,
 * the project's formats). Playground only: it is what lets a just-saved schema render without a rebuild. The app
 * itself never compiles at run time (script-src 'self'); it loads the precompiled validators.
 */
export function createRuntimeValidator(schema: RJSFSchema): ValidatorType {
  const { formats } = customFormatsFor(collectFormatNames(schema as Json));
  return customizeValidator({
    customFormats: formats,
    ajvOptionsOverrides: AJV_OPTIONS,
    extenderFn: ajvErrors,
  }) as ValidatorType;
}

/**
 * Compiles the schema now (ajv caches the compiled function by schema), so the first blur or submit does not pay
 * for it. Called when the page is idle after the first render, never before it.
 */
export function warmValidator(validator: ValidatorType, schema: RJSFSchema): void {
  validator.validateFormData({}, schema);
}
