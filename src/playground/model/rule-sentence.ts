import { formatValue, type ValueFormat } from '../../engine/format.ts';
import { isJsonObject, type Json } from '../../engine/json.ts';
import { constantFormat, humaniseName, type RuleVariable } from './rule-variables.ts';

// A json-logic rule in plain words for the analyst ("when annual turnover is below ₹40,00,000"), written under each
// rule in the studio. Every operator the configs use has its words; any other is named, never shown as JSON.

interface Words {
  variables: ReadonlyMap<string, RuleVariable>;
  constants: Readonly<Record<string, Json>>;
}

const COMPARISONS: Readonly<Record<string, string>> = {
  '==': 'is',
  '===': 'is',
  '!=': 'is not',
  '!==': 'is not',
  '<': 'is below',
  '<=': 'is at most',
  '>': 'is above',
  '>=': 'is at least',
};
const NEGATED: Readonly<Record<string, string>> = {
  '==': '!=',
  '===': '!==',
  '!=': '==',
  '!==': '===',
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
};
/** The comparison read the other way round (`5 < x` is `x > 5`). */
const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
const ARITHMETIC: Readonly<Record<string, string>> = {
  '+': 'plus',
  '-': 'minus',
  '*': 'times',
  '/': 'divided by',
  '%': 'modulo',
  cat: 'followed by',
};

const argsOf = (node: Json): Json[] => (Array.isArray(node) ? node : [node]);
const varName = (node: Json | undefined): string | undefined => {
  if (!isJsonObject(node) || !('var' in node) || Object.keys(node).length !== 1) return undefined;
  const name = Array.isArray(node.var) ? node.var[0] : node.var;
  return typeof name === 'string' ? name : typeof name === 'number' ? String(name) : undefined;
};
const list = (items: string[], last = 'or'): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** The label of a variable path: its own, else its closest listed parent's and the rest in words. */
function labelOf(name: string, words: Words): string {
  const own = words.variables.get(name);
  if (own) return own.label;
  if (name.endsWith('.length')) return `the number of ${labelOf(name.slice(0, -'.length'.length), words)}`;
  const parts = name.split('.');
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const parent = words.variables.get(parts.slice(0, i).join('.'));
    if (parent) return `${parent.label} ${parts.slice(i).map(humaniseName).join(' ')}`;
  }
  return parts.map(humaniseName).join(' ');
}

function constantOf(name: string, words: Words): { value: Json; format?: ValueFormat } | undefined {
  if (!name.startsWith('constants.')) return undefined;
  const key = name.slice('constants.'.length);
  const variable = words.variables.get(name);
  const value = Object.hasOwn(words.constants, key) ? words.constants[key] : variable?.value;
  if (value === undefined) return undefined;
  return { value, format: variable?.format ?? constantFormat(key) };
}

/** A literal value in words: an option's label, a number in its format, a text in quotes. */
function describeLiteral(value: Json, format: ValueFormat | undefined, about: RuleVariable | undefined): string {
  if (value === null) return 'empty';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return formatValue(value, format ?? 'number');
  if (typeof value === 'string') {
    const option = about?.options?.find((o) => o.value === value);
    return option && option.label !== value ? option.label : `“${value}”`;
  }
  if (Array.isArray(value)) return list(value.map((v) => describeLiteral(v, format, about)));
  return 'a value';
}

/** What an operand stands for: a variable's label, a constant's value, a literal, a computed value. */
function describeOperand(node: Json, words: Words, format?: ValueFormat, about?: RuleVariable): string {
  const name = varName(node);
  if (name !== undefined) {
    const constant = constantOf(name, words);
    return constant ? describeLiteral(constant.value, constant.format ?? format, about) : labelOf(name, words);
  }
  if (!isJsonObject(node)) return describeLiteral(node, format, about);
  const [op = '', raw] = Object.entries(node)[0] ?? [];
  const args = argsOf(raw as Json);
  if (ARITHMETIC[op]) return args.map((a) => describeOperand(a, words, format, about)).join(` ${ARITHMETIC[op]} `);
  if (op === 'if') return `(${describeCondition(node, words, true)})`;
  if (COMPARISONS[op] || ['and', 'or', '!', '!!', 'in'].includes(op))
    return `whether ${describeCondition(node, words, true)}`;
  return `${humaniseName(op)} of ${list(
    args.map((a) => describeOperand(a, words, format, about)),
    'and',
  )}`;
}

const formatOfSide = (node: Json | undefined, words: Words): ValueFormat | undefined => {
  const name = varName(node);
  return name === undefined ? undefined : (words.variables.get(name)?.format ?? constantOf(name, words)?.format);
};

function describeComparison(op: string, args: Json[], words: Words): string {
  if (args.length === 3 && (op === '<' || op === '<=')) {
    const [low, x, high] = args as [Json, Json, Json];
    const format = formatOfSide(x, words);
    return `${describeOperand(x, words)} is ${op === '<' ? 'between' : 'from'} ${describeOperand(low, words, format)} ${op === '<' ? 'and' : 'to'} ${describeOperand(high, words, format)}${op === '<' ? ' (neither included)' : ''}`;
  }
  let [left, right] = [args[0] ?? null, args[1] ?? null];
  // a literal or a constant on the left reads better on the right: "5 < x" is "x is above 5"
  if (
    varName(left) === undefined ||
    (constantOf(varName(left)!, words) && varName(right) !== undefined && !constantOf(varName(right)!, words))
  ) {
    if (varName(right) !== undefined && !constantOf(varName(right)!, words)) {
      [left, right] = [right, left];
      op = FLIPPED[op] ?? op;
    }
  }
  const about = words.variables.get(varName(left) ?? '');
  if (right === true && (op === '==' || op === '===')) return `${describeOperand(left, words)} is true`;
  if (right === false && (op === '==' || op === '===')) return `${describeOperand(left, words)} is false`;
  return `${describeOperand(left, words)} ${COMPARISONS[op]} ${describeOperand(right, words, formatOfSide(left, words), about)}`;
}

/** `{"var": x}` read as a condition: a yes/no variable is true, a list is not empty, anything else is filled in. */
function describeTruth(name: string, negated: boolean, words: Words): string {
  if (name.endsWith('.length'))
    return `${labelOf(name.slice(0, -'.length'.length), words)} ${negated ? 'is empty' : 'is not empty'}`;
  const variable = words.variables.get(name);
  if (variable?.type === 'boolean') return `${variable.label} ${negated ? 'is not true' : 'is true'}`;
  return `${labelOf(name, words)} ${negated ? 'is not filled in' : 'is filled in'}`;
}

function describeIn(args: Json[], words: Words): string {
  const [needle = null, haystack = null] = args;
  if (Array.isArray(haystack)) {
    const about = words.variables.get(varName(needle) ?? '');
    return `${describeOperand(needle, words)} is one of ${describeLiteral(haystack, formatOfSide(needle, words), about)}`;
  }
  return `${describeOperand(haystack, words)} contains ${describeOperand(needle, words)}`;
}

function describeNot(arg: Json, words: Words): string {
  const name = varName(arg);
  if (name !== undefined) return describeTruth(name, true, words);
  if (isJsonObject(arg)) {
    const [op = '', raw] = Object.entries(arg)[0] ?? [];
    if (NEGATED[op] && argsOf(raw as Json).length === 2)
      return describeComparison(NEGATED[op], argsOf(raw as Json), words);
    if (op === '!') return describeCondition(argsOf(raw as Json)[0] ?? null, words, false);
  }
  return `it is not so that ${describeCondition(arg, words, true)}`;
}

function describeCondition(node: Json, words: Words, nested: boolean): string {
  const name = varName(node);
  if (name !== undefined) return describeTruth(name, false, words);
  if (!isJsonObject(node)) return node === null || node === false || node === 0 || node === '' ? 'never' : 'always';
  const [op = '', raw] = Object.entries(node)[0] ?? [];
  const args = argsOf(raw as Json);
  if (op === 'and' || op === 'or') {
    if (!args.length) return op === 'and' ? 'always' : 'never';
    const text = args.map((a) => describeCondition(a, words, true)).join(` ${op} `);
    return nested && args.length > 1 ? `(${text})` : text;
  }
  if (op === '!') return describeNot(args[0] ?? null, words);
  if (op === '!!') return describeCondition(args[0] ?? null, words, nested);
  if (COMPARISONS[op]) return describeComparison(op, args, words);
  if (op === 'in') return describeIn(args, words);
  if (op === 'if') return describeIf(args, words);
  if (['some', 'all', 'none'].includes(op))
    return `${op === 'none' ? 'no' : op === 'all' ? 'every' : 'some'} item of ${describeOperand(args[0] ?? null, words)} is such that ${describeCondition(args[1] ?? null, words, true)}`;
  if (op === 'missing')
    return `${list(
      argsOf(args[0] ?? null).map((a) => labelOf(String(a), words)),
      'or',
    )} is not filled in`;
  return `${describeOperand(node, words)} holds`;
}

function describeIf(args: Json[], words: Words): string {
  const parts: string[] = [];
  for (let i = 0; i + 1 < args.length; i += 2)
    parts.push(
      `${i ? 'else if' : 'if'} ${describeCondition(args[i]!, words, true)} then ${describeCondition(args[i + 1]!, words, true)}`,
    );
  if (args.length % 2 === 1) parts.push(`else ${describeCondition(args[args.length - 1]!, words, true)}`);
  return parts.join(', ');
}

/**
 * A json-logic rule as a sentence: "when annual turnover is below ₹40,00,000". Variables are named by their labels
 * (`variables`, from listRuleVariables), constants (`{"var": "constants.x"}`) by their value in its format (an amount
 * in rupees the Indian way), options by their titles. No rule: "always".
 */
export function describeRule(
  rule: Json | undefined,
  variables: readonly RuleVariable[],
  constants: Readonly<Record<string, Json>> = {},
): string {
  if (rule === undefined) return 'always';
  const words: Words = { variables: new Map(variables.map((v) => [v.name, v])), constants };
  const text = describeCondition(rule, words, false);
  return text === 'always' || text === 'never' ? text : `when ${text}`;
}
