import { computeEmi } from './format.ts';

/**
 * The money a borrower must see before signing (RBI Key Fact Statement): the repayment schedule, the totals and
 * the Annual Percentage Rate. Pure: numbers in, numbers out. Amounts are whole rupees (spec §9: INR, 0 decimals).
 */

/** One instalment of a reducing-balance schedule. */
export interface Instalment {
  number: number;
  opening: number;
  interest: number;
  principal: number;
  instalment: number;
  closing: number;
}

/** A charge as the lender quotes it (spec §3 charge types) and whether GST is added on top. */
export interface Charge {
  type: string;
  amount: number;
  gstPct?: number;
}

export interface LoanTerms {
  principal: number;
  annualRatePct: number;
  months: number;
  /** The instalment the lender fixed (offer.emi); computed from the terms when absent. */
  emi?: number;
  charges?: Charge[];
}

export interface LoanFigures {
  emi: number;
  schedule: Instalment[];
  /** Each charge with its GST and total, in the order quoted. */
  charges: Array<Charge & { gst: number; total: number }>;
  totalCharges: number;
  netDisbursed: number;
  totalInterest: number;
  totalInstalments: number;
  /** Instalments plus charges: everything the borrower pays. */
  totalPayable: number;
  /** Annual percentage rate, in percent, rounded to 2 decimals; null when it cannot be computed. */
  aprPct: number | null;
}

/**
 * A reducing-balance schedule in whole rupees: each month's interest is the opening balance times the monthly rate,
 * rounded; the last instalment clears what is left, so the principal repaid is exactly the amount lent.
 */
export function buildSchedule(
  principal: number,
  annualRatePct: number,
  months: number,
  emi = computeEmi(principal, annualRatePct, months),
): Instalment[] {
  const rate = annualRatePct / 12 / 100;
  const rows: Instalment[] = [];
  let balance = principal;
  for (let n = 1; n <= months; n += 1) {
    const interest = Math.round(balance * rate);
    const principalPart = n === months ? balance : Math.min(balance, emi - interest);
    const closing = balance - principalPart;
    rows.push({
      number: n,
      opening: balance,
      interest,
      principal: principalPart,
      instalment: principalPart + interest,
      closing,
    });
    balance = closing;
  }
  return rows;
}

/** Present value at `rate` per period of flows at periods 0, 1, 2, ... */
function presentValue(flows: readonly number[], rate: number): number {
  return flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0);
}

function presentValueSlope(flows: readonly number[], rate: number): number {
  return flows.reduce((sum, flow, t) => sum - (t * flow) / (1 + rate) ** (t + 1), 0);
}

/**
 * The internal rate of return per period of flows at periods 0, 1, 2, ... (Newton's method from 1% a period).
 * Null when the flows do not change sign or the method does not settle.
 */
export function computeIrr(flows: readonly number[]): number | null {
  if (!flows.some((f) => f > 0) || !flows.some((f) => f < 0)) return null;
  let rate = 0.01;
  for (let i = 0; i < 100; i += 1) {
    const value = presentValue(flows, rate);
    const slope = presentValueSlope(flows, rate);
    if (slope === 0 || !Number.isFinite(slope)) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < 1e-12) return next;
    rate = next;
  }
  return null;
}

/**
 * APR of a monthly loan, in percent: the monthly IRR of what the borrower really receives (the net disbursed
 * amount, at month 0) and pays (each instalment, months 1..n), times 12, as the RBI KFS illustration annualises it.
 */
export function computeApr(netDisbursed: number, instalments: readonly number[]): number | null {
  const irr = computeIrr([netDisbursed, ...instalments.map((i) => -i)]);
  return irr === null ? null : Math.round(irr * 12 * 100 * 100) / 100;
}

/** Every figure of a Key Fact Statement, from the sanctioned terms and the quoted charges (GST added where given). */
export function computeLoanFigures(terms: LoanTerms): LoanFigures {
  const emi = terms.emi ?? computeEmi(terms.principal, terms.annualRatePct, terms.months);
  const schedule = buildSchedule(terms.principal, terms.annualRatePct, terms.months, emi);
  const charges = (terms.charges ?? []).map((c) => {
    const gst = Math.round((c.amount * (c.gstPct ?? 0)) / 100);
    return { ...c, gst, total: c.amount + gst };
  });
  const totalCharges = charges.reduce((sum, c) => sum + c.total, 0);
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  const totalInstalments = schedule.reduce((sum, row) => sum + row.instalment, 0);
  const netDisbursed = terms.principal - totalCharges;
  return {
    emi,
    schedule,
    charges,
    totalCharges,
    netDisbursed,
    totalInterest,
    totalInstalments,
    totalPayable: totalInstalments + totalCharges,
    aprPct: computeApr(
      netDisbursed,
      schedule.map((row) => row.instalment),
    ),
  };
}
