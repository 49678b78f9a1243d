import { listFormFields } from './form-checks.ts';
import { isJsonObject, type Json } from './merge-patch.ts';
import { toPointer } from './pointer.ts';
import type { ResolvedProgramme } from './types.ts';

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
 * (added, removed, changed keys) and form fields. Identical parts are not mentioned.
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
      for (const [pointer, b, a] of leafDiff(before as unknown as Json, after as unknown as Json)) {
        if (pointer.startsWith('/form/') && pointer !== '/form') continue;
        lines.push(`screen ${id} ${pointer}: ${show(b)} -> ${show(a)}`);
      }
      const fb = base.forms[id] ? listFormFields(base.forms[id].schema) : [];
      const fa = programme.forms[id] ? listFormFields(programme.forms[id].schema) : [];
      for (const f of fa.filter((x) => !fb.includes(x))) lines.push(`screen ${id} field ${f} added`);
      for (const f of fb.filter((x) => !fa.includes(x))) lines.push(`screen ${id} field ${f} removed`);
      const sb = base.forms[id]?.schema;
      const sa = programme.forms[id]?.schema;
      if (sb && sa) for (const [pointer, b, a] of leafDiff(sb, sa)) lines.push(`screen ${id} form rule ${pointer}: ${show(b)} -> ${show(a)}`);
    }
  }
  return lines;
}
