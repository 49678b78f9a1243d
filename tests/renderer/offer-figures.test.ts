import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { computeEmi } from '../../src/engine/format.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import { withOfferFigures } from '../../src/renderer/screens/offer-fields.ts';
import { repoRoot } from './helpers.tsx';

// One figures model (issue 40): an offer row named like a figure shows the figure the KFS shows. The EMI is the
// lender's while the programme's terms are the lender's, and worked out once the programme sets the rate by a rule.
const offerConfig = resolveProgramme(readConfigSource(repoRoot).source, 'business-loan').programme!.programme
  .offer as unknown as Record<string, unknown>;
const figures = offerConfig.figures as { terms: Record<string, unknown> };
const byRule = {
  ...offerConfig,
  figures: {
    ...figures,
    terms: { ...figures.terms, annualRatePct: { '-': [{ var: 'offer.roiPct' }, 0.5] }, emi: undefined },
  },
};
const offer = { loanAmount: 500000, tenor: 24, roiPct: 18, emi: 24962, charges: [] };

describe('an offer with its figures (withOfferFigures)', () => {
  it.each([
    ["the lender's terms: its EMI and rate", offerConfig, 24962, 18],
    ['the rate by rule: the EMI it gives, and the rate', byRule, computeEmi(500000, 17.5, 24), 17.5],
  ])('%s', (_name, config, emi, rate) => {
    const shown = withOfferFigures(offer, config, createRuleContext());
    expect(shown.emi).toBe(emi);
    expect(shown.annualRatePct).toBe(rate);
    expect(shown.roiPct).toBe(18); // the lender's own figure stays under its name: lint keeps it off the screen
  });
});
