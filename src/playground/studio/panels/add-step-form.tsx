import { useState, type FormEvent } from 'react';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import type { RuleVariable } from '../../model/rule-variables.ts';
import type { StepRow } from '../../model/step-edits.ts';
import { RuleEditor } from '../rules/rule-editor.tsx';

/** The keys a new step must have: the meta-schema's `required`, and one of its `anyOf` alternatives' (picked). */
function requiredKeys(meta: JsonObject): { always: string[]; choices: string[][] } {
  const strings = (v: Json | undefined) =>
    Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
  const choices = (Array.isArray(meta.anyOf) ? meta.anyOf : [])
    .map((a) => strings(isJsonObject(a) ? a.required : undefined))
    .filter((c) => c.length);
  return { always: strings(meta.required), choices };
}

const isRule = (def: Json | undefined) =>
  isJsonObject(def) && typeof def.$ref === 'string' && /rule\.schema/.test(def.$ref);

/** A typed value read as its meta-schema says: text, a list of texts (comma-separated), or anything else as JSON. */
function readValue(def: Json | undefined, text: string): Json {
  const type = isJsonObject(def) ? def.type : undefined;
  if (type === 'string' || (isJsonObject(def) && typeof def.$ref === 'string' && !/rule\.schema/.test(def.$ref)))
    return text.trim();
  if (
    type === 'array' &&
    isJsonObject(def) &&
    isJsonObject(def.items) &&
    (def.items.type === 'string' || '$ref' in def.items)
  )
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return JSON.parse(text) as Json;
}

interface AddStepProps {
  /** the meta-schema of one step */
  itemMeta: JsonObject;
  steps: readonly StepRow[];
  /** what a rule key's builder offers */
  rules: { variables: RuleVariable[]; constants?: Record<string, Json> };
  onAdd(step: JsonObject, after?: string): void;
}

/** A new step from boxes: the keys the step meta-schema requires (rules with the rule builder), and its place. */
export function AddStep({ itemMeta, steps, rules: context, onAdd }: AddStepProps) {
  const { always, choices } = requiredKeys(itemMeta);
  const [choice, setChoice] = useState(0);
  const [values, setValues] = useState<Record<string, string>>({});
  /** a rule key's rule, from the rule builder; `round` remounts the builders empty after a step is added */
  const [rules, setRules] = useState<{ round: number; rules: Record<string, Json | undefined> }>({
    round: 0,
    rules: {},
  });
  const [after, setAfter] = useState('-');
  const [error, setError] = useState<string>();
  const defs = isJsonObject(itemMeta.properties) ? itemMeta.properties : {};
  const keys = [...always, ...(choices[choice] ?? [])];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readNewStep(keys, defs, { values, rules: rules.rules }, steps);
    setError(read.error);
    if (!read.step) return;
    onAdd(read.step, after === '' ? undefined : after);
    setValues({});
    setRules({ round: rules.round + 1, rules: {} });
  };
  return (
    <form onSubmit={submit} aria-label="New step" className="st-add">
      {keys.map((k) =>
        isRule(defs[k]) ? (
          <RuleEditor
            key={`${k}:${rules.round}`}
            label={`Step ${k}`}
            value={rules.rules[k]}
            {...context}
            onChange={(rule) => setRules((r) => ({ ...r, rules: { ...r.rules, [k]: rule } }))}
          />
        ) : (
          <StepKeyInput
            key={k}
            name={k}
            def={defs[k]}
            value={values[k] ?? ''}
            onChange={(v) => setValues({ ...values, [k]: v })}
          />
        ),
      )}
      {choices.length > 1 && <DoneWhenSelect choices={choices} value={choice} onChange={setChoice} />}
      <PlaceSelect steps={steps} value={after} onChange={setAfter} />
      {error && (
        <p role="alert" className="pg-error">
          {error}
        </p>
      )}
      <button type="submit">Add step</button>
    </form>
  );
}

/** The step the boxes describe, or what is missing: every required key, an id no other step has, valid JSON. */
function readNewStep(
  keys: readonly string[],
  defs: JsonObject,
  typed: { values: Record<string, string>; rules: Record<string, Json | undefined> },
  steps: readonly StepRow[],
): { step?: JsonObject; error?: string } {
  const missing = keys.filter((k) =>
    isRule(defs[k]) ? typed.rules[k] === undefined : !(typed.values[k] ?? '').trim(),
  );
  if (missing.length) return { error: `A step needs ${missing.join(', ')}.` };
  const id = (typed.values.id ?? '').trim();
  if (steps.some((s) => s.id === id)) return { error: `There is already a step ${id}.` };
  try {
    return {
      step: Object.fromEntries(
        keys.map((k) => [k, isRule(defs[k]) ? typed.rules[k]! : readValue(defs[k], typed.values[k] ?? '')]),
      ),
    };
  } catch (err) {
    return { error: `Not valid JSON: ${(err as Error).message}` };
  }
}

/** A key of a new step typed as text, its meta-schema description as the hint. */
function StepKeyInput({
  name,
  def,
  value,
  onChange,
}: {
  name: string;
  def: Json | undefined;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <label title={isJsonObject(def) && typeof def.description === 'string' ? def.description : undefined}>
      {`Step ${name}`} <input value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** Where a new step goes: first, after one of the steps, or last (`-`). */
function PlaceSelect({
  steps,
  value,
  onChange,
}: {
  steps: readonly StepRow[];
  value: string;
  onChange(after: string): void;
}) {
  return (
    <label>
      Place
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">first</option>
        {steps.map((s) => (
          <option key={s.id} value={s.id}>
            after {s.title}
          </option>
        ))}
        <option value="-">last</option>
      </select>
    </label>
  );
}

/** Which of the meta-schema's alternatives the new step takes (its keys, joined). */
function DoneWhenSelect({
  choices,
  value,
  onChange,
}: {
  choices: string[][];
  value: number;
  onChange(choice: number): void;
}) {
  return (
    <label>
      Done when
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((c, i) => (
          <option key={c.join()} value={i}>
            {c.join(' and ')}
          </option>
        ))}
      </select>
    </label>
  );
}
