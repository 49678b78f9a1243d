import { isJsonObject, type Json } from '../../../engine/json.ts';
import { escapePointerSegment } from '../../../engine/pointer.ts';
import type { FieldDraft } from './field-draft.ts';

// The shared fragments (schemas/fragments: address, person) a form field can take by reference, so every form asks
// a PAN or a pincode with the same rules and messages. Pure.

/** Where the shared fragments live. */
export const FRAGMENTS_DIR = 'schemas/fragments/';

/** One definition of a fragment file a field can `$ref`. */
export interface FragmentChoice {
  file: string;
  definition: string;
  /** "Address: Pincode" */
  label: string;
}

const parse = (text: Json | string): Json | undefined => {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
};

/** The definitions of every fragment file among `files` (path -> JSON text or value), labelled by their titles. */
export function listFragments(files: Readonly<Record<string, Json | string>>): FragmentChoice[] {
  const choices: FragmentChoice[] = [];
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!file.startsWith(FRAGMENTS_DIR) || !file.endsWith('.json')) continue;
    const doc = parse(text);
    if (!isJsonObject(doc) || !isJsonObject(doc.definitions)) continue;
    const group = typeof doc.title === 'string' ? doc.title : file.slice(FRAGMENTS_DIR.length);
    for (const [definition, schema] of Object.entries(doc.definitions)) {
      const title = isJsonObject(schema) && typeof schema.title === 'string' ? schema.title : definition;
      choices.push({ file, definition, label: `${group}: ${title}` });
    }
  }
  return choices;
}

/** The `$ref` from a form file to a fragment's definition, relative to the form's folder (`../fragments/x.json#/definitions/y`). */
export function fragmentRef(formFile: string, choice: Pick<FragmentChoice, 'file' | 'definition'>): string {
  const from = formFile.split('/').slice(0, -1);
  const to = choice.file.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common += 1;
  const path = [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
  return `${path}#/definitions/${escapePointerSegment(choice.definition)}`;
}

/** The field taking a fragment by reference: its own label kept, every rule and message the fragment's. */
export function takeFragment(draft: FieldDraft, ref: string): FieldDraft {
  const title = isJsonObject(draft.schema) ? draft.schema.title : undefined;
  return { ...draft, schema: typeof title === 'string' && title !== '' ? { title, $ref: ref } : { $ref: ref } };
}

/** The `$ref` a field takes, if it takes one. */
export function fieldRef(draft: FieldDraft): string | undefined {
  return isJsonObject(draft.schema) && typeof draft.schema.$ref === 'string' ? draft.schema.$ref : undefined;
}
