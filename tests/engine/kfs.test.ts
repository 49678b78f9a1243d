import { sayIn } from '../../src/engine/message-format.ts';
import { describe, expect, it } from 'vitest';
import {
  buildKfsContent,
  computeOfferFigures,
  offerFigureValues,
  type FigureBasis,
  type KfsConfig,
} from '../../src/engine/kfs.ts';
import { createRuleContext } from '../../src/engine/rules.ts';

// The figures a Key Fact Statement shows, from an accepted offer, against the independent vectors of
// tests/engine/loan-vectors.py (Decimal arithmetic, bisection IRR): 5,00,000 at 18% for 24 months with a 10,000
// processing fee plus 18% GST -> EMI 24,962, net 4,88,200, interest 99,087, payable 6,10,887, APR 20.48%.
const basis: FigureBasis = {
  terms: {
    principal: { var: 'offer.loanAmount' },
    annualRatePct: { var: 'offer.roiPct' },
    months: { var: 'offer.tenor' },
    emi: { var: 'offer.emi' },
    charges: { var: 'offer.charges' },
  },
  charges: [
    { type: 'PROCESSING_FEE', label: 'Processing fee', gstPct: 18 },
    { type: 'INSURANCE_CHARGES', label: 'Insurance', gstPct: 18 },
    { type: 'OTHER_CHARGES', label: 'Other' },
  ],
};
const config: KfsConfig = {
  sections: [
    {
      title: 'Figures',
      rows: (
        [
          'principal',
          'annualRatePct',
          'months',
          'instalmentCount',
          'emi',
          'totalCharges',
          'netDisbursed',
          'totalInterest',
          'totalPayable',
          'aprPct',
        ] as const
      ).map((figure) => ({ label: figure, figure })),
    },
    {
      title: 'Charges',
      charges: { chargeLabel: 'Charge', amountLabel: 'Amount', gstLabel: 'GST', totalLabel: 'Total' },
    },
    {
      title: 'Schedule',
      scheduleToggle: 'Show all {count} instalments',
      schedule: [
        { column: 'number', label: 'No.' },
        { column: 'instalment', label: 'Instalment' },
        { column: 'closing', label: 'Outstanding' },
      ],
    },
    { title: 'Other', rows: [{ label: 'Cooling-off', text: '3 days' }] },
  ],
  acknowledgement: { label: 'I have read it', required: 'Tick the box' },
};
const offer = {
  loanAmount: 500000,
  roiPct: 18,
  tenor: 24,
  emi: 24962,
  charges: [{ chargeType: 'PROCESSING_FEE', amount: 10000 }],
};

/** The config's own words: no parsed messages, so a `{count}` is filled as written. */
const say = sayIn({});

describe('buildKfsContent', () => {
  it("shows the engine's figures for the accepted offer, matching the independent vector", () => {
    const content = buildKfsContent(config, basis, createRuleContext({ offer }), say)!;
    const values = Object.fromEntries(content.sections[0]!.rows!.map((r) => [r.label, r.value]));
    expect(values).toEqual({
      principal: 500000,
      annualRatePct: 18,
      months: 24,
      instalmentCount: 24,
      emi: 24962,
      totalCharges: 11800,
      netDisbursed: 488200,
      totalInterest: 99087,
      totalPayable: 610887,
      aprPct: 20.48,
    });
    expect(content.sections[1]!.charges!.items).toEqual([
      { label: 'Processing fee', amount: 10000, gst: 1800, total: 11800 },
      { label: 'Insurance', amount: 0, gst: 0, total: 0 },
      { label: 'Other', amount: 0, gst: 0, total: 0 },
    ]);
    const schedule = content.sections[2]!.schedule!;
    expect(schedule.columns).toEqual(['number', 'instalment', 'closing']);
    expect(schedule.toggle).toBe('Show all 24 instalments');
    expect(schedule.rows).toHaveLength(24);
    expect(schedule.rows[0]).toEqual([1, 24962, 482538]);
    expect(schedule.rows[23]).toEqual([24, 24961, 0]);
    expect(content.sections[3]!.rows).toEqual([{ label: 'Cooling-off', value: '3 days' }]);
  });

  it.each([
    ['no offer yet', null],
    ['no amount', { ...offer, loanAmount: undefined }],
    ['a tenure that is not a whole number of months', { ...offer, tenor: 12.5 }],
    ['a zero amount', { ...offer, loanAmount: 0 }],
  ])('is null with %s (the screen waits rather than show wrong figures)', (_name, value) => {
    expect(
      buildKfsContent(config, basis, createRuleContext({ offer: value as Record<string, unknown> | null }), say),
    ).toBeNull();
  });

  it('adds charges of the same type and reads amounts sent as text', () => {
    const content = buildKfsContent(
      config,
      basis,
      createRuleContext({
        offer: {
          ...offer,
          charges: [
            { chargeType: 'OTHER_CHARGES', amount: '100' },
            { chargeType: 'OTHER_CHARGES', amount: 50 },
          ],
        },
      }),
      say,
    )!;
    expect(content.sections[1]!.charges!.items[2]).toEqual({ label: 'Other', amount: 150, gst: 0, total: 150 });
  });
});

describe('computeOfferFigures and offerFigureValues (the quote, offer and Loan Success figures)', () => {
  it('are the KFS figures of the same offer, by name', () => {
    const values = offerFigureValues(computeOfferFigures(basis, createRuleContext({ offer })));
    const kfs = buildKfsContent(config, basis, createRuleContext({ offer }), say)!.sections[0]!.rows!;
    for (const row of kfs)
      expect([row.label, values[row.label as keyof typeof values]]).toEqual([row.label, row.value]);
  });

  it.each([
    // amount, a charge quoted as a percentage of the amount (2%), a fixed one without GST (500): [processing fee, total charges with GST, net received]
    [500000, [10000, 12300, 487700]],
    [1000000, [20000, 24100, 975900]],
    [100000, [2000, 2860, 97140]],
  ])(
    'a charge quoted as a percentage follows the amount chosen (%i)',
    (loanAmount, [fee, totalCharges, netDisbursed]) => {
      const charges = [
        { chargeType: 'PROCESSING_FEE', amount: 10000, ratePct: 2 },
        { chargeType: 'OTHER_CHARGES', amount: 500 },
      ];
      const result = computeOfferFigures(
        basis,
        createRuleContext({ offer: { ...offer, loanAmount, emi: undefined, charges } }),
      )!;
      expect(result.figures.charges[0]!.amount).toBe(fee);
      expect(offerFigureValues(result)).toMatchObject({ principal: loanAmount, totalCharges, netDisbursed });
    },
  );

  it('is empty while the terms are not known', () => {
    expect(offerFigureValues(computeOfferFigures(basis, createRuleContext({ offer: null })))).toEqual({});
  });
});
