import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { startCard, waitForPath } from './journey-steps.ts';

/** From the quote to the loan: offer, KYC on the sandbox pages, penny drop and e-mandate, e-sign. */
export async function acceptOffer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'View offer' }).click();
  await waitForPath(page, '/offer');
  await page.getByRole('button', { name: 'Accept offer' }).click({ timeout: 30000 });
  await expect.poll(() => page.getByRole('heading', { name: 'Your Application' }).isVisible(), { timeout: 30000 }).toBe(true);
}

export async function completeOnSandboxPage(page: Page, start: string, pagePath: string, choice: RegExp): Promise<void> {
  await startCard(page, start);
  await page.waitForURL((url) => url.pathname.startsWith(pagePath), { timeout: 15000 });
  await page.getByRole('button', { name: choice }).first().click();
}
