import { useMemo, useState, type FormEvent } from 'react';
import type { Edit, FileTexts } from '../../model/files.ts';
import {
  commonTexts,
  listTexts,
  resetText,
  searchTexts,
  setCommonText,
  setProgrammeText,
  TEXT_KEY,
  type TextRow,
} from '../../model/text-edits.ts';

interface TextsPanelProps {
  programmeId: string;
  /** the programme it extends, named in "inherited from" */
  parent?: string;
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

type Scope = 'programme' | 'common';

/** Rows drawn at once: the search narrows the rest (a hundred text boxes make every keystroke slow). */
const SHOWN_ROWS = 30;

const ORIGIN_WORDS: Record<TextRow['origin'], (parent?: string) => string> = {
  own: () => 'set here',
  parent: (parent) => `inherited from ${parent ?? 'the parent'}`,
  common: () => 'common text',
};

/**
 * The texts the borrower reads (texts.json): search by key or words, edit one in place. On the programme, a change is
 * written to the programme's own texts.json and shows "set here" with "Reset to parent"; the common table (every
 * programme's) is edited only when "Common texts" is chosen.
 */
export function TextsPanel({ programmeId, parent, files, edit }: TextsPanelProps) {
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<Scope>('programme');
  const rows = useMemo<TextRow[]>(
    () =>
      scope === 'programme'
        ? listTexts(files, programmeId)
        : Object.entries(commonTexts(files))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, value]) => ({ key, value, origin: 'common' })),
    [files, programmeId, scope],
  );
  const shown = searchTexts(rows, query);
  const setText = (key: string, value: string) =>
    scope === 'programme'
      ? edit(
          `Change text ${key} of ${programmeId}`,
          setProgrammeText(programmeId, key, value),
          `text:${programmeId}:${key}`,
        )
      : edit(`Change common text ${key}`, setCommonText(key, value), `text:common:${key}`);
  return (
    <section aria-label="Texts">
      <h3>Texts</h3>
      <ScopeChoice programmeId={programmeId} scope={scope} onChange={setScope} />
      <label>
        Search texts <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      <p role="status">
        {shown.length} of {rows.length} texts
        {shown.length > SHOWN_ROWS ? `, the first ${SHOWN_ROWS} shown: search to find the others` : ''}
      </p>
      <table className="st-table">
        <tbody>
          {shown.slice(0, SHOWN_ROWS).map((row) => (
            <TextRowView
              key={row.key}
              row={row}
              programmeScope={scope === 'programme'}
              parent={parent}
              onChange={(value) => setText(row.key, value)}
              onReset={() => edit(`Reset text ${row.key} of ${programmeId}`, resetText(files, programmeId, row.key))}
            />
          ))}
        </tbody>
      </table>
      <AddText
        taken={new Set(rows.map((r) => r.key))}
        where={scope === 'programme' ? programmeId : 'the common texts'}
        onAdd={(key, value) =>
          scope === 'programme'
            ? edit(`Add text ${key} to ${programmeId}`, setProgrammeText(programmeId, key, value))
            : edit(`Add common text ${key}`, setCommonText(key, value))
        }
      />
    </section>
  );
}

/** Which texts are edited: the programme's own (over its parent's) or the common ones. */
function ScopeChoice({
  programmeId,
  scope,
  onChange,
}: {
  programmeId: string;
  scope: Scope;
  onChange(scope: Scope): void;
}) {
  return (
    <div role="radiogroup" aria-label="Which texts" className="st-scope">
      <label>
        <input type="radio" name="text-scope" checked={scope === 'programme'} onChange={() => onChange('programme')} />{' '}
        Texts of {programmeId}
      </label>
      <label>
        <input type="radio" name="text-scope" checked={scope === 'common'} onChange={() => onChange('common')} /> Common
        texts (every programme)
      </label>
    </div>
  );
}

/** One text: its key, its editable value, and in the programme's scope where it comes from and its reset. */
function TextRowView({
  row,
  programmeScope,
  parent,
  onChange,
  onReset,
}: {
  row: TextRow;
  programmeScope: boolean;
  parent: TextsPanelProps['parent'];
  onChange(value: string): void;
  onReset(): void;
}) {
  return (
    <tr data-origin={row.origin}>
      <th scope="row">
        <label htmlFor={`text-${row.key}`}>{row.key}</label>
      </th>
      <td>
        <textarea
          id={`text-${row.key}`}
          rows={2}
          value={row.value}
          aria-invalid={row.value === '' ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </td>
      {programmeScope && <td>{ORIGIN_WORDS[row.origin](parent)}</td>}
      <td>
        {programmeScope && row.origin === 'own' && (
          <button
            type="button"
            aria-label={`${row.below === undefined ? 'Remove' : 'Reset'} ${row.key}${row.below === undefined ? '' : ' to parent'}`}
            title={row.below}
            onClick={onReset}
          >
            {row.below === undefined ? 'Remove' : 'Reset to parent'}
          </button>
        )}
      </td>
    </tr>
  );
}

function AddText({
  taken,
  where,
  onAdd,
}: {
  taken: ReadonlySet<string>;
  where: string;
  onAdd(key: string, value: string): void;
}) {
  const [draft, setDraft] = useState({ key: '', value: '' });
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!TEXT_KEY.test(draft.key))
      return setError('A text key is lower-case letters, digits and underscores, starting with a letter.');
    if (taken.has(draft.key))
      return setError(`There is already a text ${draft.key}: search for it and change it there.`);
    if (!draft.value.trim()) return setError('Write the text.');
    setError(undefined);
    onAdd(draft.key, draft.value);
    setDraft({ key: '', value: '' });
  };
  return (
    <form onSubmit={submit} aria-label={`New text in ${where}`} className="st-add">
      <label>
        Text key <input value={draft.key} onChange={(e) => setDraft({ ...draft, key: e.target.value })} />
      </label>
      <label>
        Text <input value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })} />
      </label>
      {error && (
        <p role="alert" className="pg-error">
          {error}
        </p>
      )}
      <button type="submit">Add text</button>
    </form>
  );
}
