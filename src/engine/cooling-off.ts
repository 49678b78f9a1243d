import type { OfferFigures } from './kfs.ts';

// The cooling-off exit (RBI Digital Lending Directions: the borrower may exit the loan within the look-up period "by
// paying the principal and the proportionate APR without any penalty"; a reasonable one-time processing fee may be
// kept when the KFS says so). The figure comes from the same offer figures the KFS shows.

const DAY_MS = 86_400_000;

/** Where a loan stands against its cooling-off period, and what exiting it costs today. */
export interface CoolingOffExit {
  /** Whether today is within the period: the days held are at most its length. */
  open: boolean;
  /** Days since disbursal (by the calendar, in UTC), at least 1: the day of disbursal counts as one. */
  daysHeld: number;
  /** The last day the borrower may exit (disbursal day + the period's days, UTC), as yyyy-mm-dd. */
  lastDay: string;
  principal: number;
  /** The proportionate APR for the days held: principal x APR x days / 365, rounded to the rupee. */
  cost: number;
  /** The charges the lender gives back (deducted at disbursal and not kept): they come off what is repaid. */
  refunded: number;
  /** What the borrower repays to exit: principal + cost - refunded. */
  amount: number;
}

const dayOf = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/**
 * The exit on `today` of a loan disbursed on `disbursedAt` with these figures, a period of `days` days, and the charge
 * types the lender keeps (`keeps`, e.g. PROCESSING_FEE: its KFS says so); null without an APR to be proportionate to.
 */
export function coolingOffExit(
  offer: OfferFigures,
  disbursedAt: Date,
  today: Date,
  days: number,
  keeps: readonly string[] = [],
): CoolingOffExit | null {
  const apr = offer.figures.aprPct;
  if (apr === null || !Number.isFinite(disbursedAt.getTime())) return null;
  const start = dayOf(disbursedAt);
  const daysHeld = Math.max(1, dayOf(today) - start + 1);
  const { principal } = offer.terms;
  const cost = Math.round((principal * apr * daysHeld) / 100 / 365);
  const refunded = offer.figures.charges.filter((c) => !keeps.includes(c.type)).reduce((sum, c) => sum + c.total, 0);
  return {
    open: daysHeld <= days,
    daysHeld,
    lastDay: new Date((start + days - 1) * DAY_MS).toISOString().slice(0, 10),
    principal,
    cost,
    refunded,
    amount: principal + cost - refunded,
  };
}
