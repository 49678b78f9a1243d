import { useEffect, useState } from 'react';
import { describeChangeWhole, jsonChanges } from '../../engine/diff-items.ts';
import type { Json } from '../../engine/json.ts';
import { fetchHeadText, saveStudioFiles } from './studio-client.ts';

/** One file's item-level changes against the last commit: `offer field roiPct: label "Rate" -> "Interest"`. */
export interface FileDiff {
  file: string;
  lines: string[];
  status: 'new' | 'changed' | 'deleted';
}

function parse(text: string | null): Json | undefined {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** The item-level diff of each changed file against its text at the last commit (`null`: no such file there). */
export function diffFiles(
  changed: Readonly<Record<string, string | null>>,
  head: Readonly<Record<string, string | null>>,
): FileDiff[] {
  return Object.entries(changed).map(([file, text]) => {
    const before = head[file] ?? null;
    const status = text === null ? 'deleted' : before === null ? 'new' : 'changed';
    // a new file is compared with an empty one: one line per key it sets, not the whole file on one line
    // a child's list patch reads as the list itself: `term amount: label ...`, not `terms $patch amount: ...`
    const lines = jsonChanges(before === null ? {} : parse(before), parse(text)).map((c) =>
      describeChangeWhole({ ...c, path: c.path.filter((step) => step !== '$patch') }),
    );
    return { file, lines, status };
  });
}

type Phase =
  | { step: 'loading' }
  | { step: 'review'; diffs: FileDiff[] }
  | { step: 'saving'; diffs: FileDiff[] }
  | { step: 'refused'; diffs: FileDiff[]; error: string };

/**
 * Save, in two steps: first the item-level diff of every changed file against the last commit, then the write. The
 * server refuses a file changed on disk since the studio read it (409): its message is shown as it is, with reload.
 */
export function SaveDialog(props: {
  changed: Readonly<Record<string, string | null>>;
  hashes: Readonly<Record<string, string>>;
  blockers: readonly string[];
  onSaved(hashes: Record<string, string>): void;
  onReload(): void;
  onClose(): void;
}) {
  const { changed, hashes } = props;
  const [phase, setPhase] = useReview(changed);
  const save = async (diffs: FileDiff[]) => {
    setPhase({ step: 'saving', diffs });
    try {
      const body = Object.fromEntries(
        Object.entries(changed).map(([f, text]) => [f, { text, baseHash: hashes[f] ?? null }]),
      );
      const result = await saveStudioFiles(body);
      if (result.ok) props.onSaved(result.hashes);
      else setPhase({ step: 'refused', diffs, error: result.error });
    } catch (error) {
      setPhase({ step: 'refused', diffs, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="st-save-title" className="st-dialog">
      <h2 id="st-save-title">Save these changes?</h2>
      {phase.step === 'loading' && <p role="status">Comparing with the last commit…</p>}
      {phase.step !== 'loading' && <DiffList diffs={phase.diffs} />}
      <Blockers blockers={props.blockers} />
      {phase.step === 'refused' && (
        <div role="alert" className="pg-banner">
          <p>{phase.error}</p>
          <button type="button" onClick={props.onReload}>
            Reload from disk (drops these edits)
          </button>
        </div>
      )}
      <div className="st-dialog-actions">
        <button
          type="button"
          disabled={phase.step !== 'review' || props.blockers.length > 0}
          onClick={() => phase.step === 'review' && void save(phase.diffs)}
        >
          Write {Object.keys(changed).length} file{Object.keys(changed).length === 1 ? '' : 's'}
        </button>
        <button type="button" onClick={props.onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** What must be fixed before the save is allowed. */
function Blockers({ blockers }: { blockers: readonly string[] }) {
  if (!blockers.length) return null;
  return (
    <div role="alert" className="pg-banner">
      <strong>Cannot save yet:</strong>
      <ul>
        {blockers.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </div>
  );
}

function DiffList({ diffs }: { diffs: readonly FileDiff[] }) {
  return (
    <ul className="st-diff" aria-label="Changes against the last commit">
      {diffs.map((d) => (
        <li key={d.file}>
          <code>{d.file}</code> ({d.status === 'new' ? 'new file' : d.status === 'deleted' ? 'deleted' : 'changed'})
          <ul>
            {d.lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The save's phase, starting by comparing each changed file with its text at the last commit. */
function useReview(changed: Readonly<Record<string, string | null>>) {
  const [phase, setPhase] = useState<Phase>({ step: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all(Object.keys(changed).map(async (f) => [f, await fetchHeadText(f).catch(() => null)] as const)).then(
      (pairs) => {
        if (live) setPhase({ step: 'review', diffs: diffFiles(changed, Object.fromEntries(pairs)) });
      },
    );
    return () => {
      live = false;
    };
  }, [changed]);
  return [phase, setPhase] as const;
}
