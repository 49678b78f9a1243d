import { hasFormPath } from './form-checks.ts';
import { isJsonObject, type Json } from './json.ts';
import { escapePointerSegment } from './pointer.ts';
import { RULE_CONTEXT_ROOTS, RULE_OPERATORS, listRuleOperators, listRuleVariables } from './rules.ts';
import { explainSavedRead } from './saved-answers.ts';
import type { Problem, ResolvedProgramme, Rule } from './types.ts';
import { DERIVED_OPERATIONS } from './operations.ts';
import { explainTerminalCurrentStep } from './lint-transitions.ts';
import { LEAD_FIELDS, OFFER_FIELDS, USER_STATE_FIELDS } from './vocabulary.ts';

const DERIVED_NAMES = Object.keys(DERIVED_OPERATIONS).join(', ');

/** The screens whose config file is this one: where a rule written in it is evaluated. */
function screensOfFile(p: ResolvedProgramme, file: string): string[] {
  return Object.keys(p.screens).filter((id) => p.origins[`screen:${id}`] === file);
}

/**
 * Checks a rule's operators and the variables it reads against the documented context. `on`: the screens the rule
 * is evaluated on (default: the screen of its file, if it is a screen's), for the order of `saved.*` answers.
 */
export function lintRule(
  rule: Rule | undefined,
  file: string,
  pointer: string,
  p: ResolvedProgramme,
  formSchema: Json | undefined,
  on?: readonly string[],
): Problem[] {
  if (rule === undefined) return [];
  const problems: Problem[] = findCompoundOperations(rule).map((at) => ({
    file,
    pointer: `${pointer}${at.pointer}`,
    message: `a rule object has one operator, this one has ${at.operators.length} (${at.operators.map((o) => `"${o}"`).join(', ')}): json-logic reads it as data, not a rule; write one operator (a child's rule replaces its parent's whole)`,
  }));
  for (const op of listRuleOperators(rule))
    if (!RULE_OPERATORS.has(op))
      problems.push({
        file,
        pointer,
        message: `unknown rule operator "${op}" (json-logic's own, or a derived value: ${DERIVED_NAMES})`,
      });
  for (const variable of listRuleVariables(rule)) {
    const why = explainBadVariable(variable, p, formSchema, on ?? screensOfFile(p, file));
    if (why !== undefined) problems.push({ file, pointer, message: `rule variable "${variable}" ${why}` });
  }
  const terminal = explainTerminalCurrentStep(rule, p);
  if (terminal !== undefined) problems.push({ file, pointer, message: `rule ${terminal}` });
  return problems;
}

/** The objects of a rule with more than one key, each with its pointer inside the rule and the keys it has. */
function findCompoundOperations(node: Json | undefined, at = ''): Array<{ pointer: string; operators: string[] }> {
  if (Array.isArray(node)) return node.flatMap((v, i) => findCompoundOperations(v, `${at}/${i}`));
  if (!isJsonObject(node)) return [];
  const keys = Object.keys(node);
  const here = keys.length > 1 ? [{ pointer: at, operators: keys }] : [];
  return [...here, ...keys.flatMap((k) => findCompoundOperations(node[k], `${at}/${escapePointerSegment(k)}`))];
}

/** Why a variable a rule reads is not in the rule context, or undefined when it is. */
function explainBadVariable(
  variable: string,
  p: ResolvedProgramme,
  formSchema: Json | undefined,
  on: readonly string[],
): string | undefined {
  const [root = '', first = '', ...rest] = variable.split('.');
  if (root === 'saved')
    return first === '' ? 'names no saved answer (saved.<savedAs>.<field>)' : explainSavedRead(p, [first, ...rest], on);
  if (!(RULE_CONTEXT_ROOTS as readonly string[]).includes(root))
    return `is not in the rule context (${RULE_CONTEXT_ROOTS.join(', ')})`;
  if (root === 'form' && !(formSchema && hasFormPath(formSchema, [first, ...rest].join('.'))))
    return "is not a field of this screen's form";
  if (root === 'user' && !(USER_STATE_FIELDS as readonly string[]).includes(first)) return 'is not a user-state field';
  if (root === 'lead' && !(LEAD_FIELDS as readonly string[]).includes(first)) return 'is not a lead field';
  if (root === 'offer' && !(OFFER_FIELDS as readonly string[]).includes(first)) return 'is not an offer field';
  if (root === 'constants' && !(first in p.constants)) return 'names an unknown constant';
  if (root === 'workflow') return explainBadWorkflowVariable(first, rest[0] ?? '', p);
  if (root === 'programme' && !['id', 'programCode', 'version', 'locale'].includes(first))
    return 'is not programme.id, programme.programCode, programme.version or programme.locale';
  if (root === 'submitted' && !(first in p.screens)) return 'names an unknown screen';
  return undefined;
}

function explainBadWorkflowVariable(first: string, step: string, p: ResolvedProgramme): string | undefined {
  if (first === 'completed') {
    const steps = new Set([...(p.programme.workflow?.steps ?? []), ...(p.programme.workflow?.terminalSteps ?? [])]);
    return steps.has(step) ? undefined : 'names an unknown workflow step';
  }
  return ['currentStep', 'allCompleted', 'status'].includes(first)
    ? undefined
    : 'is not currentStep, allCompleted, status or completed.<STEP>';
}
