#!/usr/bin/env node
// `npm run bench:phone`: Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) against the app
// exactly as `npm start` serves it, for /login (a first visit, cold cache) and the heaviest form screen (other details
// step 2, opened by a borrower who has just logged in: the login's files are cached, the form's are not). N runs each
// (5 by default), medians printed beside the targets and the machine's load; exits 1 when a median misses its target.
// The borrower logs in through the end-to-end tests' own helpers (tests/e2e/journey-steps.ts: mobile, consents, OTP),
// so a change to the login that the tests follow cannot silently break the benchmark.
// Uses Debian's Chromium (CHROME_PATH first); never downloads a browser.
// Usage: npm run bench:phone [-- --runs=5 --no-build --dist=<a build's directory> --login-only | --form-only]
//        npm run bench:phone -- --smoke     one run of each, no build, no figures judged (npm test runs it: it fails
//                                           only when the benchmark itself cannot run)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { navigation } from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { register } from 'tsx/esm/api';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const runs = smoke ? 1 : Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
// one screen only: a quicker A/B of the first visit or of the form, e.g. against main's build with --dist
const loginOnly = args.includes('--login-only');
const formOnly = args.includes('--form-only');
// another build to measure (e.g. main's, copied aside, to compare with in the same minutes); implies --no-build
const dist = args.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
const FORM_ROUTE = '/other-details/step-2';
/** What the issue asks of a budget phone (issue 23): medians of the runs. */
const TARGETS = { login: { performance: 95, lcpMs: 1800 }, form: { performance: 90 } };
// the flags every Chromium of this project runs with: without the networking ones it floods a closed network
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const FIGURES = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'network-requests'];
// a smoke run only has to prove the benchmark still gets there: it computes the figures it prints, not the score
const LIGHTHOUSE_FLAGS = { ...(smoke ? { onlyAudits: FIGURES } : { onlyCategories: ['performance'] }), logLevel: 'error', output: 'json' };

if (!smoke && !dist && !args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
register();
const { findChromium, MISSING_CHROMIUM } = await import('../tests/e2e/chromium.ts');
const { login, freshMobile, SANDBOX_OTP } = await import('../tests/e2e/journey-steps.ts');
const { startSandbox } = await import('../src/sandbox/server.ts');
const { startAppServer } = await import('./serve-app.ts');

/** The figures of one Lighthouse run; JS is what crossed the network (compressed), as the phone pays for it. */
function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: lhr.categories.performance ? Math.round((lhr.categories.performance.score ?? 0) * 100) : NaN,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureLogin(port, appUrl) {
  const result = await lighthouse(`${appUrl}/login`, { ...LIGHTHOUSE_FLAGS, port });
  return figuresOf(result.lhr);
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

async function measureForm(browser, cdp, appUrl, run) {
  const page = await browser.newPage();
  try {
    await page.bringToFront(); // a background tab is hidden: no animation frames, and the form's transitions never end
    // a new device as far as the form is concerned: nothing cached from the last run, no session in this new tab
    const client = await page.createCDPSession();
    await client.send('Network.clearBrowserCache');
    const marker = `bench-phone-${run}`;
    await page.evaluate((name) => {
      window.name = name;
    }, marker);
    const driven = await playwrightPageOf(cdp, marker);
    await login(driven, freshMobile(), undefined, '/home', appUrl).catch(async (error) => {
      const seen = await driven.locator('body').innerText().catch(() => '');
      throw new Error(`the login did not reach /home (on ${driven.url()}, showing: ${seen.replace(/\s+/g, ' ').slice(0, 400)})`, { cause: error });
    });
    // Lighthouse must not clear the session storage before loading the form
    const result = await navigation(page, `${appUrl}${FORM_ROUTE}`, { flags: { ...LIGHTHOUSE_FLAGS, disableStorageReset: true } });
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== FORM_ROUTE) throw new Error(`the form run ended on ${landed}, not ${FORM_ROUTE}`);
    return figuresOf(result.lhr);
  } finally {
    await page.close();
  }
}

function printMedians(name, list, target) {
  const pick = (key) => median(list.map((f) => f[key]));
  const missed = [];
  if (target.performance !== undefined && pick('performance') < target.performance) missed.push(`Performance < ${target.performance}`);
  if (target.lcpMs !== undefined && pick('lcpMs') > target.lcpMs) missed.push(`LCP > ${target.lcpMs / 1000} s`);
  const wanted = [target.performance !== undefined ? `≥ ${target.performance}` : '', target.lcpMs !== undefined ? `LCP ≤ ${target.lcpMs / 1000} s` : ''].filter(Boolean).join(', ');
  const verdict = smoke ? 'not judged (smoke)' : missed.length ? `MISSED: ${missed.join(', ')}` : `met (${wanted})`;
  console.log(
    `| ${name.padEnd(40)} | ${String(pick('performance')).padStart(11)} | ${(pick('lcpMs') / 1000).toFixed(2).padStart(8)} | ${Math.round(pick('tbtMs')).toString().padStart(6)} | ${pick('cls').toFixed(3).padStart(5)} | ${pick('jsKb').toFixed(1).padStart(17)} | ${verdict} |`,
  );
  return missed.length === 0;
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
let allMet = true;
try {
  const login = [];
  const form = [];
  const loads = [];
  for (let run = 0; run < runs; run += 1) {
    loads.push(loadavg()[0]);
    if (!formOnly) login.push(await measureLogin(chrome.port, app.url));
    if (!loginOnly) form.push(await measureForm(browser, cdp, app.url, run));
    console.error(`run ${run + 1}/${runs}:${formOnly ? '' : ` /login ${JSON.stringify(login.at(-1))}`}${loginOnly ? '' : ` ${FORM_ROUTE} ${JSON.stringify(form.at(-1))}`}`);
  }
  loads.push(loadavg()[0]);
  const chromiumVersion = (await browser.version()).replace(/^(Headless)?Chrome\//, '');
  // Lighthouse simulates the phone from the tasks it observed: a busy machine inflates TBT and LCP, so say how busy
  const load = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} CPUs`;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  console.log(`\nLighthouse ${lighthouseVersion} mobile preset, Chromium ${chromiumVersion}, medians of ${runs} run${runs === 1 ? '' : 's'}, ${when} UTC (${load})\n`);
  console.log(`| ${'screen'.padEnd(40)} | Performance | LCP (s)  | TBT ms | CLS   | JS transferred kB | target |`);
  console.log(`|${'-'.repeat(42)}|------------:|---------:|-------:|------:|------------------:|--------|`);
  if (!formOnly) allMet = printMedians('/login (first visit)', login, TARGETS.login) && allMet;
  if (!loginOnly) allMet = printMedians(`${FORM_ROUTE} (after login)`, form, TARGETS.form) && allMet;
  console.error(`\nbench:phone took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
} finally {
  await cdp.close().catch(() => {});
  await browser.disconnect();
  chrome.kill();
  app.server.close();
  await sandbox.close();
}
process.exit(smoke || allMet ? 0 : 1);
