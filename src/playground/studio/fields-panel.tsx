import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { isJsonObject, type Json } from '../../engine/json.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import type { Edit, FileTexts } from '../model/files.ts';
import { programmeFolder } from '../model/programme-edits.ts';
import { fieldProblems } from './fields/field-draft.ts';
import { FieldEditor, type FieldDraft } from './fields/field-editor.tsx';
import { FieldVisibility } from './fields/field-visibility.tsx';
import { exampleAnswers, examplesAfter, examplesFollowFields } from './fields/fitting-examples.ts';
import {
  applyFormChanges,
  fieldChanges,
  readFieldDraft,
  removeFieldChanges,
  type FormChange,
  type FormDocuments,
} from './fields/form-field-edits.ts';
import { fragmentRef, listFragments } from './fields/fragments.ts';

const parse = (text: string | undefined): Json => {
  try {
    return text === undefined ? {} : (JSON.parse(text) as Json);
  } catch {
    return {};
  }
};

/** A form's two files and what they hold now. */
export function readForm(files: FileTexts, paths: { schema: string; uiSchema: string }): FormDocuments {
  return { schema: parse(files[paths.schema]), uiSchema: parse(files[paths.uiSchema]) };
}

const toEdits = (paths: { schema: string; uiSchema: string }, changes: readonly FormChange[]): Edit[] =>
  changes.map((c) => ({
    file: paths[c.part],
    pointer: c.pointer,
    ...(c.remove ? { remove: true as const } : { value: c.value }),
  }));

/**
 * Every rule without a message in the forms of changed files: `<file> field <name>: <problem>`. The studio refuses
 * to save while there is one (the borrower would read ajv's English instead of the programme's words).
 */
export function listFieldBlockers(files: FileTexts, changed: Readonly<Record<string, string | null>>): string[] {
  return Object.keys(changed)
    .filter((f) => f.endsWith('.schema.json') && f.includes('/forms/') && changed[f] !== null)
    .flatMap((file) => {
      const schema = parse(files[file]);
      const names = isJsonObject(schema) && isJsonObject(schema.properties) ? Object.keys(schema.properties) : [];
      return names.flatMap((name) =>
        fieldProblems(readFieldDraft({ schema, uiSchema: {} }, name)).map((p) => `${file} field ${name}: ${p}`),
      );
    });
}

interface FieldsPanelProps {
  programme: ResolvedProgramme;
  screenId: string;
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
  openField?: string;
  /** Each new count opens `openField` again (a problem's link followed once more). */
  opened?: number;
}

/**
 * The fields of a form screen, each opened in the field editor with when it shows (its visibility rule, the
 * screen's); add a field, remove one. Only a form the programme owns (in its folder) is edited here: a shared form
 * under schemas/ changes every programme that uses it, so of its fields only when each shows is set here.
 */
export function FieldsPanel({ programme, screenId, files, edit, openField, opened }: FieldsPanelProps) {
  const paths = programme.forms[screenId]?.files;
  const [open, setOpen] = useOpenField(openField, opened);
  const fragments = useMemo(
    () => (paths ? listFragments(files).map((f) => ({ label: f.label, ref: fragmentRef(paths.schema, f) })) : []),
    [files, paths],
  );
  if (!paths) return null;
  // a form under schemas/ is shared: its fields are edited there, for every programme; when each shows is the screen's
  const owned = paths.schema.startsWith(programmeFolder(programme.id));
  const form = readForm(files, paths);
  const names =
    isJsonObject(form.schema) && isJsonObject(form.schema.properties) ? Object.keys(form.schema.properties) : [];
  const examplesFile = `${programmeFolder(programme.id)}screens/${screenId}.examples.json`;
  const { examples, change } = formChanger(files, examplesFile, paths, form, edit);
  const onDraft = (previous: string) => (next: FieldDraft) => {
    change(`Edit field ${next.name}`, fieldChanges(form, next, previous), `field:${screenId}:${previous}`);
    if (next.name !== previous) setOpen(next.name);
  };
  return (
    <section aria-label="Form fields" className="st-fields">
      <h3>Form fields</h3>
      {!owned && (
        <p className="st-note">
          The form comes from the shared <code>{paths.schema}</code>: its fields are edited there, for every programme
          that uses it. When each field shows is this screen's, set here.
        </p>
      )}
      <FieldList
        names={names}
        open={open}
        owned={owned}
        onOpen={setOpen}
        onRemove={(name) => change(`Remove field ${name}`, removeFieldChanges(form, name))}
      />
      {owned && (
        <NewField
          taken={new Set(names)}
          onAdd={(name) => {
            change(`Add field ${name}`, newFieldChanges(form, name));
            setOpen(name);
          }}
        />
      )}
      {open && names.includes(open) && (
        <OpenField
          {...{ programme, screenId, files, edit, owned, form, examples, fragments }}
          name={open}
          onDraft={onDraft(open)}
          onAnswer={(answer) =>
            change(`Example answer of ${open}`, [], `answer:${screenId}:${open}`, { [open]: answer })
          }
        />
      )}
    </section>
  );
}

/** The open field: its editor and example answer (a form the programme owns), and when it shows. */
function OpenField({
  programme,
  screenId,
  files,
  edit,
  owned,
  form,
  examples,
  fragments,
  name,
  onDraft,
  onAnswer,
}: Pick<FieldsPanelProps, 'programme' | 'screenId' | 'files' | 'edit'> & {
  owned: boolean;
  form: FormDocuments;
  examples: Json;
  fragments: Array<{ label: string; ref: string }>;
  name: string;
  onDraft(next: FieldDraft): void;
  onAnswer(answer: Json): void;
}) {
  return (
    <>
      {owned && <FieldEditor key={name} value={readFieldDraft(form, name)} onChange={onDraft} fragments={fragments} />}
      {owned && examplesFollowFields(examples, form) && (
        <ExampleAnswer
          key={`a/${name}`}
          used={exampleAnswers(examples)[name]}
          numeric={['integer', 'number'].includes(fieldType(form, name) ?? '')}
          onChange={onAnswer}
        />
      )}
      <FieldVisibility
        key={`v/${name}`}
        programme={programme}
        screenId={screenId}
        field={name}
        files={files}
        edit={edit}
      />
    </>
  );
}

/**
 * How the panel records a change of the form's files: with the examples the studio wrote for the fields, which follow
 * each change of them (fitting-examples.ts), answers typed beside a field taken in. The examples file as it is now.
 */
function formChanger(
  files: FileTexts,
  examplesFile: string,
  paths: { schema: string; uiSchema: string },
  form: FormDocuments,
  edit: FieldsPanelProps['edit'],
) {
  const examples = parse(files[examplesFile]);
  const change = (label: string, changes: FormChange[], group?: string, answers?: Record<string, Json>) => {
    const next = examplesAfter(examples, form, applyFormChanges(form, changes), answers);
    const follow: Edit[] =
      next && files[examplesFile] ? [{ file: examplesFile, pointer: '/examples', value: next }] : [];
    edit(label, [...toEdits(paths, changes), ...follow], group);
  };
  return { examples, change };
}

/**
 * The field whose editor is open. A problem's link names the field to open, each time it is followed (the panel stays
 * mounted when it is already showing, and the analyst may have closed that field's editor since).
 */
function useOpenField(openField: string | undefined, opened: number | undefined) {
  const [open, setOpen] = useState<string | undefined>(openField);
  useEffect(() => {
    if (openField) setOpen(openField);
  }, [openField, opened]);
  return [open, setOpen] as const;
}

/** A new text field titled with its name (fieldChanges places it in the form's `ui:order` when that lists fields). */
function newFieldChanges(form: FormDocuments, name: string): FormChange[] {
  return fieldChanges(form, { ...readFieldDraft(form, name), schema: { type: 'string', title: name } }, name);
}

/** The form's fields, each opening its editor, and (in a form the programme owns) removed. */
function FieldList({
  names,
  open,
  owned,
  onOpen,
  onRemove,
}: {
  names: string[];
  open: string | undefined;
  owned: boolean;
  onOpen(name: string | undefined): void;
  onRemove(name: string): void;
}) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <button
            type="button"
            className="st-link"
            aria-expanded={open === name}
            onClick={() => onOpen(open === name ? undefined : name)}
          >
            {name}
          </button>
          {owned && (
            <button type="button" aria-label={`Remove the field ${name}`} onClick={() => onRemove(name)}>
              Remove
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const fieldType = (form: FormDocuments, name: string): string | undefined => {
  const schema = readFieldDraft(form, name).schema;
  return isJsonObject(schema) && typeof schema.type === 'string' ? schema.type : undefined;
};

/**
 * The field's answer in the examples' valid vector, typed by the analyst (a pattern's answer cannot be made up):
 * every vector of the field is made from it. An answer the field's rules refuse is not used, and the box says so.
 */
function ExampleAnswer({
  used,
  numeric,
  onChange,
}: {
  used: Json | undefined;
  numeric: boolean;
  onChange(answer: Json): void;
}) {
  const id = useId();
  const [text, setText] = useState(used === undefined ? '' : String(used));
  // a number field's answer is the number typed
  const answerOf = (typed: string): Json =>
    numeric && typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed;
  const answer = answerOf(text);
  return (
    <div className="st-example-answer">
      <label htmlFor={id}>Example answer (the examples are made from it)</label>
      <input
        id={id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(answerOf(e.target.value));
        }}
      />
      {text !== '' && used !== answer && (
        <small className="pg-error">
          The field's rules refuse this answer: the examples{' '}
          {used === undefined ? 'leave the field out' : `use ${JSON.stringify(used)}`}.
        </small>
      )}
    </div>
  );
}

const FIELD_NAME = /^[a-z][A-Za-z0-9]*$/;

function NewField({ taken, onAdd }: { taken: ReadonlySet<string>; onAdd(name: string): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!FIELD_NAME.test(name)) return setError('A field name is one word in camelCase, e.g. annualTurnover.');
    if (taken.has(name)) return setError(`The form already has a field ${name}.`);
    setError(undefined);
    setName('');
    onAdd(name);
  };
  return (
    <form onSubmit={submit} className="st-add" aria-label="New field">
      <label htmlFor={id}>New field's name</label>
      <input id={id} value={name} onChange={(e) => setName(e.target.value)} />
      {error && (
        <p role="alert" className="pg-error">
          {error}
        </p>
      )}
      <button type="submit">Add field</button>
    </form>
  );
}
