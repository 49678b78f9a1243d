import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyEdits, type Edit, type FileTexts } from '../model/files.ts';
import { record, redo, startHistory, undo, type History } from '../model/history.ts';
import { fetchStudioFiles } from './studio-client.ts';

/** What the studio read from disk: each file's text and hash (the save's `baseHash`). */
export interface Base { texts: FileTexts; hashes: Readonly<Record<string, string>> }

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
  /** After a save: the saved texts become the base, the history stays. */
  saved(hashes: Readonly<Record<string, string>>, texts: Readonly<Record<string, string | null>>): void;
  /** Counts undo, redo and reloads: a panel keyed on it shows the files again instead of what it last typed. */
  epoch: number;
  /** The files whose text differs from what was read (null: deleted). */
  changed: Readonly<Record<string, string | null>>;
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
  const saved = useCallback((hashes: Readonly<Record<string, string>>, texts: Readonly<Record<string, string | null>>) => {
    setBase((b) => {
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
    });
  }, []);
  const changed = useMemo(() => listChanged(base.texts, history.present), [base.texts, history.present]);
  return { load, base, history, files: history.present, edit, put, undo: doUndo, redo: doRedo, reload, saved, changed, epoch };
}

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, except while typing in a text box (the box's own undo). */
function useUndoKeys(onUndo: () => void, onRedo: () => void): void {
  const handlers = useRef({ onUndo, onRedo });
  handlers.current = { onUndo, onRedo };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox'))) return;
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
