import jsonLogic from 'json-logic-js';
import { isJsonObject, type Json } from './json.ts';
import { DERIVED_OPERATIONS } from './operations.ts';
import type { Rule } from './types.ts';

/**
 * Registers the derived values (operations.ts) as json-logic operations like its own, for every rule and payload
 * field: on json-logic's one global, so called where a program starts (the app, the CLI, the scenarios, the studio,
 * the tests' setup), never on import. Calling it again changes nothing.
 */
export function registerRuleOperations(): void {
  for (const [name, operation] of Object.entries(DERIVED_OPERATIONS)) jsonLogic.add_operation(name, operation);
}

/**
 * The one context every json-logic rule of the config is evaluated over. Documented for analysts in README.md.
 * - `form`: the current screen's form data (what the borrower typed, not yet submitted).
 * - `user`: client-held user state (spec §3): isAuthenticated, isGstFlow, otpSent, isUserReturningFromBanking, ...
 * - `saved`: the answers screens submitted, by their `form.savedAs`: `saved.<savedAs>.<field>`.
 * - `lead`: the lead (leadId, status, stageCode, applicantName, offerAccepted, ...) or null before one exists.
 * - `workflow`: `currentStep` (first trigger not completed), `completed.<STEP>` booleans, `allCompleted`.
 * - `constants`: the programme's constants; `programme`: `{id, programCode, version, locale}` (version: the published
 *   one running, null when none; locale: the language the borrower reads it in); `query`: the URL's query parameters.
 * - `offer`: the selected quote / accepted offer.
 * - `submitted`: `submitted.<screenId>` is true once that screen's form action succeeded in this session.
 * - `saved`: `saved.<savedAs>.<field>`, the form a screen submitted under its `form.savedAs`.
 */
export interface RuleContext {
  form: Record<string, unknown>;
  user: Record<string, unknown>;
  saved: Record<string, Record<string, unknown>>;
  lead: Record<string, unknown> | null;
  workflow: { currentStep: string; completed: Record<string, boolean>; allCompleted: boolean; status?: string };
  constants: Record<string, unknown>;
  programme: { id: string; programCode: string | null; version?: string | null; locale?: string };
  query: Record<string, string>;
  offer: Record<string, unknown> | null;
  submitted: Record<string, boolean>;
}

/** The top-level names a rule may read. */
export const RULE_CONTEXT_ROOTS = [
  'form',
  'user',
  'saved',
  'submitted',
  'lead',
  'workflow',
  'constants',
  'programme',
  'query',
  'offer',
] as const;

/** An empty context: what rules see before anything is known. */
export function createRuleContext(partial: Partial<RuleContext> = {}): RuleContext {
  return {
    form: {},
    user: {},
    saved: {},
    lead: null,
    workflow: { currentStep: '', completed: {}, allCompleted: false },
    constants: {},
    programme: { id: '', programCode: null },
    query: {},
    offer: null,
    submitted: {},
    ...partial,
  };
}

/** Applies a json-logic rule (with the derived values) over any data: the rule context, or a payload's wider one. */
export function applyLogic(rule: Rule, data: Record<string, unknown>): unknown {
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, data);
}

/** Evaluates a rule; an absent rule holds. The result is read as a boolean the way json-logic reads truthiness. */
export function evaluateRule(rule: Rule | undefined, context: RuleContext): boolean {
  if (rule === undefined) return true;
  return jsonLogic.truthy(applyLogic(rule, context as unknown as Record<string, unknown>));
}

/** Operators whose later arguments are evaluated over each item of the first (`{"some": [list, rule]}`). */
const ITEM_SCOPED = new Set(['some', 'all', 'none', 'filter', 'map', 'reduce']);

/**
 * Every variable path a rule reads over the context (`{"var": "form.shouldUseGstAddress"}` ->
 * `form.shouldUseGstAddress`). Variables inside `some`, `all`, `filter`, ... read a list item, not the context
 * (`{"some": [{"var": "lead.applicants"}, {"==": [{"var": "applicantType"}, "co-applicant"]}]}`), so only the list is listed.
 */
export function listRuleVariables(rule: Rule | undefined): string[] {
  const found: string[] = [];
  const walk = (node: Json | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!isJsonObject(node)) return;
    for (const [op, args] of Object.entries(node)) {
      if (op === 'var') {
        const name = Array.isArray(args) ? args[0] : args;
        if (typeof name === 'string' && name !== '') found.push(name);
      } else if (ITEM_SCOPED.has(op) && Array.isArray(args)) walk(args[0]);
      else walk(args);
    }
  };
  walk(rule);
  return found;
}

/** The operators a rule uses, to reject unknown ones at lint time rather than at run time. */
export function listRuleOperators(rule: Rule | undefined): string[] {
  const found: string[] = [];
  const walk = (node: Json | undefined): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isJsonObject(node)) {
      for (const [op, args] of Object.entries(node)) {
        found.push(op);
        walk(args);
      }
    }
  };
  walk(rule);
  return found;
}

/** json-logic operators the config may use: json-logic-js built-ins and the derived values (operations.ts). */
export const RULE_OPERATORS = new Set([
  'var',
  'missing',
  'missing_some',
  'if',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'reduce',
  'filter',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
  'log',
  ...Object.keys(DERIVED_OPERATIONS),
]);

/** Evaluates a rule for its value (not its truthiness): form bindings fill fields this way. */
export function evaluateValue(rule: Rule, context: RuleContext): unknown {
  return applyLogic(rule, context as unknown as Record<string, unknown>);
}

/** The values of a screen's form bindings over the context; bindings that give null or undefined are left out. */
export function evaluateBindings(
  bindings: Readonly<Record<string, Rule>> | undefined,
  context: RuleContext,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(bindings ?? {})) {
    const value = evaluateValue(rule, context);
    if (value !== null && value !== undefined) values[field] = value;
  }
  return values;
}
