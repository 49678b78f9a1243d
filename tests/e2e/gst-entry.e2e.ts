import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, findAxeViolations, openBrowser, screenshot, type BrowserSession } from './browser.ts';
import {
  businessDetails,
  freshMobile,
  login,
  otherDetails,
  SANDBOX_OTP,
  tickConsents,
  waitForPath,
} from './journey-steps.ts';

// The business-loan programme's allow-list and default (journey-config/programmes/business-loan/programme.json).
const PARTNER = 'https://partner.udyam.example';
const DEFAULT_ORIGIN = 'https://partner.udyam.example/';

let sessions: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  sessions = [];
});

/**
 * A browser in which the partner application answers (it is not on this machine): every request to its host is
 * recorded and served a page, and any request to another outside host is recorded and refused.
 */
async function openPartnerBrowser(): Promise<{ session: BrowserSession; outside: string[] }> {
  const session = await openBrowser({ geolocation: 'granted' });
  sessions.push(session);
  const outside: string[] = [];
  await session.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = route.request().url();
    outside.push(url);
    if (url.startsWith(PARTNER))
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Partner</title><h1>Partner application</h1>',
      });
    else await route.abort();
  });
  return { session, outside };
}

async function loginAtGstEntry(page: Page, originApp: string | undefined, mobile: string): Promise<void> {
  await page.goto(
    appUrl(`/gst-verification${originApp === undefined ? '' : `?originApp=${encodeURIComponent(originApp)}`}`),
  );
  await expect
    .poll(() => page.getByRole('heading', { name: 'Verify your GST details' }).isVisible(), { timeout: 15000 })
    .toBe(true);
  await page.getByLabel('Mobile number').fill(mobile);
  await tickConsents(page);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByLabel(/^OTP/).fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await waitForPath(page, '/gst/instructions');
}

describe('the GST entry point (a borrower sent from another application)', () => {
  it('an allowed originApp: login, instructions, GST login with the GSTIN from the profile, success, back there after 5 s', async () => {
    // the borrower applied elsewhere: the lead is at the GST step, and this device knows nothing of it
    const mobile = freshMobile();
    const first = await openBrowser({ geolocation: 'granted' });
    sessions.push(first);
    await login(first.page, mobile);
    await businessDetails(first.page);
    await otherDetails(first.page);

    const { session, outside } = await openPartnerBrowser();
    const { page } = session;
    await loginAtGstEntry(page, PARTNER, mobile);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0); // spec §2: no logout in the GST flow
    expect(await findAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/gst/login');
    await expect.poll(() => page.getByLabel('GSTIN').inputValue(), { timeout: 15000 }).toBe('27AAPFU0939F1ZV');
    expect(await page.getByLabel('GSTIN').getAttribute('readonly')).not.toBeNull();
    expect(await findAxeViolations(page)).toEqual([]);
    await page.getByLabel('GST username').fill('ganesh_gst1');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel(/^OTP/).fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForPath(page, '/gst-success', 60000);
    const arrived = Date.now();
    await expect.poll(() => page.getByText('OTP validated successfully').isVisible()).toBe(true);
    expect(await findAxeViolations(page)).toEqual([]);
    await screenshot(page, 'gst-entry-success');
    await page.waitForURL((url) => url.href.startsWith(PARTNER), { timeout: 20000 });
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(4500);
    await expect.poll(() => page.getByRole('heading', { name: 'Partner application' }).isVisible()).toBe(true);
    expect(outside.every((url) => url.startsWith(PARTNER))).toBe(true);
    expect(session.events).toContainEqual(expect.objectContaining({ category: 'logout' }));
    expect(session.events.filter((e) => e.action === 'origin_app_rejected')).toEqual([]);
    expect(session.cspViolations).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'https://evil.example', '//evil.example'])(
    'a disallowed originApp (%s) is never opened: logout goes to the default, and it is reported',
    async (originApp) => {
      const { session, outside } = await openPartnerBrowser();
      const { page } = session;
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await loginAtGstEntry(page, originApp, freshMobile());
      expect(session.events).toContainEqual(
        expect.objectContaining({ category: 'error', action: 'origin_app_rejected', error: true }),
      );
      // leaving the GST flow is the moment the origin application is opened
      await page.goto(appUrl('/logout'));
      await page.waitForURL((url) => url.href.startsWith(PARTNER), { timeout: 20000 });
      expect(page.url()).toBe(DEFAULT_ORIGIN);
      expect(outside.filter((url) => !url.startsWith(PARTNER))).toEqual([]);
      expect(dialogs).toEqual([]);
    },
  );
});
