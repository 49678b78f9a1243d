import { isJsonObject, type Json } from './json.ts';
import { itemName } from './merge-patch.ts';
import { toPointer } from './pointer.ts';

// Differences between two JSON values as a reviewer reads them: lists of named items (an `id`, `key` or `type`, the
// lists a programme patches with `$patch`) are compared item by item, by name, so a changed label, an added card or
// a moved field is one line instead of the whole list twice.

/** One step of the path to a difference: a key of an object, or an item of a named list (by its name). */
export type DiffStep = string | { item: string };

/** One difference: a value changed, or a named item added, removed or moved (`anchor`: the item now before it). */
export interface JsonChange {
  path: DiffStep[];
  what: 'changed' | 'added' | 'removed' | 'moved';
  before?: Json;
  after?: Json;
  anchor?: string | null;
}

/** The names of a list's items, when every item has one and no two share it; otherwise undefined. */
function namesOf(list: Json[]): string[] | undefined {
  const names = list.map(itemName);
  if (names.some((n) => n === undefined)) return undefined;
  return new Set(names).size === names.length ? (names as string[]) : undefined;
}

/** The names two orders keep in the same relative order (a longest common subsequence): the others moved. */
export function keptInOrder(a: string[], b: string[]): Set<string> {
  const table = a.map(() => b.map(() => 0));
  const at = (i: number, j: number) => (i < a.length && j < b.length ? (table[i]?.[j] ?? 0) : 0);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

function listChanges(a: Json[], b: Json[], namesA: string[], namesB: string[], path: DiffStep[]): JsonChange[] {
  const common = new Set(namesA.filter((n) => namesB.includes(n)));
  const kept = keptInOrder(
    namesA.filter((n) => common.has(n)),
    namesB.filter((n) => common.has(n)),
  );
  const changes: JsonChange[] = [];
  namesB.forEach((name, i) => {
    const at = [...path, { item: name }];
    const anchor = i === 0 ? null : (namesB[i - 1] ?? null);
    if (!common.has(name)) changes.push({ path: at, what: 'added', after: b[i], anchor });
    else {
      if (!kept.has(name)) changes.push({ path: at, what: 'moved', anchor });
      changes.push(...jsonChanges(a[namesA.indexOf(name)], b[i], at));
    }
  });
  namesA.forEach((name, i) => {
    if (!common.has(name)) changes.push({ path: [...path, { item: name }], what: 'removed', before: a[i] });
  });
  return changes;
}

/**
 * The differences between `a` and `b`: objects key by key (sorted), lists of named items item by item (added,
 * removed, moved, and the differences inside each), anything else compared whole.
 */
export function jsonChanges(a: Json | undefined, b: Json | undefined, path: DiffStep[] = []): JsonChange[] {
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => jsonChanges(a[k], b[k], [...path, k]));
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length && b.length) {
    const namesA = namesOf(a);
    const namesB = namesOf(b);
    if (namesA && namesB) return listChanges(a, b, namesA, namesB, path);
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ path, what: 'changed', before: a, after: b }];
}

/** A value as a diff line shows it: JSON, cut after 80 characters (or `whole`: laid out on lines); `nothing` for no value. */
function show(value: unknown, whole: boolean): string {
  const text = JSON.stringify(value);
  if (text === undefined) return 'nothing';
  if (text.length <= 80) return text;
  return whole ? JSON.stringify(value, null, 2) : `${text.slice(0, 77)}...`;
}

export const showValue = (value: unknown): string => show(value, false);

const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word;

/**
 * One difference in plain words: `offer field roiPct: label "Rate per annum" -> "Interest"`, `card co-borrower
 * added after other-details`, `field roiPct moved first`; a difference outside any named list keeps its pointer
 * (`/offer/kind: "term-loan" -> "credit-line"`).
 */
function describe(change: JsonChange, whole: boolean): string {
  const words: string[] = [];
  let keys: string[] = [];
  for (const step of change.path) {
    if (typeof step === 'string') keys.push(step);
    else {
      words.push(...keys.slice(0, -1), singular(keys.at(-1) ?? 'item'), step.item);
      keys = [];
    }
  }
  const place = `${words.join(' ')}`;
  const where = (anchor: string | null | undefined) => (anchor ? `after ${anchor}` : 'first');
  if (change.what === 'added') return `${place} added ${where(change.anchor)}`;
  if (change.what === 'removed') return `${place} removed`;
  if (change.what === 'moved') return `${place} moved ${where(change.anchor)}`;
  const values = `${show(change.before, whole)} -> ${show(change.after, whole)}`;
  if (!words.length) return `${toPointer(keys)}: ${values}`;
  return `${place}: ${keys.length ? `${keys.join('/')} ` : ''}${values}`;
}

export const describeChange = (change: JsonChange): string => describe(change, false);

/** The same line with each value whole, laid out on lines: the studio's save dialog, where a new rule is reviewed. */
export const describeChangeWhole = (change: JsonChange): string => describe(change, true);
