import { evaluateRule, type RuleContext } from './rules.ts';
import type { HomeCard } from './types.ts';

/**
 * Whether a home card is complete (its check icon). When the card has a `completedWhen` rule, that rule alone decides,
 * over the whole rule context: a card that can be done in more than one way (digital eNACH, or penny drop plus paper
 * NACH) says so with an `or`. Otherwise every workflow step in `completedBy` must be completed. A card with neither
 * is never complete (lint rejects it).
 */
export function isCardComplete(card: Pick<HomeCard, 'completedBy' | 'completedWhen'>, context: RuleContext): boolean {
  if (card.completedWhen !== undefined) return evaluateRule(card.completedWhen, context);
  const steps = card.completedBy ?? [];
  return steps.length > 0 && steps.every((step) => context.workflow.completed[step] === true);
}

/** The current card: the first that is not complete (the only one offered Start), or undefined when all are. */
export function findCurrentCard<T extends Pick<HomeCard, 'completedBy' | 'completedWhen'>>(cards: readonly T[], context: RuleContext): T | undefined {
  return cards.find((card) => !isCardComplete(card, context));
}
