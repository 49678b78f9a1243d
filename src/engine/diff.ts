import { listFormFields } from './form-checks.ts';
import { isJsonObject, type Json } from './merge-patch.ts';
import { toPointer } from './pointer.ts';
import type { ExampleVector, ResolvedProgramme } from './types.ts';

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Leaf differences between two JSON values: [pointer, before, after]. */
function leafDiff(a: Json | undefined, b: Json | undefined, path: Array<string | number> = []): Array<[string, Json | undefined, Json | undefined]> {
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => leafDiff(a[k], b[k], [...path, k]));
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [[toPointer(path), a, b]];
}

/**
 * What `programme` changes compared with `base`, in plain words: programme settings, constants, texts, screens
 * (added, removed, changed keys, rules included), form fields, form rules, uiSchemas and example vectors.
 * Identical parts are not mentioned.
 */
export function diffProgrammes(base: ResolvedProgramme, programme: ResolvedProgramme): string[] {
  const lines: string[] = [];
  const { id: _a, extends: _ae, ...baseSettings } = base.programme;
  const { id: _b, extends: _be, ...settings } = programme.programme;
  for (const [pointer, before, after] of leafDiff(baseSettings as Json, settings as Json)) {
    lines.push(`setting ${pointer}: ${show(before)} -> ${show(after)}`);
  }
  for (const [pointer, before, after] of leafDiff(base.constants, programme.constants)) {
    const name = pointer.slice(1);
    if (before === undefined) lines.push(`constant ${name} added: ${show(after)}`);
    else if (after === undefined) lines.push(`constant ${name} removed (was ${show(before)})`);
    else lines.push(`constant ${name}: ${show(before)} -> ${show(after)}`);
  }
  for (const [pointer, before, after] of leafDiff(base.texts, programme.texts)) {
    lines.push(`text ${pointer.slice(1)}: ${show(before)} -> ${show(after)}`);
  }
  const ids = [...new Set([...Object.keys(base.screens), ...Object.keys(programme.screens)])].sort();
  for (const id of ids) {
    const before = base.screens[id];
    const after = programme.screens[id];
    if (!before) lines.push(`screen ${id} added (${after?.route})`);
    else if (!after) lines.push(`screen ${id} removed (was ${before.route})`);
    else {
      // every key of the screen, /form/visibility and /form/bindings included: a changed rule is a real difference
      for (const [pointer, b, a] of leafDiff(before as unknown as Json, after as unknown as Json)) {
        lines.push(`screen ${id} ${pointer}: ${show(b)} -> ${show(a)}`);
      }
      const fb = base.forms[id] ? listFormFields(base.forms[id].schema) : [];
      const fa = programme.forms[id] ? listFormFields(programme.forms[id].schema) : [];
      for (const f of fa.filter((x) => !fb.includes(x))) lines.push(`screen ${id} field ${f} added`);
      for (const f of fb.filter((x) => !fa.includes(x))) lines.push(`screen ${id} field ${f} removed`);
      const sb = base.forms[id]?.schema;
      const sa = programme.forms[id]?.schema;
      if (sb && sa) for (const [pointer, b, a] of leafDiff(sb, sa)) lines.push(`screen ${id} form rule ${pointer}: ${show(b)} -> ${show(a)}`);
      const ub = base.forms[id]?.uiSchema;
      const ua = programme.forms[id]?.uiSchema;
      if (ub && ua) for (const [pointer, b, a] of leafDiff(ub, ua)) lines.push(`screen ${id} ui ${pointer}: ${show(b)} -> ${show(a)}`);
    }
    lines.push(...diffExamples(id, base.examples[id], programme.examples[id]));
  }
  return lines;
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
    else for (const [pointer, x, y] of leafDiff(b as unknown as Json, a as unknown as Json)) lines.push(`screen ${id} example "${name}" ${pointer}: ${show(x)} -> ${show(y)}`);
  }
  return lines;
}
