import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PROGRAMME, PROGRAM_CODE, THRESHOLD } from '../fixtures/udyam-programme.ts';
import { useConfigOnlyApp } from './config-only-app.ts';
import { openBrowser, reportFailure, screenshot, type BrowserSession } from './browser.ts';
import {
  businessDetails,
  freshMobile,
  homeCard,
  login,
  otherDetails,
  requestQuote,
  shareBankData,
  startCard,
  verifyGst,
  waitForPath,
} from './journey-steps.ts';
import {
  KFS_EXPECTED,
  acceptOffer,
  completeOnSandboxPage,
  readKfsAndSign,
  setUpDigitalMandate,
} from './post-offer-steps.ts';
import { leadAt } from './sandbox-walk.ts';

// The udyam-loan programme, made only of config (tests/fixtures/udyam-programme.ts), in a throwaway copy of the config.
const SHOTS = process.env.E2E_SHOTS_DIR;

let session: BrowserSession | undefined;
afterEach(async ({ task }) => {
  // a failure says what the borrower saw: screenshot, DOM, the page's trail and its open requests (tests/e2e/out)
  await reportFailure(session, task);
  await session?.close();
  session = undefined;
});

/** The home at a phone's width, kept for a person to look at (and in E2E_SHOTS_DIR when set). */
async function phoneShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.mouse.move(0, 0);
  await screenshot(page, name);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function udyam(page: Page, turnover: number): Promise<void> {
  await waitForPath(page, '/business-details/udyam');
  await page.getByLabel('Annual turnover').fill(String(turnover));
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForPath(page, '/home');
}

/** From the pre-offer home with banking done to Loan Success. */
async function toLoanSuccess(page: Page): Promise<void> {
  await requestQuote(page);
  await waitForPath(page, '/quote', 60000);
  await acceptOffer(page);
  await completeOnSandboxPage(page, 'Promoter KYC', '/pages/kyc', /complete|verify|submit/i);
  await waitForPath(page, '/offer', 30000);
  await completeOnSandboxPage(page, 'Business KYC', '/pages/kyc', /complete|verify|submit/i);
  await waitForPath(page, '/offer', 30000);
  await homeCard(page, 'Bank account and e-mandate').getByRole('button', { name: 'Start' }).click({ timeout: 30000 });
  await waitForPath(page, '/mandate');
  await setUpDigitalMandate(page);
  await expect.poll(() => page.getByRole('img', { name: 'Completed' }).count(), { timeout: 30000 }).toBe(3);
  await readKfsAndSign(page, KFS_EXPECTED['term-loan']);
  await waitForPath(page, '/congratulations', 60000);
  await expect.poll(() => page.title(), { timeout: 15000 }).toMatch(/^Loan Success/);
}

// each test is a whole journey to Loan Success: the same budget as full-journey.e2e's (the default 90 s ends a slow but
// moving journey and its retry plays it all again); each step keeps its own wait, so a borrower stuck after e-sign still
// fails at the 60 s wait for /congratulations
const JOURNEY_MS = 180_000;

describe('a programme made only of config: a Udyam screen, and GST needed only at or above a turnover', () => {
  const built = useConfigOnlyApp();

  it(
    'below the turnover: home before the Udyam screen finds Business Details open, Start leads to it; GST is not needed, banking comes next, Loan Success',
    async () => {
      session = await openBrowser({ geolocation: 'granted' });
      const { page } = session;
      await login(page, freshMobile(), PROGRAMME, '/home', built().app.url);
      await businessDetails(page, undefined, '/business-details/udyam');
      // the borrower goes home before the new screen: the server has business details done, the step is still open
      await page.goto(`${built().app.url}/home`);
      await waitForPath(page, '/home');
      await expect
        .poll(() => homeCard(page, 'Business Details').getByRole('button', { name: 'Start' }).isVisible(), {
          timeout: 15000,
        })
        .toBe(true);
      expect(await homeCard(page, 'Business Details').getByRole('img', { name: 'Completed' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Start' }).count()).toBe(1);
      await startCard(page, 'Business Details');
      await udyam(page, THRESHOLD - 1);
      await expect
        .poll(() => homeCard(page, 'Business Details').getByRole('img', { name: 'Completed' }).count(), {
          timeout: 15000,
        })
        .toBe(1);
      await otherDetails(page);
      const gst = homeCard(page, 'GST Details');
      await expect
        .poll(() => gst.locator('p', { hasText: 'Not needed for your business' }).isVisible(), { timeout: 15000 })
        .toBe(true);
      expect(await gst.getByRole('button').count()).toBe(0);
      await expect
        .poll(() => homeCard(page, 'Banking Data').getByRole('button', { name: 'Start' }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText('3 of 9 steps done').isVisible()).toBe(true);
      await phoneShot(page, 'optional-steps-gst-not-needed-412');
      await shareBankData(page);
      await toLoanSuccess(page);
      expect(session.cspViolations).toEqual([]);
      expect(session.pageErrors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it('₹45 lakh saved on one device: logging in on a new browser, the business is asked for GST', async () => {
    // the first device's part through the lender's API, as the app sends it: details, the borrower, the Udyam answer
    // (the headless scenario gst-required-on-a-new-device plays it in the app: tests/scenarios/two-devices.test.ts)
    const mobile = freshMobile();
    await leadAt(mobile, 'applicant', {
      sandboxUrl: built().sandbox.url,
      programCode: PROGRAM_CODE,
      then: async (h, w) => {
        const saved = await h.post('/consumer/update/lead/answers', w.token, {
          leadId: w.leadId,
          answers: { udyam: { annualTurnover: 4_500_000 } },
        });
        expect(saved.status).toBe(200);
      },
    });
    session = await openBrowser();
    const { page } = session;
    await login(page, mobile, PROGRAMME, '/home', built().app.url);
    await expect
      .poll(() => homeCard(page, 'GST Details').getByRole('button', { name: 'Start' }).isVisible(), { timeout: 15000 })
      .toBe(true);
    expect(await page.getByText('Not needed for your business').count()).toBe(0);
    await startCard(page, 'GST Details');
    await waitForPath(page, '/gst/instructions');
    expect(session.pageErrors).toEqual([]);
  });

  it(
    'at the turnover: GST is required, done, and the journey reaches Loan Success',
    async () => {
      session = await openBrowser({ geolocation: 'granted' });
      const { page } = session;
      await login(page, freshMobile(), PROGRAMME, '/home', built().app.url);
      await businessDetails(page, undefined, '/business-details/udyam');
      await udyam(page, THRESHOLD);
      await otherDetails(page);
      await expect
        .poll(() => homeCard(page, 'GST Details').getByRole('button', { name: 'Start' }).isVisible(), {
          timeout: 15000,
        })
        .toBe(true);
      expect(await page.getByText('Not needed for your business').count()).toBe(0);
      await phoneShot(page, 'optional-steps-gst-required-412');
      await verifyGst(page);
      await expect
        .poll(() => homeCard(page, 'GST Details').getByRole('img', { name: 'Completed' }).count(), { timeout: 30000 })
        .toBe(1);
      await shareBankData(page);
      await toLoanSuccess(page);
      expect(session.cspViolations).toEqual([]);
      expect(session.pageErrors).toEqual([]);
    },
    JOURNEY_MS,
  );
});
