import { badRequest } from './http-kit.ts';
import { createDictionary, type Lead } from './store.ts';

/**
 * The borrower's saved answers (this product's extension, docs/sandbox.md "Saved answers"): what a screen saves
 * (`form.savedAs`) travels as `answers: {<name>: {<field>: value}}` with that screen's call, and comes back with the
 * lead on every login and device. Held as strictly as every other field: names, depth, sizes and value types.
 */
export type Answers = Record<string, Record<string, unknown>>;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_ANSWERS = 30;
const MAX_FIELDS = 60;
const MAX_DEPTH = 3;
const MAX_TEXT = 1000;
const MAX_BYTES = 16_000;

/** A field's value: a string, a finite number, a boolean or null, or (to a small depth) a list or object of them. */
function readValue(value: unknown, at: string, depth: number): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw badRequest(`${at} must be a finite number`);
    return value;
  }
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT) throw badRequest(`${at} must be at most ${MAX_TEXT} characters`);
    return value;
  }
  if (depth >= MAX_DEPTH) throw badRequest(`${at} is nested too deep (at most ${MAX_DEPTH} levels)`);
  if (Array.isArray(value)) {
    if (value.length > MAX_FIELDS) tooMany(at);
    return value.map((v, i) => readValue(v, `${at}[${i}]`, depth + 1));
  }
  if (typeof value === 'object') return readFields(value as Record<string, unknown>, at, depth + 1);
  throw badRequest(`${at} must be a string, number, boolean, null, list or object`);
}

function tooMany(at: string): never {
  throw badRequest(`${at} has more than ${MAX_FIELDS} entries`);
}

function readFields(source: Record<string, unknown>, at: string, depth: number): Record<string, unknown> {
  const entries = Object.entries(source);
  if (entries.length > MAX_FIELDS) tooMany(at);
  const out = createDictionary<unknown>();
  for (const [name, value] of entries) {
    if (!NAME.test(name))
      throw badRequest(
        `${at}: field name "${name.slice(0, 70)}" must be a letter then letters, digits or _ (at most 64)`,
      );
    if (value !== undefined) out[name] = readValue(value, `${at}.${name}`, depth);
  }
  return out;
}

/** The `answers` of a request body, checked; undefined when the body has none (null counts as none). */
export function readAnswers(body: Record<string, unknown>): Answers | undefined {
  const raw = body.answers;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('answers must be an object of saved answers by name');
  if (JSON.stringify(raw).length > MAX_BYTES) throw badRequest(`answers must be at most ${MAX_BYTES} bytes`);
  const out: Answers = createDictionary();
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_ANSWERS) throw badRequest(`answers has more than ${MAX_ANSWERS} names`);
  for (const [name, fields] of entries) {
    if (!NAME.test(name))
      throw badRequest(`answers: name "${name.slice(0, 70)}" must be a letter then letters, digits or _ (at most 64)`);
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      throw badRequest(`answers.${name} must be an object of fields`);
    out[name] = readFields(fields as Record<string, unknown>, `answers.${name}`, 1);
  }
  return out;
}

/** Keeps the answers a call carried with its lead: each name is replaced whole (a screen saves its whole form). */
export function keepAnswers(lead: Lead, answers: Answers | undefined): void {
  if (!answers || !Object.keys(answers).length) return;
  lead.answers = { ...lead.answers, ...answers };
}
