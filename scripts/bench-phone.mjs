#!/usr/bin/env node
// `npm run bench:phone`: Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) against the app
// exactly as `npm start` serves it, on every screen kind of both programmes (scripts/bench-phone-screens.mjs): a
// public screen on a first visit (cold cache), the others opened by a borrower who has just logged in (the login's
// files cached, the screen's not), the lead first taken by the lender's API to where the screen's guard lets it show.
// N runs each (5 by default), medians printed beside the targets and the machine's load; exits 1 when a median misses
// its target. The borrower logs in through the end-to-end tests' own helpers (tests/e2e/journey-steps.ts: mobile,
// consents, OTP), so a change to the login that the tests follow cannot silently break the benchmark.
// Uses Debian's Chromium (CHROME_PATH first); never downloads a browser.
// Usage: npm run bench:phone [-- --runs=5 --no-build --dist=<a build's directory> --screens=<id|name|programme|kind>,...]
//        --login-only and --form-only are --screens=business-loan/login and --screens=business-loan/other-details-2
//        --locale=hi-IN: a phone set to that language (Chromium's --accept-lang: its Accept-Language, which picks the
//                        prerendered page's locale on the server, and navigator.languages, which the app reads), as a
//                        Hindi phone's first visit arrives; the borrower's steps say their texts in it
//        npm run bench:phone -- --smoke     one run of the login, the form and the offer, no build, no figures judged (npm test
//                                           runs it: it fails only when the benchmark itself cannot run)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { navigation, startTimespan } from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { register } from 'tsx/esm/api';
import { PROGRAMMES, SCREENS, TARGETS, selectScreens } from './bench-phone-screens.mjs';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const runs = smoke ? 1 : Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const LOGIN = 'business-loan/login';
const FORM = 'business-loan/other-details-2';
// the smoke run's third screen: a lead walked by the lender's API, and a screen measured in the tab
const OFFER = 'business-loan/offer';
// one screen only (a quicker A/B, e.g. against main's build with --dist), or any list of them
const named = args
  .find((a) => a.startsWith('--screens='))
  ?.slice('--screens='.length)
  .split(',')
  .filter(Boolean);
const picked =
  named ??
  (args.includes('--login-only')
    ? [LOGIN]
    : args.includes('--form-only')
      ? [FORM]
      : smoke
        ? [LOGIN, FORM, OFFER]
        : undefined);
const screens = picked ? selectScreens(picked) : SCREENS;
// another build to measure (e.g. main's, copied aside, to compare with in the same minutes); implies --no-build
const dist = args.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
// the phone's language (default: Chromium's own, English)
const locale = args.find((a) => a.startsWith('--locale='))?.slice('--locale='.length);
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const FIGURES = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'network-requests'];
// a smoke run only has to prove the benchmark still gets there: it computes the figures it prints, not the score
const LIGHTHOUSE_FLAGS = {
  ...(smoke ? { onlyAudits: FIGURES } : { onlyCategories: ['performance'] }),
  logLevel: 'error',
  output: 'json',
};

if (!smoke && !dist && !args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
register();
const { findChromium, MISSING_CHROMIUM, CHROMIUM_FLAGS } = await import('../tests/e2e/chromium.ts');
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS, ...(locale ? [`--accept-lang=${locale}`] : [])];
const { login, freshMobile, SANDBOX_OTP } = await import('../tests/e2e/journey-steps.ts');
const { leadAt } = await import('../tests/e2e/sandbox-walk.ts');
const { say, speak } = await import('../tests/e2e/say.ts');
const { locales } = await import('../src/generated/index.ts');
const unknownLocale = locale && screens.find((s) => !(locales.byProgramme[s.programme] ?? []).includes(locale));
if (unknownLocale) {
  console.error(
    `--locale=${locale}: ${unknownLocale.programme} declares ${locales.byProgramme[unknownLocale.programme]}`,
  );
  process.exit(1);
}
const { startSandbox } = await import('../src/sandbox/server.ts');
const { startAppServer } = await import('./serve-app.ts');

/** The figures of one Lighthouse run; JS is what crossed the network (compressed), as the phone pays for it. */
function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: lhr.categories.performance ? Math.round((lhr.categories.performance.score ?? 0) * 100) : NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const pathOf = (route) => route.split('?')[0];
/** The route as a first visit opens it: the default programme's as it is, another's with `?programme=`. */
const firstVisitUrl = (appUrl, screen) =>
  `${appUrl}${screen.route}${screen.programme === PROGRAMMES[0] ? '' : `${screen.route.includes('?') ? '&' : '?'}programme=${screen.programme}`}`;

/** The figures of a run that ended where the screen should: its route, or where it says it lands. */
function figuresAt(screen, lhr) {
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  const wanted = screen.lands ?? pathOf(screen.route);
  if (wanted !== '*' && landed !== wanted) throw new Error(`${screen.id}: the run ended on ${landed}, not ${wanted}`);
  return { ...figuresOf(lhr), landed };
}

/** A first visit in the phone's language is drawn in it, once the app has taken it over: else the figures are another page's. */
async function expectDrawnIn(browser, url, tag) {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    const drawn = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      painted: document.getElementById('root')?.dataset.locale ?? null,
    }));
    if (drawn.lang !== tag || (drawn.painted !== null && drawn.painted !== tag))
      throw new Error(`${url} was drawn in ${drawn.lang} (painted in ${drawn.painted}), not ${tag}`);
  } finally {
    await page.close();
  }
}

async function measureFirstVisit(port, appUrl, screen) {
  const result = await lighthouse(firstVisitUrl(appUrl, screen), { ...LIGHTHOUSE_FLAGS, port });
  return figuresAt(screen, result.lhr);
}

/**
 * The same tab seen through Playwright (which the e2e helpers drive) and Puppeteer (which Lighthouse drives): the
 * session lives in the tab's session storage, so the login and the measured load must happen in one tab.
 */
async function playwrightPageOf(cdp, marker) {
  for (let tries = 0; tries < 100; tries += 1) {
    for (const page of cdp.contexts().flatMap((c) => c.pages())) {
      if ((await page.evaluate(() => window.name).catch(() => '')) === marker) return page;
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`the benchmark's tab ${marker} never showed up in Playwright`);
}

async function measureSignedIn(browser, cdp, appUrl, screen, mobile, run) {
  const page = await browser.newPage();
  try {
    await page.bringToFront(); // a background tab is hidden: no animation frames, and the form's transitions never end
    // a new device as far as the screen is concerned: nothing cached from the last run, no session in this new tab
    const client = await page.createCDPSession();
    await client.send('Network.clearBrowserCache');
    const marker = `bench-phone-${screen.id}-${run}`;
    await page.evaluate((name) => {
      window.name = name;
    }, marker);
    const driven = await playwrightPageOf(cdp, marker);
    const programme = screen.programme === PROGRAMMES[0] ? undefined : screen.programme;
    // a borrower with a lead is sent on from the login to their step: anywhere but the login will do
    await login(driven, mobile, programme, /^\/(?!login)/, appUrl).catch(async (error) => {
      const seen = await driven
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(
        `the login did not get past /login (on ${driven.url()}, showing: ${seen.replace(/\s+/g, ' ').slice(0, 400)})`,
        { cause: error },
      );
    });
    if (screen.from) return await measureInTab(page, driven, screen);
    // Lighthouse must not clear the session storage before loading the screen
    const result = await navigation(page, `${appUrl}${screen.route}`, {
      flags: { ...LIGHTHOUSE_FLAGS, disableStorageReset: true },
    });
    return figuresAt(screen, result.lhr);
  } finally {
    await page.close();
  }
}

/**
 * A screen reached only in the tab (`screen.from`): on its way there, the press that opens it measured as a Lighthouse
 * timespan until the screen is drawn and the page is quiet.
 */
async function measureInTab(page, driven, screen) {
  await driven.waitForURL((url) => url.pathname === screen.from.route);
  const press = driven.getByRole('button', { name: say(screen.from.press) });
  await press.waitFor();
  const span = await startTimespan(page, { flags: { ...LIGHTHOUSE_FLAGS, disableStorageReset: true } });
  await press.click();
  await driven.waitForURL((url) => url.pathname === pathOf(screen.route));
  await driven.getByRole('heading', { level: 1 }).waitFor();
  await driven.waitForLoadState('networkidle');
  await driven.waitForTimeout(1000); // what the screen fetches after it is drawn, and the layout it settles into
  const { lhr } = await span.endTimespan();
  return { ...figuresOf(lhr), performance: NaN, lcpMs: NaN, landed: new URL(driven.url()).pathname };
}

/** The borrower a screen is opened by: a fresh number (or its trigger number), the lead walked to its milestone. */
async function borrowerFor(screen, sandboxUrl) {
  const mobile = screen.mobile ?? freshMobile();
  if (!screen.milestone) return mobile;
  const { programCode } = JSON.parse(
    readFileSync(new URL(`../journey-config/programmes/${screen.programme}/programme.json`, import.meta.url), 'utf8'),
  );
  await leadAt(mobile, screen.milestone, { sandboxUrl, programCode: programCode ?? undefined });
  return mobile;
}

const COLUMNS = '| screen | kind | route | Performance | LCP (s) | TBT ms | CLS | JS transferred kB | target |';

/** One screen's row: the medians of its runs beside its target (a screen without one is measured, not judged). */
function printMedians(screen, list, failure) {
  const route = screen.lands === '*' && list.length ? `${screen.route} → ${list.at(-1).landed}` : screen.route;
  if (failure) {
    console.log(
      `| ${screen.id} | ${screen.kind} | ${route} | | | | | | FAILED: ${failure.message.replace(/\s+/g, ' ').slice(0, 200)} |`,
    );
    return 'failed';
  }
  const target = TARGETS[screen.id];
  const pick = (key) => median(list.map((f) => f[key]));
  const missed = [];
  if (target?.performance !== undefined && pick('performance') < target.performance)
    missed.push(`Performance < ${target.performance}`);
  if (target?.lcpMs !== undefined && pick('lcpMs') > target.lcpMs) missed.push(`LCP > ${target.lcpMs / 1000} s`);
  const wanted = [
    target?.performance !== undefined ? `≥ ${target.performance}` : '',
    target?.lcpMs !== undefined ? `LCP ≤ ${target.lcpMs / 1000} s` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const verdict = smoke
    ? 'not judged (smoke)'
    : !target
      ? 'none yet'
      : missed.length
        ? `MISSED: ${missed.join(', ')}`
        : `met (${wanted})`;
  const figures = [
    Number.isNaN(pick('performance')) ? 'in the tab' : pick('performance'),
    Number.isNaN(pick('lcpMs')) ? '–' : (pick('lcpMs') / 1000).toFixed(2),
    Math.round(pick('tbtMs')),
    pick('cls').toFixed(3),
    pick('jsKb').toFixed(1),
  ];
  console.log(`| ${screen.id} | ${screen.kind} | ${route} | ${figures.join(' | ')} | ${verdict} |`);
  return missed.length && !smoke ? 'missed' : 'ok';
}

const chromePath = findChromium();
if (!chromePath) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
const startedAt = Date.now();
const sandbox = await startSandbox({ port: 0, otp: SANDBOX_OTP, delayMs: 400, dataFile: null, log: () => {} });
const app = await startAppServer({ dist: dist ?? 'dist', port: 0, apiTarget: sandbox.url });
const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const verdicts = [];
try {
  const results = [];
  const loads = [];
  for (const screen of screens) {
    const list = [];
    let failure;
    try {
      if (locale) speak(locale, screen.programme);
      const mobile = screen.visit === 'first' ? undefined : await borrowerFor(screen, sandbox.url);
      for (let run = 0; run < runs; run += 1) {
        loads.push(loadavg()[0]);
        const measured =
          screen.visit === 'first'
            ? measureFirstVisit(chrome.port, app.url, screen)
            : measureSignedIn(browser, cdp, app.url, screen, mobile, run);
        list.push(await measured);
        console.error(`${screen.id} run ${run + 1}/${runs}: ${JSON.stringify(list.at(-1))}`);
      }
      if (locale && screen.visit === 'first') await expectDrawnIn(browser, firstVisitUrl(app.url, screen), locale);
    } catch (error) {
      // one screen that cannot be measured must not cost the others' figures: its row says why, and the run fails
      failure = error;
      console.error(`${screen.id}: ${error.stack ?? error}`);
    }
    results.push({ screen, list, failure });
  }
  loads.push(loadavg()[0]);
  const chromiumVersion = (await browser.version()).replace(/^(Headless)?Chrome\//, '');
  // Lighthouse simulates the phone from the tasks it observed: a busy machine inflates TBT and LCP, so say how busy
  const load = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} CPUs`;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile preset, Chromium ${chromiumVersion}${locale ? `, a phone in ${locale}` : ''}, medians of ${runs} run${runs === 1 ? '' : 's'}, ${when} UTC (${load})\n`,
  );
  console.log(`${COLUMNS}\n|---|---|---|---:|---:|---:|---:|---:|---|`);
  for (const { screen, list, failure } of results) verdicts.push(printMedians(screen, list, failure));
  console.error(`\nbench:phone took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
} finally {
  speak(undefined);
  await cdp.close().catch(() => {});
  await browser.disconnect();
  chrome.kill();
  app.server.close();
  await sandbox.close();
}
// a screen that could not be measured fails even a smoke run: the benchmark itself is broken
process.exit(verdicts.length === screens.length && verdicts.every((v) => v === 'ok') ? 0 : 1);
