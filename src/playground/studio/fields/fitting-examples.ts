import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import type { ExampleVector } from '../../../engine/types.ts';
import { ruleMessage, type FieldDraft, type FieldRule } from './field-draft.ts';
import { readFieldDraft, type FormDocuments } from './form-field-edits.ts';

// The example vectors a form's fields call for: one answer that passes every rule, and one per rule that breaks that
// rule alone, expecting the message the field declares for it. The studio writes them for a new screen and keeps them
// in step with its fields while the analyst has not changed them (fields-panel.tsx): a rule whose message the compiled
// validator does not give (ajv's "must be integer") then fails its vector. Pure.

/** The name of the vector whose answers pass every rule. */
export const VALID_EXAMPLE = 'answers that pass every rule';

const objectOf = (value: Json | undefined): JsonObject => (isJsonObject(value) ? value : {});
const num = (value: Json | undefined): number | undefined => (typeof value === 'number' ? value : undefined);
const fits = (pattern: string, text: string): boolean => {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
};

/** The first option's value, for a field that offers a list. */
function optionValue(schema: JsonObject): Json | undefined {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const first = Array.isArray(schema.oneOf) ? objectOf(schema.oneOf[0]) : undefined;
  return first && 'const' in first ? first.const : undefined;
}

/** A number within the field's bounds (its smallest, else its largest, else 1); undefined for a bound not a number. */
function numberValue(schema: JsonObject): number | undefined {
  if (['minimum', 'maximum'].some((k) => k in schema && num(schema[k]) === undefined)) return undefined;
  return num(schema.minimum) ?? num(schema.maximum) ?? 1;
}

/** Text of the field's lengths, for a field without a pattern. */
function textValue(schema: JsonObject): string | undefined {
  if (typeof schema.pattern === 'string' || 'format' in schema) return undefined;
  return 'x'.repeat(Math.max(num(schema.minLength) ?? 1, 1));
}

/** True when `value` is of the field's type (an answer kept from before its type changed may not be). */
function ofType(schema: JsonObject, value: Json): boolean {
  if (schema.type === 'integer') return Number.isInteger(value);
  if (schema.type === 'number') return typeof value === 'number';
  if (schema.type === 'string' || schema.type === 'boolean') return typeof value === schema.type;
  return true;
}

/** True when the field's rules the studio makes vectors for all pass `value` (a kept answer a new bound may break). */
function accepts(schema: JsonObject, value: Json): boolean {
  if (!ofType(schema, value)) return false;
  const [min, max] = [num(schema.minimum), num(schema.maximum)];
  if (typeof value === 'number') return (min === undefined || value >= min) && (max === undefined || value <= max);
  if (typeof value !== 'string') return true;
  const [shortest, longest] = [num(schema.minLength), num(schema.maxLength)];
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  const option = optionValue(schema);
  return (
    (shortest === undefined || value.length >= shortest) &&
    (longest === undefined || value.length <= longest) &&
    (pattern === undefined || fits(pattern, value)) &&
    (option === undefined || (Array.isArray(schema.enum) ? schema.enum : []).includes(value) || isOption(schema, value))
  );
}

const isOption = (schema: JsonObject, value: Json): boolean =>
  Array.isArray(schema.oneOf) && schema.oneOf.some((o) => objectOf(o).const === value);

/** A value the field accepts: the analyst's example answer while the field's rules pass it, else one made from them. */
function validValue(schema: JsonObject, answer: Json | undefined): Json | undefined {
  if (answer !== undefined && accepts(schema, answer)) return answer;
  if ('const' in schema) return schema.const;
  const option = optionValue(schema);
  if (option !== undefined) return option;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return numberValue(schema);
  if (schema.type === 'string') return textValue(schema);
  return undefined;
}

/** A value of another type than the field's, within its bounds (a half beside a whole number's valid answer). */
function wrongType(schema: JsonObject, valid: Json): Json | undefined {
  if (schema.type === 'integer' && typeof valid === 'number')
    return num(schema.maximum) !== undefined && valid + 0.5 > num(schema.maximum)! ? valid - 0.5 : valid + 0.5;
  if (schema.type === 'number' || schema.type === 'boolean') return 'not a number';
  if (schema.type === 'string') return 12345;
  return undefined;
}

/** Text that breaks only the pattern: keeps the lengths the field asks for. */
function breaksPattern(schema: JsonObject, pattern: string): string | undefined {
  const length = Math.max(num(schema.minLength) ?? 1, 1);
  return ['#', '!', '0', 'a', 'A'].map((c) => c.repeat(length)).find((text) => !fits(pattern, text));
}

/** A value that breaks `rule` and no other rule of the field, given one it accepts; undefined where none is made. */
function breaking(schema: JsonObject, rule: FieldRule, valid: Json): Json | undefined {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  const keepsPattern = (text: string) => (pattern === undefined || fits(pattern, text) ? text : undefined);
  const text = typeof valid === 'string' ? valid : '';
  const bound = num(schema[rule]);
  switch (rule) {
    case 'type':
      return wrongType(schema, valid);
    case 'pattern':
      return pattern === undefined ? undefined : breaksPattern(schema, pattern);
    case 'minLength':
      return bound && bound > 1 ? keepsPattern(text.slice(0, bound - 1).padEnd(bound - 1, text[0] ?? 'x')) : undefined;
    case 'maxLength':
      return bound === undefined ? undefined : keepsPattern(text.padEnd(bound + 1, text.at(-1) ?? 'x'));
    case 'minimum':
      return bound === undefined ? undefined : bound - 1;
    case 'maximum':
      return bound === undefined ? undefined : bound + 1;
    default:
      return undefined;
  }
}

const RULES: readonly FieldRule[] = ['type', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'];

/** One field's vectors, each from the valid answers with that field broken, named by the rule in the analyst's words. */
function fieldVectors(draft: FieldDraft, valid: Record<string, Json>, label: string): ExampleVector[] {
  const schema = objectOf(draft.schema);
  const field = `/${draft.name}`;
  const out: ExampleVector[] = [];
  if (draft.required && draft.requiredMessage) {
    const { [draft.name]: _left, ...rest } = valid;
    out.push({ name: `${label} left empty`, data: rest, errors: [{ field, message: draft.requiredMessage }] });
  }
  if (!(draft.name in valid)) return out;
  for (const rule of RULES) {
    if (!(rule in schema) && rule !== 'type') continue;
    const message = ruleMessage(draft, rule);
    const value = breaking(schema, rule, valid[draft.name] as Json);
    if (message === undefined || value === undefined) continue;
    out.push({
      name: `${label}: ${rule === 'type' ? 'an answer of another type' : `breaks ${rule}`}`,
      data: { ...valid, [draft.name]: value },
      errors: [{ field, message }],
    });
  }
  return out;
}

/**
 * The vectors a form's fields call for: the valid answers first (every field the studio can answer: the analyst's
 * example answer in `answers`, else one made from its rules), then one per rule it can break alone. A field taken from
 * a shared fragment (`$ref`), or whose bound is a constant, gets no vectors of its own here: the fragment has its own.
 */
export function fittingExamples(form: FormDocuments, answers: Readonly<Record<string, Json>> = {}): ExampleVector[] {
  const names = Object.keys(objectOf(objectOf(form.schema).properties));
  const drafts = names.map((name) => readFieldDraft(form, name)).filter((d) => !('$ref' in objectOf(d.schema)));
  const valid: Record<string, Json> = {};
  for (const draft of drafts) {
    const value = validValue(objectOf(draft.schema), answers[draft.name]);
    if (value !== undefined) valid[draft.name] = value;
  }
  const label = (d: FieldDraft) => {
    const title = objectOf(d.schema).title;
    return typeof title === 'string' && title ? title : d.name;
  };
  return [{ name: VALID_EXAMPLE, data: valid, errors: [] }, ...drafts.flatMap((d) => fieldVectors(d, valid, label(d)))];
}

/** The valid vector's answers in an examples file (`{examples: [...]}`), by field; empty when it has none. */
export function exampleAnswers(examplesFile: Json | undefined): Record<string, Json> {
  const list = objectOf(examplesFile).examples;
  const valid = Array.isArray(list) ? list.find((v) => objectOf(v).name === VALID_EXAMPLE) : undefined;
  return { ...objectOf(objectOf(valid).data) };
}

/** True while an examples file holds just what the form's fields call for: the studio keeps it in step with them. */
export function examplesFollowFields(examplesFile: Json | undefined, form: FormDocuments): boolean {
  const current = objectOf(examplesFile).examples;
  return (
    Array.isArray(current) &&
    JSON.stringify(current) === JSON.stringify(fittingExamples(form, exampleAnswers(examplesFile)))
  );
}

/**
 * The examples a field edit leaves: when the file holds just what the fields called for before the edit (the analyst
 * has not written their own), what they call for after it, with `answers` typed beside a field taken in; otherwise,
 * or when nothing changes, undefined (the analyst's own vectors are theirs to keep in step, and the check runs them).
 */
export function examplesAfter(
  examplesFile: Json | undefined,
  before: FormDocuments,
  after: FormDocuments,
  answers: Readonly<Record<string, Json>> = {},
): ExampleVector[] | undefined {
  if (!examplesFollowFields(examplesFile, before)) return undefined;
  const next = fittingExamples(after, { ...exampleAnswers(examplesFile), ...answers });
  return JSON.stringify(next) === JSON.stringify(objectOf(examplesFile).examples) ? undefined : next;
}
