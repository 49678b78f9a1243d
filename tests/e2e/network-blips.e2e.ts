import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { announcedTexts, openBrowser, reportFailure, screenshot, type BrowserSession } from './browser.ts';
import { chooseOption, freshMobile, login, startCard, waitForPath } from './journey-steps.ts';

let session: BrowserSession | undefined;
afterEach(async ({ task }) => {
  // a failure says what the borrower saw: screenshot, DOM, the page's trail and its open requests (tests/e2e/out)
  await reportFailure(session, task);
  await session?.close();
  session = undefined;
});

const OFFLINE_TEXT = 'You are offline. What you entered is kept and will be sent when your connection is back.';
const EXPIRED_TEXT = 'Session expired. Please login again';
const CREATE_LEAD = /\/consumer\/create\/lead$/;

async function openBusinessDetails(page: Page): Promise<void> {
  await startCard(page, 'Business Details');
  await waitForPath(page, '/business-details/location-access');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await waitForPath(page, '/business-details/step-1');
}

async function typeBusinessDetails(page: Page, name: string): Promise<void> {
  await page.getByLabel('Company PAN').fill('AAPFU0939F');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await chooseOption(page, 'Nature of business', 'Trading');
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Company email').fill('accounts@ganesh.example');
}

describe('a network blip or a refused session never costs what the borrower typed', () => {
  it('offline during a submit: the typed values stay, the session stays, and the lead is created once after reconnecting', async () => {
    session = await openBrowser({ geolocation: 'granted' });
    const { page, context } = session;
    await login(page, freshMobile());
    await openBusinessDetails(page);
    await typeBusinessDetails(page, 'Shree Ganesh Textiles');
    const sent: string[] = [];
    const lost: string[] = [];
    page.on('requestfinished', (r) => void (r.method() === 'POST' && CREATE_LEAD.test(r.url()) && sent.push(r.url())));
    page.on('requestfailed', (r) => void (r.method() === 'POST' && CREATE_LEAD.test(r.url()) && lost.push(r.url())));

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    // toasts show one at a time (6 s each): the login's two come first
    await expect.poll(() => announcedTexts(page), { timeout: 30000 }).toContain(OFFLINE_TEXT);
    await page.waitForTimeout(1500);
    await screenshot(page, 'network-blips-offline');
    expect(new URL(page.url()).pathname).toBe('/business-details/step-1');
    expect(await page.getByLabel('Business name').inputValue()).toBe('Shree Ganesh Textiles');
    expect(await page.getByLabel('Company PAN').inputValue()).toBe('AAPFU0939F');
    expect(lost).toHaveLength(1);
    expect(sent).toEqual([]);

    await context.setOffline(false);
    await waitForPath(page, '/business-details/step-2', 20000);
    expect(sent).toHaveLength(1);
    expect(await announcedTexts(page)).not.toContain(EXPIRED_TEXT);
    expect(session.cspViolations).toEqual([]);
  });

  it('a session the server refused keeps the typed values for the same borrower after login, never for another', async () => {
    session = await openBrowser({ geolocation: 'granted' });
    const { page } = session;
    let refusals = 0;
    await page.route(CREATE_LEAD, async (route) => {
      if (route.request().method() !== 'POST' || refusals >= 2) return route.continue();
      refusals += 1;
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ UNAUTHORIZED: EXPIRED_TEXT }),
      });
    });
    const borrower = freshMobile();
    await login(page, borrower);
    await openBusinessDetails(page);
    await typeBusinessDetails(page, 'Shree Ganesh Textiles');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/login');
    await expect.poll(() => announcedTexts(page), { timeout: 30000 }).toContain(EXPIRED_TEXT);

    // the same borrower logs in again: the step offers back what was typed
    await login(page, borrower);
    await openBusinessDetails(page);
    await expect
      .poll(() => page.getByLabel('Business name').inputValue(), { timeout: 10000 })
      .toBe('Shree Ganesh Textiles');
    expect(await page.getByLabel('Company email').inputValue()).toBe('accounts@ganesh.example');

    // refused again; another borrower on this browser finds an empty form
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/login');
    await login(page, freshMobile());
    await openBusinessDetails(page);
    await page.waitForTimeout(500);
    expect(await page.getByLabel('Business name').inputValue()).toBe('');
    expect(await page.getByLabel('Company PAN').inputValue()).toBe('');
    const drafts = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('journey:draft:'))
        .map((k) => sessionStorage.getItem(k))
        .join(),
    );
    expect(drafts).not.toContain('Shree Ganesh Textiles');
  });
});
