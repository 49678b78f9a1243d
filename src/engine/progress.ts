import { isCardComplete } from './cards.ts';
import { evaluateRule, type RuleContext } from './rules.ts';
import { screenCards } from './screen-types.ts';
import type { Rule, Screen } from './types.ts';

/**
 * One step of the whole journey's progress (programme.json `progress.steps`): either a home card
 * (`"card": "<home screen>/<card id>"`, its title and completion reused) or its own `label` and `completedWhen`.
 * `screens` are the screens where the borrower is doing this step.
 */
export interface ProgressStep {
  card?: string;
  label?: string;
  completedWhen?: Rule;
  screens?: string[];
}

export interface ProgressConfig {
  /** E.g. "Step {current} of {total}". */
  label: string;
  /** E.g. "{done} of {total} steps done" (home screens). */
  doneLabel: string;
  steps: ProgressStep[];
}

export interface Progress {
  total: number;
  done: number;
  /** 1-based: the step the screen belongs to, else the first step not done (total + 1 when all are). */
  current: number;
  /** The label of the current step. */
  currentLabel: string;
}

/** The card a progress step names, from the programme's screens. */
export function findProgressCard(step: ProgressStep, screens: Readonly<Record<string, Screen>>) {
  if (!step.card) return undefined;
  const [screenId = '', cardId = ''] = step.card.split('/');
  const screen = screens[screenId];
  return screen ? screenCards(screen).find((c) => c.id === cardId) : undefined;
}

function isStepDone(step: ProgressStep, screens: Readonly<Record<string, Screen>>, context: RuleContext): boolean {
  const card = findProgressCard(step, screens);
  if (card) return isCardComplete(card, context);
  return step.completedWhen !== undefined && evaluateRule(step.completedWhen, context);
}

/** Where the borrower is in the whole journey (pre- and post-offer) on `screenId`. */
export function resolveProgress(config: ProgressConfig, screens: Readonly<Record<string, Screen>>, context: RuleContext, screenId: string): Progress {
  const done = config.steps.map((step) => isStepDone(step, screens, context));
  const own = config.steps.findIndex((step) => step.screens?.includes(screenId));
  const firstOpen = done.indexOf(false);
  const index = own >= 0 ? own : firstOpen >= 0 ? firstOpen : config.steps.length;
  const step = config.steps[index];
  const label = step ? (step.label ?? findProgressCard(step, screens)?.title ?? '') : '';
  return { total: config.steps.length, done: done.filter(Boolean).length, current: index + 1, currentLabel: label };
}

/** A progress text with `{current}`, `{total}` and `{done}` filled in. */
export function formatProgress(template: string, progress: Progress): string {
  return template.replace('{current}', String(progress.current)).replace('{total}', String(progress.total)).replace('{done}', String(progress.done));
}
