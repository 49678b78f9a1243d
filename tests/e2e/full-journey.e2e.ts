import { afterEach, describe, expect, it } from 'vitest';
import { findAxeViolations, openBrowser, screenshot, type BrowserSession } from './browser.ts';
import { completePreOfferSteps, expectLenderNamed, freshMobile, homeCard, login, requestQuote, waitForPath } from './journey-steps.ts';
import { KFS_EXPECTED, acceptOffer, completeOnSandboxPage, readKfsAndSign, setUpDigitalMandate } from './post-offer-steps.ts';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe.each(['business-loan', 'supply-chain-finance'])('the whole journey on %s', (programme) => {
  it('goes from login to the disbursed loan', async () => {
    session = await openBrowser({ geolocation: 'granted' });
    const { page } = session;
    const axe: string[] = [];
    const mobile = freshMobile();
    await login(page, mobile, programme);
    await completePreOfferSteps(page);
    await requestQuote(page);
    await waitForPath(page, '/quote', 60000);
    await expect.poll(() => page.getByRole('button', { name: 'View offer' }).isVisible(), { timeout: 15000 }).toBe(true);
    await expectLenderNamed(page);
    await screenshot(page, `${programme}-full-quote`);
    await acceptOffer(page, async () => expectLenderNamed(page));
    // a KYC card not begun says so, not the server's "Your KYC is pending." (issue 25); its status shows once begun
    for (const card of ['Promoter KYC', 'Business KYC']) {
      await expect.poll(() => homeCard(page, card).getByText('Not started').isVisible(), { timeout: 15000 }).toBe(true);
      expect(await homeCard(page, card).getByText('Your KYC is pending.').count()).toBe(0);
    }
    await expectLenderNamed(page);
    await screenshot(page, `${programme}-full-post-offer-home`);
    axe.push(...(await findAxeViolations(page)));
    await completeOnSandboxPage(page, 'Promoter KYC', '/pages/kyc', /complete|verify|submit/i);
    await waitForPath(page, /^\/(kyc-success|offer)/, 30000);
    await waitForPath(page, '/offer', 30000);
    await expect.poll(() => homeCard(page, 'Promoter KYC').getByText(/^Your KYC (has been submitted|is complete)\.$/).isVisible(), { timeout: 15000 }).toBe(true);
    await completeOnSandboxPage(page, 'Business KYC', '/pages/kyc', /complete|verify|submit/i);
    await waitForPath(page, '/offer', 30000);
    const mandate = homeCard(page, 'Bank account and e-mandate');
    await mandate.getByRole('button', { name: 'Start' }).click({ timeout: 30000 });
    await waitForPath(page, '/mandate');
    axe.push(...(await findAxeViolations(page)));
    await setUpDigitalMandate(page);
    // the e-mandate callback arrives a moment later; the agreement card is the current step once it has
    await expect.poll(() => page.getByRole('img', { name: 'Completed' }).count(), { timeout: 30000 }).toBe(3);
    await screenshot(page, `${programme}-full-before-esign`);
    await readKfsAndSign(page, KFS_EXPECTED[programme === 'supply-chain-finance' ? 'credit-line' : 'term-loan'], async () => {
      await expectLenderNamed(page);
      await screenshot(page, `${programme}-full-kfs`);
      axe.push(...(await findAxeViolations(page)));
    });
    await waitForPath(page, '/congratulations', 60000);
    await screenshot(page, `${programme}-full-congratulations`);
    await expect.poll(() => page.getByText('Your loan has been disbursed.').isVisible(), { timeout: 15000 }).toBe(true);
    await expectLenderNamed(page);
    axe.push(...(await findAxeViolations(page)));
    expect(session.cspViolations).toEqual([]);
    expect(axe).toEqual([]);
    // spec §9: an analytics event for every step of the journey, as config names them
    const categories = new Set(session.events.map((e) => e.category));
    for (const step of ['login', 'location_consent', 'business_details', 'other_details', 'gst_details', 'banking_data', 'offer', 'promoter_kyc', 'business_kyc', 'mandate', 'agreement', 'success']) {
      expect([...categories], `an analytics event of the ${step} step`).toContain(step);
    }
    expect(session.events.filter((e) => e.error)).toEqual([]);

    // resume: after the agreement is signed, another device lands on the loan-success page
    const other = await openBrowser();
    try {
      await login(other.page, mobile, programme, '/congratulations');
      await expect.poll(() => other.page.getByRole('heading', { name: 'Congratulations!' }).isVisible(), { timeout: 15000 }).toBe(true);
    } finally {
      await other.close();
    }
  });
});
