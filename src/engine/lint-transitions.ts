import { isJsonObject, type Json } from './json.ts';
import { listProgrammeTransitions, NAVIGATION_LISTS, type DerivedTransition } from './transitions.ts';
import type { NavigationList, Problem, ResolvedProgramme, Rule } from './types.ts';

// Lint of the programme's transitions (the derived set chooseDestination picks from): a transition no borrower can
// take, because one before it in its list is always taken first, or because it waits for a current step the workflow
// never reports (a terminal step is the lead's status).

/** The lists taken on a lead read: never to the screen that read it, so an entry to that screen is passed over there. */
const LEAVING_LISTS: ReadonlySet<NavigationList> = new Set(['leadStatus', 'leadLoaded']);

/**
 * True when `earlier`, tried before `later` in the same list, is taken wherever `later` could be: it has no rule, it is
 * taken from every screen `later` is, and (a lead-read list) none of those screens is where it leads.
 */
function alwaysBefore(list: NavigationList, earlier: DerivedTransition, later: DerivedTransition): boolean {
  if (earlier.when !== undefined) return false;
  if (earlier.from !== undefined && !(later.from !== undefined && later.from.every((s) => earlier.from?.includes(s))))
    return false;
  return !LEAVING_LISTS.has(list) || (later.from !== undefined && !later.from.includes(earlier.to));
}

/**
 * Every transition of a programme list that one before it always shadows, as `programme.json#<its pointer>: shadowed
 * transition: ...`: the first whose rule holds wins, so a transition after one without a rule (taken from the same
 * screens) is never taken. Its own `navigation` entries come first, so one without a rule shadows what the tables imply.
 */
export function lintShadowedTransitions(p: ResolvedProgramme, file: string): Problem[] {
  const lists = listProgrammeTransitions(p);
  const problems: Problem[] = [];
  for (const list of NAVIGATION_LISTS) {
    lists[list].forEach((t, i) => {
      const before = lists[list].slice(0, i).find((e) => alwaysBefore(list, e, t));
      if (before)
        problems.push({
          file,
          pointer: t.pointer,
          message: `shadowed transition: ${list} never takes "${t.label}" to "${t.to}": ${before.pointer} before it has no rule, so it is always taken first`,
        });
    });
  }
  return problems;
}

/** The terminal steps a rule compares `workflow.currentStep` with (`==`, `===`, `!=`, `!==`, `in` a list). */
function currentStepComparisons(rule: Json, terminal: ReadonlySet<string>): string[] {
  if (Array.isArray(rule)) return rule.flatMap((r) => currentStepComparisons(r, terminal));
  if (!isJsonObject(rule)) return [];
  const found: string[] = [];
  for (const [op, args] of Object.entries(rule)) {
    const pair = Array.isArray(args) ? args : [];
    const readsStep = pair.some((a) => isJsonObject(a) && a.var === 'workflow.currentStep');
    if (readsStep && ['==', '===', '!=', '!=='].includes(op))
      found.push(...pair.filter((a): a is string => typeof a === 'string' && terminal.has(a)));
    if (readsStep && op === 'in' && Array.isArray(pair[1]))
      found.push(...pair[1].filter((a): a is string => typeof a === 'string' && terminal.has(a)));
    found.push(...currentStepComparisons(args, terminal));
  }
  return found;
}

/**
 * Why a rule waits for a current step the workflow never reports: a terminal step (spec §4: a loan status the lead
 * reports, never a step of its workflow), or undefined. `lead.status` is where a terminal step is read.
 */
export function explainTerminalCurrentStep(rule: Rule, p: ResolvedProgramme): string | undefined {
  const found = currentStepComparisons(rule as Json, new Set(p.programme.workflow?.terminalSteps ?? []));
  return found.length === 0
    ? undefined
    : `compares workflow.currentStep with terminal step "${found[0]}", which is the lead's status, never its current step: read lead.status`;
}

/** A `stepScreens` key that is a terminal step: the entry waits for a current step the workflow never reports. */
export function lintTerminalStepScreens(p: ResolvedProgramme, file: string): Problem[] {
  const terminal = new Set(p.programme.workflow?.terminalSteps ?? []);
  return Object.keys(p.programme.workflow?.stepScreens ?? {})
    .filter((step) => terminal.has(step))
    .map((step) => ({
      file,
      pointer: `/workflow/stepScreens/${step}`,
      message: `"${step}" is a terminal step, the lead's status and never its current step: this entry is never taken (write it in stageScreens or a group, which are read on the lead's status)`,
    }));
}
