#!/usr/bin/env node
// `npm run bench:phone`: Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) against the app
// exactly as `npm start` serves it, for /login (a first visit, cold cache) and a form screen (business details
// step 1, opened by a borrower who has just logged in: the login's files are cached, the form's are not). N runs each
// (3 by default), medians printed. Uses Debian's Chromium (CHROME_PATH first); never downloads a browser.
// Not part of `npm test`: it takes a few minutes. Usage: npm run bench:phone [-- --runs=3 --no-build]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { register } from 'tsx/esm/api';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const FORM_ROUTE = '/business-details/step-1';
// the flags every Chromium of this project runs with: without the networking ones it floods a closed network
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const LIGHTHOUSE_FLAGS = { onlyCategories: ['performance'], logLevel: 'error', output: 'json' };

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
register();
const { findChromium, MISSING_CHROMIUM } = await import('../tests/e2e/chromium.ts');
const { startSandbox } = await import('../src/sandbox/server.ts');
const { startAppServer } = await import('./serve-app.ts');

/** The figures of one Lighthouse run; JS is what crossed the network (compressed), as the phone pays for it. */
function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Waits for the first element a predicate (run in the page) returns, and gives its handle. */
async function waitForElement(page, find, arg) {
  const handle = await page.waitForFunction(find, { timeout: 30000 }, arg);
  return handle.asElement();
}

/** Logs in as a borrower would: mobile number, Get OTP, the sandbox's OTP, Verify OTP. */
async function logIn(page, appUrl, mobile, otp) {
  const field = (label) => waitForElement(page, (text) => [...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith(text))?.control ?? null, label);
  const button = (name) => waitForElement(page, (text) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === text && !b.disabled) ?? null, name);
  await page.goto(`${appUrl}/login`, { waitUntil: 'networkidle0' });
  await (await field('Mobile number')).type(mobile);
  await (await button('Get OTP')).click();
  await (await field('OTP')).type(otp);
  await (await button('Verify OTP')).click();
  await page.waitForFunction(() => window.location.pathname !== '/login', { timeout: 30000 });
}

async function measureLogin(port, appUrl) {
  const result = await lighthouse(`${appUrl}/login`, { ...LIGHTHOUSE_FLAGS, port });
  return figuresOf(result.lhr);
}

async function measureForm(browser, appUrl, run, otp) {
  const context = await browser.createBrowserContext(); // its own cache and storage: nothing left from the last run
  try {
    const page = await context.newPage();
    await logIn(page, appUrl, `98765${String(43000 + run).padStart(5, '0')}`, otp);
    // the session lives in this tab's session storage: Lighthouse must not clear it before loading the form
    const result = await navigation(page, `${appUrl}${FORM_ROUTE}`, { flags: { ...LIGHTHOUSE_FLAGS, disableStorageReset: true } });
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== FORM_ROUTE) throw new Error(`the form run ended on ${landed}, not ${FORM_ROUTE}`);
    return figuresOf(result.lhr);
  } finally {
    await context.close();
  }
}

function printMedians(name, list) {
  const pick = (key) => median(list.map((f) => f[key]));
  console.log(
    `| ${name.padEnd(40)} | ${String(pick('performance')).padStart(11)} | ${(pick('lcpMs') / 1000).toFixed(2).padStart(8)} | ${Math.round(pick('tbtMs')).toString().padStart(6)} | ${pick('cls').toFixed(3).padStart(5)} | ${pick('jsKb').toFixed(1).padStart(17)} |`,
  );
}

const chromePath = findChromium();
if (!chromePath) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
const otp = '123456';
const sandbox = await startSandbox({ port: 0, otp, delayMs: 400, dataFile: null, log: () => {} });
const app = await startAppServer({ dist: 'dist', port: 0, apiTarget: sandbox.url });
const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
try {
  const login = [];
  const form = [];
  for (let run = 0; run < runs; run += 1) {
    login.push(await measureLogin(chrome.port, app.url));
    form.push(await measureForm(browser, app.url, run, otp));
    console.error(`run ${run + 1}/${runs}: /login ${JSON.stringify(login.at(-1))}; ${FORM_ROUTE} ${JSON.stringify(form.at(-1))}`);
  }
  const chromium = (await browser.version()).replace(/^(Headless)?Chrome\//, '');
  // Lighthouse simulates the phone from the tasks it observed: a busy machine inflates TBT and LCP, so say how busy
  const load = `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs`;
  console.log(`\nLighthouse ${lighthouseVersion} mobile preset, Chromium ${chromium}, medians of ${runs} runs (${load})\n`);
  console.log(`| ${'screen'.padEnd(40)} | Performance | LCP (s)  | TBT ms | CLS   | JS transferred kB |`);
  console.log(`|${'-'.repeat(42)}|------------:|---------:|-------:|------:|------------------:|`);
  printMedians('/login (first visit)', login);
  printMedians(`${FORM_ROUTE} (after login)`, form);
} finally {
  await browser.disconnect();
  chrome.kill();
  app.server.close();
  await sandbox.close();
}
