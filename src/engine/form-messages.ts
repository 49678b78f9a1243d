import { isJsonObject, type Json, type JsonObject } from './json.ts';
import { escapePointerSegment, parsePointer } from './pointer.ts';

// A programme rewords one message of a shared form schema from its screen file (`form.messages`), without copying
// the schema: `{"/requiredLoanAmount": {"minimum": "Loan amount must be at least {{loanAmountMin|inr}}"}}`.

/** Field pointer (as in `visibility`) -> rule keyword (`minimum`, `pattern`, `required`...) -> message. */
export type FormMessages = Record<string, Record<string, string>>;

/** The schema node of a field (`/a/b` -> properties.a.properties.b) and the node that holds it, if any. */
function fieldNode(schema: JsonObject, field: string): { node?: JsonObject; parent?: JsonObject } {
  let parent: JsonObject | undefined;
  let node: JsonObject | undefined = schema;
  for (const name of parsePointer(field)) {
    parent = node;
    const props: Json | undefined = node && isJsonObject(node.properties) ? node.properties : undefined;
    const next: Json | undefined = isJsonObject(props) && Object.hasOwn(props, name) ? props[name] : undefined;
    node = isJsonObject(next) ? next : undefined;
  }
  return { node, parent };
}

/** Sets `messages.keyword` on the node's `errorMessage`, which must be an object (or absent). */
function setMessage(node: JsonObject, keyword: string, message: Json): boolean {
  const current = node.errorMessage ?? {};
  if (!isJsonObject(current)) return false;
  node.errorMessage = { ...current, [keyword]: message };
  return true;
}

/**
 * Applies a screen's `form.messages` to its bundled form schema (changed in place: the bundle is the screen's own
 * copy). A field the form lacks, a rule the field does not have, or a field whose message is one text for every rule
 * is a problem whose pointer is under `at` (the screen's `/form/messages`).
 */
export function applyFormMessages(
  schema: JsonObject,
  messages: FormMessages | undefined,
  at: string,
): Array<{ pointer: string; message: string }> {
  const problems: Array<{ pointer: string; message: string }> = [];
  for (const [field, byKeyword] of Object.entries(messages ?? {})) {
    const { node, parent } = fieldNode(schema, field);
    const fieldAt = `${at}/${escapePointerSegment(field)}`;
    if (!node || !parent || field === '') {
      problems.push({ pointer: fieldAt, message: `"${field}" is not a field of this screen's form` });
      continue;
    }
    const name = parsePointer(field).at(-1) ?? '';
    for (const [keyword, message] of Object.entries(byKeyword)) {
      const pointer = `${fieldAt}/${escapePointerSegment(keyword)}`;
      const required = keyword === 'required';
      const has = required
        ? Array.isArray(parent.required) && parent.required.includes(name)
        : Object.hasOwn(node, keyword);
      if (!has) problems.push({ pointer, message: `field "${field}" has no "${keyword}" rule to word` });
      else if (required ? !setRequiredMessage(parent, name, message) : !setMessage(node, keyword, message)) {
        problems.push({
          pointer,
          message: `the schema words every rule of "${field}" with one text: it cannot be reworded rule by rule`,
        });
      }
    }
  }
  return problems;
}

function setRequiredMessage(parent: JsonObject, name: string, message: Json): boolean {
  const current = parent.errorMessage ?? {};
  if (!isJsonObject(current)) return false;
  const required = current.required ?? {};
  if (!isJsonObject(required)) return false;
  parent.errorMessage = { ...current, required: { ...required, [name]: message } };
  return true;
}
