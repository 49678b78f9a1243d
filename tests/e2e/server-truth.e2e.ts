import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, openBrowser, screenshot, type BrowserSession } from './browser.ts';
import { freshMobile, homeCard, login, SANDBOX_OTP, startCard, tickConsents, waitForPath } from './journey-steps.ts';
import { acceptOffer, acknowledgeKfsAndSign, completeOnSandboxPage, setUpDigitalMandate } from './post-offer-steps.ts';
import { leadAt } from './sandbox-walk.ts';

let sessions: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  sessions = [];
});

async function open(): Promise<BrowserSession> {
  const session = await openBrowser({ geolocation: 'granted' });
  sessions.push(session);
  return session;
}

/** Texts of later-stage screens: recorded whenever one appears on the page, even for a moment, across page loads. */
const LATER_STAGE_TEXTS = [
  'Your loan agreement is signed',
  'Your quote',
  'Your offer',
  'Verify your bank account',
  'We are preparing your quote',
  'OTP validated successfully',
];
async function watchLaterStageTexts(session: BrowserSession): Promise<string[]> {
  const seen: string[] = [];
  await session.page.exposeFunction(
    '__sawLaterStage',
    (text: string) => void seen.push(`${text} at ${session.page.url()}`),
  );
  await session.context.addInitScript((texts: string[]) => {
    new MutationObserver(() => {
      const body = document.body?.innerText ?? '';
      for (const text of texts)
        if (body.includes(text))
          void (window as unknown as { __sawLaterStage: (t: string) => Promise<void> }).__sawLaterStage(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, LATER_STAGE_TEXTS);
  return seen;
}

/** Opens each route as a typed address (a fresh page load) and expects the app to land on `landing`. */
async function visitEach(page: Page, routes: string[], landing: string): Promise<void> {
  for (const route of routes) {
    await page.goto(appUrl(route));
    await waitForPath(page, landing, 20000);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your Application' }).isVisible(), { timeout: 15000 })
      .toBe(true);
  }
}

/** Runs each at once; resolves to their results in order, or throws naming every one that failed. */
async function allOrEveryFailure<T>(runs: Array<() => Promise<T>>): Promise<T[]> {
  const settled = await Promise.allSettled(runs.map((run) => run()));
  const failed = settled.flatMap((s, i) =>
    s.status === 'rejected'
      ? [`device ${i + 1}: ${s.reason instanceof Error ? (s.reason.stack ?? s.reason.message) : String(s.reason)}`]
      : [],
  );
  if (failed.length) throw new Error(failed.join('\n'));
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

const LATER_ROUTES = ['/congratulations', '/quote', '/offer', '/mandate', '/hold-on', '/gst-success'];

describe('later-stage screens show only what the server allows', () => {
  it('with no lead, at an early step and after the offer, every later-stage address lands where the server says', async () => {
    const [early, postOffer] = await Promise.all([leadAt(freshMobile(), 'lead'), leadAt(freshMobile(), 'offer')]);
    // no lead yet: the empty current step is never "completed"
    const none = await open();
    const seen = await watchLaterStageTexts(none);
    await login(none.page, freshMobile());
    await visitEach(none.page, LATER_ROUTES, '/home');
    await screenshot(none.page, 'guards-no-lead-home');

    const second = await open();
    const seenEarly = await watchLaterStageTexts(second);
    await login(second.page, early.mobile);
    await visitEach(second.page, LATER_ROUTES, '/home');

    const third = await open();
    const seenPostOffer = await watchLaterStageTexts(third);
    await login(third.page, postOffer.mobile, undefined, '/offer');
    await visitEach(third.page, ['/congratulations', '/quote', '/mandate', '/hold-on', '/gst-success'], '/offer');
    expect([...seen, ...seenEarly, ...seenPostOffer]).toEqual([]);
  });
});

describe('resume after the offer: a fresh browser at each post-offer step completes it', () => {
  it('quote, promoter KYC, business KYC, mandate and e-sign, each from a new device', async () => {
    const [atQuote, atKyc, atEntityKyc, atMandate, atEsign] = await Promise.all(
      (['quotes', 'offer', 'kyc', 'entity-kyc', 'mandate'] as const).map((milestone) =>
        leadAt(freshMobile(), milestone),
      ),
    );

    // a KYC card done on the lender's page from a new device: the next card is then offered
    const kycOnNewDevice = async (mobile: string, card: string, nextCard: string) => {
      const device = await open();
      await login(device.page, mobile, undefined, '/offer');
      await completeOnSandboxPage(device.page, card, '/pages/kyc', /complete|verify|submit/i);
      await waitForPath(device.page, '/offer', 30000);
      await expect
        .poll(() => homeCard(device.page, nextCard).getByRole('button', { name: 'Start' }).isVisible(), {
          timeout: 20000,
        })
        .toBe(true);
      return device;
    };

    // five borrowers, five devices: independent of one another, so they go on side by side (most of each is waiting
    // for the lender's callbacks and the app's polls); every failure is reported, not only the first
    const [quote, promoter, business, mandate, esign] = await allOrEveryFailure([
      async () => {
        const quote = await open();
        await login(quote.page, atQuote.mobile, undefined, '/quote');
        await acceptOffer(quote.page);
        await expect
          .poll(() => homeCard(quote.page, 'Promoter KYC').getByRole('button', { name: 'Start' }).isVisible(), {
            timeout: 15000,
          })
          .toBe(true);
        return quote;
      },
      () => kycOnNewDevice(atKyc.mobile, 'Promoter KYC', 'Business KYC'),
      () => kycOnNewDevice(atEntityKyc.mobile, 'Business KYC', 'Bank account and e-mandate'),
      async () => {
        const mandate = await open();
        await login(mandate.page, atMandate.mobile, undefined, '/offer');
        await startCard(mandate.page, 'Bank account and e-mandate');
        await waitForPath(mandate.page, '/mandate');
        await setUpDigitalMandate(mandate.page, 'HDFC0001234');
        await expect
          .poll(() => homeCard(mandate.page, 'Loan agreement').getByRole('button', { name: 'Start' }).isVisible(), {
            timeout: 20000,
          })
          .toBe(true);
        return mandate;
      },
      async () => {
        const esign = await open();
        await login(esign.page, atEsign.mobile, undefined, '/offer');
        await acknowledgeKfsAndSign(esign.page);
        await waitForPath(esign.page, '/congratulations', 60000);
        await expect
          .poll(() => esign.page.getByRole('heading', { name: 'Congratulations!' }).isVisible(), { timeout: 15000 })
          .toBe(true);
        return esign;
      },
    ]);

    // nothing was missing for any post-offer call (spec §8 "leadOfferId missing" and the like are error events)
    for (const session of [quote!, promoter!, business!, mandate!, esign!]) {
      expect(session.events.filter((e) => e.error)).toEqual([]);
      expect(session.cspViolations).toEqual([]);
    }
  });
});

/** Holds every answer to requests matching `pattern` for `ms` before letting it through. */
async function delayAnswers(page: Page, pattern: RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined); // the page may have moved on
  });
}

describe('races: each screen waits for what it needs; a late answer never overwrites a newer one', () => {
  it('GST entry: Continue waits for the lead and profile reads, so the GST login has the GSTIN', async () => {
    const walked = await leadAt(freshMobile(), 'applicant');
    const session = await open();
    const { page } = session;
    await delayAnswers(page, /\/consumer\/fetch\/(profile|leadDetails)/, 2500);
    await page.goto(appUrl('/gst-verification'));
    await page.getByLabel('Mobile number').fill(walked.mobile);
    await tickConsents(page);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel(/^OTP/).fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForPath(page, '/gst/instructions');
    // the borrower presses on the moment the button is there
    await page.getByRole('button', { name: 'Continue' }).click({ timeout: 20000 });
    await waitForPath(page, '/gst/login');
    await expect.poll(() => page.getByLabel('GSTIN').inputValue(), { timeout: 5000 }).toBe(walked.gstin);
  });

  it('pincode: the place of the newest pincode stays, whatever order the answers come in', async () => {
    const session = await open();
    const { page } = session;
    await login(page, freshMobile());
    await page.goto(appUrl('/business-details/step-2'));
    await delayAnswers(page, /\/consumer\/master\/fetch\/address\?pincode=400069/, 3000);
    await delayAnswers(page, /\/consumer\/master\/fetch\/address\?pincode=411001/, 1200);
    const pincode = page.getByLabel('Pincode');
    await pincode.fill('400069'); // answered after 3 s (Mumbai)
    await pincode.fill('560001'); // answered at once (Bengaluru)
    await expect.poll(() => page.getByLabel('City').inputValue(), { timeout: 10000 }).toBe('Bengaluru');
    await page.waitForTimeout(3500); // the older answer has arrived by now
    expect(await page.getByLabel('City').inputValue()).toBe('Bengaluru');
    expect(await page.getByLabel('State').inputValue()).toBe('Karnataka');
    // an answer that comes while the borrower types on elsewhere still reaches the form, and keeps what was typed
    await pincode.fill('411001');
    await page.getByLabel('Landmark').fill('Near the station');
    await page.getByLabel('Address line 1').fill('12 Market Road');
    await expect.poll(() => page.getByLabel('City').inputValue(), { timeout: 10000 }).toBe('Pune');
    await page.getByLabel('Address line 2').focus();
    await page.waitForTimeout(500);
    expect(await page.getByLabel('City').inputValue()).toBe('Pune');
    expect(await page.getByLabel('Landmark').inputValue()).toBe('Near the station');
    expect(await page.getByLabel('Address line 1').inputValue()).toBe('12 Market Road');
  });
});
