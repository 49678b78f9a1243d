import { useId, useState, type FormEvent } from 'react';
import { isJsonObject, type Json } from '../../../engine/json.ts';
import {
  addConstant,
  newConstantProblem,
  removeConstant,
  removeConstantProblem,
  renameConstant,
  renameConstantProblem,
} from '../../model/constant-edits.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { originOf, resetToParent, setConstant } from '../../model/programme-edits.ts';
import type { ProgrammeView } from '../studio-model.ts';

interface ConstantsPanelProps {
  view: ProgrammeView;
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

/** A value as typed: a number when it reads as one (or the old value was one), true/false for a yes-or-no, else text. */
export function readConstantValue(text: string, before?: Json): Json {
  const trimmed = text.trim();
  if (typeof before === 'boolean' || (before === undefined && (trimmed === 'true' || trimmed === 'false')))
    return trimmed === 'true';
  if ((typeof before === 'number' || before === undefined) && trimmed !== '' && Number.isFinite(Number(trimmed)))
    return Number(trimmed);
  return text;
}

const shown = (value: Json | undefined): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');

export function constantTable(view: ProgrammeView): Record<string, Json> {
  const file = view.layered['constants.json'];
  return isJsonObject(file) && isJsonObject(file.constants) ? file.constants : {};
}

/**
 * The programme's constants: each value, set here or inherited, "Reset to parent"; add one, rename one of the
 * programme's own (with every value that reads it, in one undoable step) and remove one (refused, with the reason,
 * while anything reads it).
 */
export function ConstantsPanel({ view, files, edit }: ConstantsPanelProps) {
  const constants = constantTable(view);
  const [refusal, setRefusal] = useState<string>();
  const [renaming, setRenaming] = useState<{ from: string; to: string }>();
  const remove = (name: string) => {
    const problem = removeConstantProblem(files, view.id, name);
    setRefusal(problem);
    if (!problem) edit(`Remove constant ${name}`, removeConstant(view.id, name));
  };
  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    const problem = renameConstantProblem(files, view.id, renaming.from, renaming.to, Object.keys(constants));
    setRefusal(problem);
    if (problem) return;
    edit(
      `Rename constant ${renaming.from} to ${renaming.to}`,
      renameConstant(files, view.id, renaming.from, renaming.to),
    );
    setRenaming(undefined);
  };
  return (
    <section aria-label="Constants" className="st-constants">
      <h3>Constants</h3>
      {refusal && (
        <p role="alert" className="pg-error">
          {refusal}
        </p>
      )}
      <table className="st-table">
        <tbody>
          {Object.entries(constants).map(([name, entry]) => (
            <ConstantRow
              key={name}
              name={name}
              entry={entry}
              view={view}
              files={files}
              edit={edit}
              renaming={renaming}
              onRenaming={setRenaming}
              onRename={rename}
              onRemove={remove}
            />
          ))}
        </tbody>
      </table>
      <NewConstant
        taken={Object.keys(constants)}
        onAdd={(name, value, description) =>
          edit(`Add constant ${name}`, addConstant(view.id, name, value, description))
        }
      />
    </section>
  );
}

interface ConstantRowProps extends ConstantsPanelProps {
  name: string;
  entry: Json;
  /** The rename being typed, if any (of this row or another). */
  renaming: { from: string; to: string } | undefined;
  onRenaming(renaming: { from: string; to: string } | undefined): void;
  onRename(e: FormEvent): void;
  onRemove(name: string): void;
}

/** One constant: its name (or the box renaming it), its value, where it is set, and what can be done with it. */
function ConstantRow({ name, entry, view, files, edit, renaming, onRenaming, onRename, onRemove }: ConstantRowProps) {
  const value = isJsonObject(entry) ? entry.value : entry;
  const origin = originOf(files, view.id, 'constants.json', `/constants/${name}`);
  const reset = () =>
    edit(`Reset constant ${name}`, resetToParent(files, view.id, 'constants.json', `/constants/${name}`));
  return (
    <tr data-origin={origin}>
      <th scope="row">
        {renaming?.from === name ? (
          <form onSubmit={onRename} aria-label={`Rename ${name}`} className="st-inline">
            <label htmlFor={`const-rename-${name}`}>New name of {name}</label>
            <input
              id={`const-rename-${name}`}
              value={renaming.to}
              onChange={(e) => onRenaming({ from: name, to: e.target.value.trim() })}
            />
            <button type="submit">Rename</button>
            <button type="button" onClick={() => onRenaming(undefined)}>
              Cancel
            </button>
          </form>
        ) : (
          <label htmlFor={`const-${name}`}>{name}</label>
        )}
      </th>
      <td>
        <input
          id={`const-${name}`}
          value={shown(value)}
          title={isJsonObject(entry) && typeof entry.description === 'string' ? entry.description : undefined}
          onChange={(e) =>
            edit(
              `Change constant ${name}`,
              setConstant(files, view.id, name, readConstantValue(e.target.value, value)),
              `constant:${name}`,
            )
          }
        />
      </td>
      <td>{origin === 'own' ? 'set here' : 'inherited'}</td>
      <td className="st-row-actions">
        {origin === 'own' && view.extends && (
          <button type="button" aria-label={`Reset ${name} to parent`} onClick={reset}>
            Reset to parent
          </button>
        )}
        <button type="button" aria-label={`Rename ${name}`} onClick={() => onRenaming({ from: name, to: name })}>
          Rename
        </button>
        <button type="button" aria-label={`Remove ${name}`} onClick={() => onRemove(name)}>
          Remove
        </button>
      </td>
    </tr>
  );
}

/** Name, value and what it is for: a new constant of the programme, read by a rule as `constants.<name>`. */
export function NewConstant({
  taken,
  onAdd,
  purpose,
  submit: submitLabel = 'Add constant',
}: {
  taken: readonly string[];
  onAdd(name: string, value: Json, description: string): void;
  /** Whose the boxes are (a rule's), so their names differ from every other form's. */ purpose?: string;
  submit?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState({ name: '', value: '', description: '' });
  const [error, setError] = useState<string>();
  const of = purpose ? ` (${purpose})` : '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem =
      newConstantProblem(draft.name, taken) ?? (draft.value.trim() === '' ? 'Write its value.' : undefined);
    setError(problem);
    if (problem) return;
    onAdd(draft.name, readConstantValue(draft.value), draft.description.trim());
    setDraft({ name: '', value: '', description: '' });
  };
  return (
    <form onSubmit={submit} className="st-add" aria-label={`New constant${of}`}>
      <label htmlFor={`${id}-name`}>New constant's name{of}</label>
      <input
        id={`${id}-name`}
        value={draft.name}
        spellCheck={false}
        onChange={(e) => setDraft({ ...draft, name: e.target.value.trim() })}
      />
      <label htmlFor={`${id}-value`}>New constant's value{of}</label>
      <input id={`${id}-value`} value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })} />
      <label htmlFor={`${id}-description`}>What the new constant is for{of}</label>
      <input
        id={`${id}-description`}
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      {error && (
        <p role="alert" className="pg-error">
          {error}
        </p>
      )}
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
