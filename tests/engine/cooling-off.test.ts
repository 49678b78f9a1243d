import { describe, expect, it } from 'vitest';
import { coolingOffExit } from '../../src/engine/cooling-off.ts';
import type { OfferFigures } from '../../src/engine/kfs.ts';
import { computeLoanFigures } from '../../src/engine/loan-schedule.ts';

// The exit amount against an independent calculation (the day held is the lender's: the lead's `coolingOff`): the APR found by bisection on the monthly cash flows (the
// engine uses Newton's method), the EMI by its closed formula, and the proportionate APR by hand.

const PRINCIPAL = 500_000;
const RATE = 18;
const FEE = { type: 'PROCESSING_FEE', amount: 10_000, gstPct: 18 };

function offerOf(months: number): OfferFigures {
  return {
    terms: { principal: PRINCIPAL, annualRatePct: RATE, months },
    figures: computeLoanFigures({ principal: PRINCIPAL, annualRatePct: RATE, months, charges: [FEE] }),
    chargeLabels: ['Processing fee'],
  };
}

/** The APR (percent a year) of receiving `net` today and paying `emi` for `months` months: bisection on the monthly rate. */
function independentApr(net: number, emi: number, months: number, last: number): number {
  const npv = (r: number) => {
    let value = net;
    for (let k = 1; k <= months; k += 1) value -= (k === months ? last : emi) / (1 + r) ** k;
    return value;
  };
  let [lo, hi] = [0, 0.1];
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0) hi = mid;
    else lo = mid;
  }
  return Math.round(((lo + hi) / 2) * 12 * 100 * 100) / 100;
}

const emiByFormula = (months: number) => {
  const r = RATE / 1200;
  return Math.round((PRINCIPAL * r * (1 + r) ** months) / ((1 + r) ** months - 1));
};

describe('the cooling-off exit amount', () => {
  const window = (daysHeld: number) => ({ days: 3, daysHeld, lastDay: '2027-01-12' });
  it.each([
    [12, 1],
    [12, 3],
    [36, 1],
    [36, 3],
  ])('over %i months, %i day(s) held: principal plus the proportionate APR', (months, days) => {
    const offer = offerOf(months);
    const fee = FEE.amount + Math.round((FEE.amount * FEE.gstPct) / 100);
    expect(offer.figures.emi).toBe(emiByFormula(months));
    const last = offer.figures.schedule.at(-1)!.instalment;
    const apr = independentApr(PRINCIPAL - fee, offer.figures.emi, months, last);
    expect(offer.figures.aprPct).toBeCloseTo(apr, 2);
    const exit = coolingOffExit(offer, window(days), ['PROCESSING_FEE'])!;
    const cost = Math.round((PRINCIPAL * (apr / 100) * days) / 365);
    expect(exit).toEqual({
      open: true,
      daysHeld: days,
      lastDay: '2027-01-12',
      principal: PRINCIPAL,
      cost,
      refunded: 0,
      amount: PRINCIPAL + cost,
    });
  });

  it('gives back a charge the lender does not keep, and closes the day after the period', () => {
    const offer = offerOf(12);
    const fee = FEE.amount + Math.round((FEE.amount * FEE.gstPct) / 100);
    const refunding = coolingOffExit(offer, { days: 3, daysHeld: 2, lastDay: '2027-01-12' })!;
    expect(refunding.refunded).toBe(fee);
    expect(refunding.amount).toBe(PRINCIPAL + refunding.cost - fee);
    const after = coolingOffExit(offer, { days: 3, daysHeld: 4, lastDay: '2027-01-12' })!;
    expect(after).toMatchObject({ open: false, daysHeld: 4, lastDay: '2027-01-12' });
  });

  it('is not worked out without an APR or a day held', () => {
    const offer = offerOf(12);
    const noApr = { ...offer, figures: { ...offer.figures, aprPct: null } };
    expect(coolingOffExit(noApr, { days: 3, daysHeld: 1, lastDay: '2027-01-12' })).toBeNull();
    expect(coolingOffExit(offer, { days: 3, daysHeld: 0, lastDay: '2027-01-12' })).toBeNull();
  });
});
