import { evaluateRule, type RuleContext } from '../../engine/rules.ts';
import type { ScreenForm } from '../../engine/screen-types.ts';
import { collectVisibilityRules } from '../../engine/visibility.ts';

/**
 * Evaluates a screen's field visibility rules (`form.visibility`, and `form.visibilityGroups` field by field) over
 * the context: JSON pointer -> shown.
 */
export function evaluateVisibility(form: ScreenForm | null | undefined, context: RuleContext): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(collectVisibilityRules(form)).map(([pointer, rule]) => [pointer, evaluateRule(rule, context)]),
  );
}
