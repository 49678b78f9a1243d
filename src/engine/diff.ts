import { describeChange, jsonChanges, showValue } from './diff-items.ts';
import { listFormFields } from './form-checks.ts';
import { isJsonObject, type Json } from './json.ts';
import { toPointer } from './pointer.ts';
import type { ExampleVector, ResolvedProgramme } from './types.ts';

const show = showValue;

/** Leaf differences between two JSON values: [pointer, before, after]. */
function leafDiff(
  a: Json | undefined,
  b: Json | undefined,
  path: Array<string | number> = [],
): Array<[string, Json | undefined, Json | undefined]> {
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => leafDiff(a[k], b[k], [...path, k]));
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [[toPointer(path), a, b]];
}

/**
 * What `programme` changes compared with `base`, in plain words: programme settings, constants, texts, screens
 * (added, removed, changed keys, rules included), form fields, form rules, uiSchemas and example vectors. Lists of
 * named items (cards, actions, offer fields...) are compared item by item (`screen home card co-borrower added
 * after other-details`, `setting offer field roiPct: label "Rate per annum" -> "Interest"`).
 * Identical parts are not mentioned.
 */
export function diffProgrammes(base: ResolvedProgramme, programme: ResolvedProgramme): string[] {
  const lines: string[] = [];
  const { id: _a, extends: _ae, ...baseSettings } = base.programme;
  const { id: _b, extends: _be, ...settings } = programme.programme;
  for (const change of jsonChanges(baseSettings as Json, settings as Json))
    lines.push(`setting ${describeChange(change)}`);
  for (const [pointer, before, after] of leafDiff(base.constants, programme.constants)) {
    const name = pointer.slice(1);
    if (before === undefined) lines.push(`constant ${name} added: ${show(after)}`);
    else if (after === undefined) lines.push(`constant ${name} removed (was ${show(before)})`);
    else lines.push(`constant ${name}: ${show(before)} -> ${show(after)}`);
  }
  for (const [pointer, before, after] of leafDiff(base.texts, programme.texts)) {
    lines.push(`text ${pointer.slice(1)}: ${show(before)} -> ${show(after)}`);
  }
  for (const id of screenIdsOf(base, programme)) lines.push(...diffScreen(id, base, programme));
  return lines;
}

function screenIdsOf(base: ResolvedProgramme, programme: ResolvedProgramme): string[] {
  return [...new Set([...Object.keys(base.screens), ...Object.keys(programme.screens)])].sort();
}

/** What `programme` changes in one screen compared with `base`: the screen, its form, uiSchema and examples. */
function diffScreen(id: string, base: ResolvedProgramme, programme: ResolvedProgramme): string[] {
  const before = base.screens[id];
  const after = programme.screens[id];
  const lines: string[] = [];
  if (!before) lines.push(`screen ${id} added (${after?.route})`);
  else if (!after) lines.push(`screen ${id} removed (was ${before.route})`);
  else {
    // every key of the screen, /form/visibility and /form/bindings included: a changed rule is a real difference
    for (const change of jsonChanges(before as unknown as Json, after as unknown as Json))
      lines.push(`screen ${id} ${describeChange(change)}`);
    lines.push(...diffForm(id, base.forms[id], programme.forms[id]));
  }
  lines.push(...diffExamples(id, base.examples[id], programme.examples[id]));
  return lines;
}

type Form = ResolvedProgramme['forms'][string] | undefined;

/** A screen's form: fields added or removed, then every schema rule and uiSchema entry that differs. */
function diffForm(id: string, before: Form, after: Form): string[] {
  const lines: string[] = [];
  const fb = before ? listFormFields(before.schema) : [];
  const fa = after ? listFormFields(after.schema) : [];
  for (const f of fa.filter((x) => !fb.includes(x))) lines.push(`screen ${id} field ${f} added`);
  for (const f of fb.filter((x) => !fa.includes(x))) lines.push(`screen ${id} field ${f} removed`);
  if (!before || !after) return lines;
  for (const [pointer, b, a] of leafDiff(before.schema, after.schema))
    lines.push(`screen ${id} form rule ${pointer}: ${show(b)} -> ${show(a)}`);
  for (const [pointer, b, a] of leafDiff(before.uiSchema, after.uiSchema))
    lines.push(`screen ${id} ui ${pointer}: ${show(b)} -> ${show(a)}`);
  return lines;
}

/** Screens a programme adds, changes (the screen, its form or its examples) or removes compared with `base`. */
export interface ScreenChanges {
  added: string[];
  changed: Record<string, string[]>;
  removed: string[];
}

/** Which screens `programme` adds, changes or removes compared with `base`, with the diff lines of each change. */
export function listScreenChanges(base: ResolvedProgramme, programme: ResolvedProgramme): ScreenChanges {
  const changes: ScreenChanges = { added: [], changed: {}, removed: [] };
  for (const id of screenIdsOf(base, programme)) {
    if (!base.screens[id]) changes.added.push(id);
    else if (!programme.screens[id]) changes.removed.push(id);
    else {
      const lines = diffScreen(id, base, programme);
      if (lines.length) changes.changed[id] = lines;
    }
  }
  return changes;
}

/** Example vectors of one screen: dropped or added as a whole, else vector by vector (matched by name). */
function diffExamples(id: string, before: ExampleVector[] | undefined, after: ExampleVector[] | undefined): string[] {
  if (!before && !after) return [];
  if (!after) return [`screen ${id} examples removed (was ${before?.length ?? 0} vectors)`];
  if (!before) return [`screen ${id} examples added (${after.length} vectors)`];
  const lines: string[] = [];
  const names = [...new Set([...before.map((v) => v.name), ...after.map((v) => v.name)])];
  for (const name of names) {
    const b = before.find((v) => v.name === name);
    const a = after.find((v) => v.name === name);
    if (!b) lines.push(`screen ${id} example "${name}" added`);
    else if (!a) lines.push(`screen ${id} example "${name}" removed`);
    else
      for (const [pointer, x, y] of leafDiff(b as unknown as Json, a as unknown as Json))
        lines.push(`screen ${id} example "${name}" ${pointer}: ${show(x)} -> ${show(y)}`);
  }
  return lines;
}
