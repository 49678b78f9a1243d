import type { FileTexts } from './files.ts';

/**
 * One edit the analyst made: the files before and after it. `group` names what was edited (e.g. the field's place)
 * so that keystrokes in one field become one step; `at` is when (ms, e.g. `Date.now()`).
 */
export interface Command {
  label: string;
  before: FileTexts;
  after: FileTexts;
  group?: string;
  at: number;
}

/** The undo stack: `past` (oldest first), `future` (the next redo first) and the files as they are now. */
export interface History {
  past: Command[];
  future: Command[];
  present: FileTexts;
}

/** Keystrokes closer than this, in the same group, are one step of undo. */
export const MERGE_WINDOW_MS = 1000;

/** A history with nothing to undo or redo. */
export function startHistory(files: FileTexts): History {
  return { past: [], future: [], present: files };
}

/**
 * Pushes a command and makes its `after` the present; the redo list is dropped. A command with the same `group` as
 * the last one, within 1000 ms of it, merges into it (keystrokes in one field): one undo goes back to before both.
 */
export function record(h: History, c: Command): History {
  const last = h.past.at(-1);
  if (last && c.group !== undefined && last.group === c.group && c.at - last.at <= MERGE_WINDOW_MS) {
    const merged: Command = { ...c, before: last.before };
    return { past: [...h.past.slice(0, -1), merged], future: [], present: c.after };
  }
  return { past: [...h.past, c], future: [], present: c.after };
}

/** Goes back one command (the present becomes its `before`); nothing to undo leaves the history as it is. */
export function undo(h: History): History {
  const last = h.past.at(-1);
  if (!last) return h;
  return { past: h.past.slice(0, -1), future: [last, ...h.future], present: last.before };
}

/** Does again the command last undone; nothing to redo leaves the history as it is. */
export function redo(h: History): History {
  const next = h.future[0];
  if (!next) return h;
  return { past: [...h.past, next], future: h.future.slice(1), present: next.after };
}

/** What undo and redo would do, for the buttons' labels ("Undo rename label"); undefined when there is nothing. */
export function nextLabels(h: History): { undo?: string; redo?: string } {
  return {
    ...(h.past.length ? { undo: h.past.at(-1)!.label } : {}),
    ...(h.future.length ? { redo: h.future[0].label } : {}),
  };
}
