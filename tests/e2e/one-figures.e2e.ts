import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatValue } from '../../src/engine/format.ts';
import { computeLoanFigures } from '../../src/engine/loan-schedule.ts';
import { CONCESSION_PCT, RATE_PROGRAMME, RATE_PROGRAM_CODE } from '../fixtures/lower-rate-programme.ts';
import { useConfigOnlyApp } from './config-only-app.ts';
import { openBrowser, reportFailure, type BrowserSession } from './browser.ts';
import { freshMobile, login, waitForPath } from './journey-steps.ts';
import { acceptOffer, readKfsAndSign } from './post-offer-steps.ts';
import { leadAt, leadOnFrom } from './sandbox-walk.ts';

// One figures model (issue 40): a config-only child lowers its rate by rule (tests/fixtures/lower-rate-programme.ts).
// The quote, the offer, the KFS and Loan Success show that rate and the EMI it gives, and the lender has it. The
// money is the engine's pure functions' (table-tested in tests/engine/loan-schedule.test.ts), the EMI also the
// independent vector of tests/sandbox/rate.test.ts. The lead is walked to each stage through the lender's API.
const RATE = 18 - CONCESSION_PCT;
const AMOUNT = 800_000; // what tests/sandbox/journey.ts's borrower asks for; the term loan's quote is for 24 months
const MONTHS = 24;
const gst = (amount: number) => ({ amount, gstPct: 18 });
const FIGURES = computeLoanFigures({
  principal: AMOUNT,
  annualRatePct: RATE,
  months: MONTHS,
  charges: [
    { type: 'PROCESSING_FEE', ...gst(AMOUNT * 0.02) },
    { type: 'INSURANCE_CHARGES', ...gst(AMOUNT * 0.005) },
    { type: 'OTHER_UPFRONT_CHARGES', ...gst(500) },
  ],
});
const SHOWN: Record<string, string> = {
  'Rate per annum': formatValue(RATE, 'percent'),
  EMI: formatValue(FIGURES.emi, 'inr'),
  'Annual Percentage Rate (APR)': formatValue(FIGURES.aprPct, 'percent'),
  'Total charges (with GST)': formatValue(FIGURES.totalCharges, 'inr'),
  'Amount you receive': formatValue(FIGURES.netDisbursed, 'inr'),
};

let session: BrowserSession | undefined;
afterEach(async ({ task }) => {
  await reportFailure(session, task);
  await session?.close();
  session = undefined;
});

/** Each figure as the screen's description list shows it (label, then value). */
async function expectFigures(page: Page, where: string): Promise<void> {
  for (const [label, value] of Object.entries(SHOWN)) {
    const dd = page
      .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => dd.textContent(), { timeout: 15000, message: `${where}: ${label}` }).toBe(value);
  }
}

describe('a rate the programme sets, from the quote to Loan Success', () => {
  const built = useConfigOnlyApp();

  it('quote, offer, KFS and Loan Success show 17.5% and the EMI it gives; the lender offers and keeps the same', async () => {
    expect(FIGURES.emi).toBe(39746);
    const mobile = freshMobile();
    const sandboxUrl = built().sandbox.url;
    const walked = await leadAt(mobile, 'quotes', { sandboxUrl, programCode: RATE_PROGRAM_CODE });
    session = await openBrowser();
    const { page } = session;
    await login(page, mobile, RATE_PROGRAMME, '/quote', built().app.url);
    await expectFigures(page, 'quote');
    await acceptOffer(page, () => expectFigures(page, 'offer'));
    // the lender received the rate with the offer accepted, and its offer says it: KYC and the mandate through its API
    const on = await leadOnFrom(sandboxUrl, walked, 'mandate');
    expect(on.offer).toMatchObject({ loanAmount: AMOUNT, tenure: MONTHS, roiPct: RATE, emi: FIGURES.emi });
    await page.reload();
    await readKfsAndSign(page, { figures: SHOWN, scheduleRegion: 'Repayment schedule', instalments: MONTHS });
    await waitForPath(page, '/congratulations', 60000);
    await expectFigures(page, 'Loan Success');
    expect(session.pageErrors).toEqual([]);
  }, 180_000);
});
