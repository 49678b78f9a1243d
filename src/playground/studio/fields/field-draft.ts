import { findUnmessagedRules } from '../../../engine/form-checks.ts';
import { DEFAULT_REASON_OPTION } from '../../../engine/form-defaults.ts';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';

// One form field as the studio edits it, and the rules of it that fail without telling the borrower why. Pure: the
// field editor (field-editor.tsx) shows a draft, form-field-edits.ts writes it back into a form's schema and uiSchema.

/** One field: its JSON name, its schema property, its uiSchema entry, whether it is required (and that rule's message). */
export interface FieldDraft {
  name: string;
  schema: Json;
  uiSchema: Json;
  required: boolean;
  /** The form's `errorMessage.required.<name>`: what the borrower reads when the field is left empty. */
  requiredMessage?: string;
}

/** The rules a field may carry, each with the words an analyst knows it by. */
export const FIELD_RULES = {
  type: 'the type',
  pattern: 'the pattern',
  minLength: 'the shortest length',
  maxLength: 'the longest length',
  minimum: 'the smallest value',
  maximum: 'the largest value',
  exclusiveMinimum: 'the value it must be above',
  exclusiveMaximum: 'the value it must be below',
  multipleOf: 'the step',
  format: 'the format',
  enum: 'the list of options',
  oneOf: 'the list of options',
  anyOf: 'the list of options',
  const: 'the one value allowed',
  minItems: 'the fewest choices',
  maxItems: 'the most choices',
} as const satisfies Record<string, string>;

export type FieldRule = keyof typeof FIELD_RULES;

const objectOf = (value: Json | undefined): JsonObject => (isJsonObject(value) ? value : {});

/** The label the borrower sees: the uiSchema's `ui:title`, else the schema's `title`, else the JSON name. */
export function fieldLabel(draft: FieldDraft): string {
  const ui = objectOf(draft.uiSchema)['ui:title'];
  const title = objectOf(draft.schema).title;
  return typeof ui === 'string' ? ui : typeof title === 'string' ? title : draft.name;
}

/** The message the borrower reads when `rule` fails: the field's own for that keyword, or its one message for all. */
export function ruleMessage(draft: FieldDraft, rule: FieldRule | 'required'): string | undefined {
  if (rule === 'required') return draft.requiredMessage;
  const message = objectOf(draft.schema).errorMessage;
  if (typeof message === 'string') return message;
  const own = objectOf(message)[rule];
  return typeof own === 'string' ? own : undefined;
}

function withSchema(draft: FieldDraft, change: (schema: JsonObject) => void): FieldDraft {
  const schema = { ...objectOf(draft.schema) };
  change(schema);
  return { ...draft, schema };
}

/** Sets a rule's message; an empty message removes it (a message for all rules becomes the `_` of a message per rule). */
export function setRuleMessage(draft: FieldDraft, rule: FieldRule | 'required', message: string): FieldDraft {
  if (rule === 'required')
    return { ...draft, ...(message ? { requiredMessage: message } : { requiredMessage: undefined }) };
  return withSchema(draft, (schema) => {
    const old = schema.errorMessage;
    const messages: JsonObject = typeof old === 'string' ? { _: old } : { ...objectOf(old) };
    if (message) messages[rule] = message;
    else delete messages[rule];
    if (Object.keys(messages).length) schema.errorMessage = messages;
    else delete schema.errorMessage;
  });
}

/** Sets a rule (a value of undefined removes it, and its message with it). */
export function setRule(draft: FieldDraft, rule: FieldRule, value: Json | undefined): FieldDraft {
  const next = withSchema(draft, (schema) => {
    if (value === undefined) delete schema[rule];
    else schema[rule] = value;
  });
  return value === undefined && isJsonObject(objectOf(next.schema).errorMessage)
    ? setRuleMessage(next, rule, '')
    : next;
}

/** Sets an entry of the field's uiSchema (`ui:widget`, `ui:title`, ...); undefined or '' removes it. */
export function setUiOption(draft: FieldDraft, option: string, value: Json | undefined): FieldDraft {
  const ui = { ...objectOf(draft.uiSchema) };
  if (value === undefined || value === '') delete ui[option];
  else ui[option] = value;
  return { ...draft, uiSchema: ui };
}

/** The field's options (`oneOf` of `const` with a `title`, or a plain `enum`). */
export function fieldOptions(draft: FieldDraft): Array<{ value: string; label: string }> {
  const schema = objectOf(draft.schema);
  if (Array.isArray(schema.oneOf))
    return schema.oneOf.filter(isJsonObject).map((o) => ({
      value: String(o.const ?? ''),
      label: typeof o.title === 'string' ? o.title : String(o.const ?? ''),
    }));
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => ({ value: String(v), label: String(v) }));
  return [];
}

/** Sets the options as a labelled choice (`oneOf` of `const` + `title`, what the select and radio widgets show); none removes it. */
export function setFieldOptions(
  draft: FieldDraft,
  options: ReadonlyArray<{ value: string; label: string }>,
): FieldDraft {
  const next = withSchema(draft, (schema) => {
    delete schema.enum;
    if (options.length) schema.oneOf = options.map((o) => ({ const: o.value, title: o.label }));
    else delete schema.oneOf;
  });
  return options.length ? next : setRule(next, 'oneOf', undefined);
}

/** Sets the value the field starts with and why (uiSchema `ui:defaultReason`, which lint asks of a preset choice). */
export function setDefault(draft: FieldDraft, value: Json | undefined, reason: string): FieldDraft {
  const next = withSchema(draft, (schema) => {
    if (value === undefined || value === '') delete schema.default;
    else schema.default = value;
  });
  return setUiOption(next, DEFAULT_REASON_OPTION, value === undefined || value === '' ? undefined : reason);
}

/** A rule's name in words, with the format's name when it is one. */
function ruleInWords(draft: FieldDraft, keyword: string): string {
  if (keyword.startsWith('required ')) return `"${keyword.slice('required '.length)}" being required`;
  const words = (FIELD_RULES as Record<string, string>)[keyword] ?? `the rule "${keyword}"`;
  const format = objectOf(draft.schema).format;
  return keyword === 'format' && typeof format === 'string' ? `${words} "${format}"` : words;
}

/**
 * Every rule of the field that can fail without a message (ajv-errors `errorMessage`), in words an analyst reads:
 * "PAN: the pattern has no message: write what the borrower reads when it fails." Required counts too (its message is
 * the form's `errorMessage.required.<name>`). The studio saves no field while this list is not empty.
 */
export function fieldProblems(draft: FieldDraft): string[] {
  const label = fieldLabel(draft);
  const problems = findUnmessagedRules(draft.schema).map(({ pointer, keyword }) => {
    const where = pointer ? ` (at ${pointer})` : '';
    return `${label}: ${ruleInWords(draft, keyword)}${where} has no message: write what the borrower reads when it fails.`;
  });
  if (draft.required && !draft.requiredMessage)
    problems.unshift(
      `${label}: it is required but has no message: write what the borrower reads when it is left empty.`,
    );
  return problems;
}
