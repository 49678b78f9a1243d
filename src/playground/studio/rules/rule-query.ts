import type { Field, RuleGroupType, RuleType } from 'react-querybuilder';
import { defaultRuleProcessorJsonLogic, formatQuery } from 'react-querybuilder/formatQuery';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { isJsonObject, type Json } from '../../../engine/json.ts';
import { applyLogic, listRuleVariables as listReadVariables } from '../../../engine/rules.ts';
import type { RuleVariable } from '../../model/rule-variables.ts';

// Between a json-logic rule of the config and react-querybuilder's query: the builder reads and writes JsonLogic,
// and two things the configs write often it does not: a variable read as a condition (`{"var": "lead.leadId"}`, "is
// filled in") and its negation. They travel as two operators of our own. Pure: no React.

/** The operators for a variable read as a condition, and its negation. */
export const TRUTHY = 'isTrue';
export const FALSY = 'isFalse';

const CONDITION_OPS = new Set(['and', 'or', '!', '!!']);
const FLIPPED: Readonly<Record<string, string>> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '==': '==',
  '!=': '!=',
  '===': '===',
  '!==': '!==',
};
const varOf = (node: Json | undefined): string | undefined =>
  isJsonObject(node) && Object.keys(node).length === 1 && typeof node.var === 'string' ? node.var : undefined;
const single = (args: Json): Json => (Array.isArray(args) && args.length === 1 ? (args[0] as Json) : args);

/** Rewrites `{"var": x}`, `{"!!": {"var": x}}` and `{"!": {"var": x}}` where a condition stands into our two operators. */
function markTruth(node: Json): Json {
  const name = varOf(node);
  if (name !== undefined) return { [TRUTHY]: name };
  if (!isJsonObject(node) || Object.keys(node).length !== 1) return node;
  const [op, args] = Object.entries(node)[0] as [string, Json];
  if (op === '!' || op === '!!') {
    const inner = single(args);
    const innerName = varOf(inner);
    if (innerName !== undefined) return { [op === '!' ? FALSY : TRUTHY]: innerName };
    return { [op]: markTruth(inner) };
  }
  if ((op === 'and' || op === 'or') && Array.isArray(args)) return { [op]: args.map(markTruth) };
  // the builder reads `5 < x` as `x < 5`: it is given `x > 5`
  if (
    FLIPPED[op] &&
    Array.isArray(args) &&
    args.length === 2 &&
    varOf(args[0]) === undefined &&
    !isJsonObject(args[0]) &&
    varOf(args[1]) !== undefined
  ) {
    return { [FLIPPED[op]]: [args[1] as Json, args[0] as Json] };
  }
  return node;
}

/** The builder's query of a rule (an empty group for no rule). */
export function ruleToQuery(rule: Json | undefined): RuleGroupType {
  if (rule === undefined) return { combinator: 'and', rules: [] };
  return parseJsonLogic(markTruth(rule) as never, {
    jsonLogicOperations: {
      [TRUTHY]: (field: string) => ({ field, operator: TRUTHY, value: '' }),
      [FALSY]: (field: string) => ({ field, operator: FALSY, value: '' }),
    },
  });
}

/** A group of one rule is that rule; `{"!": [x]}` is `{"!": x}`: json-logic reads both the same. */
export function simplifyRule(node: Json): Json {
  if (Array.isArray(node)) return node.map(simplifyRule);
  if (!isJsonObject(node) || Object.keys(node).length !== 1) return node;
  const [op, args] = Object.entries(node)[0] as [string, Json];
  if ((op === 'and' || op === 'or') && Array.isArray(args) && args.length === 1) return simplifyRule(args[0] as Json);
  if (op === '!' || op === '!!') return { [op]: simplifyRule(single(args)) };
  if (CONDITION_OPS.has(op) && Array.isArray(args)) return { [op]: args.map(simplifyRule) };
  return node;
}

/** Numbers typed into a number field's box arrive as text: the rule compares numbers. */
function typeValues(group: RuleGroupType, types: ReadonlyMap<string, RuleVariable['type']>): RuleGroupType {
  const toNumber = (v: unknown) =>
    typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  const rules = group.rules.map((r): RuleGroupType | RuleType => {
    if ('rules' in r) return typeValues(r, types);
    if (types.get(r.field) !== 'number' || r.valueSource === 'field') return r;
    return {
      ...r,
      value: Array.isArray(r.value)
        ? r.value.map(toNumber)
        : r.operator.includes('etween') || r.operator.toLowerCase().includes('in')
          ? String(r.value).split(',').map(toNumber)
          : toNumber(r.value),
    };
  });
  return { ...group, rules };
}

/** The json-logic rule of a builder query; undefined when the query is empty (the rule always holds). */
export function queryToRule(query: RuleGroupType, variables: readonly RuleVariable[] = []): Json | undefined {
  const typed = typeValues(query, new Map(variables.map((v) => [v.name, v.type])));
  const logic = formatQuery(typed, {
    format: 'jsonlogic',
    ruleProcessor: (rule, options) => {
      if (rule.operator === TRUTHY) return { var: rule.field };
      if (rule.operator === FALSY) return { '!': { var: rule.field } };
      return defaultRuleProcessorJsonLogic(rule, options);
    },
  }) as Json | false;
  return logic === false ? undefined : simplifyRule(logic);
}

const truthy = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : Boolean(value));

function literalsOf(node: Json, into: Set<Json>): void {
  if (Array.isArray(node)) node.forEach((n) => literalsOf(n, into));
  else if (isJsonObject(node)) Object.entries(node).forEach(([k, v]) => k !== 'var' && literalsOf(v, into));
  else into.add(node);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1))
    at = (isJsonObject(at[part]) ? at[part] : (at[part] = {})) as Record<string, unknown>;
  at[parts[parts.length - 1]!] = value;
}

/**
 * True when two rules hold over the same contexts: every variable either reads is given, in turn, each literal
 * either rule holds (and the numbers next to them, true, false, null, empty), over a few hundred combinations.
 */
export function holdAlike(a: Json | undefined, b: Json | undefined, samples = 300): boolean {
  if (a === undefined || b === undefined) return a === b;
  const names = [...new Set([...listReadVariables(a), ...listReadVariables(b)])];
  const seen = new Set<Json>([null, true, false, 0, '', 'other']);
  literalsOf(a, seen);
  literalsOf(b, seen);
  const values: Json[] = [...seen].flatMap((v): Json[] => (typeof v === 'number' ? [v, v - 1, v + 1] : [v]));
  let seed = 7;
  for (let i = 0; i < samples; i += 1) {
    const context: Record<string, unknown> = {};
    names.forEach((name, j) => {
      seed = (seed * 1103515245 + 12345 + j) % 2147483648;
      setPath(context, name, i < values.length && j === 0 ? values[i] : values[seed % values.length]);
    });
    if (truthy(applyLogic(a, context)) !== truthy(applyLogic(b, context))) return false;
  }
  return true;
}

/** The rule as the builder would write it back, and whether that is the same rule (then the builder may show it). */
export function readInBuilder(
  rule: Json | undefined,
  variables: readonly RuleVariable[] = [],
): { ok: boolean; rule: Json | undefined } {
  const back = queryToRule(ruleToQuery(rule), variables);
  if (rule === undefined) return { ok: true, rule: back };
  const same = JSON.stringify(back) === JSON.stringify(simplifyRule(rule)) || holdAlike(rule, back);
  return { ok: same && back !== undefined, rule: back };
}

/** The builder's fields: the variables (constants among them, offered as values), and any other the rule reads. */
export function builderFields(
  variables: readonly RuleVariable[],
  rule: Json | undefined,
): Array<Field & { variableType: RuleVariable['type'] }> {
  const listed = new Set(variables.map((v) => v.name));
  const extra = rule === undefined ? [] : [...new Set(listReadVariables(rule))].filter((n) => !listed.has(n));
  const all: RuleVariable[] = [
    ...variables,
    ...extra.map((name): RuleVariable => ({ name, label: name, type: 'string' })),
  ];
  return all.map((v) => ({
    name: v.name,
    label: v.label,
    inputType: v.type === 'number' ? 'number' : v.type === 'date' ? 'date' : 'text',
    ...(v.options ? { values: v.options.map((o) => ({ name: o.value, label: o.label })) } : {}),
    valueSources:
      isConstant(v.name) || v.type === 'boolean'
        ? ['value']
        : [
            { name: 'value', label: 'a value' },
            { name: 'field', label: 'a constant' },
          ],
    comparator: (f: { name?: string }) => typeof f.name === 'string' && isConstant(f.name),
    variableType: v.type,
  }));
}

/** True for a constant's path (`constants.loanAmountMax`): offered as a value to compare with, not as a subject. */
export function isConstant(name: string): boolean {
  return name.startsWith('constants.');
}
