import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROGRAMME,
  UDYAM_LABEL,
  UDYAM_REQUIRED,
  V1_COOLING_OFF,
  V2_COOLING_OFF,
  publishTwoVersions,
} from '../fixtures/two-versions.ts';
import { openBrowser, screenshot, type BrowserSession } from './browser.ts';
import { runNode, startConfigOnlyApp, type ConfigOnlyApp } from './config-only-app.ts';
import { freshMobile, login, startCard, waitForPath } from './journey-steps.ts';
import { KFS_ACKNOWLEDGEMENT } from './post-offer-steps.ts';
import { leadAt } from './sandbox-walk.ts';

// A borrower stays on the version they began, in the browser (issue 35): the app is built from a config copy where
// business-loan's v1 and v2 are published and v2 is live (v2: a changed KFS cooling-off text, a required Udyam number on
// business details step 2), so it builds as v2 and ships v1 apart. Borrower A's lead began on v1: it is created through
// the sandbox's API with programmeVersion v1 and taken to the e-mandate (a first build live on v1 walked in the browser
// would cost a second build and the whole walk, and prove nothing more: the lead records its version either way). A
// resumes on another device and runs v1 to the KFS acknowledgement; B, new, gets v2.
let built: ConfigOnlyApp;
const sessions: BrowserSession[] = [];
beforeAll(async () => {
  built = await startConfigOnlyApp('journey-versions-', (root) => void publishTwoVersions(root));
}, 300_000);
afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await built?.close();
});

async function device(): Promise<BrowserSession> {
  const session = await openBrowser({ phone412: true, geolocation: 'granted' });
  sessions.push(session);
  return session;
}

/** The version this tab was switched to (null: the build's own). */
const keptVersion = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('journey:version'));

/** Business details step 2, opened by its address; resolves once its form is drawn. */
async function businessDetailsStep2(page: Page): Promise<void> {
  await page.goto(`${built.app.url}/business-details/step-2`);
  await waitForPath(page, '/business-details/step-2');
  await expect.poll(() => page.getByLabel('Office tenure (in months)').isVisible(), { timeout: 20000 }).toBe(true);
}

describe('a lead keeps its version in the browser', () => {
  it('A began on v1: after v2 is live, another device runs v1: no Udyam field, v1’s KFS text, the acknowledgement records v1', async () => {
    const a = await leadAt(freshMobile(), 'mandate', { sandboxUrl: built.sandbox.url, programmeVersion: 'v1' });
    const { page, cspViolations } = await device();
    await login(page, a.mobile, undefined, /\/(home|offer)$/, built.app.url);
    // the lender answered the lead's v1: the tab loads again on it, and stays there
    await expect.poll(() => keptVersion(page), { timeout: 20000 }).toBe('v1');
    await waitForPath(page, '/offer');
    await businessDetailsStep2(page);
    expect(await page.getByLabel(UDYAM_LABEL).count()).toBe(0);

    // v1 is built in the source locale only: a borrower asking for Hindi gets the source locale, not a broken page
    await page.goto(`${built.app.url}/offer?lang=hi-IN`);
    await waitForPath(page, '/offer');
    // the page the server sends says what it was asked for; the app, running v1, sets the source locale once it starts
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10000 }).toBe('en-IN');
    await startCard(page, 'Loan agreement');
    await waitForPath(page, '/key-fact-statement');
    await expect.poll(() => page.getByText(V1_COOLING_OFF).first().isVisible(), { timeout: 20000 }).toBe(true);
    expect(await page.getByText(V2_COOLING_OFF).count()).toBe(0);
    await screenshot(page, 'versions-kfs-v1');
    await page.getByRole('checkbox', { name: KFS_ACKNOWLEDGEMENT }).check();
    const acknowledged = page.waitForRequest((r) => r.url().includes('/consumer/create/kfs/acknowledgement'));
    await page.getByRole('button', { name: 'Acknowledge and e-sign' }).click();
    const body = (await acknowledged).postDataJSON() as {
      configVersion?: string;
      programme?: string;
      contentHash?: string;
    };
    expect(body).toMatchObject({ configVersion: 'v1', programme: PROGRAMME });
    expect(await keptVersion(page)).toBe('v1');
    expect(cspViolations).toEqual([]);

    // what that borrower saw, rebuilt by journey audit from the published v1 and held to the hash the browser sent
    const hash = String(body.contentHash);
    await expect.poll(() => readFileSync(built.dataFile, 'utf8').includes(hash), { timeout: 10000 }).toBe(true);
    const audit = await runNode(built.root, ['bin/journey.mjs', 'audit', a.leadId, built.dataFile]);
    expect(audit).toContain(`lead ${a.leadId}: ${PROGRAMME} v1`);
    expect(audit).toContain(`kfs kfs: sha256 ${hash}, matches the recorded hash`);
    expect(audit).toContain(V1_COOLING_OFF);
    expect(audit).not.toContain(V2_COOLING_OFF);
    expect(audit).not.toContain('MISMATCH');
  }, 120_000);

  it('B, a new borrower, gets v2: the Udyam number is asked, and required', async () => {
    const { page, cspViolations, events } = await device();
    await login(page, freshMobile(), undefined, '/home', built.app.url);
    await businessDetailsStep2(page);
    await expect.poll(() => page.getByLabel(UDYAM_LABEL).isVisible(), { timeout: 10000 }).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText(UDYAM_REQUIRED).first().isVisible(), { timeout: 10000 }).toBe(true);
    expect(await keptVersion(page)).toBeNull();
    expect(events.filter((e) => e.action === 'version_missing')).toEqual([]);
    expect(cspViolations).toEqual([]);
  }, 60_000);
});
