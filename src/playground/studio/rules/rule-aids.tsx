import type { JSX } from 'react';
import type { RuleGroupType, RuleType } from 'react-querybuilder';
import type { Json } from '../../../engine/json.ts';
import type { RuleVariable } from '../../model/rule-variables.ts';
import { NewConstant } from '../panels/constants-panel.tsx';
import { isConstant, TRUTHY } from './rule-query.ts';

// Two aids beside the rule builder: the warning that a missing answer is below any threshold (json-logic compares
// null as 0), with "is filled in" offered, and a new constant to compare with, made where the comparison is built.

const BELOW = new Set(['<', '<=', 'between']);
const conditions = (group: RuleGroupType): RuleType[] => group.rules.filter((r): r is RuleType => !('rules' in r));

/** The variables an AND group compares as below a value without also asking that they are filled in. */
export function belowUnfilled(query: RuleGroupType): string[] {
  if (query.combinator !== 'and' || query.not) return [];
  const rules = conditions(query);
  const filled = new Set(rules.filter((r) => r.operator === TRUTHY).map((r) => r.field));
  return [
    ...new Set(
      rules.filter((r) => BELOW.has(r.operator) && !isConstant(r.field) && !filled.has(r.field)).map((r) => r.field),
    ),
  ];
}

/** The query with "<field> is filled in" asked as well (an OR group is put under an AND with it). */
export function withFilledIn(query: RuleGroupType, field: string): RuleGroupType {
  // ids as the builder gives its own rules (it keys its rows by them)
  const filled: RuleType = { id: crypto.randomUUID(), field, operator: TRUTHY, value: '' };
  if (query.combinator === 'and' && !query.not) return { ...query, rules: [filled, ...query.rules] };
  return { id: crypto.randomUUID(), combinator: 'and', rules: [filled, query] };
}

/** The query with its last condition compared with the constant (a builder "a constant" value). */
export function comparedWithConstant(query: RuleGroupType, name: string): RuleGroupType {
  const last = query.rules
    .map((r, i) => ('rules' in r ? -1 : i))
    .filter((i) => i >= 0)
    .pop();
  if (last === undefined) return query;
  return {
    ...query,
    rules: query.rules.map((r, i) =>
      i === last ? { ...(r as RuleType), valueSource: 'field', value: `constants.${name}` } : r,
    ),
  };
}

/** The warning of belowUnfilled, each with its "is filled in". */
export function BelowWarning({
  query,
  variables,
  onQuery,
}: {
  query: RuleGroupType;
  variables: readonly RuleVariable[];
  onQuery(query: RuleGroupType): void;
}): JSX.Element | null {
  const fields = belowUnfilled(query);
  if (!fields.length) return null;
  const labelOf = (field: string) => variables.find((v) => v.name === field)?.label ?? field;
  return (
    <div role="note" className="st-rule-note">
      {fields.map((field) => (
        <p key={field}>
          A missing answer compares as below any threshold: while {labelOf(field)} is not filled in, “is below” already
          holds.{' '}
          <button type="button" onClick={() => onQuery(withFilledIn(query, field))}>
            Also ask that {labelOf(field)} is filled in
          </button>
        </p>
      ))}
    </div>
  );
}

/** A new constant of the programme, which the rule's last condition is then compared with. */
export function ConstantHere({
  label,
  constants,
  onNewConstant,
  onCompare,
}: {
  label: string;
  constants: Readonly<Record<string, Json>>;
  onNewConstant(name: string, value: Json, description: string): void;
  onCompare(name: string): void;
}): JSX.Element {
  return (
    <details className="st-rule-constant">
      <summary>Compare with a new constant</summary>
      <NewConstant
        taken={Object.keys(constants)}
        purpose={label}
        submit="Create the constant and compare with it"
        onAdd={(name, value, description) => {
          onNewConstant(name, value, description);
          onCompare(name);
        }}
      />
    </details>
  );
}
