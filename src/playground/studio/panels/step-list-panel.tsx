import { useMemo, useState, type FormEvent } from 'react';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import type { RuleVariable } from '../../model/rule-variables.ts';
import { addStep, listSteps, moveStep, removeStep, removeStepAndReferences, stepReferences, type StepRow } from '../../model/step-edits.ts';
import { RuleEditor } from '../rules/rule-editor.tsx';

interface StepListProps {
  programmeId: string;
  parent?: string;
  files: FileTexts;
  /** the meta-schema of one step (programme.schema.json `steps` items) */
  itemMeta: JsonObject;
  /** the rule context's variables and constants, offered by the rule builder of a new step's rule (e.g. completedWhen) */
  variables: RuleVariable[];
  constants?: Record<string, Json>;
  edit(label: string, edits: Edit[], group?: string): void;
}

const ORIGIN_WORDS: Record<StepRow['origin'], (parent?: string) => string> = {
  own: () => 'set here',
  changed: (parent) => `inherited from ${parent ?? 'the parent'}, changed here`,
  inherited: (parent) => `inherited from ${parent ?? 'the parent'}`,
};

/**
 * The programme's steps as a whole, in order: move one up or down, remove one (after seeing what still names it),
 * or add one with the keys the step meta-schema requires. A child's edit is an operation of its list patch.
 */
export function StepListPanel({ programmeId, parent, files, itemMeta, variables, constants, edit }: StepListProps) {
  const rows = useMemo(() => listSteps(files, programmeId), [files, programmeId]);
  const [removing, setRemoving] = useState<string>();
  return (
    <section aria-label="Steps of the programme" className="st-panel">
      <h4>Steps, in order</h4>
      <ol>
        {rows.map((row, i) => (
          <li key={row.id} data-origin={row.origin}>
            {row.title} <code>{row.id}</code> <span className="st-hint">{ORIGIN_WORDS[row.origin](parent)}</span>{' '}
            <button type="button" aria-label={`Move step ${row.id} up`} disabled={i === 0} onClick={() => edit(`Move step ${row.id} up`, moveStep(files, programmeId, row.id, i - 1))}>↑</button>
            <button type="button" aria-label={`Move step ${row.id} down`} disabled={i === rows.length - 1} onClick={() => edit(`Move step ${row.id} down`, moveStep(files, programmeId, row.id, i + 1))}>↓</button>
            <button type="button" aria-label={`Remove step ${row.id}`} onClick={() => setRemoving(row.id)}>Remove</button>
            {removing === row.id && <RemoveStep files={files} programmeId={programmeId} stepId={row.id} onDone={() => setRemoving(undefined)} edit={edit} />}
          </li>
        ))}
      </ol>
      <AddStep itemMeta={itemMeta} steps={rows} rules={{ variables, ...(constants ? { constants } : {}) }} onAdd={(step, after) => edit(`Add step ${String(step.id)}`, addStep(files, programmeId, step, after))} />
    </section>
  );
}

/** What still names the step, then: remove it alone, or with the operations of other programmes that only change it. */
function RemoveStep({ files, programmeId, stepId, onDone, edit }: { files: FileTexts; programmeId: string; stepId: string; onDone(): void; edit: StepListProps['edit'] }) {
  const refs = stepReferences(files, programmeId, stepId);
  const removable = refs.filter((r) => r.removable).length;
  return (
    <div role="group" aria-label={`Remove step ${stepId}`} className="st-confirm">
      {refs.length ? (
        <>
          <p>Still naming {stepId} (lint shows what is left dangling):</p>
          <ul>{refs.map((r) => <li key={`${r.file}#${r.pointer}#${r.what}`}>{r.what} <code>{r.file}#{r.pointer}</code></li>)}</ul>
        </>
      ) : <p>Nothing else names {stepId}.</p>}
      <button type="button" onClick={() => { edit(`Remove step ${stepId}`, removeStep(files, programmeId, stepId)); onDone(); }}>Remove the step</button>
      {removable > 0 && (
        <button type="button" onClick={() => { edit(`Remove step ${stepId} and what changes it`, removeStepAndReferences(files, programmeId, stepId)); onDone(); }}>
          Remove the step and the {removable} operation{removable === 1 ? '' : 's'} changing it
        </button>
      )}
      <button type="button" onClick={onDone}>Cancel</button>
    </div>
  );
}

/** The keys a new step must have: the meta-schema's `required`, and one of its `anyOf` alternatives' (picked). */
function requiredKeys(meta: JsonObject): { always: string[]; choices: string[][] } {
  const strings = (v: Json | undefined) => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : []);
  const choices = (Array.isArray(meta.anyOf) ? meta.anyOf : []).map((a) => strings(isJsonObject(a) ? a.required : undefined)).filter((c) => c.length);
  return { always: strings(meta.required), choices };
}

const isRule = (def: Json | undefined) => isJsonObject(def) && typeof def.$ref === 'string' && /rule\.schema/.test(def.$ref);

/** A typed value read as its meta-schema says: text, a list of texts (comma-separated), or anything else as JSON. */
function readValue(def: Json | undefined, text: string): Json {
  const type = isJsonObject(def) ? def.type : undefined;
  if (type === 'string' || (isJsonObject(def) && typeof def.$ref === 'string' && !/rule\.schema/.test(def.$ref))) return text.trim();
  if (type === 'array' && isJsonObject(def) && isJsonObject(def.items) && (def.items.type === 'string' || '$ref' in def.items)) return text.split(',').map((s) => s.trim()).filter(Boolean);
  return JSON.parse(text) as Json;
}

function AddStep({ itemMeta, steps, rules: context, onAdd }: { itemMeta: JsonObject; steps: readonly StepRow[]; rules: { variables: RuleVariable[]; constants?: Record<string, Json> }; onAdd(step: JsonObject, after?: string): void }) {
  const { always, choices } = requiredKeys(itemMeta);
  const [choice, setChoice] = useState(0);
  const [values, setValues] = useState<Record<string, string>>({});
  /** a rule key's rule, from the rule builder; `round` remounts the builders empty after a step is added */
  const [rules, setRules] = useState<{ round: number; rules: Record<string, Json | undefined> }>({ round: 0, rules: {} });
  const [after, setAfter] = useState('-');
  const [error, setError] = useState<string>();
  const defs = isJsonObject(itemMeta.properties) ? itemMeta.properties : {};
  const keys = [...always, ...(choices[choice] ?? [])];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = keys.filter((k) => (isRule(defs[k]) ? rules.rules[k] === undefined : !(values[k] ?? '').trim()));
    if (missing.length) return setError(`A step needs ${missing.join(', ')}.`);
    const id = (values.id ?? '').trim();
    if (steps.some((s) => s.id === id)) return setError(`There is already a step ${id}.`);
    try {
      const step = Object.fromEntries(keys.map((k) => [k, isRule(defs[k]) ? rules.rules[k]! : readValue(defs[k], values[k] ?? '')]));
      setError(undefined);
      onAdd(step, after === '' ? undefined : after);
      setValues({});
      setRules({ round: rules.round + 1, rules: {} });
    } catch (err) {
      setError(`Not valid JSON: ${(err as Error).message}`);
    }
  };
  return (
    <form onSubmit={submit} aria-label="New step" className="st-add">
      {keys.map((k) => (isRule(defs[k])
        ? <RuleEditor key={`${k}:${rules.round}`} label={`Step ${k}`} value={rules.rules[k]} {...context} onChange={(rule) => setRules((r) => ({ ...r, rules: { ...r.rules, [k]: rule } }))} />
        : (
          <label key={k} title={isJsonObject(defs[k]) && typeof defs[k].description === 'string' ? defs[k].description : undefined}>
            {`Step ${k}`} <input value={values[k] ?? ''} onChange={(e) => setValues({ ...values, [k]: e.target.value })} />
          </label>
        )))}
      {choices.length > 1 && (
        <label>
          Done when
          <select value={choice} onChange={(e) => setChoice(Number(e.target.value))}>{choices.map((c, i) => <option key={c.join()} value={i}>{c.join(' and ')}</option>)}</select>
        </label>
      )}
      <label>
        Place
        <select value={after} onChange={(e) => setAfter(e.target.value)}>
          <option value="">first</option>
          {steps.map((s) => <option key={s.id} value={s.id}>after {s.title}</option>)}
          <option value="-">last</option>
        </select>
      </label>
      {error && <p role="alert" className="pg-error">{error}</p>}
      <button type="submit">Add step</button>
    </form>
  );
}
