import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appUrl, findAxeViolations, openBrowser, type BrowserSession } from './browser.ts';

const dist = join(import.meta.dirname, '../../dist/assets');

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** Runtime code generation sites in a JS text (the minifier turns `new Function(` into `Function(`, so a grep for `new Function` alone would pass falsely). */
export function countCodegen(js: string): number {
  return (js.match(/(new Function|[^A-Za-z0-9_$.]Function\(|[^A-Za-z0-9_$.]eval\()/g) ?? []).length;
}

describe('the built app under Content-Security-Policy: script-src self', () => {
  it('ships no eval( or Function( in its JavaScript', () => {
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => countCodegen(readFileSync(join(dist, f), 'utf8')) > 0)).toEqual([]);
  });

  it('the check can fail: a runtime-compiling snippet is caught', () => {
    expect(countCodegen('const v=new Function("a","return a")')).toBe(1);
    expect(countCodegen('x=Function("return this")()')).toBe(1);
    expect(countCodegen(';eval("1")')).toBe(1);
  });

  it('serves the login page with the policy and no violation, no serious axe finding', async () => {
    session = await openBrowser();
    const response = await session.page.goto(appUrl('/login'));
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await session.page.getByLabel('Mobile number').waitFor();
    expect(await findAxeViolations(session.page)).toEqual([]);
    await session.page.getByRole('button', { name: 'Get OTP' }).click();
    await expect.poll(() => session!.page.getByText('Mobile number is required').isVisible()).toBe(true);
    expect(session.cspViolations).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    session = await openBrowser();
    await session.page.goto(appUrl('/no/such/page'));
    await expect
      .poll(() => session!.page.getByText("The page you're looking for doesn't exist.").isVisible())
      .toBe(true);
  });
});
