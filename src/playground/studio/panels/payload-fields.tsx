import { useState, type FormEvent } from 'react';
import type { Json } from '../../../engine/json.ts';
import { DERIVED_OPERATIONS } from '../../../engine/operations.ts';
import {
  FIELD_NAME,
  fieldSource,
  sourceRule,
  switchSource,
  type FieldSource,
  type PayloadField,
  type SourceKind,
} from '../../model/payload-edits.ts';

const KINDS: Array<{ kind: SourceKind; label: string }> = [
  { kind: 'form', label: 'form field' },
  { kind: 'saved', label: 'saved answer' },
  { kind: 'constant', label: 'constant' },
  { kind: 'derived', label: 'derived value' },
  { kind: 'context', label: 'other value (lead, user, offer...)' },
  { kind: 'rule', label: 'rule (JSON)' },
];

const ORIGIN_WORDS = { own: 'set here', parent: 'inherited from', common: 'common spec' } as const;

export interface PayloadFieldsProps {
  /** whose fields: the call, or one of its variants (the endpoint and the variant name) */
  where: string;
  /** set for a variant's table: its controls are named `Source of applicantRole in <scope>`, told apart from the call's */
  scope?: string;
  fields: readonly PayloadField[];
  parent?: string | undefined;
  /** the id of the datalist of the rule context's variables (lint's), offered for a derived or other value */
  listId?: string | undefined;
  /** a field set (or added) to `rule` */
  onSet(name: string, rule: Json, adding: boolean): void;
  onRemove(name: string): void;
  onReset(name: string): void;
}

/**
 * The body fields of a call or of one of its variants, each with where its value comes from (a form field, a saved
 * answer, a constant, a derived value, another value of the rule context, or any rule as JSON), where it is set, its
 * removal and reset, and a form adding a new one. Every change goes through `onSet` / `onRemove` / `onReset`.
 */
export function PayloadFields({ where, scope, fields, parent, listId, onSet, onRemove, onReset }: PayloadFieldsProps) {
  const subject = (name: string) => (scope ? `${name} in ${scope}` : name);
  return (
    <>
      <table className="st-table" aria-label={`Fields of ${where}`}>
        <thead>
          <tr>
            <th>Field</th>
            <th>Comes from</th>
            <th>Value</th>
            <th>Where it is set</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <FieldRow
              key={field.name}
              field={field}
              subject={subject(field.name)}
              parent={parent}
              listId={listId}
              onChange={(rule) => onSet(field.name, rule, false)}
              onRemove={() => onRemove(field.name)}
              onReset={() => onReset(field.name)}
            />
          ))}
        </tbody>
      </table>
      <AddField
        where={where}
        subject={subject('the new field')}
        listId={listId}
        taken={new Set(fields.map((f) => f.name))}
        onAdd={(name, rule) => onSet(name, rule, true)}
      />
    </>
  );
}

interface FieldRowProps {
  field: PayloadField;
  subject: string;
  parent?: string | undefined;
  listId?: string | undefined;
  onChange(rule: Json): void;
  onRemove(): void;
  onReset(): void;
}

function FieldRow({ field, subject, parent, listId, onChange, onRemove, onReset }: FieldRowProps) {
  const source = fieldSource(field.rule);
  return (
    <tr data-origin={field.origin}>
      <th scope="row">
        {field.name}
        {field.required && <span title="required: the call is not made while it is empty"> *</span>}
      </th>
      <td>
        <KindSelect
          label={`Source of ${subject}`}
          kind={source.kind}
          onChange={(kind) => onChange(sourceRule(switchSource(source, kind)))}
        />
      </td>
      <td>
        <SourceInput subject={subject} source={source} listId={listId} onChange={(s) => onChange(sourceRule(s))} />
      </td>
      <td>
        {field.origin === 'parent' ? `${ORIGIN_WORDS.parent} ${parent ?? 'the parent'}` : ORIGIN_WORDS[field.origin]}
      </td>
      <td>
        <button type="button" aria-label={`Remove field ${subject}`} onClick={onRemove}>
          Remove
        </button>
        {field.origin === 'own' && (
          <button type="button" aria-label={`Reset field ${subject} to parent`} onClick={onReset}>
            Reset to parent
          </button>
        )}
      </td>
    </tr>
  );
}

function KindSelect({ label, kind, onChange }: { label?: string; kind: SourceKind; onChange(kind: SourceKind): void }) {
  return (
    <select
      {...(label ? { 'aria-label': label } : {})}
      value={kind}
      onChange={(e) => onChange(e.target.value as SourceKind)}
    >
      {KINDS.map((k) => (
        <option key={k.kind} value={k.kind}>
          {k.label}
        </option>
      ))}
    </select>
  );
}

/** What a source reads: a variable (with the derived value's operation), or a rule's JSON, checked as it is typed. */
function SourceInput({
  subject,
  source,
  listId,
  onChange,
}: {
  subject: string;
  source: FieldSource;
  listId?: string | undefined;
  onChange(source: FieldSource): void;
}) {
  const [draft, setDraft] = useState<{ text: string; error?: string }>();
  if (source.kind === 'rule') {
    const text = draft?.text ?? JSON.stringify(source.rule);
    return (
      <>
        <textarea
          aria-label={`Rule of ${subject}`}
          value={text}
          aria-invalid={draft?.error ? true : undefined}
          onChange={(e) => {
            try {
              onChange({ kind: 'rule', rule: JSON.parse(e.target.value) as Json });
              setDraft(undefined);
            } catch (error) {
              setDraft({
                text: e.target.value,
                error: `Not valid JSON (${(error as Error).message}): the field stays as it was.`,
              });
            }
          }}
        />
        {draft?.error && (
          <p role="alert" className="pg-error">
            {draft.error}
          </p>
        )}
      </>
    );
  }
  return <VariableSourceInput subject={subject} source={source} listId={listId} onChange={onChange} />;
}

/** A form, context or derived source: the variable it reads, and for a derived one its operation. */
function VariableSourceInput({
  subject,
  source,
  listId,
  onChange,
}: {
  subject: string;
  source: Exclude<FieldSource, { kind: 'rule' }>;
  listId?: string | undefined;
  onChange(source: FieldSource): void;
}) {
  return (
    <>
      {source.kind === 'derived' && (
        <select
          aria-label={`Operation of ${subject}`}
          value={source.operation}
          onChange={(e) => onChange({ ...source, operation: e.target.value })}
        >
          {Object.keys(DERIVED_OPERATIONS).map((op) => (
            <option key={op} value={op}>
              {op}
            </option>
          ))}
        </select>
      )}
      <input
        aria-label={`Variable of ${subject}`}
        value={source.variable}
        {...((source.kind === 'derived' || source.kind === 'context') && listId ? { list: listId } : {})}
        onChange={(e) => onChange({ ...source, variable: e.target.value })}
      />
    </>
  );
}

function AddField({
  where,
  subject,
  listId,
  taken,
  onAdd,
}: {
  where: string;
  subject: string;
  listId?: string | undefined;
  taken: ReadonlySet<string>;
  onAdd(name: string, rule: Json): void;
}) {
  const [draft, setDraft] = useState<{ name: string; source: FieldSource }>({
    name: '',
    source: { kind: 'form', variable: '' },
  });
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!FIELD_NAME.test(draft.name))
      return setError('A field name is letters, digits and underscores, starting with a letter.');
    if (taken.has(draft.name)) return setError(`${where} already sends ${draft.name}: change it above.`);
    setError(undefined);
    onAdd(draft.name, sourceRule(draft.source));
    setDraft({ name: '', source: draft.source });
  };
  return (
    <form onSubmit={submit} aria-label={`New field of ${where}`} className="st-add">
      <label>
        Field name <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </label>
      <label>
        Comes from
        <KindSelect
          kind={draft.source.kind}
          onChange={(kind) => setDraft({ ...draft, source: switchSource(draft.source, kind) })}
        />
      </label>
      <SourceInput
        subject={subject}
        source={draft.source}
        listId={listId}
        onChange={(source) => setDraft({ ...draft, source })}
      />
      {error && (
        <p role="alert" className="pg-error">
          {error}
        </p>
      )}
      <button type="submit">Add field</button>
    </form>
  );
}
