import { evaluateRule, listRuleVariables, type RuleContext } from './rules.ts';
import type { Programme, Step } from './types.ts';

// A programme's steps (programme.json `steps`), declared once: the home cards, the progress and lint derive from them.

/** The programme's steps in order (none when it declares none). */
export function programmeSteps(programme: Pick<Programme, 'steps'>): Step[] {
  return programme.steps ?? [];
}

/** The steps shown as cards on a home screen: those whose `home` names it, in the programme's order. */
export function homeSteps(programme: Pick<Programme, 'steps'>, screenId: string): Step[] {
  return programmeSteps(programme).filter((step) => step.home === screenId);
}

/**
 * Whether the borrower needs the step: `requiredWhen` (default: required) holds and `skipWhen` (default: never)
 * does not. A step that is not needed shows so, counts as done and never blocks the next.
 */
export function isStepNeeded(step: Pick<Step, 'requiredWhen' | 'skipWhen'>, context: RuleContext): boolean {
  if (step.requiredWhen !== undefined && !evaluateRule(step.requiredWhen, context)) return false;
  return !(step.skipWhen !== undefined && evaluateRule(step.skipWhen, context));
}

/**
 * Whether the server says the step is done. With a `completedWhen` rule, that rule alone decides, over the whole
 * rule context (a step done in more than one way says so with an `or`); otherwise every workflow trigger in
 * `completedBy` must be completed. A step with neither is never done (lint rejects it).
 */
export function isServerDone(step: Pick<Step, 'completedBy' | 'completedWhen'>, context: RuleContext): boolean {
  if (step.completedWhen !== undefined) return evaluateRule(step.completedWhen, context);
  const triggers = step.completedBy ?? [];
  return triggers.length > 0 && triggers.every((trigger) => context.workflow.completed[trigger] === true);
}

/**
 * The screens of the step's `submit` list this session has not submitted, in order. A session that has submitted
 * none of the step's screens did not do the step here (the borrower did it on another device or before logging in
 * again): the server's word stands and nothing is missing. A session that has started the step must submit each.
 */
export function missingSubmits(step: Pick<Step, 'submit' | 'screens' | 'start'>, context: RuleContext): string[] {
  const submit = step.submit ?? [];
  const own = new Set([...(step.screens ?? []), ...submit]);
  const started = [...own].some((id) => context.submitted[id] === true);
  return started ? submit.filter((id) => context.submitted[id] !== true) : [];
}

/** Done: not needed, or the server says so and no screen of its `submit` list is missing. */
export function isStepDone(step: Step, context: RuleContext): boolean {
  return !isStepNeeded(step, context) || (isServerDone(step, context) && missingSubmits(step, context).length === 0);
}

/** The current step: the first that is not done (the only card offered Start), or undefined when all are. */
export function findCurrentStep<T extends Step>(steps: readonly T[], context: RuleContext): T | undefined {
  return steps.find((step) => !isStepDone(step, context));
}

/** The screen Start opens: the first `submit` screen this session is missing, else the step's `start`. */
export function stepStartScreen(step: Step, context: RuleContext): string | undefined {
  return missingSubmits(step, context)[0] ?? step.start;
}

/**
 * The workflow triggers of the steps that are not needed over `context` (`workflow.currentStep` skips them). A
 * trigger that a needed step also lists is kept.
 */
export function notNeededTriggers(steps: readonly Step[], context: RuleContext): Set<string> {
  const needed = steps.filter((step) => isStepNeeded(step, context));
  const keep = new Set(needed.flatMap((step) => step.completedBy ?? []));
  return new Set(
    steps
      .filter((step) => !needed.includes(step))
      .flatMap((step) => step.completedBy ?? [])
      .filter((t) => !keep.has(t)),
  );
}

/** The workflow triggers a step's server-side completion reads: `completedBy`, and those its `completedWhen` names. */
function stepTriggers(step: Pick<Step, 'completedBy' | 'completedWhen'>): string[] {
  const prefix = 'workflow.completed.';
  const named = listRuleVariables(step.completedWhen)
    .filter((v) => v.startsWith(prefix))
    .map((v) => v.slice(prefix.length));
  return [...(step.completedBy ?? []), ...named];
}

/**
 * Whether the borrower has begun the step: it is done, one of its workflow triggers is completed, one of its screens
 * was submitted this session, or its `verifyingWhen` holds. A step not begun says its `step_not_started` text, never a status
 * such as "Your KYC is pending" that the server gives before the borrower has done anything.
 */
export function isStepBegun(step: Step, context: RuleContext): boolean {
  if (isStepDone(step, context)) return true;
  if (stepTriggers(step).some((trigger) => context.workflow.completed[trigger] === true)) return true;
  if ((step.screens ?? []).some((id) => context.submitted[id] === true)) return true;
  return step.verifyingWhen !== undefined && evaluateRule(step.verifyingWhen, context);
}
