import { useId, type JSX } from 'react';
import { isConstantReference } from '../../../engine/constants.ts';
import { DEFAULT_REASON_OPTION } from '../../../engine/form-defaults.ts';
import { projectFormats } from '../../../engine/formats.ts';
import { isJsonObject, type Json, type JsonObject } from '../../../engine/json.ts';
import { WIDGETS } from '../../../engine/vocabulary.ts';
import {
  FIELD_RULES,
  fieldLabel,
  fieldOptions,
  fieldProblems,
  ruleMessage,
  setDefault,
  setFieldOptions,
  setRule,
  setRuleMessage,
  setUiOption,
  type FieldDraft,
  type FieldRule,
} from './field-draft.ts';
import { FieldOptions } from './field-options.tsx';
import { FieldRuleRow } from './field-rule-row.tsx';
import { FragmentPicker } from './fragment-picker.tsx';
import { fieldRef } from './fragments.ts';
import './field-editor.css';

export type { FieldDraft } from './field-draft.ts';

export interface FieldEditorProps {
  value: FieldDraft;
  onChange(next: FieldDraft): void;
  /** Shared fragments the field may take by `$ref` (fragments.ts: listFragments, fragmentRef). */
  fragments?: ReadonlyArray<{ label: string; ref: string }>;
}

const TYPES = [
  { value: 'string', label: 'Text', not: 'text' },
  { value: 'number', label: 'Number', not: 'a number' },
  { value: 'integer', label: 'Whole number', not: 'a whole number' },
  { value: 'boolean', label: 'Yes / no', not: 'yes or no' },
] as const;

/** The rules offered for each type, with what may be typed in each. */
const RULES_BY_TYPE: Readonly<Record<string, ReadonlyArray<{ rule: FieldRule; label: string; bound?: true }>>> = {
  string: [
    { rule: 'pattern', label: 'Pattern' },
    { rule: 'minLength', label: 'Shortest length', bound: true },
    { rule: 'maxLength', label: 'Longest length', bound: true },
    { rule: 'format', label: 'Format' },
  ],
  number: [
    { rule: 'minimum', label: 'Smallest value', bound: true },
    { rule: 'maximum', label: 'Largest value', bound: true },
  ],
  integer: [
    { rule: 'minimum', label: 'Smallest value', bound: true },
    { rule: 'maximum', label: 'Largest value', bound: true },
  ],
  boolean: [],
};
const BOUND_HINT = "a number, or a constant's name";

const schemaOf = (draft: FieldDraft): JsonObject => (isJsonObject(draft.schema) ? draft.schema : {});

/** A bound as typed: a number, or a constant's name (`{"$const": name}`); empty removes the rule. */
export function parseBound(text: string): Json | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (Number.isFinite(Number(trimmed))) return Number(trimmed);
  return /^[A-Za-z][\w.-]*$/.test(trimmed) ? { $const: trimmed } : trimmed;
}

/** A rule's value as it is shown in its box. */
export function showRuleValue(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  if (isConstantReference(value)) return value.$const;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function setLabel(draft: FieldDraft, label: string): FieldDraft {
  if (isJsonObject(draft.uiSchema) && typeof draft.uiSchema['ui:title'] === 'string')
    return setUiOption(draft, 'ui:title', label);
  return { ...draft, schema: { ...schemaOf(draft), title: label } };
}

function FieldBasics({ value, onChange }: FieldEditorProps) {
  const id = useId();
  const schema = schemaOf(value);
  const widget = isJsonObject(value.uiSchema) ? value.uiSchema['ui:widget'] : undefined;
  return (
    <div className="st-field-basics">
      <label htmlFor={`${id}-label`}>Label</label>
      <input
        id={`${id}-label`}
        value={fieldLabel(value) === value.name && !schema.title ? '' : fieldLabel(value)}
        onChange={(e) => onChange(setLabel(value, e.target.value))}
      />
      <label htmlFor={`${id}-name`}>Name in the data</label>
      <input
        id={`${id}-name`}
        value={value.name}
        spellCheck={false}
        onChange={(e) => onChange({ ...value, name: e.target.value.trim() })}
      />
      <label htmlFor={`${id}-type`}>Type</label>
      <select
        id={`${id}-type`}
        value={typeof schema.type === 'string' ? schema.type : 'string'}
        disabled={fieldRef(value) !== undefined}
        onChange={(e) => onChange({ ...value, schema: { ...schema, type: e.target.value } })}
      >
        {TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-widget`}>Widget</label>
      <select
        id={`${id}-widget`}
        value={typeof widget === 'string' ? widget : ''}
        onChange={(e) => onChange(setUiOption(value, 'ui:widget', e.target.value))}
      >
        <option value="">The type's own</option>
        {WIDGETS.map((w) => (
          <option key={w} value={w}>
            {w}
          </option>
        ))}
      </select>
    </div>
  );
}

function FieldRules({ value, onChange, missing }: FieldEditorProps & { missing: ReadonlySet<string> }) {
  const id = useId();
  const schema = schemaOf(value);
  const rules = RULES_BY_TYPE[typeof schema.type === 'string' ? schema.type : 'string'] ?? [];
  return (
    <fieldset className="st-field-rules">
      <legend>Rules, each with its message</legend>
      <div className="st-field-rule" data-missing={missing.has('required') ? 'true' : undefined}>
        <label>
          <input
            type="checkbox"
            checked={value.required}
            onChange={(e) => onChange({ ...value, required: e.target.checked })}
          />{' '}
          Required
        </label>
        <span aria-hidden="true" />
        <label htmlFor={`${id}-required`}>Message when it is left empty</label>
        <input
          id={`${id}-required`}
          value={value.requiredMessage ?? ''}
          disabled={!value.required}
          aria-invalid={missing.has('required') ? true : undefined}
          onChange={(e) => onChange(setRuleMessage(value, 'required', e.target.value))}
        />
        {missing.has('required') && <small className="pg-error">Needs a message.</small>}
      </div>
      <TypeMessage value={value} onChange={onChange} missing={missing.has('type')} />
      {rules.map(({ rule, label, bound }) => (
        <FieldRuleRow
          key={rule}
          rule={rule}
          label={label}
          words={FIELD_RULES[rule]}
          hint={bound ? BOUND_HINT : undefined}
          suggestions={rule === 'format' ? Object.keys(projectFormats) : undefined}
          value={showRuleValue(schema[rule])}
          message={typeof schema.errorMessage === 'string' ? '' : (ruleMessage(value, rule) ?? '')}
          missing={missing.has(rule)}
          onValue={(text) => onChange(setRule(value, rule, bound ? parseBound(text) : text === '' ? undefined : text))}
          onMessage={(text) => onChange(setRuleMessage(value, rule, text))}
        />
      ))}
      {typeof schema.errorMessage === 'string' && (
        <p>One message for every rule: “{schema.errorMessage}”. A message typed above is used for that rule instead.</p>
      )}
    </fieldset>
  );
}

/** What the borrower reads when the answer is not of the field's type (1234.5 in a whole number). */
function TypeMessage({ value, onChange, missing }: FieldEditorProps & { missing: boolean }) {
  const id = useId();
  const schema = schemaOf(value);
  const type = TYPES.find((t) => t.value === schema.type);
  if (!type) return null;
  return (
    <div className="st-field-rule" data-rule="type" data-missing={missing ? 'true' : undefined}>
      <span>Type: {type.label}</span>
      <span aria-hidden="true" />
      <label htmlFor={`${id}-type`}>Message when the answer is not {type.not}</label>
      <input
        id={`${id}-type`}
        value={typeof schema.errorMessage === 'string' ? '' : (ruleMessage(value, 'type') ?? '')}
        aria-invalid={missing ? true : undefined}
        onChange={(e) => onChange(setRuleMessage(value, 'type', e.target.value))}
      />
      {missing && <small className="pg-error">Needs a message.</small>}
    </div>
  );
}

function FieldDefault({ value, onChange }: FieldEditorProps) {
  const id = useId();
  const current = schemaOf(value).default;
  const reason = isJsonObject(value.uiSchema) ? value.uiSchema[DEFAULT_REASON_OPTION] : undefined;
  const parse = (text: string): Json =>
    (schemaOf(value).type === 'number' || schemaOf(value).type === 'integer') &&
    Number.isFinite(Number(text)) &&
    text !== ''
      ? Number(text)
      : text;
  return (
    <fieldset className="st-field-default">
      <legend>Starts with</legend>
      <label htmlFor={`${id}-value`}>Value it starts with (empty: none)</label>
      <input
        id={`${id}-value`}
        value={showRuleValue(current)}
        onChange={(e) => onChange(setDefault(value, parse(e.target.value), typeof reason === 'string' ? reason : ''))}
      />
      <label htmlFor={`${id}-reason`}>Why it starts with that value</label>
      <input
        id={`${id}-reason`}
        value={typeof reason === 'string' ? reason : ''}
        disabled={current === undefined}
        onChange={(e) => onChange(setUiOption(value, DEFAULT_REASON_OPTION, e.target.value))}
      />
    </fieldset>
  );
}

/** The rules of a draft that lack a message, by keyword (`required` too), for the boxes that must say so. */
function missingMessages(draft: FieldDraft): Set<string> {
  const schema = schemaOf(draft);
  const missing = new Set<string>();
  if (draft.required && !draft.requiredMessage) missing.add('required');
  for (const rule of [
    'type',
    'pattern',
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'format',
    'oneOf',
    'enum',
  ] as const)
    if (rule in schema && ruleMessage(draft, rule) === undefined) missing.add(rule);
  return missing;
}

/**
 * A form field in the studio: label, JSON name, type and widget (the widgets the form theme registers), required,
 * pattern, lengths, bounds and format each beside its message, options, the value it starts with and why, or a shared
 * fragment by `$ref`. Under it, every rule still without a message (fieldProblems): the studio saves none while any is
 * listed. Props in, the next draft out.
 */
export function FieldEditor({ value, onChange, fragments }: FieldEditorProps): JSX.Element {
  const id = useId();
  const problems = fieldProblems(value);
  const missing = missingMessages(value);
  const schema = schemaOf(value);
  const options = fieldOptions(value);
  const optionRule: FieldRule = Array.isArray(schema.enum) ? 'enum' : 'oneOf';
  return (
    <section className="st-field" data-field={value.name} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Field {fieldLabel(value)}</h3>
      <FieldBasics value={value} onChange={onChange} />
      <FragmentPicker value={value} onChange={onChange} fragments={fragments} />
      {fieldRef(value) === undefined && (
        <>
          <FieldRules value={value} onChange={onChange} missing={missing} />
          {schema.type !== 'boolean' && (
            <FieldOptions
              options={options}
              message={ruleMessage(value, optionRule) ?? ''}
              missing={missing.has(optionRule)}
              onChange={(next) => onChange(setFieldOptions(value, next))}
              onMessage={(text) => onChange(setRuleMessage(value, optionRule, text))}
            />
          )}
        </>
      )}
      <FieldDefault value={value} onChange={onChange} />
      <div role="status" aria-live="polite" className="st-field-problems">
        {problems.length ? (
          <>
            <p className="pg-error">Cannot be saved yet:</p>
            <ul aria-label="Rules without a message">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="pg-ok">Every rule has its message.</p>
        )}
      </div>
    </section>
  );
}
