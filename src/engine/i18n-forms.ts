import { isJsonObject, type Json } from './json.ts';
import type { ResolvedProgramme } from './types.ts';

// A form's validators are compiled once, from its schema without what only labels it (titles, descriptions): every
// locale's schema then validates with the same functions, and each locale words their messages from its own table.

const FIELD_NAMES = new Set(['properties', 'definitions', 'patternProperties']);
const LABELS = new Set(['title', 'description']);
const neutralCache = new WeakMap<object, Json>();

function strip(node: Json, keysAreNames: boolean): Json {
  if (Array.isArray(node)) return node.map((item) => strip(item, false));
  if (!isJsonObject(node)) return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!keysAreNames && LABELS.has(key) && typeof value === 'string') continue;
    // messages and constants are data to the validator, not sub-schemas
    out[key] =
      key === 'errorMessage' || key === 'const' || key === 'enum' || key === 'default'
        ? value
        : strip(value, !keysAreNames && FIELD_NAMES.has(key));
  }
  return out;
}

/** The schema the validators are compiled from and looked up by: the form's schema without its titles and descriptions. */
export function neutralSchema<T>(schema: T): T {
  if (!isJsonObject(schema as Json) && !Array.isArray(schema)) return schema;
  const key = schema as unknown as object;
  let neutral = neutralCache.get(key);
  if (neutral === undefined) {
    neutral = strip(schema as unknown as Json, false);
    neutralCache.set(key, neutral);
  }
  return neutral as unknown as T;
}

/** Visits each pair of strings at the same place in two schemas of one shape (a source and its translation). */
function pairStrings(
  source: Json,
  translated: Json,
  visit: (source: string, translated: string, inMessage: boolean) => void,
  inMessage = false,
): void {
  if (typeof source === 'string' && typeof translated === 'string') visit(source, translated, inMessage);
  else if (Array.isArray(source) && Array.isArray(translated))
    source.forEach((item, i) => pairStrings(item, translated[i] ?? null, visit, inMessage));
  else if (isJsonObject(source) && isJsonObject(translated)) {
    for (const [key, value] of Object.entries(source))
      if (key in translated) pairStrings(value, translated[key]!, visit, inMessage || key === 'errorMessage');
  }
}

/** The translated form's error messages by the source-language message the validators give. */
export function errorMessageTable(source: Json, translated: Json): Record<string, string> {
  const table: Record<string, string> = {};
  pairStrings(source, translated, (from, to, inMessage) => {
    if (inMessage && from !== to) table[from] = to;
  });
  return table;
}

/** A translated schema whose `errorMessage`s are the source's again: the validators' messages, re-worded at display. */
export function withSourceMessages(translated: Json, source: Json): Json {
  if (Array.isArray(translated) && Array.isArray(source))
    return translated.map((item, i) => withSourceMessages(item, source[i] ?? null));
  if (!isJsonObject(translated) || !isJsonObject(source)) return translated;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(translated))
    out[key] = key === 'errorMessage' && key in source ? source[key]! : withSourceMessages(value, source[key] ?? null);
  return out;
}

/**
 * A programme's forms in a locale as the app loads them: each schema translated but for its `errorMessage`s, which
 * stay the source's (the one set of validators gives them), with the translation of each message beside it
 * (`messages`, which the form re-words them by). A form the source programme lacks is left out.
 */
export function formsInLocale(local: ResolvedProgramme, source: ResolvedProgramme): ResolvedProgramme['forms'] {
  return Object.fromEntries(
    Object.entries(local.forms).flatMap(([id, form]) => {
      const sourceForm = source.forms[id];
      if (!sourceForm) return [];
      const schema = withSourceMessages(form.schema, sourceForm.schema) as ResolvedProgramme['forms'][string]['schema'];
      return [[id, { ...form, schema, messages: errorMessageTable(sourceForm.schema, form.schema) }]];
    }),
  );
}

/** What ajv reports: errors whose `message` a localizer may re-word in place (RJSF's `localizer` hook). */
type MessagedError = { message?: string };

/** RJSF's localizer for a table of messages: each error's message in the borrower's language. */
export function localizerFor(
  messages: Readonly<Record<string, string>> | undefined,
): ((errors?: MessagedError[] | null) => void) | undefined {
  if (!messages || Object.keys(messages).length === 0) return undefined;
  return (errors) => {
    for (const error of errors ?? [])
      if (error.message !== undefined && Object.hasOwn(messages, error.message))
        error.message = messages[error.message];
  };
}

/** The two lookups of RJSF's precompiled validator that compare or hash a schema it is given. */
interface SchemaLookups {
  ensureSameRootSchema(schema: object, formData?: unknown): boolean;
  getValidator(schema: object): unknown;
}

/**
 * A precompiled validator (built over `neutralSchema`) that accepts the form's schema in any locale: the schema it is
 * given is made neutral before it is compared with the compiled one or hashed to find a sub-schema's function.
 */
export function acceptingAnyLocale<V>(validator: V): V {
  const lookups = validator as unknown as SchemaLookups;
  const ensure = lookups.ensureSameRootSchema.bind(lookups);
  const get = lookups.getValidator.bind(lookups);
  lookups.ensureSameRootSchema = (schema, formData) => ensure(neutralSchema(schema), formData);
  lookups.getValidator = (schema) => get(neutralSchema(schema));
  return validator;
}
