import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, openBrowser, type BrowserSession } from './browser.ts';
import {
  chooseOption,
  clippedInHeader,
  expectMessage,
  freshMobile,
  login,
  startCard,
  waitForPath,
} from './journey-steps.ts';
import { say, speak } from './say.ts';

// The borrower's language (issue 34): chosen on the login before anything else, each language named in its own
// script, kept for the session. One page for the whole file.

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('the language choice on the login', () => {
  it('offers English, हिन्दी and தமிழ்; a choice re-words the page and its errors, keeps what was typed, sets <html lang> and is kept', async () => {
    const { page } = session;
    await page.goto(appUrl('/login?lang=en-IN'));
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect.poll(() => languages.getByRole('link').allInnerTexts()).toEqual(['English', 'हिन्दी', 'தமிழ்']);
    await languages.getByRole('link', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'लॉग इन' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await page.getByLabel('मोबाइल नंबर').fill('98765');
    await page.getByRole('button', { name: 'OTP पाएँ' }).click();
    await expect.poll(() => page.getByText('सही मोबाइल नंबर डालें').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'தமிழ்' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'உள்நுழைவு' }).isVisible()).toBe(true);
    // switching mid-form keeps what was typed, and the error shown is said again in the new language
    expect(await page.getByLabel('மொபைல் எண்').inputValue()).toBe('98765');
    await expect.poll(() => page.getByText('சரியான மொபைல் எண்ணை உள்ளிடவும்').isVisible()).toBe(true);
    await page.goto(appUrl('/login'));
    await expect.poll(() => page.getByRole('heading', { name: 'உள்நுழைவு' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('ta-IN');
    expect(session.cspViolations).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});

describe('the language choice after login, at 412 px', () => {
  it('is a menu beside Help naming the language in use; it opens from the keyboard, closes on Escape, and re-words the page', async () => {
    const phone = await openBrowser({ phone412: true });
    try {
      const { page } = phone;
      await login(page, freshMobile(), undefined, '/home');
      const summary = page.getByRole('banner').locator('summary');
      expect(await summary.getAttribute('aria-label')).toBe('Language: English');
      expect(await clippedInHeader(page)).toEqual([]);
      const menu = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
      await summary.focus();
      await page.keyboard.press('Enter');
      await menu.getByRole('link', { name: 'हिन्दी' }).waitFor();
      expect(await clippedInHeader(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      // a tap elsewhere closes it too
      await page.keyboard.press('Enter');
      await menu.getByRole('link', { name: 'हिन्दी' }).waitFor();
      await page.mouse.click(200, 400);
      await menu.waitFor({ state: 'hidden' });
      await summary.click();
      await menu.getByRole('link', { name: 'हिन्दी' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'सहायता' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      expect(await summary.getAttribute('aria-label')).toBe('भाषा: हिन्दी');
      await menu.waitFor({ state: 'hidden' });
      expect(await clippedInHeader(page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('switching language halfway through business details step 2', () => {
  it('stays on the screen, keeps every typed answer and says the shown errors again in the new language', async () => {
    const phone = await openBrowser({ phone412: true, geolocation: 'granted' });
    try {
      const { page } = phone;
      await login(page, freshMobile(), undefined, '/home');
      await startCard(page, 'Business Details');
      await page.getByRole('button', { name: 'Proceed' }).click();
      await page.getByLabel('Company PAN').fill('aapfu0939f');
      await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
      await chooseOption(page, 'Nature of business', 'Trading');
      await page.getByLabel('Business name').fill('Shree Ganesh Textile Manufacturing Co');
      await page.getByLabel('Company email').fill('accounts@ganesh.example');
      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForPath(page, '/business-details/step-2');
      // half the form typed, and refused: the tenure's error and the empty address line's shown
      await page.getByLabel('Address line 1').fill('12 MG Road');
      await page.getByLabel('Landmark').fill('Near the station');
      await page.getByLabel('Office tenure (in months)').fill('0');
      await expectMessage(page, 'Continue', 'Office tenure must be between 1 and 9999 months');
      await expectMessage(page, 'Continue', 'Address line 2 is required');
      await page.getByRole('banner').locator('summary').click();
      await page.getByRole('banner').getByRole('link', { name: 'தமிழ்' }).click();
      speak('ta-IN');
      await page.getByRole('heading', { level: 1, name: say('Business Details') }).waitFor();
      // still where the borrower was
      expect(new URL(page.url()).pathname).toBe('/business-details/step-2');
      expect(await page.getByLabel(say('Address line 1')).inputValue()).toBe('12 MG Road');
      expect(await page.getByLabel(say('Landmark')).inputValue()).toBe('Near the station');
      expect(await page.getByLabel(say('Office tenure (in months)')).inputValue()).toBe('0');
      // the errors shown before the switch, said again in the new language (and no longer in the old)
      for (const message of ['Office tenure must be between 1 and 9999 months', 'Address line 2 is required']) {
        expect(say(message)).not.toBe(message);
        await page.getByText(say(message), { exact: true }).first().waitFor();
        expect(await page.getByText(message, { exact: true }).count()).toBe(0);
      }
      expect(phone.pageErrors).toEqual([]);
    } finally {
      speak(undefined);
      await phone.close();
    }
  });
});
