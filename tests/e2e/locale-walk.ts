import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import {
  appUrl,
  docsScreenshot,
  findAxeViolations,
  openBrowser,
  reportFailure,
  type BrowserSession,
} from './browser.ts';
import {
  completePreOfferSteps,
  expectMessage,
  freshMobile,
  homeCard,
  LENDER,
  login,
  requestQuote,
  waitForPath,
} from './journey-steps.ts';
import {
  acceptOffer,
  completeOnSandboxPage,
  KFS_EXPECTED,
  readKfsAndSign,
  setUpDigitalMandate,
} from './post-offer-steps.ts';
import { say, speak } from './say.ts';

// A borrower who reads Hindi or Tamil, at 412 px, from the login to Loan Success (issue 34), with the same steps as
// the English walk (journey-steps.ts) looking for each text as the page says it in that language (say.ts). On every
// screen of the app (the lender's own pages, the sandbox's, are not ours) no English word is shown but the
// allow-list below; the KFS shows the English one's figures.

const repoRoot = join(import.meta.dirname, '../..');

/**
 * Latin-script words a borrower may read in any language: the names of the brand, the platform and the lender and
 * what the borrower typed (proper names), the identifiers Indian lending writes in Latin letters (PAN, GSTIN, IFSC
 * and the like), and the regulation's name for the Key Fact Statement, which the translations gloss in brackets.
 */
function allowedWords(programmeId: string, typed: readonly string[]): Set<string> {
  const { programme } = resolveProgramme(readConfigSource(repoRoot).source, programmeId);
  const identity = programme!.programme.identity;
  const names = [
    programme!.programme.brand.name,
    identity?.platformName ?? '',
    LENDER.legalName,
    LENDER.rbiRegistration,
    identity?.grievanceOfficer?.name ?? '',
    ...typed,
    // the language choice names English in its own script; the browsers' names on the location help are names
    'English Chrome Edge Firefox Safari Opera',
    'OTP PAN GST GSTIN IFSC KYC CKYC EMI APR KFS NACH eNACH UPI NBFC RBI ID DD MM YYYY',
    'Key Fact Statement',
  ];
  return new Set(
    names
      .flatMap((n) => n.split(/[^A-Za-z]+/))
      .filter(Boolean)
      .map((w) => w.toLowerCase()),
  );
}

/** What a screen of the app shows in Latin letters beyond `allowed`: each word once, with a piece of its sentence. */
async function englishOn(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header, main, footer, [role="alert"], [role="status"]')]
      .map((el) => el.innerText)
      .join('\n'),
  );
  const found = new Map<string, string>();
  // addresses (e-mail, web) and codes with digits (a lead id, an IFSC) are data, not language
  const words = text.replace(/\S+@\S+|https?:\/\/\S+|\b\w*\d\w*\b/g, ' ');
  for (const match of words.matchAll(/[A-Za-z]+/g)) {
    const word = match[0];
    const lower = word.toLowerCase();
    // a long name is cut to its first letters on a card ("SHREE GANESH TEXTILE MANUFAC...")
    const cut =
      words.startsWith('...', (match.index ?? 0) + word.length) && [...allowed].some((a) => a.startsWith(lower));
    if (allowed.has(lower) || cut || found.has(word)) continue;
    const at = match.index ?? 0;
    found.set(word, words.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' '));
  }
  return [...found].map(([word, around]) => `"${word}" in "…${around}…"`);
}

/** Plays the whole journey of `programmeId` in `locale` at 412 px; pictures of five screens for the README. */
export async function walkInLocale(
  locale: string,
  programmeId: string,
  opened: (session: BrowserSession) => void,
): Promise<void> {
  speak(locale, programmeId);
  try {
    const session = await openBrowser({ phone412: true, geolocation: 'granted' });
    opened(session);
    const { page } = session;
    // what journey-steps.ts types: the business, its address, the promoter and the e-mails' names
    const allowed = allowedWords(programmeId, [
      'Shree Ganesh Textile Manufacturing Co',
      '12 MG Road Shivajinagar Near the station Bengaluru Karnataka',
      'Asha Kiran Rao',
      'ganesh',
    ]);
    const english: string[] = [];
    const axe: string[] = [];
    const check = async (name: string) => {
      english.push(...(await englishOn(page, allowed)).map((w) => `${name}: ${w}`));
      axe.push(...(await findAxeViolations(page)).map((v) => `${name}: ${v}`));
    };
    const shot = (name: string) => docsScreenshot(page, `${programmeId}-${locale}-${name}`);
    // the lender is told the borrower's language with the lead (payloads.json), and the KFS acknowledgement it stores
    // records the language the KFS was shown in
    const told: Array<{ call: string; locale: unknown; status: number }> = [];
    const calls = { '/consumer/create/lead': 'lead', '/consumer/create/kfs/acknowledgement': 'kfs' };
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace(/^\/api/, '');
      const call = Object.entries(calls).find(([p]) => path === p)?.[1];
      if (!call) return;
      const body = JSON.parse(response.request().postData() ?? '{}') as { locale?: unknown };
      told.push({ call, locale: body.locale, status: response.status() });
    });
    // the login in the chosen language, before anything is typed
    await page.goto(appUrl(`/login?programme=${programmeId}&lang=${locale}`));
    await page.getByLabel(say('Mobile number')).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    await check('login');
    await shot('login');
    await login(page, freshMobile(), programmeId);
    await check('home');
    await completePreOfferSteps(page, 'share', async (name) => {
      await check(name);
      if (name === 'business-details-2') {
        // a form showing its errors in the language: the tenure refused, the address not yet typed
        await page.getByLabel(say('Office tenure (in months)')).fill('0');
        await expectMessage(page, 'Continue', 'Office tenure must be between 1 and 9999 months');
        await check('business-details-2 errors');
        await shot('form-errors');
      }
    });
    await requestQuote(page);
    await waitForPath(page, '/quote', 60000);
    await expect
      .poll(() => page.getByRole('button', { name: say('View offer') }).isVisible(), { timeout: 15000 })
      .toBe(true);
    await check('quote');
    const figure = (label: string) =>
      page
        .locator('dt', { hasText: say(label) })
        .first()
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
    const expected = KFS_EXPECTED[programmeId === 'supply-chain-finance' ? 'credit-line' : 'term-loan'];
    const amounts = Object.keys(expected.figures).filter((label) => /[₹%]/.test(expected.figures[label]!));
    let offered: Array<string | null> = [];
    await acceptOffer(page, async () => {
      await check('offer');
      await shot('offer');
      offered = await Promise.all([figure('Annual Percentage Rate (APR)')]);
    });
    await check('post-offer-home');
    await completeOnSandboxPage(page, 'Promoter KYC', '/pages/kyc', /complete|verify|submit/i);
    await waitForPath(page, '/offer', 30000);
    await completeOnSandboxPage(page, 'Business KYC', '/pages/kyc', /complete|verify|submit/i);
    await waitForPath(page, '/offer', 30000);
    await homeCard(page, 'Bank account and e-mandate')
      .getByRole('button', { name: say('Start') })
      .click({ timeout: 30000 });
    await waitForPath(page, '/mandate');
    await check('mandate');
    await setUpDigitalMandate(page);
    await expect.poll(() => page.getByRole('img', { name: say('Completed') }).count(), { timeout: 30000 }).toBe(3);
    // the KFS in the language shows the English KFS's figures, each where the English one has it (readKfsAndSign)
    await readKfsAndSign(page, expected, async () => {
      await check('kfs');
      await shot('kfs');
      for (const label of amounts) expect(await figure(label)).toBe(expected.figures[label]);
      expect([await figure('Annual Percentage Rate (APR)')]).toEqual(offered);
    });
    await waitForPath(page, '/congratulations', 60000);
    await expect
      .poll(() => page.getByText(say('Your loan has been disbursed.')).isVisible(), { timeout: 15000 })
      .toBe(true);
    await check('loan-success');
    await shot('loan-success');
    expect(told).toEqual([
      { call: 'lead', locale, status: 200 },
      { call: 'kfs', locale, status: 200 },
    ]);
    expect(english).toEqual([]);
    expect(axe).toEqual([]);
    expect(session.cspViolations).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  } finally {
    speak(undefined);
  }
}

/** The e2e file of one locale: both programmes' whole journeys in it, a failure reported with what the borrower saw. */
export function describeJourneysIn(locale: string): void {
  let session: BrowserSession | undefined;
  afterEach(async ({ task }) => {
    // a failure says what the borrower saw: screenshot, DOM, the page's trail and its open requests (tests/e2e/out)
    await reportFailure(session, task);
    await session?.close();
    session = undefined;
  });
  describe.each(['business-loan', 'supply-chain-finance'])(`the whole journey in ${locale} on %s`, (programme) => {
    it('goes from the login to Loan Success with every screen in the language', async () => {
      await walkInLocale(locale, programme, (opened) => (session = opened));
    }, 240_000);
  });
}
