import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForServer } from './dev-server.ts';
import { findAxeViolations, openBrowser, type BrowserSession } from './browser.ts';
import { startConfigOnlyApp, type ConfigOnlyApp } from './config-only-app.ts';
import { businessDetails, clippedInHeader, freshMobile, homeCard, login, waitForPath } from './journey-steps.ts';
import {
  BRAND,
  NEW_ROUTE,
  PROGRAMME,
  TURNOVER_REQUIRED_MESSAGE,
  TURNOVER_TYPE_MESSAGE,
  STUDIO_TABS,
  gstNotNeededBelowThreshold,
  walkNewScreenInScenarios,
  addFields,
  clippedControls,
  addFormScreen,
  changeConstantAndLabel,
  createProgramme,
  moveAndRemoveScreens,
  save,
  sendFromExistingScreen,
} from './studio-flow.ts';

// The analysts' studio end to end: a programme built in the browser, with no file edited by hand, against a throwaway
// git copy of the config (JOURNEY_ROOT); then what it saved is linted, tested, diffed and shipped in the app.
const repoRoot = join(import.meta.dirname, '../..');
let configRoot: string;
let server: ChildProcess;
let baseUrl: string;
let session: BrowserSession;
let page: Page;
let app: ConfigOnlyApp | undefined;

const git = (...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=studio-e2e', '-c', 'user.email=studio-e2e@example.invalid', ...args], {
    cwd: configRoot,
    encoding: 'utf8',
  });
/** `journey <args> --root <root>`, without blocking the worker: its exit status and its output. */
function journey(root: string, ...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'bin/journey.mjs'), ...args, '--root', root], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString() }));
  });
}

type Run = Awaited<ReturnType<typeof journey>>;
/** Lint and the new programme's scenarios (its parent's with them) over a copy of what the first test saved. */
let checksRunning: Promise<{ lint: Run; test: Run }> | undefined;

/**
 * Copies the saved config at once (the next tests reset the copy they share) and lints it, then plays its scenarios:
 * one after the other, as both compile into the copy's one cache; the other programmes' files are as committed.
 */
function checkSavedProgramme(): Promise<{ lint: Run; test: Run }> {
  const root = mkdtempSync(join(tmpdir(), 'journey-studio-check-'));
  for (const part of ['journey-config', 'schemas'])
    cpSync(join(configRoot, part), join(root, part), { recursive: true });
  const run = async () => ({ lint: await journey(root, 'lint'), test: await journey(root, 'test', PROGRAMME) });
  return run().finally(() => rmSync(root, { recursive: true, force: true }));
}

/** The app built from the copy as the first test saved it (started there, awaited by the test that ships it). */
let appBuilding: Promise<ConfigOnlyApp> | undefined;

/** Builds the config-only app with the programme the studio saved; its files are copied at once, the build runs on. */
function buildSavedProgramme(): Promise<ConfigOnlyApp> {
  return startConfigOnlyApp('journey-studio-app-', (root) => {
    cpSync(
      join(configRoot, 'journey-config/programmes', PROGRAMME),
      join(root, 'journey-config/programmes', PROGRAMME),
      { recursive: true },
    );
  });
}

beforeAll(async () => {
  configRoot = mkdtempSync(join(tmpdir(), 'journey-studio-'));
  cpSync(join(repoRoot, 'journey-config'), join(configRoot, 'journey-config'), { recursive: true });
  cpSync(join(repoRoot, 'schemas'), join(configRoot, 'schemas'), { recursive: true });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'the config as shipped');
  const port = await freePort();
  server = spawn(
    process.execPath,
    [
      join(repoRoot, 'node_modules/vite/bin/vite.js'),
      '--config',
      'vite.playground.config.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: repoRoot,
      // React and MUI as they ship (NODE_ENV production): their development builds' checks were the page's largest cost
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JOURNEY_ROOT: configRoot,
        STUDIO_CACHE_DIR: 'node_modules/.vite-studio-e2e',
      },
      stdio: 'ignore',
    },
  );
  baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/__studio/files`, 60000, 'studio');
  session = await openBrowser();
  page = session.page;
  page.setDefaultTimeout(30000);
}, 120000);

afterAll(async () => {
  await session?.close();
  await (app ?? (await appBuilding?.catch(() => undefined)))?.close();
  server?.kill();
  rmSync(configRoot, { recursive: true, force: true });
});

/** The throwaway copy back to its commit: what an earlier attempt saved is gone, and the studio reads it afresh. */
function startClean(): void {
  git('reset', '-q', '--hard');
  git('clean', '-qfdx');
  expect(git('status', '--porcelain', '--untracked-files=all').stdout.trim()).toBe('');
}

describe('the studio', () => {
  it('builds a programme extending the business loan from panels alone (no JSON box), each edit undone and redone, and saves only its files', async () => {
    // it starts from the config as committed: a run of it again (vitest --retry) after a save would otherwise find the
    // programme already there, and the diff would hold the first attempt's files
    startClean();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Journey studio', level: 1 }).waitFor({ timeout: 60000 });
    await createProgramme(page);
    await addFormScreen(page);
    await addFields(page);
    await sendFromExistingScreen(page);
    await walkNewScreenInScenarios(page);
    await gstNotNeededBelowThreshold(page);
    await changeConstantAndLabel(page);
    const listed = await save(page);
    expect(session.pageErrors).toEqual([]);

    const folder = `journey-config/programmes/${PROGRAMME}/`;
    expect(listed.every((f) => f.startsWith(folder))).toBe(true);
    // the inherited scenarios that save business-details-2 walk the new screen: one insertion each, by step id
    const walked = JSON.parse(readFileSync(join(configRoot, folder, 'scenarios/happy-path.json'), 'utf8')) as {
      steps: { $patch: unknown[] };
    };
    expect(walked.steps.$patch).toEqual([
      expect.objectContaining({
        $insert: expect.objectContaining({ screen: 'turnover-check', press: 'save' }),
        $after: 'business-details-saved',
      }),
    ]);
    const status = git('status', '--porcelain', '--untracked-files=all').stdout.trim().split('\n');
    expect(status.map((l) => l.slice(3)).sort()).toEqual(listed.slice().sort());
    // the saved copy linted and its scenarios played, and the app built from another copy, while the next tests work
    // in the studio: the last test awaits both
    appBuilding = buildSavedProgramme();
    appBuilding.catch(() => undefined); // awaited, and its failure reported, by the test that ships the screen
    checksRunning = checkSavedProgramme();
    checksRunning.catch(() => undefined);
  }, 600000);

  it('moves a screen within its step and removes one (undone), the preview redrawn in the same frames', async () => {
    startClean();
    await page.goto(`${baseUrl}/?programme=business-loan&tab=Screens&screen=business-details-1`);
    await page.getByRole('heading', { name: 'Journey studio', level: 1 }).waitFor({ timeout: 60000 });
    await moveAndRemoveScreens(page);
    expect(session.pageErrors).toEqual([]);
  }, 300000);
  it('has every tab roomy at 1280 and 1400 px (nothing cut or under the screen beside it) and accessible (axe)', async () => {
    startClean();
    await page.goto(`${baseUrl}/?programme=business-loan&tab=Screens&screen=business-details-2`);
    await page.getByRole('heading', { name: 'Journey studio', level: 1 }).waitFor({ timeout: 60000 });
    const found: string[] = [];
    for (const width of [1280, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of STUDIO_TABS) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await page.getByRole('tabpanel', { name: tab }).waitFor({ state: 'attached' });
        found.push(...(await clippedControls(page)).map((c) => `${width} px, ${tab}: ${c}`));
        if (width === 1400) found.push(...(await findAxeViolations(page)).map((v) => `${tab}: ${v}`));
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(found).toEqual([]);
  }, 300000);
  // last, so the app's build (started by the first test) runs while the one before works in the studio
  it('ships the new screen: the saved files lint and test, and in the app built from them at 412 px every borrower walks it and ₹32 lakh makes GST not needed', async () => {
    // checked and built from what the first test saved (started there, as soon as it was saved)
    if (!appBuilding || !checksRunning)
      throw new Error('the studio saved no programme to build (the first test failed before its save)');
    const { lint, test } = await checksRunning;
    expect(lint.status, lint.output).toBe(0);
    expect(lint.output).toContain('3 programmes OK');
    expect(test.status, test.output).toBe(0);
    const played = /journey test: (\d+) scenarios, (\d+) passed, 0 failed/.exec(test.output);
    expect(Number(played?.[1]), test.output).toBeGreaterThan(30);
    expect(played?.[2]).toBe(played?.[1]);
    app = await appBuilding;
    const phone = await openBrowser({ phone412: true, geolocation: 'granted' });
    try {
      await login(phone.page, freshMobile(), PROGRAMME, '/home', app.app.url);
      // the header carries the brand the analyst set in the programme panel
      await phone.page.getByRole('banner').getByText(BRAND).first().waitFor();
      // a long brand beside the language menu and Help at 412 px: wrapped within the header, nothing cut
      expect(await clippedInHeader(phone.page)).toEqual([]);
      // business details step 2 now goes to the studio-built screen, for every borrower
      await businessDetails(phone.page, undefined, NEW_ROUTE);
      const turnover = phone.page.getByLabel('Annual turnover');
      // the studio-built whole number refuses 1234.5 in the analyst's words, and an empty one too
      await turnover.fill('1234.5');
      await turnover.blur();
      await phone.page.getByText(TURNOVER_TYPE_MESSAGE).waitFor();
      expect(await phone.page.getByText('must be integer').count()).toBe(0);
      await turnover.fill('');
      await phone.page.getByRole('button', { name: 'Continue' }).click();
      await phone.page.getByText(TURNOVER_REQUIRED_MESSAGE).first().waitFor();
      await phone.page.getByLabel('GST number').fill('not a gstin');
      await phone.page.getByLabel('GST number').blur();
      await phone.page.getByText('Enter the 15-character GSTIN, e.g. 27ABCDE1234F1Z5').waitFor();
      await phone.page.mouse.move(0, 0);
      await phone.page.evaluate(() => window.scrollTo(0, 0));
      await phone.page.screenshot({ path: join(repoRoot, 'docs/screens/studio-new-screen-412.png'), fullPage: false });
      // ₹32 lakh, below the threshold the analyst made a constant: GST is not needed for this business
      await turnover.fill('3200000');
      await phone.page.getByLabel('GST number').fill('27ABCDE1234F1Z5');
      await phone.page.getByRole('button', { name: 'Continue' }).click();
      await waitForPath(phone.page, '/home');
      const gst = homeCard(phone.page, 'GST Details');
      await expect
        .poll(() => gst.locator('p', { hasText: 'Not needed for your business' }).isVisible(), { timeout: 15000 })
        .toBe(true);
      await expect
        .poll(() => homeCard(phone.page, 'Business Details').getByRole('img', { name: 'Completed' }).count(), {
          timeout: 15000,
        })
        .toBe(1);
    } finally {
      await phone.close();
    }
  }, 600000);
});
