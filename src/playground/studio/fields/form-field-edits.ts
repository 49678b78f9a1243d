import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import { parsePointer, toPointer } from '../../../engine/pointer.ts';
import type { FieldDraft } from './field-draft.ts';

// A field draft read from, and written back into, a form's schema file and uiSchema file. The writes are pointer
// changes (the studio turns them into its edits of the two files, model/files.ts), so a save touches only the lines
// of that field. Pure.

/** A form as two JSON documents: the schema file's and the uiSchema file's. */
export interface FormDocuments {
  schema: Json;
  uiSchema: Json;
}

/** One change to a form document at an RFC 6901 pointer: set `value`, or `remove`. */
export interface FormChange {
  part: 'schema' | 'uiSchema';
  pointer: string;
  value?: Json;
  remove?: true;
}

const objectOf = (value: Json | undefined): JsonObject => (isJsonObject(value) ? value : {});
const requiredList = (schema: Json): string[] =>
  Array.isArray(objectOf(schema).required)
    ? (objectOf(schema).required as Json[]).filter((n): n is string => typeof n === 'string')
    : [];

/** The field `name` of a form (a new, empty text field when the form has none). */
export function readFieldDraft(form: FormDocuments, name: string): FieldDraft {
  const schema = objectOf(form.schema);
  const property = objectOf(schema.properties)[name];
  const messages = objectOf(objectOf(schema.errorMessage).required);
  const requiredMessage = messages[name];
  return {
    name,
    schema: property ?? { type: 'string', title: '' },
    uiSchema: objectOf(form.uiSchema)[name] ?? {},
    required: requiredList(form.schema).includes(name),
    ...(typeof requiredMessage === 'string' ? { requiredMessage } : {}),
  };
}

function requiredChanges(form: FormDocuments, draft: FieldDraft, previous: string): FormChange[] {
  const schema = objectOf(form.schema);
  const old = requiredList(form.schema);
  const list = old.filter((n) => n !== previous && n !== draft.name);
  if (draft.required) list.splice(old.includes(previous) ? old.indexOf(previous) : list.length, 0, draft.name);
  const changes: FormChange[] = [];
  if (JSON.stringify(list) !== JSON.stringify(old))
    changes.push(
      list.length || 'required' in schema
        ? { part: 'schema', pointer: '/required', value: list }
        : { part: 'schema', pointer: '/required', remove: true },
    );
  const messages = objectOf(objectOf(schema.errorMessage).required);
  if (previous !== draft.name && previous in messages)
    changes.push({ part: 'schema', pointer: toPointer(['errorMessage', 'required', previous]), remove: true });
  if (draft.required && draft.requiredMessage) {
    if (messages[draft.name] !== draft.requiredMessage)
      changes.push({
        part: 'schema',
        pointer: toPointer(['errorMessage', 'required', draft.name]),
        value: draft.requiredMessage,
      });
  } else if (draft.name in messages)
    changes.push({ part: 'schema', pointer: toPointer(['errorMessage', 'required', draft.name]), remove: true });
  return changes;
}

function uiChanges(form: FormDocuments, draft: FieldDraft, previous: string): FormChange[] {
  const ui = objectOf(form.uiSchema);
  const changes: FormChange[] = [];
  if (previous !== draft.name && previous in ui)
    changes.push({ part: 'uiSchema', pointer: toPointer([previous]), remove: true });
  const empty = isJsonObject(draft.uiSchema) && Object.keys(draft.uiSchema).length === 0;
  if (!empty && JSON.stringify(ui[draft.name]) !== JSON.stringify(draft.uiSchema))
    changes.push({ part: 'uiSchema', pointer: toPointer([draft.name]), value: draft.uiSchema });
  if (empty && draft.name in ui && previous === draft.name)
    changes.push({ part: 'uiSchema', pointer: toPointer([draft.name]), remove: true });
  const order = ui['ui:order'];
  if (Array.isArray(order) && !order.includes(draft.name)) {
    const at = order.indexOf(previous);
    const next =
      at >= 0
        ? order.map((n) => (n === previous ? draft.name : n))
        : [...order.filter((n) => n !== '*'), draft.name, ...(order.includes('*') ? ['*'] : [])];
    changes.push({ part: 'uiSchema', pointer: '/ui:order', value: next });
  }
  return changes;
}

/**
 * The changes that put a draft into a form: its property, its place in `required` and that rule's message, its
 * uiSchema entry and its place in `ui:order`. `previous` is the field's name before a rename (default: the same).
 * Nothing the field does not change is listed.
 */
export function fieldChanges(form: FormDocuments, draft: FieldDraft, previous: string = draft.name): FormChange[] {
  const properties = objectOf(objectOf(form.schema).properties);
  const changes: FormChange[] = [];
  if (previous !== draft.name && previous in properties)
    changes.push({ part: 'schema', pointer: toPointer(['properties', previous]), remove: true });
  if (JSON.stringify(properties[draft.name]) !== JSON.stringify(draft.schema))
    changes.push({ part: 'schema', pointer: toPointer(['properties', draft.name]), value: draft.schema });
  return [...changes, ...requiredChanges(form, draft, previous), ...uiChanges(form, draft, previous)];
}

/** The changes that remove a field from a form: its property, `required` entry and message, uiSchema entry, `ui:order` place. */
export function removeFieldChanges(form: FormDocuments, name: string): FormChange[] {
  const schema = objectOf(form.schema);
  const ui = objectOf(form.uiSchema);
  const changes: FormChange[] = [];
  if (name in objectOf(schema.properties))
    changes.push({ part: 'schema', pointer: toPointer(['properties', name]), remove: true });
  const required = requiredList(form.schema);
  if (required.includes(name))
    changes.push({ part: 'schema', pointer: '/required', value: required.filter((n) => n !== name) });
  if (name in objectOf(objectOf(schema.errorMessage).required))
    changes.push({ part: 'schema', pointer: toPointer(['errorMessage', 'required', name]), remove: true });
  if (name in ui) changes.push({ part: 'uiSchema', pointer: toPointer([name]), remove: true });
  const order = ui['ui:order'];
  if (Array.isArray(order) && order.includes(name))
    changes.push({ part: 'uiSchema', pointer: '/ui:order', value: order.filter((n) => n !== name) });
  return changes;
}

function applyChange(document: Json, change: FormChange): Json {
  const path = parsePointer(change.pointer);
  const root: JsonObject = { ...objectOf(document) };
  let at = root;
  for (const key of path.slice(0, -1)) at = at[key] = { ...objectOf(at[key]) };
  const last = path[path.length - 1] as string;
  if (change.remove) delete at[last];
  else at[last] = change.value as Json;
  return root;
}

/** The form with the changes made (what the studio's files will hold once its edits are applied). */
export function applyFormChanges(form: FormDocuments, changes: readonly FormChange[]): FormDocuments {
  return changes.reduce((f, c) => ({ ...f, [c.part]: applyChange(f[c.part], c) }), form);
}

/** The changes as the studio's edits (model/files.ts `Edit`: file, pointer, value or remove) of the form's two files. */
export function formChangesToEdits(
  changes: readonly FormChange[],
  files: { schema: string; uiSchema: string },
): Array<{ file: string; pointer: string; value?: Json; remove?: true }> {
  return changes.map(({ part, pointer, value, remove }) => ({
    file: files[part],
    pointer,
    ...(remove ? { remove } : { value: value as Json }),
  }));
}
