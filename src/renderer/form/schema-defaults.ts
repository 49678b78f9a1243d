import { isJsonObject } from '../../engine/json.ts';

/**
 * `data` with the `default` of each field the schema gives one and the data leaves unanswered, in nested objects too:
 * what RJSF fills in as the form is first drawn (and then reports as a change). The screen starts its rules from it,
 * so a field a default hides (permanent address "same as current", ticked by default) is hidden in the form's first
 * render, not drawn and then taken away by a second one.
 */
export function withSchemaDefaults(schema: unknown, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const properties = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : undefined;
  if (!properties) return { ...data };
  const filled: Record<string, unknown> = { ...data };
  for (const [key, field] of Object.entries(properties)) {
    if (!isJsonObject(field)) continue;
    const value = filled[key];
    if (value === undefined && 'default' in field) filled[key] = field.default;
    else if ((value === undefined || isJsonObject(value)) && isJsonObject(field.properties)) {
      const inner = withSchemaDefaults(field, (value ?? {}) as Record<string, unknown>);
      if (value !== undefined || Object.keys(inner).length) filled[key] = inner;
    }
  }
  return filled;
}
