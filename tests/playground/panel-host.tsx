import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import { record, startHistory, undo } from '../../src/playground/model/history.ts';

/** How a panel records an edit in the studio's history (`group` merges keystrokes of one field into one step). */
export type RecordEdit = (label: string, edits: Edit[], group?: string) => void;

/**
 * Renders one studio panel over `files` with the studio's command history: `files` is what the files hold now,
 * `labels` the undo stack's labels, `undo()` takes the last edit back (and bumps `epoch`, which panels holding a
 * draft of their own use as a key).
 */
export function hostPanel(files: FileTexts, panel: (files: FileTexts, edit: RecordEdit, epoch: number) => ReactNode) {
  const state = { files, undo: () => undefined as void, labels: [] as string[] };
  function Host() {
    const [history, setHistory] = useState(() => startHistory(files));
    const [epoch, setEpoch] = useState(0);
    state.files = history.present;
    state.labels = history.past.map((c) => c.label);
    state.undo = () => {
      setHistory(undo);
      setEpoch((e) => e + 1);
    };
    const edit: RecordEdit = (label, edits, group) =>
      setHistory((h) =>
        record(h, {
          label,
          before: h.present,
          after: applyEdits(h.present, edits),
          at: Date.now(),
          ...(group ? { group } : {}),
        }),
      );
    return <>{panel(history.present, edit, epoch)}</>;
  }
  render(<Host />);
  return state;
}
