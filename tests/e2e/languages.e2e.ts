import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, headingsRemoved, openBrowser, watchHeadingRemovals, type BrowserSession } from './browser.ts';
import {
  chooseOption,
  clippedInHeader,
  expectMessage,
  freshMobile,
  login,
  startCard,
  tickConsents,
  waitForPath,
} from './journey-steps.ts';
import { say, sayStart, speak } from './say.ts';

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

/** What overflows its box on the page at rest: the header's own check, and each text of the screen wider than its box. */
async function clippedOnPage(page: import('playwright-core').Page): Promise<string[]> {
  const main = await page
    .locator('main')
    .evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('h1, p, label, span, a, button')]
        .filter((e) => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}" overflows`),
    );
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  return [...(await clippedInHeader(page)), ...main, ...(wide > 412 ? [`the page is ${wide} px wide`] : [])];
}

describe.each(['hi-IN', 'ta-IN'])('a first visit from a phone in %s (its Accept-Language)', (locale) => {
  it('without JavaScript gets the login painted in its language, <html lang> and the title too, under the CSP', async () => {
    const phone = await openBrowser({ phone412: true, javaScript: false, locale });
    speak(locale);
    try {
      const { page } = phone;
      const response = await page.goto(appUrl('/login'));
      expect(response?.headers()['vary']).toBe('Accept-Language');
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect(await page.locator('#root').getAttribute('data-locale')).toBe(locale);
      expect(await page.getByRole('heading', { level: 1, name: say('Login') }).isVisible()).toBe(true);
      expect(await page.getByLabel(say('Mobile number')).isVisible()).toBe(true);
      expect(await page.title()).toMatch(new RegExp(`^${say('Login')} \\| `));
      expect(await page.getByText('Enter your mobile number to receive a one-time password').count()).toBe(0);
      expect(phone.cspViolations).toEqual([]);
    } finally {
      speak(undefined);
      await phone.close();
    }
  });
});

describe('the login painted in Hindi is taken over as painted', () => {
  it('hydrated, not drawn again: the number typed before the app arrived stays in the same field; no console error, no CSP violation', async () => {
    const phone = await openBrowser({ phone412: true, locale: 'hi-IN' });
    speak('hi-IN');
    try {
      const { page } = phone;
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
      });
      // a redraw takes the painted heading out of the page; a hydration keeps it
      await watchHeadingRemovals(page);
      // the app's chunk held back until the borrower has typed into the painted field (a slow phone's link)
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const asked = { boot: false, store: false };
      await page.route('**/assets/boot-*.js', async (route) => {
        asked.boot = true;
        await held;
        await route.continue();
      });
      await page.route('**/assets/store-start-*.js', async (route) => {
        asked.store = true;
        await route.continue();
      });
      await page.goto(appUrl('/login'));
      await expect.poll(() => asked.boot, { timeout: 20_000 }).toBe(true);
      const mobile = page.getByLabel(say('Mobile number'));
      const number = freshMobile();
      await mobile.fill(number);
      await mobile.evaluate((el) => Object.assign(el, { paintedField: true }));
      release();
      // the page asks for the store once it has hydrated the login, and re-renders with the whole programme after it
      await expect.poll(() => asked.store, { timeout: 20_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await mobile.evaluate((el) => (el as HTMLElement & { paintedField?: boolean }).paintedField)).toBe(true);
      expect(await mobile.inputValue()).toBe(number);
      expect(await headingsRemoved(page)).toBe(0);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      // the app has it: Get OTP, said in Hindi, asks for the OTP
      await tickConsents(page);
      await page.getByRole('button', { name: say('Get OTP') }).click();
      await page.getByLabel(sayStart('OTP')).first().waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
      expect(phone.cspViolations).toEqual([]);
    } finally {
      speak(undefined);
      await phone.close();
    }
  });
});

describe('a choice kept in the session beats the painted locale', () => {
  it('a Hindi phone that chose Tamil is painted Hindi by the server, and the app draws Tamil over it', async () => {
    const phone = await openBrowser({ phone412: true, locale: 'hi-IN' });
    try {
      const { page } = phone;
      await page.goto(appUrl('/login?lang=ta-IN'));
      speak('ta-IN');
      await page.getByRole('heading', { level: 1, name: say('Login') }).waitFor();
      const painted = await page.goto(appUrl('/login'));
      speak('hi-IN');
      expect(await painted?.text()).toContain(`<h1 class="journey-h1 journey-gutter">${say('Login')}</h1>`);
      speak('ta-IN');
      await page.getByRole('heading', { level: 1, name: say('Login') }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ta-IN');
      expect(phone.pageErrors).toEqual([]);
      expect(phone.cspViolations).toEqual([]);
    } finally {
      speak(undefined);
      await phone.close();
    }
  });
});

describe('the Tamil login at 412 px', () => {
  it.each([false, true])('is not clipped, painted (JavaScript %s) and taken over', async (javaScript) => {
    const phone = await openBrowser({ phone412: true, javaScript, locale: 'ta-IN' });
    speak('ta-IN');
    try {
      const { page } = phone;
      await page.goto(appUrl('/login'));
      await page.getByRole('heading', { level: 1, name: say('Login') }).waitFor();
      if (javaScript) await page.waitForLoadState('networkidle');
      expect(await clippedOnPage(page)).toEqual([]);
    } finally {
      speak(undefined);
      await phone.close();
    }
  });
});
