import type { RuleContext } from './rules.ts';
import { isStepDone, isStepNeeded } from './steps.ts';
import type { Step } from './types.ts';

/** The labels of the whole journey's progress (programme.json `progress`); its steps are the programme's `steps`. */
export interface ProgressConfig {
  /** E.g. "Step {current} of {total}". */
  label: string;
  /** E.g. "{done} of {total} steps done" (home screens). */
  doneLabel: string;
}

export interface Progress {
  total: number;
  done: number;
  /** 1-based: the step the screen belongs to, else the first step not done (total + 1 when all are). */
  current: number;
  /** The title of the current step. */
  currentLabel: string;
  /** The steps that are not needed (requiredWhen / skipWhen): they count as done, and show so. */
  notNeeded: string[];
}

/** Where the borrower is in the whole journey (pre- and post-offer) on `screenId`, over the programme's steps. */
export function resolveProgress(steps: readonly Step[], context: RuleContext, screenId: string): Progress {
  const done = steps.map((step) => isStepDone(step, context));
  const own = steps.findIndex((step) => step.screens?.includes(screenId));
  const firstOpen = done.indexOf(false);
  const index = own >= 0 ? own : firstOpen >= 0 ? firstOpen : steps.length;
  return {
    total: steps.length,
    done: done.filter(Boolean).length,
    current: index + 1,
    currentLabel: steps[index]?.title ?? '',
    notNeeded: steps.filter((step) => !isStepNeeded(step, context)).map((step) => step.id),
  };
}

/** A progress text with `{current}`, `{total}` and `{done}` filled in. */
export function formatProgress(template: string, progress: Progress): string {
  return template
    .replace('{current}', String(progress.current))
    .replace('{total}', String(progress.total))
    .replace('{done}', String(progress.done));
}
