import { useId, useState, type FormEvent } from 'react';
import type { ProgrammeSummary } from './studio-model.ts';

export interface NewProgramme {
  id: string;
  title: string;
  programCode: string;
  extends: string;
}

/** Which programme the studio edits, and the button that creates one. */
export function ProgrammeBar({
  programmes,
  selected,
  onOpen,
  onCreate,
}: {
  programmes: readonly ProgrammeSummary[];
  selected?: string;
  onOpen(id: string): void;
  onCreate(p: NewProgramme): void;
}) {
  const id = useId();
  const [creating, setCreating] = useState(false);
  return (
    <div className="st-bar">
      <label htmlFor={id}>Programme</label>
      <select id={id} value={selected ?? ''} onChange={(e) => onOpen(e.target.value)}>
        {programmes.map((p) => (
          <option key={p.id} value={p.id}>
            {p.id}
            {p.extends ? ` (extends ${p.extends})` : ''}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => setCreating(true)}>
        New programme
      </button>
      {creating && (
        <CreateDialog
          parents={programmes.map((p) => p.id)}
          taken={new Set(programmes.map((p) => p.id))}
          onCancel={() => setCreating(false)}
          onCreate={(p) => {
            setCreating(false);
            onCreate(p);
          }}
        />
      )}
    </div>
  );
}

const ID = /^[a-z][a-z0-9-]*$/;

/** The new programme's parent, id, title and programme code; the id must be new and lower-case-with-hyphens. */
function CreateDialog({
  parents,
  taken,
  onCreate,
  onCancel,
}: {
  parents: string[];
  taken: ReadonlySet<string>;
  onCreate(p: NewProgramme): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState<NewProgramme>({ extends: parents[0] ?? '', id: '', title: '', programCode: '' });
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ID.test(draft.id))
      return setError('The id is lower-case letters, digits and hyphens, starting with a letter.');
    if (taken.has(draft.id)) return setError(`There is already a programme ${draft.id}.`);
    if (!draft.title.trim()) return setError('Give the programme a title.');
    if (!draft.programCode.trim()) return setError('Give the programme code the lender knows it by.');
    onCreate({ ...draft, title: draft.title.trim(), programCode: draft.programCode.trim() });
  };
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="st-new-title" className="st-dialog">
      <form onSubmit={submit}>
        <h2 id="st-new-title">New programme</h2>
        <ProgrammeFields parents={parents} draft={draft} onChange={setDraft} />
        {error && (
          <p role="alert" className="pg-error">
            {error}
          </p>
        )}
        <div className="st-dialog-actions">
          <button type="submit">Create</button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}

/** The new programme's parent, id, title and code. */
function ProgrammeFields({
  parents,
  draft,
  onChange,
}: {
  parents: string[];
  draft: NewProgramme;
  onChange(draft: NewProgramme): void;
}) {
  const set = (key: keyof NewProgramme) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  return (
    <>
      <label>
        Extends
        <select value={draft.extends} onChange={set('extends')}>
          {parents.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label>
        Id
        <input value={draft.id} onChange={set('id')} placeholder="e.g. women-entrepreneurs" />
      </label>
      <label>
        Title
        <input value={draft.title} onChange={set('title')} />
      </label>
      <label>
        Programme code
        <input value={draft.programCode} onChange={set('programCode')} />
      </label>
    </>
  );
}
