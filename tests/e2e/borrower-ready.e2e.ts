import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  announcedTexts,
  appUrl,
  docsScreenshot,
  findAxeViolations,
  openBrowser,
  screenshot,
  type BrowserSession,
} from './browser.ts';
import {
  SANDBOX_OTP,
  chooseOption,
  completePreOfferSteps,
  expectLenderNamed,
  freshMobile,
  homeCard,
  login,
  requestQuote,
  startCard,
  tickConsents,
  waitForPath,
} from './journey-steps.ts';
import { acknowledgeKfsAndSign, completeOnSandboxPage } from './post-offer-steps.ts';

// The journey as a new borrower on a 412 px phone sees it (issue 11): login, progress, rejection, toasts, the offer's
// tenure, Paper NACH to the loan.
let sessions: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  sessions = [];
});
async function open(geolocation?: 'granted'): Promise<BrowserSession> {
  const session = await openBrowser({ phone412: true, ...(geolocation ? { geolocation } : {}) });
  sessions.push(session);
  return session;
}

/** The toast on screen now, if any (the snackbar's alert or status). */
async function toastNow(page: Page): Promise<string | null> {
  const el = page.locator('.MuiSnackbar-root');
  return (await el.count()) ? ((await el.first().textContent()) ?? '').trim() : null;
}

describe.each(['business-loan', 'supply-chain-finance'])('on %s at 412 px', (programme) => {
  it('login: +91, "OTP sent to" the masked number with Change, a resend countdown, then home with the whole journey\'s progress', async () => {
    const { page } = await open();
    const mobile = freshMobile();
    await page.goto(appUrl(`/login?programme=${programme}`));
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.getByText('+91', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Mobile number').fill(mobile);
    await tickConsents(page);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    const sentTo = `OTP sent to *****${mobile.slice(-5)}`;
    await expect.poll(() => page.getByText(sentTo).isVisible(), { timeout: 10000 }).toBe(true);
    expect(await page.getByLabel('Mobile number').count()).toBe(0);
    expect(await page.getByLabel(/^OTP/).getAttribute('maxlength')).toBe('6');
    const resend = page.getByRole('button', { name: /^Resend OTP in \d+ s$/ });
    expect(await resend.isDisabled()).toBe(true);
    // the lender is named (legal name, RBI registration) before the borrower shares anything; the dealer programme has its own brand
    await expectLenderNamed(page);
    const oldBrand = await page.getByText('Udyam Business Loans').count();
    if (programme === 'business-loan') expect(oldBrand).toBeGreaterThan(0);
    else expect(oldBrand).toBe(0);
    await docsScreenshot(page, `${programme}-login`);
    await screenshot(page, `${programme}-login`);
    // Change: back to the number as typed, then on again
    await page.getByRole('button', { name: 'Change' }).click();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(mobile);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel(/^OTP/).fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForPath(page, '/home');
    await expect.poll(() => page.getByText('0 of 9 steps done').isVisible(), { timeout: 15000 }).toBe(true);
    await expect
      .poll(() => homeCard(page, 'Business Details').getByRole('button', { name: 'Start' }).isVisible(), {
        timeout: 15000,
      })
      .toBe(true);
    // a toast replaces the last one: the login's own toasts never pile up
    expect(await page.locator('.MuiSnackbar-root').count()).toBeLessThanOrEqual(1);
    // the road ahead: both phases with their time, what to keep at hand; steps not begun say so, no KYC status yet
    await expectLenderNamed(page);
    expect(await page.getByRole('region', { name: 'The road ahead' }).getByText('About 15 minutes').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Keep these at hand' }).isVisible()).toBe(true);
    expect(await homeCard(page, 'GST Details').getByText('Not started').isVisible()).toBe(true);
    await docsScreenshot(page, `${programme}-home`);
    await screenshot(page, `${programme}-home`);
    // the OTP's toast does not follow the borrower past the next screen
    await startCard(page, 'Business Details');
    await waitForPath(page, '/business-details/location-access');
    await expect.poll(() => toastNow(page), { timeout: 5000 }).toBeNull();
    // Start, Help and the footer's legal links are tap targets of 44 px at least; Help opens a menu holding Logout
    await page.goto(appUrl('/home'));
    const start = homeCard(page, 'Business Details').getByRole('button', { name: 'Start' });
    await start.waitFor({ timeout: 15000 });
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    expect(await footerLinks.count()).toBe(2);
    for (const target of [start, page.getByRole('button', { name: 'Help' }), footerLinks.first(), footerLinks.last()])
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await findAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Help' }).click();
    const menu = page.getByRole('menu', { name: 'Help and account' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: /^Call 1800 209 4455/ }).getAttribute('href')).toBe(
      'tel:18002094455',
    );
    expect(await findAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });
});

// The rejection page at 412 px is checked in branches.e2e.ts (the sandbox's one rejecting number can be used once).

describe('business-loan: the offer and Paper NACH, to the loan', () => {
  it('tenure 36 updates the EMI and is what generate-offer receives; Paper NACH checks the mandate card and the agreement gets Start', async () => {
    const session = await open('granted');
    const { page } = session;
    const offers: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/consumer/generate/offer'))
        offers.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    await login(page, freshMobile());
    await completePreOfferSteps(page);
    await requestQuote(page);
    await waitForPath(page, '/quote', 60000);
    await page.getByRole('button', { name: 'View offer' }).click();
    await waitForPath(page, '/offer');
    const emiText = () => page.getByText('EMI', { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
    await page.getByRole('button', { name: '36 months' }).waitFor({ timeout: 30000 });
    const before = await emiText();
    await page.getByRole('button', { name: '36 months' }).click();
    await expect.poll(emiText, { timeout: 5000 }).not.toBe(before);
    const after = await emiText();
    // it stays: no snap-back to the quoted tenure
    await page.waitForTimeout(2000);
    expect(await page.getByRole('button', { name: '36 months' }).getAttribute('aria-pressed')).toBe('true');
    expect(await emiText()).toBe(after);
    await screenshot(page, 'borrower-ready-offer-36');
    await page.getByRole('button', { name: 'Accept offer' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your Application' }).isVisible(), { timeout: 30000 })
      .toBe(true);
    expect(offers.at(-1)).toMatchObject({ tenure: 36 });
    for (const card of ['Promoter KYC', 'Business KYC']) {
      await completeOnSandboxPage(page, card, '/pages/kyc', /complete|verify|submit/i);
      await waitForPath(page, '/offer', 30000);
    }
    await homeCard(page, 'Bank account and e-mandate').getByRole('button', { name: 'Start' }).click({ timeout: 30000 });
    await waitForPath(page, '/mandate');
    await page.getByLabel(/^Account number/).fill('123456789012');
    await page.getByLabel(/^Confirm account number/).fill('123456789021');
    await page.getByRole('button', { name: 'Verify and set up mandate' }).click();
    await expect.poll(() => page.getByText('Account numbers do not match').isVisible(), { timeout: 5000 }).toBe(true);
    await page.getByLabel(/^Confirm account number/).fill('123456789012');
    await page.getByLabel('IFSC').fill('HDFC0001234');
    await chooseOption(page, 'Account type', 'Current');
    await chooseOption(page, 'Mandate type', 'Paper NACH');
    await page.getByRole('button', { name: 'Verify and set up mandate' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pages/mandate'), { timeout: 15000 });
    await page
      .getByRole('button', { name: /complete/i })
      .first()
      .click();
    await waitForPath(page, '/offer', 30000);
    const mandate = homeCard(page, 'Bank account and e-mandate');
    await expect.poll(() => mandate.getByRole('img', { name: 'Completed' }).count(), { timeout: 30000 }).toBe(1);
    expect(await mandate.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await expect.poll(() => page.getByText('8 of 9 steps done').isVisible(), { timeout: 15000 }).toBe(true);
    await screenshot(page, 'borrower-ready-paper-nach-home');
    await acknowledgeKfsAndSign(page);
    await waitForPath(page, '/congratulations', 60000);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Congratulations!' }).isVisible(), { timeout: 15000 })
      .toBe(true);
    // the loan success page sums up the loan the borrower chose
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your loan' }).isVisible(), { timeout: 15000 })
      .toBe(true);
    expect(await page.getByText('36 months').count()).toBeGreaterThan(0);
    await screenshot(page, 'borrower-ready-loan-success');
    expect(await announcedTexts(page)).not.toContain('Something went wrong');
    expect(session.cspViolations).toEqual([]);
  }, 240_000);
});
