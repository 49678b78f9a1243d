import { schemaParts } from './form-checks.ts';
import { isJsonObject, type Json } from './json.ts';
import type { ResolvedProgramme } from './types.ts';

// A server names fields by their JSON names (`{"BAD_REQUEST": "dateOfBirth is required"}`); the borrower knows them
// by the labels their form shows. These turn one into the other, from the form schema's titles (config).

type Form = ResolvedProgramme['forms'][string];

/** JSON name -> label of every field of a form, nested and conditional ones too: its uiSchema `ui:title`, else its schema `title`. */
export function listFieldLabels(form: Form): Record<string, string> {
  const labels: Record<string, string> = {};
  const walk = (schema: Json | undefined, ui: Json | undefined): void => {
    for (const part of schemaParts(schema)) {
      if (!isJsonObject(part.properties)) continue;
      for (const [name, property] of Object.entries(part.properties)) {
        const uiField = isJsonObject(ui) ? ui[name] : undefined;
        const uiTitle = isJsonObject(uiField) ? uiField['ui:title'] : undefined;
        const title =
          typeof uiTitle === 'string'
            ? uiTitle
            : isJsonObject(property) && typeof property.title === 'string'
              ? property.title
              : undefined;
        if (title !== undefined && !Object.hasOwn(labels, name)) labels[name] = title;
        walk(property, uiField);
      }
    }
  };
  walk(form.schema, form.uiSchema);
  return labels;
}

/**
 * The labels to name fields by after a screen's call: its own form's first, then any other form's of the programme
 * (a call may send answers saved on earlier screens, e.g. the borrower's other details with the address).
 */
export function fieldLabelsFor(p: ResolvedProgramme, screenId: string | undefined): Record<string, string> {
  const own = screenId && p.forms[screenId] ? listFieldLabels(p.forms[screenId]) : {};
  const others = Object.entries(p.forms)
    .filter(([id]) => id !== screenId)
    .map(([, form]) => listFieldLabels(form));
  return Object.assign({}, ...others.reverse(), own) as Record<string, string>;
}

/**
 * A server's message with the fields it names by JSON name named by their labels instead:
 * "<jsonName> is required" -> "<its label> is required". A word is taken for a field when it is a field's name
 * and opens the message or looks like an identifier (a capital inside, `_` or a digit), so `"Invalid state"` stays.
 */
export function nameFieldsByLabel(message: string, labels: Readonly<Record<string, string>>): string {
  return message.replace(/[A-Za-z_][A-Za-z0-9_]*/g, (word, at: number) => {
    const label = Object.hasOwn(labels, word) ? labels[word] : undefined;
    return label !== undefined && (at === 0 || /[A-Z_0-9]/.test(word.slice(1))) ? label : word;
  });
}
