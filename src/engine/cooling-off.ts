import type { OfferFigures } from './kfs.ts';

// The cooling-off exit (RBI Digital Lending Directions: the borrower may exit the loan within the look-up period "by
// paying the principal and the proportionate APR without any penalty"; a reasonable one-time processing fee may be
// kept when the KFS says so). The figure comes from the same offer figures the KFS shows.

/** Where a loan stands against its cooling-off period, as the lender says (the lead's `coolingOff`). */
export interface CoolingOffWindow {
  /** The period's length in days after disbursal. */
  days: number;
  /** The calendar day of the period today, the day of disbursal being 1. */
  daysHeld: number;
  /** The last day the borrower may exit, yyyy-mm-dd. */
  lastDay: string;
}

/** What exiting the loan costs on the window's day, and whether it may be exited still. */
export interface CoolingOffExit {
  /** Whether today is within the period: the days held are at most its length. */
  open: boolean;
  daysHeld: number;
  lastDay: string;
  principal: number;
  /** The proportionate APR for the days held: principal x APR x days / 365, rounded to the rupee. */
  cost: number;
  /** The charges the lender gives back (deducted at disbursal and not kept): they come off what is repaid. */
  refunded: number;
  /** What the borrower repays to exit: principal + cost - refunded. */
  amount: number;
}

/**
 * The exit of a loan with these figures on the window's day, the lender keeping the charge types `keeps` (e.g.
 * PROCESSING_FEE, when its KFS says so); null without an APR to be proportionate to, or a day held.
 */
export function coolingOffExit(
  offer: OfferFigures,
  window: CoolingOffWindow,
  keeps: readonly string[] = [],
): CoolingOffExit | null {
  const apr = offer.figures.aprPct;
  const { daysHeld, days, lastDay } = window;
  if (apr === null || !Number.isInteger(daysHeld) || daysHeld < 1) return null;
  const { principal } = offer.terms;
  const cost = Math.round((principal * apr * daysHeld) / 100 / 365);
  const refunded = offer.figures.charges.filter((c) => !keeps.includes(c.type)).reduce((sum, c) => sum + c.total, 0);
  return { open: daysHeld <= days, daysHeld, lastDay, principal, cost, refunded, amount: principal + cost - refunded };
}
