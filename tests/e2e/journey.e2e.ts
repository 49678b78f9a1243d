import { afterEach, describe, expect, it } from 'vitest';
import { findAxeViolations, openBrowser, screenshot, type BrowserSession } from './browser.ts';
import { businessDetails, freshMobile, homeCard, login, otherDetails, requestQuote, shareBankData, verifyGst, waitForPath } from './journey-steps.ts';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe.each(['business-loan', 'supply-chain-finance'])('a new borrower on %s', (programme) => {
  it('logs in, gives business and other details, verifies GST, shares bank data and reaches the quote', async () => {
    session = await openBrowser({ geolocation: 'granted' });
    const { page } = session;
    const axe: string[] = [];
    const check = async (name: string) => {
      axe.push(...(await findAxeViolations(page)).map((v) => `${name}: ${v}`));
      await screenshot(page, `${programme}-${name}`);
    };

    const mobile = freshMobile();
    await login(page, mobile, programme);
    await expect.poll(() => page.getByRole('heading', { name: 'Your Application' }).isVisible()).toBe(true);
    await check('home');
    await businessDetails(page, check);

    // resume in the early steps (spec §2 lead-step reviewer): another device lands on the pre-offer home with
    // business details checked and Start on other details only
    const early = await openBrowser();
    try {
      await login(early.page, mobile, programme);
      const business = homeCard(early.page, 'Business Details');
      await expect.poll(() => business.getByRole('img', { name: 'Completed' }).isVisible(), { timeout: 15000 }).toBe(true);
      await expect.poll(() => homeCard(early.page, 'Other Details').getByRole('button', { name: 'Start' }).isVisible()).toBe(true);
      expect(await early.page.getByRole('button', { name: 'Start' }).count()).toBe(1);
    } finally {
      await early.close();
    }

    await otherDetails(page, check);
    await verifyGst(page, check);
    await shareBankData(page, 'share', check);
    await check('home-banking-done');
    await requestQuote(page);
    await waitForPath(page, /^\/(quote|hold-on)/);
    await waitForPath(page, '/quote', 60000);
    await expect.poll(() => page.getByRole('button', { name: 'View offer' }).isVisible(), { timeout: 10000 }).toBe(true);
    await check('quote');
    expect(new URL(page.url()).pathname).toBe('/quote');

    expect(session.cspViolations).toEqual([]);
    expect(session.pageErrors).toEqual([]);
    expect(axe).toEqual([]);

    // resume (spec §2 stage table): the same borrower on another device lands on the quote
    const other = await openBrowser();
    try {
      await login(other.page, mobile, programme, '/quote');
      await expect.poll(() => other.page.getByRole('button', { name: 'View offer' }).isVisible(), { timeout: 15000 }).toBe(true);
    } finally {
      await other.close();
    }
  });
});
