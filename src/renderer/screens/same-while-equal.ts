import { useRef } from 'react';

/**
 * `value`, or the one given on an earlier render while `same` finds the two equal: a prop built afresh on each render
 * (an object of rule answers, a filtered list) keeps its identity, so a memoised part under it (the RJSF form) is not
 * drawn again when a store update or a keystroke re-renders its screen without changing what the part is given.
 */
export function useSameWhileEqual<T>(value: T, same: (a: T, b: T) => boolean): T {
  const kept = useRef(value);
  if (kept.current !== value && !same(kept.current, value)) kept.current = value;
  return kept.current;
}

/** The same keys with the same values (compared with Object.is), in any order. */
export function sameEntries(a: Readonly<Record<string, unknown>> | undefined, b: Readonly<Record<string, unknown>> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

/** The same items (by identity) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => item === b[i]));
}
