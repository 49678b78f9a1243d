import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl } from './browser.ts';
import { say, sayStart, spokenLocale } from './say.ts';

/** The borrower's steps, by label and visible text as a person would use the page. */

/** Called on every screen a step reaches (the journey test runs axe there). */
export type OnScreen = (name: string) => Promise<void>;
const none: OnScreen = async () => {};

/** Submits the current form and expects the spec's exact message under a field. */
export async function expectMessage(page: Page, button: string, message: string): Promise<void> {
  await page.getByRole('button', { name: say(button) }).click();
  await expect
    .poll(() => page.getByText(say(message), { exact: true }).first().isVisible(), { timeout: 10000 })
    .toBe(true);
}

export const SANDBOX_OTP = process.env.SANDBOX_OTP ?? '123456';
let mobileSeq = 0;
/**
 * A fresh happy-path mobile number per test (scenario numbers 90000000xx are avoided): the second digit is the
 * worker's, so two test files running side by side never draw the same number in the same millisecond.
 */
export function freshMobile(): string {
  mobileSeq += 1;
  const worker = 1 + (Number(process.env.VITEST_POOL_ID ?? process.pid) % 9);
  return `9${worker}${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq % 100).padStart(2, '0')}`;
}

export async function waitForPath(page: Page, path: string | RegExp, timeout = 30000): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)),
    { timeout },
  );
}

/** The consents the login asks for, none ticked by the app: the borrower ticks each (OTP is refused without them). */
export const CONSENTS = [
  'I agree to the Terms and Conditions',
  'I agree to the Privacy Policy',
  'I authorise the lender to fetch my credit report from a credit bureau',
];
export async function tickConsents(page: Page): Promise<void> {
  for (const text of CONSENTS) await page.getByRole('checkbox', { name: sayStart(text) }).check();
}

/** Logs in on a fresh page; a returning borrower may be sent on from /home at once (resume), so `landing` says where to wait. */
export async function login(
  page: Page,
  mobile: string,
  programme?: string,
  landing: string | RegExp = '/home',
  base?: string,
): Promise<void> {
  // a walk in another language chooses it by the address, as the login's language links do
  const query = [programme && `programme=${programme}`, spokenLocale() && `lang=${spokenLocale()}`].filter(Boolean);
  const path = `/login${query.length ? `?${query.join('&')}` : ''}`;
  await page.goto(base ? `${base}${path}` : appUrl(path));
  await page.getByLabel(say('Mobile number')).fill(mobile);
  await tickConsents(page);
  await page.getByRole('button', { name: say('Get OTP') }).click();
  await page.getByLabel(sayStart('OTP')).fill(SANDBOX_OTP);
  await page.getByRole('button', { name: say('Verify OTP') }).click();
  await waitForPath(page, landing);
}

/** The toast on screen, if any, does not overlap the focused field (both as laid out now). */
export async function expectNoToastOverFocus(page: Page): Promise<void> {
  const overlap = await page.evaluate(() => {
    const field = document.activeElement?.getBoundingClientRect();
    const toast = document.querySelector('.MuiSnackbar-root')?.getBoundingClientRect();
    if (!field || !toast || toast.height === 0) return false;
    return !(
      toast.bottom <= field.top ||
      toast.top >= field.bottom ||
      toast.right <= field.left ||
      toast.left >= field.right
    );
  });
  if (overlap) throw new Error('a toast covers the field in focus');
}

/** The lender's legal name and RBI registration, shown on every screen (issue 25: the footer). */
export const LENDER = { legalName: 'Sahyog Capital Finance Private Limited', rbiRegistration: 'N-13.02481' } as const;

/** Fails unless the page names the lender and its RBI registration where a borrower can see them. */
export async function expectLenderNamed(page: Page): Promise<void> {
  for (const text of Object.values(LENDER)) {
    await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 15000 });
  }
}

/** Logout from the header: it is in the Help menu (issue 25). */
export async function logoutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: say('Help') }).click();
  await page.getByRole('menuitem', { name: say('Logout') }).click();
}

/**
 * What the header cuts or lets run out of it (a long brand beside the language choice and Help at 412 px): each as
 * `<tag>.<class> "<text>"`; empty when everything drawn in it lies within it (the language menu's pop-up aside).
 */
export function clippedInHeader(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const box = header.getBoundingClientRect();
    const out: string[] = [];
    // an open language menu is a pop-up over the page, below the header: not the header's own content
    const popup = header.querySelector('details[open]');
    if (!popup && (header.scrollHeight > header.clientHeight + 1 || header.scrollWidth > header.clientWidth + 1))
      out.push(
        `the header scrolls (${header.scrollWidth}x${header.scrollHeight} in ${header.clientWidth}x${header.clientHeight})`,
      );
    for (const el of header.querySelectorAll<HTMLElement>('img, span, a, button, summary')) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || el.closest('details > nav')) continue;
      if (b.top < box.top - 1 || b.bottom > box.bottom + 1 || b.left < box.left - 1 || b.right > box.right + 1)
        out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      if (el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'IMG')
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" overflows`,
        );
    }
    return out;
  });
}

/** A home card by its title: each card is a list item named by its heading. */
export function homeCard(page: Page, title: string) {
  return page.getByRole('listitem', { name: say(title), exact: true });
}

export async function startCard(page: Page, title: string): Promise<void> {
  await homeCard(page, title)
    .getByRole('button', { name: say('Start') })
    .click({ timeout: 30000 });
}

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const radio = page.getByRole('radio', { name: say(option), exact: true });
  if (await radio.count()) {
    await radio.first().check();
    return;
  }
  await page.getByLabel(say(label)).click();
  await page.getByRole('option', { name: say(option), exact: true }).click();
}

/**
 * An address typed as a person does: the pincode first, right after the screen opens (its lookup races the hand-over
 * of what was typed, issue 24), then the lines; the pincode's place must be in City and State when it is done.
 */
export async function fillAddress(page: Page): Promise<void> {
  const pincode = page.getByLabel(say('Pincode'));
  if ((await pincode.inputValue()) !== '560001') await pincode.fill('560001');
  await page.getByLabel(say('Address line 1')).fill('12 MG Road');
  await page.getByLabel(say('Address line 2')).fill('Shivajinagar');
  await page.getByLabel(say('Landmark')).fill('Near the station');
  await expect.poll(async () => page.getByLabel(say('City')).inputValue(), { timeout: 10000 }).toBe('Bengaluru');
  await expect.poll(async () => page.getByLabel(say('State')).inputValue(), { timeout: 10000 }).toBe('Karnataka');
}

/** The Business Details card's screens; `landing` is where step 2's Continue leads (home, unless a programme adds a screen). */
export async function businessDetails(page: Page, onScreen: OnScreen = none, landing = '/home'): Promise<void> {
  await startCard(page, 'Business Details');
  await waitForPath(page, '/business-details/location-access');
  await onScreen('location-access');
  await page.getByRole('button', { name: say('Proceed') }).click();
  await waitForPath(page, '/business-details/step-1');
  await onScreen('business-details-1');
  await page.getByLabel(say('Company PAN')).fill('aapfu0939f');
  await page.getByLabel(say('GSTIN')).fill('27AAPFU0939F1ZV');
  await chooseOption(page, 'Nature of business', 'Trading');
  await page.getByLabel(say('Business name')).fill('Shree Ganesh Textile Manufacturing Co');
  await page.getByLabel(say('Company email')).fill('accounts@ganesh.example');
  await page.getByRole('button', { name: say('Continue') }).click();
  await waitForPath(page, '/business-details/step-2');
  await page.getByLabel(say('Pincode')).fill('560001'); // the moment the screen opens, before it is looked at
  // step 1's "data submitted" toast may still show: it never covers the field being typed in (issue 25)
  await expectNoToastOverFocus(page);
  await onScreen('business-details-2');
  await fillAddress(page);
  await page.getByLabel(say('Office tenure (in months)')).fill('0');
  await expectMessage(page, 'Continue', 'Office tenure must be between 1 and 9999 months');
  await page.getByLabel(say('Office tenure (in months)')).fill('36');
  await page.getByRole('button', { name: say('Continue') }).click();
  await waitForPath(page, landing);
}

export async function otherDetails(page: Page, onScreen: OnScreen = none): Promise<void> {
  await startCard(page, 'Other Details');
  await waitForPath(page, '/other-details/step-1');
  await onScreen('other-details-1');
  await page.getByLabel(say('Required loan amount')).fill('500000');
  await page.getByLabel(say('First name')).fill('Asha');
  await page.getByLabel(say('Middle name')).fill('Kiran');
  await page.getByLabel(say('Last name')).fill('Rao');
  await page.getByLabel(say('Date of birth')).fill(`01/01/${new Date().getFullYear() - 10}`);
  await expectMessage(page, 'Continue', 'To apply for a loan, you must be at least 18 years old.');
  await page.getByLabel(say('Date of birth')).fill('15/06/1985');
  await chooseOption(page, 'Gender', 'Female');
  await page.getByLabel(say('Email')).fill('asha.rao@ganesh.example');
  await page.getByRole('button', { name: say('Continue') }).click();
  await waitForPath(page, '/other-details/step-2');
  await onScreen('other-details-2');
  await expectMessage(page, 'Continue', 'Address line 1 is required');
  await page.getByLabel(say('Permanent address is the same as the current address')).check();
  await fillAddress(page);
  await page.getByRole('button', { name: say('Continue') }).click();
  await waitForPath(page, '/home');
}

export async function verifyGst(page: Page, onScreen: OnScreen = none): Promise<void> {
  await startCard(page, 'GST Details');
  await waitForPath(page, '/gst/instructions');
  await onScreen('gst-instructions');
  await page.getByRole('button', { name: say('Continue') }).click();
  await waitForPath(page, '/gst/login');
  await onScreen('gst-login');
  await page.getByLabel(say('GST username')).fill('short');
  await expectMessage(page, 'Get OTP', 'Gst username must contain at least 8 characters');
  await page.getByLabel(say('GST username')).fill('ganesh_gst1');
  await page.getByRole('button', { name: say('Get OTP') }).click();
  await page.getByLabel(sayStart('OTP')).fill(SANDBOX_OTP);
  await page.getByRole('button', { name: say('Verify OTP') }).click();
  await waitForPath(page, '/home', 60000);
}

export async function shareBankData(
  page: Page,
  outcome: 'share' | 'cancel' = 'share',
  onScreen: OnScreen = none,
): Promise<void> {
  await startCard(page, 'Banking Data');
  await waitForPath(page, '/bank-statement');
  await expect
    .poll(() =>
      page
        .getByText(
          say('Please provide banking data of last 12 months of your current account. Click Proceed to continue.'),
        )
        .isVisible(),
    )
    .toBe(true);
  await onScreen('bank-statement-terms');
  await page.getByRole('button', { name: say('Proceed') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/pages/bank-statement'), { timeout: 15000 });
  await page.getByRole('button', { name: outcome === 'share' ? 'Share bank statements' : 'Cancel' }).click();
  await waitForPath(page, '/home', 30000);
}

/** Every pre-offer card from the home screen: business and other details, GST, and the bank page. */
export async function completePreOfferSteps(
  page: Page,
  bank: 'share' | 'cancel' = 'share',
  onScreen: OnScreen = none,
): Promise<void> {
  await businessDetails(page, onScreen);
  await otherDetails(page, onScreen);
  await verifyGst(page, onScreen);
  await shareBankData(page, bank, onScreen);
}

/**
 * Home's "Submit to get offer", shown once banking is complete. When the quote callback has already arrived as home
 * reads the lead (its stage is then the quote's: the sandbox sends it 2 x delayMs after the bank page, and a loaded
 * machine can take longer than that to reach home), home sends the borrower on to the quote by itself (spec §2,
 * stage 6 goes to /quote) and the button is gone: that is the same way on, so either ends this step.
 */
export async function requestQuote(page: Page): Promise<void> {
  const clicked = page.getByRole('button', { name: say('Submit to get offer') }).click({ timeout: 30000 });
  const movedOn = page.waitForURL((url) => url.pathname === '/quote' || url.pathname === '/hold-on', {
    timeout: 30000,
  });
  // whichever settles second must not be reported as an unhandled rejection
  clicked.catch(() => undefined);
  movedOn.catch(() => undefined);
  await Promise.any([clicked, movedOn]);
}
