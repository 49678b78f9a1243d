import { describe, expect, it } from 'vitest';
import {
  buildSchedule,
  computeApr,
  computeIrr,
  computeLoanFigures,
  type Charge,
} from '../../src/engine/loan-schedule.ts';

/*
 * Vectors computed independently by tests/engine/loan-vectors.py: Python Decimal at 50 digits, the EMI by the annuity
 * formula, the schedule row by row, and the IRR by bisection (the engine uses binary floats and Newton's method).
 * The APR is the monthly IRR of [net disbursed, -instalment x n] times 12. Two published spreadsheet examples anchor
 * the method: Microsoft's PMT documentation (8% a year, 10 months, 10,000 -> 1,037.03 a month) and its RATE
 * documentation (48 payments of 200 on 8,000 -> 9.24% a year).
 */
const gst = (type: string, amount: number, gstPct: number): Charge => ({ type, amount, gstPct });
const VECTORS: Array<{
  p: number;
  pct: number;
  n: number;
  charges: Charge[];
  emi: number;
  last: number;
  totalInstalments: number;
  totalInterest: number;
  totalCharges: number;
  net: number;
  payable: number;
  apr: number;
}> = [
  {
    p: 100000,
    pct: 12,
    n: 12,
    charges: [],
    emi: 8885,
    last: 8884,
    totalInstalments: 106619,
    totalInterest: 6619,
    totalCharges: 0,
    net: 100000,
    payable: 106619,
    apr: 12.0,
  },
  {
    p: 500000,
    pct: 18,
    n: 24,
    charges: [gst('PROCESSING_FEE', 10000, 18)],
    emi: 24962,
    last: 24961,
    totalInstalments: 599087,
    totalInterest: 99087,
    totalCharges: 11800,
    net: 488200,
    payable: 610887,
    apr: 20.48,
  },
  {
    p: 123457,
    pct: 15.5,
    n: 7,
    charges: [
      gst('PROCESSING_FEE', 1234, 18),
      gst('INSURANCE_CHARGES', 999, 0),
      gst('OTHER_UPFRONT_CHARGES', 250, 18),
      gst('OTHER_CHARGES', 100, 0),
    ],
    emi: 18560,
    last: 18559,
    totalInstalments: 129919,
    totalInterest: 6462,
    totalCharges: 2850,
    net: 120607,
    payable: 132769,
    apr: 22.74,
  },
  {
    p: 50000,
    pct: 24,
    n: 1,
    charges: [gst('PROCESSING_FEE', 500, 18)],
    emi: 51000,
    last: 51000,
    totalInstalments: 51000,
    totalInterest: 1000,
    totalCharges: 590,
    net: 49410,
    payable: 51590,
    apr: 38.62,
  },
  {
    p: 4000000,
    pct: 10.75,
    n: 84,
    charges: [gst('PROCESSING_FEE', 40000, 18), gst('INSURANCE_CHARGES', 12000, 18)],
    emi: 67965,
    last: 67969,
    totalInstalments: 5709064,
    totalInterest: 1709064,
    totalCharges: 61360,
    net: 3938640,
    payable: 5770424,
    apr: 11.25,
  },
  {
    p: 120000,
    pct: 0,
    n: 12,
    charges: [gst('PROCESSING_FEE', 1200, 0)],
    emi: 10000,
    last: 10000,
    totalInstalments: 120000,
    totalInterest: 0,
    totalCharges: 1200,
    net: 118800,
    payable: 121200,
    apr: 1.86,
  },
  {
    p: 250000,
    pct: 16,
    n: 12,
    charges: [gst('PROCESSING_FEE', 2500, 18)],
    emi: 22683,
    last: 22678,
    totalInstalments: 272191,
    totalInterest: 22191,
    totalCharges: 2950,
    net: 247050,
    payable: 275141,
    apr: 18.28,
  },
  {
    p: 99999,
    pct: 21.99,
    n: 36,
    charges: [gst('OTHER_UPFRONT_CHARGES', 1499, 18)],
    emi: 3818,
    last: 3842,
    totalInstalments: 137472,
    totalInterest: 37473,
    totalCharges: 1769,
    net: 98230,
    payable: 139241,
    apr: 23.31,
  },
  // the sandbox offers the end-to-end journeys accept (tests/e2e/post-offer-steps.ts KFS_EXPECTED checks the same numbers)
  {
    p: 500000,
    pct: 18,
    n: 24,
    charges: [
      gst('PROCESSING_FEE', 10000, 18),
      gst('INSURANCE_CHARGES', 2500, 18),
      gst('OTHER_UPFRONT_CHARGES', 500, 18),
    ],
    emi: 24962,
    last: 24961,
    totalInstalments: 599087,
    totalInterest: 99087,
    totalCharges: 15340,
    net: 484660,
    payable: 614427,
    apr: 21.24,
  },
  {
    p: 500000,
    pct: 16,
    n: 12,
    charges: [gst('PROCESSING_FEE', 5000, 18)],
    emi: 45365,
    last: 45371,
    totalInstalments: 544386,
    totalInterest: 44386,
    totalCharges: 5900,
    net: 494100,
    payable: 550286,
    apr: 18.28,
  },
];

describe('computeLoanFigures: KFS figures against independent vectors', () => {
  it.each(VECTORS)('₹$p at $pct% for $n months', (v) => {
    const f = computeLoanFigures({ principal: v.p, annualRatePct: v.pct, months: v.n, charges: v.charges });
    expect(f.emi).toBe(v.emi);
    expect(f.schedule).toHaveLength(v.n);
    expect(f.schedule.at(-1)?.instalment).toBe(v.last);
    expect(f.schedule.at(-1)?.closing).toBe(0);
    expect(f.totalInstalments).toBe(v.totalInstalments);
    expect(f.totalInterest).toBe(v.totalInterest);
    expect(f.totalCharges).toBe(v.totalCharges);
    expect(f.netDisbursed).toBe(v.net);
    expect(f.totalPayable).toBe(v.payable);
    expect(f.aprPct).toBe(v.apr);
  });

  it('every month of a schedule: principal repaid is the amount lent, each row opens where the last closed', () => {
    for (const months of [1, 2, 11, 12, 13, 24, 36, 60, 83, 84]) {
      const rows = buildSchedule(777777, 17.25, months);
      expect(rows.reduce((s, r) => s + r.principal, 0)).toBe(777777);
      rows.forEach((r, i) => {
        expect(r.instalment).toBe(r.principal + r.interest);
        expect(r.closing).toBe(r.opening - r.principal);
        if (i > 0) expect(r.opening).toBe(rows[i - 1]!.closing);
      });
    }
  });

  it('uses the instalment the lender fixed rather than recomputing it', () => {
    const f = computeLoanFigures({ principal: 100000, annualRatePct: 12, months: 12, emi: 8900 });
    expect(f.schedule[0]).toEqual({
      number: 1,
      opening: 100000,
      interest: 1000,
      principal: 7900,
      instalment: 8900,
      closing: 92100,
    });
    expect(f.emi).toBe(8900);
  });

  it('lists each charge with its GST and total', () => {
    const f = computeLoanFigures({
      principal: 100000,
      annualRatePct: 12,
      months: 12,
      charges: [gst('PROCESSING_FEE', 2000, 18), { type: 'OTHER_CHARGES', amount: 150 }],
    });
    expect(f.charges).toEqual([
      { type: 'PROCESSING_FEE', amount: 2000, gstPct: 18, gst: 360, total: 2360 },
      { type: 'OTHER_CHARGES', amount: 150, gst: 0, total: 150 },
    ]);
  });
});

describe('computeIrr and computeApr: published spreadsheet examples', () => {
  it('RATE(48, -200, 8000) x 12 = 9.24% (Microsoft RATE documentation)', () => {
    expect(computeApr(8000, Array<number>(48).fill(200))).toBe(9.24);
  });
  it('PMT(8%/12, 10, 10000) = 1,037.03: the IRR of those flows is 8%/12 a month (Microsoft PMT documentation)', () => {
    expect(computeIrr([10000, ...Array<number>(10).fill(-1037.0320893591522)])).toBeCloseTo(0.08 / 12, 10);
  });
  it('no rate for flows that never change sign', () => {
    expect(computeIrr([100, 10, 10])).toBeNull();
    expect(computeApr(0, [])).toBeNull();
  });
});
