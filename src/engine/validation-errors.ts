/** Errors of a screen's form as a borrower (and the CLI) sees them: a field pointer and the exact message. */
export interface FieldError {
  field: string;
  message: string;
}

/** The part of an RJSF validation error this module reads (structural, so any RJSF error fits). */
export interface FormValidationError {
  name?: string;
  property?: string;
  message?: string;
  stack: string;
  params?: unknown;
  schemaPath?: string;
}

/**
 * ajv-errors attaches `errorMessage.required` to the parent object (spec-compliant but useless to a borrower):
 * re-target each such error to the missing property so the message shows under the field itself.
 */
export function retargetRequiredErrors<T extends FormValidationError>(errors: T[]): T[] {
  return errors.map((error) => {
    if (error.name !== 'errorMessage') return error;
    const inner = (
      error.params as { errors?: Array<{ keyword: string; params: { missingProperty?: string } }> } | undefined
    )?.errors;
    const missing = inner?.find((e) => e.keyword === 'required')?.params.missingProperty;
    if (!missing) return error;
    return { ...error, property: `${error.property ?? ''}.${missing}`, stack: error.message ?? error.stack };
  });
}

/** Turns an RJSF property path (`.secondaryAddress.pincode`, `['a.b']`, `name`) into a JSON pointer (`/secondaryAddress/pincode`). */
export function propertyToPointer(property: string | undefined): string {
  if (!property) return '';
  // RJSF writes a missing top-level property without the leading dot (`name`, not `.name`) when the schema has no
  // ajv-errors `required` message to re-target
  if (!property.startsWith('.') && !property.startsWith('[')) property = `.${property}`;
  const parts: string[] = [];
  const pattern = /\.([^.[\]]+)|\[(\d+)\]|\['([^']*)'\]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(property)) !== null) parts.push(match[1] ?? match[2] ?? match[3] ?? '');
  return parts.map((p) => '/' + p.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Field errors from RJSF errors, in order, without duplicates (ajv may report one rule twice through `if`/`then`). */
export function toFieldErrors(errors: FormValidationError[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of retargetRequiredErrors(errors)) {
    if (e.name === 'if') continue; // ajv's "must match then schema" adds nothing a borrower can act on
    const field = propertyToPointer(e.property);
    const message = e.message ?? e.stack;
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message });
  }
  return out;
}

/** Compares expected and actual field errors as sets: what was expected but not produced, and what was not expected. */
export function compareFieldErrors(
  expected: FieldError[],
  actual: FieldError[],
): { missing: FieldError[]; unexpected: FieldError[] } {
  const key = (e: FieldError) => `${e.field}\u0000${e.message}`;
  const actualKeys = new Set(actual.map(key));
  const expectedKeys = new Set(expected.map(key));
  return {
    missing: expected.filter((e) => !actualKeys.has(key(e))),
    unexpected: actual.filter((e) => !expectedKeys.has(key(e))),
  };
}

/** The part of a raw ajv error this module reads (what a precompiled standalone validator leaves in `.errors`). */
export interface AjvLikeError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: unknown;
}

/** `/a/b.c/0` -> `.a['b.c'][0]`: ajv's instance path in RJSF's property notation. */
function instancePathToProperty(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : /^[^.[\]']+$/.test(part) ? `.${part}` : `['${part}']`))
    .join('');
}

/**
 * Field errors straight from a precompiled validator's ajv errors, without RJSF: the same list `toFieldErrors` gives
 * for RJSF's errors of the same data (required messages retargeted, `if` dropped, duplicates removed).
 */
export function fromAjvErrors(errors: readonly AjvLikeError[] | null | undefined): FieldError[] {
  return toFieldErrors(
    (errors ?? []).map((e) => ({
      name: e.keyword,
      property: instancePathToProperty(e.instancePath),
      message: e.message,
      stack: e.message ?? e.keyword,
      params: e.params,
    })),
  );
}
