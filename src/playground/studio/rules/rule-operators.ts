import type { FullOperator, ValueEditorType } from 'react-querybuilder';
import type { RuleVariableType } from '../../model/rule-variables.ts';
import { FALSY, TRUTHY } from './rule-query.ts';

// The comparisons the builder offers for each type of variable, in the words of the rule's sentence
// (model/rule-sentence.ts), each one json-logic the engine evaluates.

const op = (name: string, label: string, arity?: 'unary'): FullOperator => ({
  name,
  value: name,
  label,
  ...(arity ? { arity } : {}),
});

const FILLED = [op(TRUTHY, 'is filled in', 'unary'), op(FALSY, 'is not filled in', 'unary')];
const ORDERED = [
  op('<', 'is below'),
  op('<=', 'is at most'),
  op('>', 'is above'),
  op('>=', 'is at least'),
  op('between', 'is from … to …'),
];

const OPERATORS: Readonly<Record<RuleVariableType, FullOperator[]>> = {
  boolean: [op(TRUTHY, 'is true', 'unary'), op(FALSY, 'is not true', 'unary'), op('=', 'is'), op('!=', 'is not')],
  number: [op('=', 'is'), op('!=', 'is not'), ...ORDERED, ...FILLED],
  date: [op('=', 'is'), op('!=', 'is not'), ...ORDERED, ...FILLED],
  string: [
    op('=', 'is'),
    op('!=', 'is not'),
    op('in', 'is one of'),
    op('notIn', 'is not one of'),
    op('contains', 'contains'),
    ...FILLED,
  ],
};

/** The comparisons offered for a variable of this type. */
export function operatorsFor(type: RuleVariableType | undefined): FullOperator[] {
  return OPERATORS[type ?? 'string'];
}

/** The value editor for a variable and comparison: options as a select (several for "is one of"), yes/no as a checkbox. */
export function valueEditorFor(
  type: RuleVariableType | undefined,
  hasOptions: boolean,
  operator: string,
): ValueEditorType {
  if (type === 'boolean') return 'checkbox';
  if (hasOptions) return operator === 'in' || operator === 'notIn' ? 'multiselect' : 'select';
  return 'text';
}
