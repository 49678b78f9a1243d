import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const OUT_DIR = join(import.meta.dirname, 'out');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** CSP violations seen by the page (securitypolicyviolation events and console reports). */
  cspViolations: string[];
  /** Uncaught page errors. */
  pageErrors: string[];
  /**
   * What the page did, in order, with the milliseconds since the browser opened: navigations, console messages,
   * uncaught errors, failed requests and answers of 4xx/5xx; reportFailure writes it out with the requests still open.
   */
  trail: string[];
  /** Every analytics event the app pushed to window.dataLayer, across page loads and external pages. */
  events: Array<{ event?: string; category?: string; action?: string; label?: string; error?: boolean }>;
  close: () => Promise<void>;
}

/** One Chromium per test file (its worker), started on the first open and closed with the file. */
let browser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  if (!browser) {
    browser = chromium.launch({
      executablePath: inject('chromium'),
      headless: true,
      args: [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'],
    });
  }
  return browser;
}
// closed with the test file (the benchmarks import the steps that import this module outside vitest: no hook there)
if (process.env.VITEST) afterAll(async () => (await browser?.catch(() => undefined))?.close());

/**
 * A fresh browser context (a new device, as far as the app can tell: its own cookies, storage and cache) watching for
 * CSP violations. Contexts share the file's one Chromium: a Chromium started per test cost more CPU than some tests.
 * The device asks for reduced motion: the app's spinners and progress bars stand still (as they do for a borrower who
 * asks), so a page waiting on a poll draws no frame (a turning spinner kept a fifth of a core busy in headless Chromium).
 */
export async function openBrowser(
  options: {
    mobile?: boolean;
    phone412?: boolean;
    geolocation?: 'granted' | 'denied';
    javaScript?: boolean;
    /** The phone's language: its Accept-Language and navigator.languages (the default: Chromium's, en-US). */
    locale?: string;
  } = {},
): Promise<BrowserSession> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    // phone412: a common Android phone, as the borrower-ready issue judges the journey
    viewport: options.phone412
      ? { width: 412, height: 915 }
      : options.mobile
        ? { width: 390, height: 844 }
        : { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    ...(options.geolocation === 'granted'
      ? { geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] }
      : {}),
    // javaScript: false is a phone whose scripts have not arrived yet: only the served markup shows
    ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => cspViolations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked=${e.blockedURI} sample=${e.sample}`,
      );
    });
  });
  // every toast or alert the page ever shows, kept after it hides (toasts auto-hide after 6 s) and across page loads:
  // the app may announce the end of a session on its own call just before the test reloads the page
  const announced: string[] = [];
  announcedByPage.set(page, announced);
  await page.exposeFunction('__recordAnnounced', (text: string) => {
    if (!announced.includes(text)) announced.push(text);
  });
  await context.addInitScript(() => {
    const seen = new Set<string>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role=alert], [role=status]')) {
        const text = el.textContent?.trim();
        if (text && !seen.has(text)) {
          seen.add(text);
          void (window as unknown as { __recordAnnounced: (t: string) => Promise<void> }).__recordAnnounced(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // the app's default analytics sink pushes to window.dataLayer; each push is recorded outside the page, so events
  // survive full page loads (external pages, logout) and can be checked at the end of a journey
  const events: BrowserSession['events'] = [];
  await page.exposeFunction('__recordEvent', (e: BrowserSession['events'][number]) => events.push(e));
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) (window as unknown as { __recordEvent: (e: unknown) => void }).__recordEvent(item);
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(m.text())) cspViolations.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const { trail, openRequests } = watchPage(page);
  openRequestsByPage.set(page, openRequests);
  return {
    context,
    page,
    cspViolations,
    pageErrors,
    trail,
    events,
    close: () => context.close(),
  };
}

/** The requests each page has sent that have neither finished nor failed yet (for reportFailure). */
const openRequestsByPage = new WeakMap<Page, Map<Request, number>>();

/** Records the page's navigations, console, errors and unhappy requests with their time, and which requests are open. */
function watchPage(page: Page): { trail: string[]; openRequests: Map<Request, number> } {
  const opened = Date.now();
  const trail: string[] = [];
  const openRequests = new Map<Request, number>();
  const note = (text: string) => trail.push(`${String(Date.now() - opened).padStart(6)} ms ${text}`);
  const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${short(frame.url())}`);
  });
  page.on('console', (m) => note(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => note(`uncaught: ${e.stack ?? e.message}`));
  page.on('request', (r) => openRequests.set(r, Date.now() - opened));
  page.on('requestfailed', (r) => {
    openRequests.delete(r);
    note(`request failed: ${r.method()} ${short(r.url())} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('requestfinished', (r) => openRequests.delete(r));
  page.on('response', (r) => {
    if (r.status() >= 400) note(`answer ${r.status()}: ${r.request().method()} ${short(r.url())}`);
  });
  return { trail, openRequests };
}

/** Serious and critical axe-core violations (WCAG 2 A/AA) on the page as it is now. */
export async function findAxeViolations(page: Page): Promise<string[]> {
  // a pointer left over a button shows its hover colour; axe judges the page at rest
  await page.mouse.move(0, 0);
  // a toast or dialog fading in is half transparent: judge colours once the page has been still for a moment
  // (a toast from the previous step may start its transition just after the new page appears, and the hover colour's
  // transition starts at the next frame): no animation running at four looks 100 ms apart. This waits on the page, not
  // on a clock: it used to wait 300 ms, then look every 200 ms for two still looks (about 0.8 s a call, some 45 calls)
  let stillFor = 0;
  for (let waited = 0; waited < 5000 && stillFor < 4; waited += 100) {
    await page.waitForTimeout(100);
    const moving = await page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running'));
    stillFor = moving ? 0 : stillFor + 1;
  }
  // evaluate() runs through the DevTools protocol, so the page's script-src 'self' does not block axe
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const tags = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
    // a toast may be fading in or out at any moment (it hides itself after 6 s), and a half-transparent one fails
    // colour contrast by chance: toasts get every rule but that one, and that one is checked without them
    const all = await axe.run(document, { ...tags, rules: { 'color-contrast': { enabled: false } } });
    const contrast = await axe.run(
      { exclude: [['.MuiSnackbar-root']] },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    );
    return { violations: [...all.violations, ...contrast.violations] };
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Texts the page has announced in toasts and alerts so far (shown at some moment, even if since hidden). */
const announcedByPage = new WeakMap<Page, string[]>();

/** Every text the page has shown in an alert or status region since the browser opened, in order (page loads included). */
export async function announcedTexts(page: Page): Promise<string[]> {
  return [...(announcedByPage.get(page) ?? [])];
}

/**
 * After a failed test: where the page was, its uncaught errors, the requests still open, a screenshot, the DOM and the
 * page's trail (tests/e2e/out/failed-<test>.png, .html, .log),
 * so an intermittent failure in CI says what the borrower saw instead of only which wait timed out.
 */
export async function reportFailure(
  session: BrowserSession | undefined,
  task: { name: string; result?: { state?: string } },
): Promise<void> {
  if (!session || task.result?.state !== 'fail') return;
  const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
  const { page } = session;
  const open = [...(openRequestsByPage.get(page) ?? new Map<Request, number>())].map(
    ([r, at]) => `${r.method()} ${r.url()} (sent at ${at} ms)`,
  );
  console.error(
    `[e2e] ${task.name}: failed at ${page.url()}; page errors: ${JSON.stringify(session.pageErrors)}; open requests: ${JSON.stringify(open)}; screenshot and page ${name}.png/.html/.log`,
  );
  await screenshot(page, name).catch(() => undefined);
  const html = await page.content().catch((e: Error) => `(no DOM: ${e.message})`);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, `${name}.html`), html);
  writeFileSync(join(OUT_DIR, `${name}.log`), [...session.trail, `open requests:`, ...open].join('\n'));
}

/** Saves a screenshot under tests/e2e/out for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`), fullPage: true });
}

/** Saves the visible page (412 px wide) under docs/screens for the README's "what the borrower sees". */
export async function docsScreenshot(page: Page, name: string): Promise<void> {
  const dir = join(import.meta.dirname, '../../docs/screens');
  mkdirSync(dir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

export function appUrl(path = '/'): string {
  return `${inject('appUrl')}${path}`;
}

/**
 * Counts, from the page's first moment, each time a heading (an h1, or an element holding one) leaves the page: a
 * redraw takes the painted heading out, a hydration keeps it. Read with {@link headingsRemoved}.
 */
export async function watchHeadingRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __headingRemoved: number };
    w.__headingRemoved = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if (n instanceof Element && (n.tagName === 'H1' || n.querySelector('h1'))) w.__headingRemoved += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** How many headings have left the page since it loaded ({@link watchHeadingRemovals}). */
export function headingsRemoved(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __headingRemoved: number }).__headingRemoved);
}
