import { isJsonObject, type Json } from '../../engine/json.ts';
import { escapePointerSegment, toPointer } from '../../engine/pointer.ts';
import type { Rule, VisibilityGroup } from '../../engine/types.ts';
import { listVisibilityEntries } from '../../engine/visibility.ts';
import { readJson, type Edit, type FileTexts } from './files.ts';
import { setRuleAt, setValue, setValues } from './programme-edits.ts';
import { layeredFile, parentOf, programmeFolder, valueAt } from './programme-layers.ts';
import { screenFileOf } from './screen-edits.ts';

// A form field's visibility rule as the studio edits it: the field's own entry of the screen's `form.visibility`
// (JSON pointer of the field -> rule), or the `when` of the `form.visibilityGroups` entry that lists it (one rule
// for several fields). Pure: read from the layered screen file, written as the programme's own edits (a child's
// merge patch, never a copy of its parent's screen).

/** A field's visibility: its rule (undefined: always shown) and, when the rule is a group's, the group and the other fields in it. */
export interface FieldVisibility {
  rule: Json | undefined;
  /** The index of the field's group in `form.visibilityGroups`, when the rule is the group's. */
  group?: number;
  /** The other fields (JSON pointers) the group's rule shows and hides too. */
  shared: string[];
}

/** The JSON pointer a top-level form field is named by in `visibility` and `visibilityGroups` (`/annualTurnover`). */
export const fieldPointer = (name: string): string => `/${escapePointerSegment(name)}`;

interface FormPart {
  visibility?: Record<string, Rule>;
  visibilityGroups?: VisibilityGroup[];
}

function formOf(files: FileTexts, programmeId: string, file: string): FormPart {
  const form = valueAt(layeredFile(files, programmeId, file), ['form']);
  return isJsonObject(form) ? (form as FormPart) : {};
}

/** The visibility of the field at `field` (a JSON pointer) of a screen's form, as the programme resolves it. */
export function readFieldVisibility(
  files: FileTexts,
  programmeId: string,
  screenId: string,
  field: string,
): FieldVisibility {
  const form = formOf(files, programmeId, screenFileOf(files, programmeId, screenId));
  const groups = Array.isArray(form.visibilityGroups) ? form.visibilityGroups : [];
  const group = groups.findIndex((g) => isJsonObject(g) && Array.isArray(g.fields) && g.fields.includes(field));
  if (group >= 0)
    return { rule: groups[group]!.when as Json, group, shared: groups[group]!.fields.filter((f) => f !== field) };
  const own = listVisibilityEntries({ visibility: isJsonObject(form.visibility) ? form.visibility : {} }).find(
    (e) => e.field === field,
  );
  return { rule: own?.rule as Json | undefined, shared: [] };
}

/**
 * Edits that set (or, with `rule` undefined, take away) the visibility rule of the field at `field`. A field of a
 * group changes the group's `when` (every field of the group follows it); taken away, the field leaves the group (the
 * group goes with its last field). Any other field's rule is its entry of `form.visibility`; taken away in a child,
 * the entry is `null` when the parent has it, and simply not written when only the child had it.
 */
export function setFieldVisibility(
  files: FileTexts,
  programmeId: string,
  screenId: string,
  field: string,
  rule: Json | undefined,
): Edit[] {
  const file = screenFileOf(files, programmeId, screenId);
  const now = readFieldVisibility(files, programmeId, screenId, field);
  const layered = parentOf(files, programmeId) !== undefined;
  if (now.group !== undefined) return setGroup(files, programmeId, file, now.group, field, rule, layered);
  const visibility = formOf(files, programmeId, file).visibility ?? {};
  // the last rule of a programme's own `visibility` takes the empty object with it
  if (rule === undefined && !layered && Object.keys(visibility).length === 1 && field in visibility)
    return setValue(files, programmeId, file, '/form/visibility', null);
  return setRuleAt(files, programmeId, file, toPointer(['form', 'visibility', field]), rule);
}

/**
 * A group's `when` set, or the field taken out of it. The groups are a list of unnamed items: a child that does not
 * write the list yet writes it whole (a merge patch replaces a list; it cannot patch one item), as the parent has it
 * with this one change; a programme that writes the list changes only the item's key.
 */
function setGroup(
  files: FileTexts,
  programmeId: string,
  file: string,
  index: number,
  field: string,
  rule: Json | undefined,
  layered: boolean,
): Edit[] {
  const groups = formOf(files, programmeId, file).visibilityGroups ?? [];
  const group = groups[index]!;
  const fields = group.fields.filter((f) => f !== field);
  const change: Record<string, Json> = rule !== undefined ? { when: rule } : { fields };
  const ownFile = readJson(files, `${programmeFolder(programmeId)}${file}`);
  const ownsList = Array.isArray(valueAt(ownFile as Json | undefined, ['form', 'visibilityGroups']));
  const dropped = rule === undefined && !fields.length;
  if ((layered && !ownsList) || dropped) {
    const next = (dropped
      ? groups.filter((_, i) => i !== index)
      : groups.map((g, i) => (i === index ? { ...g, ...change } : g))) as unknown as Json[];
    return setValue(files, programmeId, file, '/form/visibilityGroups', next.length ? next : null);
  }
  return setValues(files, programmeId, file, `/form/visibilityGroups/${index}`, change);
}
