import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Json } from '../../../engine/json.ts';
import { DERIVED_OPERATIONS } from '../../../engine/operations.ts';
import type { Problem, ResolvedProgramme } from '../../../engine/types.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import {
  FIELD_NAME, fieldSource, listPayloadCalls, payloadProblems, removePayloadField, resetPayloadField, setPayloadField, sourceRule, switchSource,
  type FieldSource, type PayloadCall, type PayloadField, type SourceKind,
} from '../../model/payload-edits.ts';
import { listRuleVariables } from '../../model/rule-variables.ts';
import { ProblemList } from '../../problem-list.tsx';
import { SpecSettings } from './payload-spec.tsx';

interface PayloadsPanelProps {
  programme: ResolvedProgramme;
  parent?: string;
  files: FileTexts;
  edit(label: string, edits: Edit[], group?: string): void;
}

const KINDS: Array<{ kind: SourceKind; label: string }> = [
  { kind: 'form', label: 'form field' },
  { kind: 'saved', label: 'saved answer' },
  { kind: 'constant', label: 'constant' },
  { kind: 'derived', label: 'derived value' },
  { kind: 'context', label: 'other value (lead, user, offer...)' },
  { kind: 'rule', label: 'rule (JSON)' },
];

const ORIGIN_WORDS = { own: 'set here', parent: 'inherited from', common: 'common spec' } as const;

/**
 * What each call sends: pick a call (an endpoint of api.json with a spec in payloads.json), see who calls it, what it
 * merges, and each body field with where its value comes from (a form field, a saved answer, a constant, a derived
 * value such as the first name of a full name, another value, or any rule). Adding, changing or removing a field is a
 * key of the programme's own payloads.json; the spec's lint problems are shown under it.
 */
export function PayloadsPanel({ programme, parent, files, edit }: PayloadsPanelProps) {
  const calls = useMemo(() => listPayloadCalls(files, programme.id), [files, programme.id]);
  const problems = useMemo(() => payloadProblems(programme), [programme]);
  const [selected, setSelected] = useState<string>();
  const id = useId();
  const current = calls.find((c) => c.endpoint === selected) ?? calls[0];
  return (
    <section aria-label="Payloads">
      <h3>What each call sends</h3>
      <label htmlFor={id}>Call</label>
      <select id={id} value={current?.endpoint ?? ''} onChange={(e) => setSelected(e.target.value)}>
        {calls.map((c) => <option key={c.endpoint} value={c.endpoint}>{c.endpoint}{problems.has(c.endpoint) ? ' (problems)' : ''}</option>)}
      </select>
      {current && <PayloadCallPanel key={current.endpoint} call={current} programme={programme} {...(parent ? { parent } : {})} problems={problems.get(current.endpoint) ?? []} files={files} edit={edit} />}
    </section>
  );
}

/** One call: its route and callers, what it merges, its fields, a new field, and its lint problems. */
export function PayloadCallPanel({ call, programme, parent, problems, files, edit }: { call: PayloadCall; programme: ResolvedProgramme; parent?: string; problems: readonly Problem[]; files: FileTexts; edit: PayloadsPanelProps['edit'] }) {
  const variables = useMemo(() => listRuleVariables(programme).map((v) => v.name), [programme]);
  const listId = useId();
  const set = (name: string, rule: Json, adding = false) => edit(adding ? `Add ${call.endpoint} field ${name}` : `Change ${call.endpoint} field ${name}`, setPayloadField(programme.id, call.endpoint, name, rule), `payload:${call.endpoint}:${name}`);
  return (
    <div className="st-panel" data-panel={`payload-${call.endpoint}`} aria-label={`Call ${call.endpoint}`} role="group">
      <h4>{call.endpoint} {call.route && <code>{call.route}</code>}</h4>
      <p>Called by {call.callers.length ? call.callers.join(', ') : 'no effect (calls.json)'}.{call.merge.length > 0 && <> The body starts from {call.merge.join(', then ')}.</>}{call.variants && <> Variants by {call.variants.param}: {call.variants.names.join(', ')}.</>}</p>
      <datalist id={listId}>{variables.map((v) => <option key={v} value={v} />)}</datalist>
      <table className="st-table">
        <thead><tr><th>Field</th><th>Comes from</th><th>Value</th><th>Where it is set</th><th /></tr></thead>
        <tbody>
          {call.fields.map((field) => (
            <FieldRow key={field.name} field={field} parent={parent} listId={listId}
              onChange={(rule) => set(field.name, rule)}
              onRemove={() => edit(`Remove ${call.endpoint} field ${field.name}`, removePayloadField(files, programme.id, call.endpoint, field.name))}
              onReset={() => edit(`Reset ${call.endpoint} field ${field.name}`, resetPayloadField(files, programme.id, call.endpoint, field.name))} />
          ))}
        </tbody>
      </table>
      <SpecSettings programmeId={programme.id} endpoint={call.endpoint} {...(parent ? { parent } : {})} fieldNames={call.fields.map((f) => f.name)} files={files} edit={edit} />
      <AddField endpoint={call.endpoint} listId={listId} taken={new Set(call.fields.map((f) => f.name))} onAdd={(name, rule) => set(name, rule, true)} />
      {problems.length > 0 && <ProblemList problems={problems} label={`Problems of ${call.endpoint}`} />}
    </div>
  );
}

function FieldRow({ field, parent, listId, onChange, onRemove, onReset }: { field: PayloadField; parent?: string; listId: string; onChange(rule: Json): void; onRemove(): void; onReset(): void }) {
  const source = fieldSource(field.rule);
  return (
    <tr data-origin={field.origin}>
      <th scope="row">{field.name}{field.required && <span title="required: the call is not made while it is empty"> *</span>}</th>
      <td>
        <select aria-label={`Source of ${field.name}`} value={source.kind} onChange={(e) => onChange(sourceRule(switchSource(source, e.target.value as SourceKind)))}>
          {KINDS.map((k) => <option key={k.kind} value={k.kind}>{k.label}</option>)}
        </select>
      </td>
      <td><SourceInput name={field.name} source={source} listId={listId} onChange={(s) => onChange(sourceRule(s))} /></td>
      <td>{field.origin === 'parent' ? `${ORIGIN_WORDS.parent} ${parent ?? 'the parent'}` : ORIGIN_WORDS[field.origin]}</td>
      <td>
        <button type="button" aria-label={`Remove field ${field.name}`} onClick={onRemove}>Remove</button>
        {field.origin === 'own' && <button type="button" aria-label={`Reset field ${field.name} to parent`} onClick={onReset}>Reset to parent</button>}
      </td>
    </tr>
  );
}

/** What a source reads: a variable (with the derived value's operation), or a rule's JSON, checked as it is typed. */
function SourceInput({ name, source, listId, onChange }: { name: string; source: FieldSource; listId: string; onChange(source: FieldSource): void }) {
  const [draft, setDraft] = useState<{ text: string; error?: string }>();
  if (source.kind === 'rule') {
    const text = draft?.text ?? JSON.stringify(source.rule);
    return (
      <>
        <textarea aria-label={`Rule of ${name}`} value={text} aria-invalid={draft?.error ? true : undefined} onChange={(e) => {
          try {
            onChange({ kind: 'rule', rule: JSON.parse(e.target.value) as Json });
            setDraft(undefined);
          } catch (error) {
            setDraft({ text: e.target.value, error: `Not valid JSON (${(error as Error).message}): the field stays as it was.` });
          }
        }} />
        {draft?.error && <p role="alert" className="pg-error">{draft.error}</p>}
      </>
    );
  }
  return (
    <>
      {source.kind === 'derived' && (
        <select aria-label={`Operation of ${name}`} value={source.operation} onChange={(e) => onChange({ ...source, operation: e.target.value })}>
          {Object.keys(DERIVED_OPERATIONS).map((op) => <option key={op} value={op}>{op}</option>)}
        </select>
      )}
      <input aria-label={`Variable of ${name}`} value={source.variable} {...(source.kind === 'derived' || source.kind === 'context' ? { list: listId } : {})} onChange={(e) => onChange({ ...source, variable: e.target.value })} />
    </>
  );
}

function AddField({ endpoint, listId, taken, onAdd }: { endpoint: string; listId: string; taken: ReadonlySet<string>; onAdd(name: string, rule: Json): void }) {
  const [draft, setDraft] = useState<{ name: string; source: FieldSource }>({ name: '', source: { kind: 'form', variable: '' } });
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!FIELD_NAME.test(draft.name)) return setError('A field name is letters, digits and underscores, starting with a letter.');
    if (taken.has(draft.name)) return setError(`${endpoint} already sends ${draft.name}: change it above.`);
    setError(undefined);
    onAdd(draft.name, sourceRule(draft.source));
    setDraft({ name: '', source: draft.source });
  };
  return (
    <form onSubmit={submit} aria-label={`New field of ${endpoint}`} className="st-add">
      <label>Field name <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} /></label>
      <label>
        Comes from
        <select value={draft.source.kind} onChange={(e) => setDraft({ ...draft, source: switchSource(draft.source, e.target.value as SourceKind) })}>
          {KINDS.map((k) => <option key={k.kind} value={k.kind}>{k.label}</option>)}
        </select>
      </label>
      <SourceInput name="the new field" source={draft.source} listId={listId} onChange={(source) => setDraft({ ...draft, source })} />
      {error && <p role="alert" className="pg-error">{error}</p>}
      <button type="submit">Add field</button>
    </form>
  );
}
