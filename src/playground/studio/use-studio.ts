import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { applyEdits, type Edit, type FileTexts } from '../model/files.ts';
import { record, redo, startHistory, undo, type History } from '../model/history.ts';
import { CONFIG_CHANGED_EVENT } from '../state-types.ts';
import { fetchStudioFiles } from './studio-client.ts';

/** What the studio read from disk: each file's text and hash (the save's `baseHash`). */
export interface Base {
  texts: FileTexts;
  hashes: Readonly<Record<string, string>>;
}

export type StudioLoad = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready' };

export interface Studio {
  load: StudioLoad;
  base: Base;
  history: History;
  files: FileTexts;
  /** Applies edits as one command (undoable); `group` merges keystrokes in one field into one step. */
  edit(label: string, edits: readonly Edit[], group?: string): void;
  /** Replaces files whole as one command (a new programme's files). */
  put(label: string, files: FileTexts): void;
  undo(): void;
  redo(): void;
  /** Reads the files from disk again; edits not saved are dropped. */
  reload(): Promise<void>;
  /** Takes what changed on disk (a release command wrote it) as a file saved outside the studio is taken; edits stay. */
  refresh(): Promise<void>;
  /** After a save: the saved texts become the base, the history stays. */
  saved(hashes: Readonly<Record<string, string>>, texts: Readonly<Record<string, string | null>>): void;
  /** Counts undo, redo and reloads: a panel keyed on it shows the files again instead of what it last typed. */
  epoch: number;
  /** The files whose text differs from what was read (null: deleted). */
  changed: Readonly<Record<string, string | null>>;
  /** Files changed on disk (an editor, a git checkout) that the studio also changed: a save of them is refused. */
  conflicts: readonly string[];
}

/** Each snapshot of the history with `updates` written over it (null: the file is gone). */
function rewriteHistory(h: History, updates: Readonly<Record<string, string | null>>): History {
  const over = (files: FileTexts): FileTexts => {
    const next: Record<string, string> = { ...files };
    for (const [path, text] of Object.entries(updates)) {
      if (text === null) delete next[path];
      else next[path] = text;
    }
    return next;
  };
  const command = (c: History['past'][number]) => ({ ...c, before: over(c.before), after: over(c.after) });
  return { past: h.past.map(command), future: h.future.map(command), present: over(h.present) };
}

/**
 * What changed on disk since the studio read it, split: files the studio has not changed (or changed to what is now
 * on disk), taken as they are on disk; and files it changed otherwise, left as the studio has them (conflicts).
 */
export function splitOutsideChanges(
  base: FileTexts,
  present: FileTexts,
  disk: FileTexts,
): { adopt: Record<string, string | null>; conflicts: string[] } {
  const adopt: Record<string, string | null> = {};
  const conflicts: string[] = [];
  for (const path of new Set([...Object.keys(base), ...Object.keys(disk)])) {
    const now = disk[path] ?? null;
    if ((base[path] ?? null) === now) continue;
    const mine = present[path] ?? null;
    if (mine === (base[path] ?? null) || mine === now) adopt[path] = now;
    else conflicts.push(path);
  }
  return { adopt, conflicts: conflicts.sort() };
}

function listChanged(base: FileTexts, files: FileTexts): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [path, text] of Object.entries(files)) if (base[path] !== text) out[path] = text;
  for (const path of Object.keys(base)) if (!(path in files)) out[path] = null;
  return out;
}

/**
 * The studio's model in the page: the config files as text, read from `/__studio/files`, and the command history
 * over them. Every edit goes through `edit` (one command, undo / redo; Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y).
 */
export function useStudio(): Studio {
  const [load, setLoad] = useState<StudioLoad>({ status: 'loading' });
  const [base, setBase] = useState<Base>({ texts: {}, hashes: {} });
  const [history, setHistory] = useState<History>(() => startHistory({}));
  const [epoch, setEpoch] = useState(0);
  const reload = useCallback(async () => {
    try {
      const files = await fetchStudioFiles();
      const texts = Object.fromEntries(Object.entries(files).map(([p, f]) => [p, f.text]));
      setBase({ texts, hashes: Object.fromEntries(Object.entries(files).map(([p, f]) => [p, f.hash])) });
      setHistory(startHistory(texts));
      setEpoch((e) => e + 1);
      setLoad({ status: 'ready' });
    } catch (error) {
      setLoad({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  const { edit, put, doUndo, doRedo } = useHistoryEdits(setHistory, setEpoch);
  const saved = useCallback(
    (hashes: Readonly<Record<string, string>>, texts: Readonly<Record<string, string | null>>) => {
      setBase((b) => updateBase(b, texts, hashes));
    },
    [],
  );
  const { conflicts, refresh } = useDiskChanges({ base, history }, (adopt, hashes) => {
    setBase((b) => updateBase(b, adopt, hashes));
    setHistory((h) => rewriteHistory(h, adopt));
    setEpoch((e) => e + 1);
  });
  const changed = useMemo(() => listChanged(base.texts, history.present), [base.texts, history.present]);
  return {
    load,
    base,
    history,
    files: history.present,
    edit,
    put,
    undo: doUndo,
    redo: doRedo,
    reload,
    refresh,
    saved,
    changed,
    epoch,
    conflicts,
  };
}

/** The history's edits: record one (or a whole set of files), undo and redo (also from the keyboard), which redraw. */
function useHistoryEdits(setHistory: Dispatch<SetStateAction<History>>, setEpoch: Dispatch<SetStateAction<number>>) {
  const edit = useCallback((label: string, edits: readonly Edit[], group?: string) => {
    setHistory((h) => {
      const after = applyEdits(h.present, edits);
      return record(h, { label, before: h.present, after, at: Date.now(), ...(group ? { group } : {}) });
    });
  }, []);
  const put = useCallback((label: string, files: FileTexts) => {
    setHistory((h) => record(h, { label, before: h.present, after: { ...h.present, ...files }, at: Date.now() }));
  }, []);
  const doUndo = useCallback(() => {
    setHistory(undo);
    setEpoch((e) => e + 1);
  }, []);
  const doRedo = useCallback(() => {
    setHistory(redo);
    setEpoch((e) => e + 1);
  }, []);
  useUndoKeys(doUndo, doRedo);
  return { edit, put, doUndo, doRedo };
}

/** The base with `texts` written over it (null: the file is gone), each with its hash. */
function updateBase(
  b: Base,
  texts: Readonly<Record<string, string | null>>,
  hashes: Readonly<Record<string, string>>,
): Base {
  const nextTexts: Record<string, string> = { ...b.texts };
  const nextHashes: Record<string, string> = { ...b.hashes };
  for (const [path, text] of Object.entries(texts)) {
    if (text === null) {
      delete nextTexts[path];
      delete nextHashes[path];
    } else {
      nextTexts[path] = text;
      nextHashes[path] = hashes[path] ?? '';
    }
  }
  return { texts: nextTexts, hashes: nextHashes };
}

/**
 * Files saved on disk from outside the studio (an editor, a git checkout; the dev server's custom HMR event; a release
 * command, which calls `refresh`) are read again: a file the studio has not changed is taken as it is now (`adopt`,
 * which rewrites the base and the history); one it changed is left as the studio has it and named in `conflicts` (its
 * save is refused until reloaded).
 */
function useDiskChanges(
  state: { base: Base; history: History },
  adopt: (texts: Record<string, string | null>, hashes: Record<string, string>) => void,
): { conflicts: string[]; refresh(): Promise<void> } {
  const [conflicts, setConflicts] = useState<string[]>([]);
  const current = useRef({ state, adopt });
  current.current = { state, adopt };
  const refresh = useCallback(async () => {
    const files = await fetchStudioFiles().catch(() => undefined);
    if (!files) return;
    const { base, history } = current.current.state;
    const split = splitOutsideChanges(
      base.texts,
      history.present,
      Object.fromEntries(Object.entries(files).map(([p, f]) => [p, f.text])),
    );
    setConflicts((old) => (old.join('\n') === split.conflicts.join('\n') ? old : split.conflicts));
    if (Object.keys(split.adopt).length)
      current.current.adopt(split.adopt, Object.fromEntries(Object.entries(files).map(([p, f]) => [p, f.hash])));
  }, []);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // several files saved at once (a git checkout) arrive as a burst: one read for the burst
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), 80);
    };
    hot.on(CONFIG_CHANGED_EVENT, onChange);
    return () => {
      clearTimeout(timer);
      hot.off?.(CONFIG_CHANGED_EVENT, onChange); // vitest's stand-in has no off
    };
  }, [refresh]);
  return { conflicts, refresh };
}

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, except while typing in a text box (the box's own undo). */
function useUndoKeys(onUndo: () => void, onRedo: () => void): void {
  const handlers = useRef({ onUndo, onRedo });
  handlers.current = { onUndo, onRedo };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const target = e.target as HTMLElement | null;
      if (
        target &&
        (target.tagName === 'TEXTAREA' ||
          (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox'))
      )
        return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) handlers.current.onUndo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') handlers.current.onRedo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
