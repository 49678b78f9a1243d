import { startTransition, useSyncExternalStore } from 'react';
import type { FieldError } from '../../engine/validation-errors.ts';

const NONE: readonly string[] = Object.freeze([]);

/**
 * How many fields whose messages change are told at once; the others are told in a transition (a background render
 * that keys and clicks interrupt, committed in one go). A submit refusing 134 fields draws the first 16 (the first
 * invalid field, which takes the focus, and those after it) in the frame after the click, not after 134 MUI fields.
 */
export const URGENT_FIELDS = 16;

/**
 * The error messages a form shows, field by field. A field subscribes to its own pointer and is told only when its
 * messages change: a submit that refuses 134 fields of 450 re-renders those 134, and the form around them not at all
 * (handed to RJSF as `extraErrors`, the messages re-derived the whole form and compared every field).
 */
export interface FieldErrorStore {
  /** The messages shown for the field at `pointer`: the same array for as long as they stay the same. */
  messagesAt(pointer: string): readonly string[];
  /** Calls `listener` whenever the messages at `pointer` change; returns the unsubscription. */
  subscribe(pointer: string, listener: () => void): () => void;
  /** Every error shown, in order: the same array for as long as nothing changes. */
  all(): readonly FieldError[];
  /** Calls `listener` whenever anything shown changes; returns the unsubscription. */
  subscribeAll(listener: () => void): () => void;
  /**
   * Shows `errors` instead of what was shown: only the fields whose messages change are told, the first URGENT_FIELDS
   * of them (in the order of `errors`) at once, the others in a transition.
   */
  show(errors: readonly FieldError[]): void;
}

function groupByField(errors: readonly FieldError[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const { field, message } of errors) {
    const messages = byField.get(field);
    if (messages) messages.push(message);
    else byField.set(field, [message]);
  }
  return byField;
}

function sameMessages(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((m, i) => m === b[i]);
}

/** A new, empty store (one per form). */
export function createFieldErrorStore(): FieldErrorStore {
  let shown: readonly FieldError[] = [];
  let byField = new Map<string, readonly string[]>();
  const listeners = new Map<string, Set<() => void>>();
  const allListeners = new Set<() => void>();

  const subscribeTo = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };

  return {
    messagesAt: (pointer) => byField.get(pointer) ?? NONE,
    subscribe(pointer, listener) {
      let set = listeners.get(pointer);
      if (!set) listeners.set(pointer, (set = new Set()));
      return subscribeTo(set, listener);
    },
    all: () => shown,
    subscribeAll: (listener) => subscribeTo(allListeners, listener),
    show(errors) {
      const next = groupByField(errors);
      const kept = new Map<string, readonly string[]>();
      const changed: string[] = [];
      for (const [pointer, messages] of next) {
        const before = byField.get(pointer);
        if (before && sameMessages(before, messages)) kept.set(pointer, before);
        else {
          kept.set(pointer, messages);
          changed.push(pointer);
        }
      }
      for (const pointer of byField.keys()) if (!next.has(pointer)) changed.push(pointer);
      const listChanged =
        errors.length !== shown.length ||
        errors.some((e, i) => e.field !== shown[i]?.field || e.message !== shown[i]?.message);
      byField = kept;
      if (listChanged) shown = [...errors];
      const tell = (pointers: readonly string[]) => {
        for (const pointer of pointers) for (const listener of listeners.get(pointer) ?? []) listener();
      };
      tell(changed.slice(0, URGENT_FIELDS));
      if (changed.length > URGENT_FIELDS) startTransition(() => tell(changed.slice(URGENT_FIELDS)));
      if (listChanged) for (const listener of allListeners) listener();
    },
  };
}

/** Every error `store` shows, re-rendering the caller when they change (a renderer that draws all its fields itself). */
export function useShownErrors(store: FieldErrorStore): readonly FieldError[] {
  return useSyncExternalStore(store.subscribeAll, store.all, store.all);
}
