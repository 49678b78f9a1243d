// Issue 38 #1: a painted form (the prerendered login and GST entry point) pressed before its scripts have arrived sends
// nothing anywhere: no mobile number in a URL, the browser's history or a server's access log, and what was typed
// stays in the field through the take-over. Served by the app server and by nginx's recipe (docs/deploy/nginx.conf).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, startNginx } from '../server/helpers.ts';
import { appUrl, openBrowser, type BrowserSession } from './browser.ts';
import { freshMobile, tickConsents } from './journey-steps.ts';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const nginx = { url: '', log: '', stop: () => {}, dir: '' };
beforeAll(async () => {
  if (!hasNginx) return;
  nginx.dir = mkdtempSync(join(tmpdir(), 'painted-form-'));
  cpSync(join(import.meta.dirname, '../../dist'), join(nginx.dir, 'dist'), { recursive: true });
  nginx.log = join(nginx.dir, 'access.log');
  Object.assign(nginx, await startNginx(join(nginx.dir, 'dist'), { accessLog: nginx.log }));
});
afterAll(() => {
  nginx.stop();
  if (nginx.dir) rmSync(nginx.dir, { recursive: true, force: true });
});

/** Opens `url` with every script of the app held back (a slow phone), fills the painted form, presses Get OTP and Enter. */
async function pressBeforeScripts(url: string, consents: boolean) {
  session = await openBrowser({ phone412: true });
  const { page } = session;
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let storeAsked = false;
  await page.route('**/assets/*.js', async (route) => {
    if (route.request().url().includes('/store-start-')) storeAsked = true;
    await held;
    await route.continue().catch(() => undefined);
  });
  // the page's module scripts are held: it never reaches DOMContentLoaded until they are let through
  await page.goto(url, { waitUntil: 'commit' });
  const opened = await page.evaluate(() => history.length);
  const mobile = freshMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  if (consents) await tickConsents(page);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForTimeout(500);
  await page.getByLabel('Mobile number').press('Enter');
  await page.waitForTimeout(500);
  const shown = await page.evaluate(() => ({ url: location.href, length: history.length }));
  const before = { urls: [...urls], history: shown, opened };
  release();
  await expect.poll(() => storeAsked, { timeout: 20_000 }).toBe(true);
  return { page, mobile, before };
}

const servers = [
  { name: 'the app server', available: true, base: () => appUrl(''), log: () => '' },
  {
    name: 'nginx',
    available: hasNginx,
    base: () => nginx.url,
    log: () => (existsSync(nginx.log) ? readFileSync(nginx.log, 'utf8') : ''),
  },
];
const pages = [
  { path: '/login', consents: true },
  { path: '/gst-verification?originApp=partner', consents: false },
];

describe.each(servers)('the painted form pressed before its scripts, served by $name', ({ available, base, log }) => {
  it.skipIf(!available).each(pages)(
    '$path, Get OTP pressed, then Enter: nothing is sent, and the number stays in the field through the take-over',
    async ({ path, consents }) => {
      const { page, mobile, before } = await pressBeforeScripts(`${base()}${path}`, consents);
      expect(before.urls.filter((u) => u.includes(mobile))).toEqual([]);
      expect(before.history.url).not.toContain(mobile);
      expect(before.history.length).toBe(before.opened);
      expect(log()).not.toContain(mobile);
      // the app has the page now, and the field holds what was typed
      await expect.poll(() => page.getByLabel('Mobile number').inputValue(), { timeout: 20_000 }).toBe(mobile);
      expect(page.url()).not.toContain(mobile);
      expect(log()).not.toContain(mobile);
    },
  );
});

describe('the take-over keeps what was typed on the painted page (issue 38 #2)', () => {
  it('in a tab that was in the journey before (the GST entry point opened): the number typed before the scripts is sent', async () => {
    session = await openBrowser({ phone412: true });
    const { page } = session;
    let storeAsked = false;
    page.on('request', (r) => {
      if (r.url().includes('/store-start-')) storeAsked = true;
    });
    await page.goto(appUrl('/gst-verification?originApp=partner'));
    await expect.poll(() => storeAsked, { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(1000); // the journey's state is kept in the tab
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/boot-*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(appUrl('/login'), { waitUntil: 'commit' });
    await page.locator('#root[data-prerendered] input').first().waitFor();
    const mobile = freshMobile();
    await page.getByLabel('Mobile number').fill(mobile);
    await tickConsents(page);
    release();
    await page.waitForLoadState('load');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('requestOTP'), {
      timeout: 20_000,
    });
    // the app has the page once Get OTP sends: the field is the app's, and holds what was typed
    await expect
      .poll(
        async () => {
          await page.waitForTimeout(500);
          return page.getByLabel('Mobile number').inputValue();
        },
        { timeout: 20_000 },
      )
      .toBe(mobile);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    expect((await sent).postData()).toContain(mobile);
    expect(session.pageErrors).toEqual([]);
  });
});
