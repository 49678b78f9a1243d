import { useEffect, useId, useMemo, useRef, useState, type JSX } from 'react';
import {
  QueryBuilder,
  ValueSelector,
  type FieldSelectorProps,
  type RuleGroupType,
  type Translations,
} from 'react-querybuilder';
import type { Json } from '../../../engine/json.ts';
import { describeRule } from '../../model/rule-sentence.ts';
import type { RuleVariable } from '../../model/rule-variables.ts';
import { operatorsFor, valueEditorFor } from './rule-operators.ts';
import { BelowWarning, ConstantHere, comparedWithConstant } from './rule-aids.tsx';
import { builderFields, isConstant, queryToRule, readInBuilder, ruleToQuery } from './rule-query.ts';
import './rule-editor.css';

export interface RuleEditorProps {
  label: string;
  value: Json | undefined;
  variables: RuleVariable[];
  constants?: Record<string, Json>;
  /** The id of the rule's JSON box (a problem's link focuses it), e.g. `screen-offer_when`. */
  jsonId?: string;
  onChange(rule: Json | undefined): void;
  /** Adds a constant to the programme: offered as "Compare with a new constant" when given. */
  onNewConstant?(name: string, value: Json, description: string): void;
}

interface EditorState {
  query: RuleGroupType;
  /** The last good rule: what the builder, the sentence and the config hold. */
  rule: Json | undefined;
  text: string;
  error?: string;
  /** The builder cannot show the rule without changing it: the rule is edited as JSON only. */
  rawOnly: boolean;
}

const EMPTY: RuleGroupType = { combinator: 'and', rules: [] };
const pretty = (rule: Json | undefined) => (rule === undefined ? '' : JSON.stringify(rule, null, 2));

function openRule(rule: Json | undefined, variables: readonly RuleVariable[]): EditorState {
  const shown = readInBuilder(rule, variables);
  return { query: shown.ok ? ruleToQuery(rule) : EMPTY, rule, text: pretty(rule), rawOnly: !shown.ok };
}

const TRANSLATIONS: Partial<Translations> = {
  fields: {
    title: 'Variable',
    placeholderName: '~',
    placeholderLabel: 'Choose a variable',
    placeholderGroupLabel: 'Choose a variable',
  },
  operators: {
    title: 'Comparison',
    placeholderName: '~',
    placeholderLabel: 'Choose a comparison',
    placeholderGroupLabel: 'Choose a comparison',
  },
  value: { title: 'Value' },
  valueSourceSelector: { title: 'Compare with' },
  addRule: { label: 'Add a condition', title: 'Add a condition' },
  addGroup: { label: 'Add a group', title: 'Add a group of conditions' },
  removeRule: { label: 'Remove', title: 'Remove this condition' },
  removeGroup: { label: 'Remove group', title: 'Remove this group' },
  combinators: { title: 'All (AND) or any (OR) of these' },
  notToggle: { label: 'Not', title: 'The group must not hold' },
};
const COMBINATORS = [
  { name: 'and', value: 'and', label: 'AND: all of these' },
  { name: 'or', value: 'or', label: 'OR: any of these' },
];

/** The variable picker: every variable but the constants, which are values to compare with. */
function VariableSelector(props: FieldSelectorProps) {
  // the builder's fields are a flat list (no option groups)
  const options = (props.options as Array<{ name: string }>).filter((o) => !isConstant(o.name));
  return <ValueSelector {...props} options={options as FieldSelectorProps['options']} />;
}

/** The editor's state: the builder's query, the JSON text, the last good rule; each change says the new rule once. */
function useRuleState(
  value: Json | undefined,
  variables: readonly RuleVariable[],
  onChange: (rule: Json | undefined) => void,
) {
  const [state, setState] = useState(() => openRule(value, variables));
  const emitted = useRef(JSON.stringify(value ?? null));
  // a new value from outside (another transition selected, undo) opens afresh; our own echo does not
  useEffect(() => {
    const key = JSON.stringify(value ?? null);
    if (key === emitted.current) return;
    emitted.current = key;
    setState(openRule(value, variables));
  }, [value, variables]);
  const emit = (rule: Json | undefined) => {
    emitted.current = JSON.stringify(rule ?? null);
    onChange(rule);
  };
  const onQueryChange = (query: RuleGroupType) => {
    const rule = queryToRule(query, variables);
    setState({ query, rule, text: pretty(rule), rawOnly: false });
    if (JSON.stringify(rule ?? null) !== JSON.stringify(state.rule ?? null)) emit(rule);
  };
  const onTextChange = (text: string) => {
    if (text.trim() === '') {
      setState({ query: EMPTY, rule: undefined, text, rawOnly: false });
      return emit(undefined);
    }
    let rule: Json;
    try {
      rule = JSON.parse(text) as Json;
    } catch (error) {
      return setState({
        ...state,
        text,
        error: `Not valid JSON (${(error as Error).message}): the rule stays as it was.`,
      });
    }
    const shown = readInBuilder(rule, variables);
    setState({ query: shown.ok ? ruleToQuery(rule) : state.query, rule, text, rawOnly: !shown.ok });
    emit(rule);
  };
  return { state, onQueryChange, onTextChange };
}

/**
 * A rule in a visual AND/OR builder (react-querybuilder, JsonLogic in and out) whose variables are the rule context's,
 * with the raw JSON beside it (editable: invalid JSON is said and the last good rule kept) and the rule in words under
 * it. A rule the builder cannot show without changing it opens as JSON only, with a note: it is never silently changed.
 */
export function RuleEditor({
  label,
  value,
  variables,
  constants,
  jsonId,
  onChange,
  onNewConstant,
}: RuleEditorProps): JSX.Element {
  const id = useId();
  const textId = jsonId ?? `${id}-json`;
  const { state, onQueryChange, onTextChange } = useRuleState(value, variables, onChange);
  const fields = useMemo(() => builderFields(variables, state.rule), [variables, state.rule]);
  const types = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  const sentence = describeRule(state.rule, variables, constants);
  return (
    <fieldset className="st-rule" aria-describedby={`${id}-sentence`}>
      <legend>{label}</legend>
      <div className="st-rule-columns">
        <div className="st-rule-builder">
          {state.rawOnly ? (
            <p className="st-rule-note" role="note">
              The builder cannot show this rule without changing it, so it is edited as JSON only; nothing in it was
              changed.
            </p>
          ) : (
            <QueryBuilder
              fields={fields}
              query={state.query}
              onQueryChange={onQueryChange}
              combinators={COMBINATORS}
              translations={TRANSLATIONS}
              showNotToggle
              getOperators={(field) => operatorsFor(types.get(field)?.variableType)}
              getValueEditorType={(field, operator) =>
                valueEditorFor(types.get(field)?.variableType, Boolean(types.get(field)?.values), operator)
              }
              controlElements={{ fieldSelector: VariableSelector }}
            />
          )}
        </div>
        <RuleJson id={id} textId={textId} text={state.text} error={state.error} onTextChange={onTextChange} />
      </div>
      {/* under both columns: the builder's column holds its own controls only */}
      {!state.rawOnly && <BelowWarning query={state.query} variables={variables} onQuery={onQueryChange} />}
      {!state.rawOnly && onNewConstant && (
        <ConstantHere
          label={label}
          constants={constants ?? {}}
          onNewConstant={onNewConstant}
          onCompare={(name) => onQueryChange(comparedWithConstant(state.query, name))}
        />
      )}
      <p id={`${id}-sentence`} className="st-rule-sentence" aria-live="polite">
        {sentence === 'always' ? 'Always (no rule).' : `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`}
      </p>
    </fieldset>
  );
}

/** The rule as JSON, editable; while it does not parse, why, and the rule stays as it was. */
function RuleJson({
  id,
  textId,
  text,
  error,
  onTextChange,
}: {
  id: string;
  textId: string;
  text: string;
  error: string | undefined;
  onTextChange(text: string): void;
}) {
  return (
    <div className="st-rule-json">
      <label htmlFor={textId}>JSON of the rule</label>
      <textarea
        id={textId}
        value={text}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onTextChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="pg-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
