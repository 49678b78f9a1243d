import { evaluateRule, type RuleContext } from '../../engine/rules.ts';
import type { Rule } from '../../engine/types.ts';

/** Evaluates a screen's field visibility rules (`screen.form.visibility`) over the context: JSON pointer -> shown. */
export function evaluateVisibility(rules: Readonly<Record<string, Rule>> | undefined, context: RuleContext): Record<string, boolean> {
  return Object.fromEntries(Object.entries(rules ?? {}).map(([pointer, rule]) => [pointer, evaluateRule(rule, context)]));
}
