import { isJsonObject, type Json } from '../../engine/json.ts';
import { isListPatch, itemName, LIST_PATCH } from '../../engine/merge-patch.ts';
import { parsePointer, toPointer } from '../../engine/pointer.ts';
import type { Edit, FileTexts } from './files.ts';
import {
  layeredFile,
  locateOwn,
  nameKeyOf,
  parentOf,
  parentValueAt,
  patchOver,
  programmeFolder,
  sourceOf,
  valueAt,
} from './programme-layers.ts';

export { programmeFolder, resolvedPlace } from './programme-layers.ts';

/**
 * The files of a new programme that extends another: its programme.json (format 2, `extends`, id, title, programme
 * code; everything else inherited). The id must be a new folder name (lower-case words joined by `-`).
 */
export function createProgrammeFiles(input: {
  id: string;
  title: string;
  programCode: string;
  extends: string;
}): FileTexts {
  const programme = {
    $schema: '../../meta/programme.schema.json',
    formatVersion: 2,
    id: input.id,
    extends: input.extends,
    title: input.title,
    programCode: input.programCode,
  };
  return { [`${programmeFolder(input.id)}programme.json`]: `${JSON.stringify(programme, null, 2)}\n` };
}

/** The files a programme owns (its folder), sorted. */
export function ownFiles(files: FileTexts, programmeId: string): string[] {
  const folder = programmeFolder(programmeId);
  return Object.keys(files)
    .filter((path) => path.startsWith(folder))
    .sort();
}

export type Origin = 'own' | 'inherited' | 'absent';

/** The programme's own file, its layered (resolved) content, and whether the programme has a parent to patch. */
function layers(files: FileTexts, programmeId: string, file: string) {
  const path = `${programmeFolder(programmeId)}${file}`;
  return {
    path,
    own: sourceOf(files)[path],
    resolved: layeredFile(files, programmeId, file),
    layered: parentOf(files, programmeId) !== undefined,
  };
}

/**
 * Where the value at `pointer` of resolved file `file` (e.g. `programme.json`, `screens/offer.json`,
 * `constants.json`) of the programme comes from: set in the programme's own file (also when it deletes the parent's
 * value or writes the list holding it whole), inherited from a parent, or absent. A list item is named by its index
 * in the resolved list, as the studio shows it.
 */
export function originOf(files: FileTexts, programmeId: string, file: string, pointer: string): Origin {
  const { own, resolved, layered } = layers(files, programmeId, file);
  const present = valueAt(resolved, parsePointer(pointer)) !== undefined;
  if (!layered || (file === 'programme.json' && ['/id', '/extends'].includes(pointer)))
    return own !== undefined && present ? 'own' : 'absent';
  if (own === null) return 'own';
  const place = locateOwn(own, resolved, pointer, true);
  if (place.whole || (!place.rest.length && place.own !== undefined)) return 'own';
  return present ? 'inherited' : 'absent';
}

/**
 * Where each key of the object at `base` (a JSON pointer into resolved file `file`) comes from, and whether "reset to
 * parent" can bring a parent's value back: only for a value set here whose parent programme has one.
 */
export function originRows(
  files: FileTexts,
  programmeId: string,
  parent: string | undefined,
  file: string,
  base: string,
  keys: readonly string[],
): Array<{ key: string; origin: Origin; canReset: boolean }> {
  return keys.map((key) => {
    const pointer = `${base}/${key}`;
    const origin = originOf(files, programmeId, file, pointer);
    return {
      key,
      origin,
      canReset: origin === 'own' && parent !== undefined && originOf(files, parent, file, pointer) !== 'absent',
    };
  });
}

/** The own path to remove so nothing empty is left: an operation that names its item only, an empty list patch, `{}`. */
function outermostEmpty(own: Json | undefined, path: Array<string | number>): Array<string | number> {
  let at = path;
  while (at.length > 1) {
    const parentPath = at.slice(0, -1);
    const parent = valueAt(own, parentPath.map(String));
    const last = at.at(-1);
    if (Array.isArray(parent) && parentPath.at(-1) === LIST_PATCH && parent.length === 1) at = parentPath.slice(0, -1);
    else if (
      isJsonObject(parent) &&
      parentPath.at(-2) === LIST_PATCH &&
      Object.keys(parent).every((k) => k === last || parent[k] === itemName(parent))
    )
      at = parentPath;
    else if (isJsonObject(parent) && Object.keys(parent).length === 1 && !isListPatch(parent)) at = parentPath;
    else break;
  }
  return at;
}

/**
 * Edits that remove the programme's own value at `pointer` so the parent's shows again: the value in the patch, and
 * what would be left empty by it (an operation naming its item only, an empty `$patch`, an empty object). A list the
 * child writes whole goes whole; an item the child inserts goes (it has no parent value). None for a programme
 * without a parent, or when the value is not the programme's own.
 */
export function resetToParent(files: FileTexts, programmeId: string, file: string, pointer: string): Edit[] {
  const { path, own, resolved, layered } = layers(files, programmeId, file);
  if (!layered || own === undefined) return [];
  const place = locateOwn(own, resolved, pointer, true);
  let target = place.path;
  if (place.inserted) target = place.path.slice(0, place.path.lastIndexOf('$insert'));
  else if (place.whole)
    target = place.path.slice(
      0,
      place.path.findIndex((_, i) => Array.isArray(valueAt(own, place.path.slice(0, i + 1).map(String)))) + 1,
    );
  else if (place.rest.length || place.own === undefined) return [];
  if (!target.length) return [];
  return [{ file: path, pointer: toPointer(outermostEmpty(own, target)), remove: true }];
}

/** A value to write where the own file has nothing: objects key by key, lists as list patches naming the item. */
function buildPatch(
  resolved: Json | undefined,
  rest: readonly string[],
  changes: Record<string, unknown>,
  layered: boolean,
): unknown {
  if (!rest.length)
    return layered
      ? changes
      : Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== undefined));
  const [segment, ...more] = rest;
  if (Array.isArray(resolved)) {
    const item = resolved[Number(segment)];
    const named = resolved.every((i) => itemName(i) !== undefined);
    const inner = buildPatch(item, more, changes, layered) as Record<string, unknown>;
    if (layered && named) return { [LIST_PATCH]: [{ [nameKeyOf(item)]: itemName(item), ...inner }] };
    // a list of unnamed items is written whole (the engine cannot patch it item by item)
    return resolved.map((existing, i) =>
      i === Number(segment) ? { ...(isJsonObject(existing) ? existing : {}), ...inner } : existing,
    );
  }
  return { [segment]: buildPatch(isJsonObject(resolved) ? resolved[segment] : undefined, more, changes, layered) };
}

/** True when the pointer goes through a list of the resolved file whose items are not all named (written whole). */
function throughUnnamedList(resolved: Json | undefined, pointer: string): boolean {
  let at = resolved;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(at) && !at.every((item) => itemName(item) !== undefined)) return true;
    at = valueAt(at, [segment]);
  }
  return false;
}

/**
 * Edits that set each of `changes` (key -> value; `null` removes the key) on the object at `pointer` of the resolved
 * file, written where the programme's own file says it: in place when the programme owns the object, through a list
 * patch operation (`{"$patch": [{ "id": ..., ... }]}`) when it is an item of a parent's list, never copying the
 * parent's list. A child's `null` stays a merge-patch deletion; in a file of its own the key is removed.
 */
export function setValues(
  files: FileTexts,
  programmeId: string,
  file: string,
  pointer: string,
  changes: Record<string, unknown>,
): Edit[] {
  const { path, own, resolved, layered } = layers(files, programmeId, file);
  const place = locateOwn(own, resolved, pointer, layered);
  // over a parent's object (a rule), a new object is written as the merge patch that gives it: the parent's other keys
  // nulled; not inside a list of unnamed items, which is written whole (its values are values, not patches)
  const below =
    layered && !place.inserted && !place.whole && !throughUnnamedList(resolved, pointer)
      ? parentValueAt(files, programmeId, file, pointer)
      : undefined;
  const values = isJsonObject(below)
    ? Object.fromEntries(
        Object.entries(changes).map(([k, v]) => [
          k,
          v === null || v === undefined ? v : patchOver(below[k], v as Json),
        ]),
      )
    : changes;
  if (!place.rest.length && (isJsonObject(place.own) || place.own === undefined) && own !== undefined && own !== null) {
    const removes = !layered || place.inserted || place.whole;
    return Object.entries(values).map(([key, value]) => {
      const at = toPointer([...place.path, key]);
      return value === undefined || (value === null && removes)
        ? { file: path, pointer: at, remove: true as const }
        : { file: path, pointer: at, value };
    });
  }
  if (isListPatch(place.own) && Array.isArray(place.resolved) && place.rest.length) {
    const [index, ...more] = place.rest;
    const item = place.resolved[Number(index)];
    const op = { [nameKeyOf(item)]: itemName(item), ...(buildPatch(item, more, values, true) as object) };
    return [{ file: path, pointer: toPointer([...place.path, LIST_PATCH, '-']), value: op }];
  }
  if (!place.path.length && place.rest.length) {
    // a file the programme does not have yet: its first key is written into a new file (its $schema first)
    const [first, ...more] = place.rest;
    const inner = isJsonObject(place.resolved) ? place.resolved[first] : undefined;
    return [{ file: path, pointer: toPointer([first]), value: buildPatch(inner, more, values, layered) }];
  }
  return [
    { file: path, pointer: toPointer(place.path), value: buildPatch(place.resolved, place.rest, values, layered) },
  ];
}

/** Edits that set one value at `pointer` of the resolved file (see `setValues`); `null` removes it. */
export function setValue(files: FileTexts, programmeId: string, file: string, pointer: string, value: unknown): Edit[] {
  const segments = parsePointer(pointer);
  const key = segments.pop();
  if (key === undefined) return [];
  return setValues(files, programmeId, file, toPointer(segments), { [key]: value });
}

/**
 * Edits that set `changes` on the list item named `itemId` of the list at `listPointer`, as a `$patch` entry in a
 * child (never a copy of the list), or in place when the programme owns the list. None when no item has that name.
 */
export function setListItem(
  files: FileTexts,
  programmeId: string,
  file: string,
  listPointer: string,
  itemId: string,
  changes: Record<string, unknown>,
): Edit[] {
  const list = valueAt(layeredFile(files, programmeId, file), parsePointer(listPointer));
  const index = Array.isArray(list) ? list.findIndex((item) => itemName(item) === itemId) : -1;
  return index < 0 ? [] : setValues(files, programmeId, file, `${listPointer}/${index}`, changes);
}

/** Edits that set a constant's value (its description kept), in the programme's own constants.json. */
export function setConstant(files: FileTexts, programmeId: string, name: string, value: Json): Edit[] {
  const table = valueAt(layeredFile(files, programmeId, 'constants.json'), ['constants']);
  const entry = isJsonObject(table) ? table[name] : undefined;
  if (isJsonObject(entry) && 'value' in entry)
    return setValues(files, programmeId, 'constants.json', toPointer(['constants', name]), { value });
  return setValue(files, programmeId, 'constants.json', toPointer(['constants', name]), { value });
}

/** Edits that set the label of one offer term (programme.json `terms`), as a list patch entry in a child. */
export function setTermLabel(files: FileTexts, programmeId: string, termId: string, label: string): Edit[] {
  return setListItem(files, programmeId, 'programme.json', '/terms', termId, { label });
}

/**
 * Edits that set the rule at `pointer` of the resolved file (`setValue`: over a parent's rule, the merge patch that
 * gives it), or with `rule` undefined take it away: a child nulls a rule its parent has, and drops one only it had;
 * a programme without a parent removes the key. None when there is nothing to take away.
 */
export function setRuleAt(
  files: FileTexts,
  programmeId: string,
  file: string,
  pointer: string,
  rule: Json | undefined,
): Edit[] {
  if (rule !== undefined) return setValue(files, programmeId, file, pointer, rule);
  if (valueAt(layeredFile(files, programmeId, file), parsePointer(pointer)) === undefined) return [];
  if (parentOf(files, programmeId) !== undefined && parentValueAt(files, programmeId, file, pointer) === undefined)
    return resetToParent(files, programmeId, file, pointer);
  return setValue(files, programmeId, file, pointer, null);
}
