import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { expectOk, walk } from './journey.ts';

// A programme's rate (this product's extension, docs/sandbox.md): the sandbox quotes, and offers, at the rate a
// programme configured with it asks for, as a lender configured from the same programmes would. The EMIs are
// independent vectors (P·r·(1+r)^n / ((1+r)^n − 1), r = rate/1200, rounded to the rupee).
let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 0 });
});
afterEach(() => h.close());

describe('the quote and the offer at the rate the programme asks for', () => {
  it.each([
    ['its own rate', { roiPct: 17.5 }],
    ["a concession off the lender's 18%", { rateConcessionPct: 0.5 }],
  ])('%s: quote, offer and the lead read all say 17.5%, and the EMI it gives', async (_name, rate) => {
    const w = await walk(h, '9876543210', 'offer', { rate });
    // borrowerBody asks ₹8,00,000; the term loan's quote is for 24 months
    expect(w.quote).toMatchObject({ loanAmount: 800000, tenor: 24, roiPct: 17.5, emi: 39746 });
    expect(w.offer).toMatchObject({ loanAmount: 800000, tenure: 24, roiPct: 17.5, emi: 39746 });
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', w.token)).offer).toMatchObject({
      roiPct: 17.5,
      emi: 39746,
    });
  });

  it("without a rate asked, the lender's own (18%)", async () => {
    const w = await walk(h, '9876543211', 'offer');
    expect(w.offer).toMatchObject({ roiPct: 18, emi: 39939 });
  });

  it.each([
    [
      "a rate below the lender's floor",
      { leadId: '', roiPct: '7.5' },
      { RATE_OUT_OF_BOUNDS: 'the annual rate must be 8 to 36%' },
    ],
    [
      'a concession past the floor',
      { leadId: '', rateConcessionPct: '11' },
      { RATE_OUT_OF_BOUNDS: 'the annual rate must be 8 to 36%' },
    ],
    [
      'both a rate and a concession',
      { leadId: '', roiPct: '17', rateConcessionPct: '1' },
      { BAD_REQUEST: 'send roiPct or rateConcessionPct, not both' },
    ],
    ['a rate that is not a number', { leadId: '', roiPct: 'low' }, { BAD_REQUEST: 'roiPct must be a number' }],
  ])('refuses %s with a 400', async (_name, query, body) => {
    const w = await walk(h, '9876543212', 'quotes');
    const answer = await h.get('/consumer/fetch/quote', w.token, { ...query, leadId: w.leadId });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(body);
  });
});
