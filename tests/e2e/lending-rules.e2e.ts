import { readFileSync } from 'node:fs';
import type { Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfigOnlyApp } from './config-only-app.ts';
import { appUrl, openBrowser, reportFailure, screenshot, type BrowserSession } from './browser.ts';
import { PROGRAMME, PROGRAM_CODE } from './co-borrower-programme.ts';
import { sayStart } from './say.ts';
import {
  CONSENTS,
  SANDBOX_OTP,
  businessDetails,
  freshMobile,
  homeCard,
  login,
  otherDetails,
  requestQuote,
  shareBankData,
  startCard,
  waitForPath,
} from './journey-steps.ts';
import {
  KFS_EXPECTED,
  acceptOffer,
  completeOnSandboxPage,
  readKfsAndSign,
  setUpDigitalMandate,
} from './post-offer-steps.ts';

let session: BrowserSession | undefined;
afterEach(async ({ task }) => {
  // a failure says what the borrower saw: screenshot, DOM, the page's trail and its open requests (tests/e2e/out)
  await reportFailure(session, task);
  await session?.close();
  session = undefined;
});

/** The JSON body of every request the page sent to an API path. */
function recordBodies(session: BrowserSession, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  session.page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`)
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

describe('explicit consent at login', () => {
  it('boxes start unticked, OTP is refused without every required one, and what was consented is sent with the lead', async () => {
    session = await openBrowser({ geolocation: 'granted', mobile: true });
    const { page } = session;
    const otpRequests = recordBodies(session, '/requestOTP');
    const leads = recordBodies(session, '/consumer/create/lead');
    await page.goto(appUrl('/login'));
    await page.getByLabel('Mobile number').fill(freshMobile());
    const boxes = CONSENTS.map((text) => page.getByRole('checkbox', { name: sayStart(text) }));
    for (const box of boxes) expect(await box.isChecked()).toBe(false);
    await screenshot(page, 'login-consents');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect
      .poll(() => page.getByText('Please accept the Terms and Conditions to continue').isVisible())
      .toBe(true);
    expect(await page.getByText('Please authorise the credit bureau check to continue').isVisible()).toBe(true);
    // two of three is not enough
    await boxes[0]!.check();
    await boxes[1]!.check();
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect
      .poll(() => page.getByText('Please authorise the credit bureau check to continue').isVisible())
      .toBe(true);
    expect(otpRequests).toEqual([]);
    await screenshot(page, 'login-consents-refused');
    const termsLink = page.getByRole('link', { name: 'Read the Terms and Conditions' });
    expect(await termsLink.getAttribute('href')).toBe('https://www.sahyogcapital.example/terms');
    await boxes[2]!.check();
    const asked = Date.now();
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByLabel(/^OTP/).fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForPath(page, '/home');
    expect(otpRequests).toHaveLength(1);
    await businessDetails(page);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.consents).toEqual(['terms-2026-11', 'privacy-2026-11', 'bureau-2026-11']);
    // the time of the borrower's own act (Get OTP with the boxes ticked), not of the later location prompt
    expect(leads[0]!.consentTimestamp).toBeGreaterThanOrEqual(asked - 1000);
    expect(leads[0]!.consentTimestamp).toBeLessThan(asked + 10000);
  });
});

describe('a programme made only of config adds a co-borrower (built from a throwaway copy of the config)', () => {
  const built = useConfigOnlyApp();

  it("the co-borrower's request carries only their data, the card completes by its rule, and the journey reaches Loan Success", async () => {
    session = await openBrowser({ geolocation: 'granted' });
    const { page } = session;
    const applicants = recordBodies(session, '/consumer/create/lead/applicant');
    await login(page, freshMobile(), PROGRAMME, '/home', built().app.url);
    await expect
      .poll(() => page.getByRole('listitem').locator('h2').allTextContents(), { timeout: 15000 })
      .toEqual(['Business Details', 'Other Details', 'Co-borrower', 'Banking Data']);
    await businessDetails(page);
    await otherDetails(page);
    await startCard(page, 'Co-borrower');
    await waitForPath(page, '/co-borrower');
    await page.getByRole('button', { name: 'Add co-borrower' }).click();
    await expect.poll(() => page.getByText('PAN number is required').isVisible()).toBe(true);
    // one full name and a PAN: no date of birth, gender or e-mail is asked
    expect(await page.getByLabel('Date of birth').count()).toBe(0);
    await page.getByLabel('Full name').fill('Ravi Kumar Menon');
    await page.getByLabel(/^PAN/).fill('aaapm1234q');
    await screenshot(page, 'co-borrower-form');
    await page.getByRole('button', { name: 'Add co-borrower' }).click();
    await waitForPath(page, '/home');
    // the borrower's request, then the co-borrower's: the full name split at the last space (spec §5), the PAN, the
    // type and role, and nothing else of the form
    expect(applicants).toHaveLength(2);
    const lead = applicants[1]!.leadId;
    expect(applicants[1]).toEqual({
      firstName: 'Ravi Kumar',
      lastName: 'Menon',
      pan: 'AAAPM1234Q',
      leadId: lead,
      applicantType: 'co-applicant',
      applicantRole: 'CO_BORROWER',
      answers: {}, // the screen saves nothing for later rules: the lender keeps an empty set
    });
    // completed by its rule over the applicants list ("two applicants"), not by a workflow step
    await expect
      .poll(() => homeCard(page, 'Co-borrower').getByRole('img', { name: 'Completed' }).count(), { timeout: 15000 })
      .toBe(1);
    await screenshot(page, 'co-borrower-home');
    // no GST in this programme: banking is next, and the sandbox does not wait for GST steps
    await shareBankData(page);
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
    await readKfsAndSign(page, KFS_EXPECTED['term-loan'], async () => {
      // as a borrower reads it on a phone
      await page.setViewportSize({ width: 412, height: 900 });
      await screenshot(page, 'co-borrower-kfs-412');
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    await waitForPath(page, '/congratulations', 60000);
    await expect.poll(() => page.title(), { timeout: 15000 }).toMatch(/^Loan Success/);
    expect(session.cspViolations).toEqual([]);
    // the sandbox's record of the lead: the programme's code, both applicants, the consent and the KFS acknowledgement
    const state = JSON.parse(readFileSync(built().dataFile, 'utf8')) as {
      leads: Record<string, Record<string, unknown>>;
    };
    const record = state.leads[String(lead)]!;
    expect(record.programCode).toBe(PROGRAM_CODE);
    expect((record.applicants as Array<{ applicantRole: string }>).map((a) => a.applicantRole)).toEqual([
      'BORROWER',
      'CO_BORROWER',
    ]);
    // what the sandbox accepted for the co-borrower (spec §3: valid with pan and firstName)
    expect((record.applicants as Array<Record<string, unknown>>)[1]).toMatchObject({
      applicantType: 'co-applicant',
      firstName: 'Ravi Kumar',
      lastName: 'Menon',
      pan: 'AAAPM1234Q',
    });
    expect(record.consent).toMatchObject({ ids: ['terms-2026-11', 'privacy-2026-11', 'bureau-2026-11'] });
    expect(record.kfsAcknowledgement).toMatchObject({
      programme: PROGRAMME,
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // the whole journey, as full-journey.e2e's: each step keeps its own wait, and the journey as a whole gets the same
    // budget as that one (the default 90 s killed it twice in a row on a loaded machine while it was still moving on,
    // and a retry plays it all again)
  }, 180_000);
});
