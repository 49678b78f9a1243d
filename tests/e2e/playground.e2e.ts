import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { segmentEntersBox } from '../../src/playground/map-geometry.ts';
import { freePort, waitForServer } from './dev-server.ts';
import { OUT_DIR, openBrowser, type BrowserSession } from './browser.ts';

// The analysts' studio (`npm run studio` opens it at /): its
// read-only views (a screen previewed at 412 px and desktop width over an editable context, its example vectors and
// API calls, the journey map and the diff against the parent). Its dev server runs against a throwaway copy of the
// config (JOURNEY_ROOT), which the tests edit the way an analyst saves files; the repository's config is never touched.
const repoRoot = join(import.meta.dirname, '../..');
const PROGRAMMES = ['business-loan', 'supply-chain-finance'];

let configRoot: string;
let server: ChildProcess;
let baseUrl: string;
let session: BrowserSession;
let page: Page;

function writeJson(relative: string, value: unknown): void {
  const path = join(configRoot, relative);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

/** A test that failed leaves the page as it failed: the next open (its retry's) loads the page afresh. */
let reloadNext = false;

/**
 * Opens `query` in the studio already loaded, as a link pushed into its history does (a page load of the dev server's
 * few hundred modules is most of a test's time), and waits until the page shows it; `reload` loads the page afresh
 * (what is set once, on load, is tested).
 */
async function open(query: string, { reload = false } = {}): Promise<void> {
  if (reload || reloadNext || !page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/${query}`);
  else
    await page.evaluate(
      (q) => (window.history.pushState(null, '', q), window.dispatchEvent(new PopStateEvent('popstate'))),
      query,
    );
  reloadNext = false;
  await page.getByRole('heading', { name: 'Journey studio', level: 1 }).waitFor();
  const wanted = new URLSearchParams(query);
  const picker = page.getByLabel('Programme', { exact: true }).and(page.locator('select'));
  await picker
    .locator(`option[value="${wanted.get('programme')}"]:checked`)
    .waitFor({ state: 'attached', timeout: 20000 });
  const screen = wanted.get('screen');
  if (screen && wanted.get('tab') !== 'Map')
    await page.getByRole('heading', { level: 2, name: new RegExp(`\\b${screen}\\b`) }).waitFor();
  // two frames: what the new selection sets after its first drawing (the programme's rule context) is drawn too
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The screen as the borrower's phone shows it (the studio draws it again at desktop width beside it), each in its frame. */
const phoneFigure = () => page.getByRole('figure', { name: 'Preview at 412 px' });
const desktopFigure = () => page.getByRole('figure', { name: 'Preview at desktop width' });
const phone = () => phoneFigure().frameLocator('iframe');
const desktop = () => desktopFigure().frameLocator('iframe');

/** Edits the rule context in its textarea the way an analyst would: parse, change, put back. */
async function editContext(change: (context: Record<string, Record<string, unknown>>) => void): Promise<void> {
  const box = page.getByLabel(/Rule context/);
  const context = JSON.parse(await box.inputValue()) as Record<string, Record<string, unknown>>;
  change(context);
  await box.fill(JSON.stringify(context, null, 2));
  await expect.poll(() => page.getByText('Context applied').isVisible()).toBe(true);
}

/** The lines and boxes as the browser drew them: every segment of every line that enters a screen it does not join. */
async function findDrawnCrossings(map: Locator): Promise<string[]> {
  const drawn = await map.evaluate((svg) => ({
    boxes: [...svg.querySelectorAll('[data-screen]')].map((g) => {
      const m = /translate\(([-\d.]+),([-\d.]+)\)/.exec(g.getAttribute('transform') ?? '');
      const rect = g.querySelector('rect');
      return {
        id: g.getAttribute('data-screen') ?? '',
        x: Number(m?.[1]),
        y: Number(m?.[2]),
        width: Number(rect?.getAttribute('width')),
        height: Number(rect?.getAttribute('height')),
      };
    }),
    lines: [...svg.querySelectorAll('[data-edge]')].map((g) => ({
      edge: g.getAttribute('data-edge') ?? '',
      d: g.querySelector('path')?.getAttribute('d') ?? '',
    })),
  }));
  expect(drawn.lines.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const line of drawn.lines) {
    const points = [...line.d.matchAll(/[ML]([-\d.]+),([-\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    for (let i = 1; i < points.length; i += 1) {
      for (const box of drawn.boxes)
        if (segmentEntersBox(points[i - 1]!, points[i]!, box)) found.push(`${line.edge} crosses ${box.id}`);
    }
  }
  return found;
}

/** The screens drawn (partly) outside the map's viewport, as the browser placed them. */
async function screensOutsideMap(): Promise<string[]> {
  return page.locator('.pg-map').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[data-screen]')]
      .filter((g) => {
        const box = g.getBoundingClientRect();
        return (
          box.left < frame.left - 1 ||
          box.top < frame.top - 1 ||
          box.right > frame.right + 1 ||
          box.bottom > frame.bottom + 1
        );
      })
      .map((g) => g.getAttribute('data-screen') ?? '');
  });
}

/** The map as the analyst sees it in the window (fitted, no scrolling): every screen must be inside it. */
async function screenshotMap(name: string): Promise<void> {
  const viewport = page.locator('.pg-map');
  await viewport.scrollIntoViewIfNeeded();
  expect(await screensOutsideMap()).toEqual([]);
  const size = await viewport
    .locator('svg')
    .evaluate((svg) => `${svg.getAttribute('data-map-width')} x ${svg.getAttribute('data-map-height')}`);
  mkdirSync(OUT_DIR, { recursive: true });
  const file = join(OUT_DIR, name);
  await viewport.screenshot({ path: file });
  console.log(`journey map (${size} px, fitted): ${file}`);
}

/** The map's zoom as drawn (the scale of the group that holds the screens). */
const mapScale = async () => Number(await page.locator('.pg-map g[data-view]').getAttribute('data-view'));
const mapTransform = async () => page.locator('.pg-map g[data-view]').getAttribute('transform');

/** Nothing wider than the window: the page does not scroll sideways. */
const horizontalOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  configRoot = mkdtempSync(join(tmpdir(), 'journey-playground-'));
  cpSync(join(repoRoot, 'journey-config'), join(configRoot, 'journey-config'), { recursive: true });
  cpSync(join(repoRoot, 'schemas'), join(configRoot, 'schemas'), { recursive: true });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
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
        STUDIO_CACHE_DIR: 'node_modules/.vite-playground-e2e',
      },
      stdio: 'ignore',
    },
  );
  await waitForServer(`${baseUrl}/__playground/state`, 45000, 'playground');
  session = await openBrowser();
  page = session.page;
  // the first visit makes the dev server bundle its dependencies: wait for that before measuring anything
  await open('?programme=business-loan&screen=login');
  await phone().getByLabel('Mobile number').waitFor({ timeout: 45000 });
}, 120000);

beforeEach(({ onTestFailed }) => onTestFailed(() => void (reloadNext = true)));

afterAll(async () => {
  await session?.close();
  server?.kill();
  if (configRoot) rmSync(configRoot, { recursive: true, force: true });
});

describe("the analysts' playground (the studio's read-only views)", () => {
  it.each(PROGRAMMES)('%s: flipping the context hides a field by its visibility rule', async (programme) => {
    // loaded afresh: the preview's frame and context are the programme's own from the start
    await open(`?programme=${programme}&screen=login`, { reload: programme !== 'business-loan' });
    await phone().getByLabel('Mobile number').waitFor();
    // login.json: "/otp" is shown when form.otpSent, bound from user.otpSent
    await editContext((c) => void (c.user!.otpSent = true));
    await expect
      .poll(() =>
        phone()
          .getByLabel(/^OTP\b/)
          .count(),
      )
      .toBe(1);
    // the desktop drawing has field ids of its own: its label names its own box, not the phone's
    await expect
      .poll(() =>
        desktop()
          .getByLabel(/^OTP\b/)
          .count(),
      )
      .toBe(1);
    await desktop()
      .getByLabel(/^OTP\b/)
      .fill('123456');
    expect(
      await desktop()
        .getByLabel(/^OTP\b/)
        .inputValue(),
    ).toBe('123456');
    expect(
      await phone()
        .getByLabel(/^OTP\b/)
        .inputValue(),
    ).toBe('');
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: '/otp: shown' }).count()).toBe(1);
    await editContext((c) => void (c.user!.otpSent = false));
    await expect
      .poll(() =>
        phone()
          .getByLabel(/^OTP\b/)
          .count(),
      )
      .toBe(0);
    await expect
      .poll(() =>
        desktop()
          .getByLabel(/^OTP\b/)
          .count(),
      )
      .toBe(0);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: '/otp: hidden' }).count()).toBe(1);
    // an invalid edit says why and keeps the last valid context
    await page.getByLabel(/Rule context/).fill('{"user": ');
    await expect.poll(() => page.getByText(/Context not applied: not valid JSON/).isVisible()).toBe(true);
    await expect.poll(() => phone().getByLabel('Mobile number').isVisible()).toBe(true);
    // the login's example vectors, each run through the validator
    const vectors = (
      JSON.parse(
        readFileSync(join(configRoot, 'journey-config/programmes/business-loan/screens/login.examples.json'), 'utf8'),
      ) as { examples: unknown[] }
    ).examples.length;
    expect(await page.getByText(`all ${vectors} passed`).isVisible()).toBe(true);
    expect(session.pageErrors).toEqual([]);
  });

  it('shows the API calls of a screen and what each would send, as the form is typed', async () => {
    // loaded afresh: the calls follow the typing in a frame drawn for this programme from the start
    await open('?programme=business-loan&screen=login', { reload: true });
    await phone().getByLabel('Mobile number').waitFor();
    const calls = page.getByRole('list', { name: 'API calls' });
    // calls.json: the login's send-OTP action runs session/requestOtp, which calls sendOtp
    await expect
      .poll(() =>
        calls.getByRole('listitem').filter({ hasText: 'session/requestOtp calls sendOtp (POST /requestOTP)' }).count(),
      )
      .toBeGreaterThan(0);
    const sendOtp = page.getByLabel('sendOtp payload').first();
    await expect.poll(() => sendOtp.textContent()).toContain('"mobile": null');
    await phone().getByLabel('Mobile number').fill('9876543210');
    await expect.poll(() => sendOtp.textContent()).toContain('"mobile": "9876543210"');
    mkdirSync(OUT_DIR, { recursive: true });
    await calls.screenshot({ path: join(OUT_DIR, 'playground-calls-login.png') });
    expect(session.pageErrors).toEqual([]);
  });

  it("lays the screen out by its preview's width: Get OTP spans a phone's width, not a desktop's", async () => {
    await open('?programme=business-loan&screen=login');
    /** The button's width, the width of the page's content it sits in, and the viewport its media queries see. */
    const widths = (frame: FrameLocator) =>
      frame.getByRole('button', { name: 'Get OTP' }).evaluate((button) => {
        const main = button.closest('.journey-main')!;
        const style = getComputedStyle(main);
        return {
          button: button.getBoundingClientRect().width,
          content: main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          viewport: window.innerWidth,
        };
      });
    // on a phone (below 600 px) the buttons under the form are a column, each as wide as the page's content
    const onPhone = await widths(phone());
    expect(onPhone.viewport).toBe(412);
    expect(onPhone.button).toBeCloseTo(onPhone.content, 0);
    // a phone's viewport, not the content's height: a frame grown to its content grew without end (a loader holds the
    // form's place at 100vh of the frame), and the studio re-rendered as long as the page was open
    const viewportHeight = () =>
      phone()
        .locator('html')
        .evaluate(() => window.innerHeight);
    expect(await viewportHeight()).toBe(915);
    await page.waitForTimeout(500);
    expect(await viewportHeight()).toBe(915);
    // at desktop width they are a row: the button is as wide as its text
    const onDesktop = await widths(desktop());
    expect(onDesktop.viewport).toBe(1280);
    expect(onDesktop.button).toBeLessThan(onDesktop.content / 2);
    // the desktop page is shown scaled down to the column, and says so
    expect(await desktopFigure().locator('figcaption').textContent()).toMatch(/^Desktop, 1280 px \(shown at \d+ %\)$/);
    await phoneFigure().scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // the frame as drawn (the studio's sticky toolbar out of the way)
    await phoneFigure()
      .locator('.pg-frame-box')
      .screenshot({
        path: join(repoRoot, 'docs/screens/studio-preview-412.png'),
        style: '.st-header { position: static !important; }',
      });
    expect(session.pageErrors).toEqual([]);
  });

  it('shows a broken schema with its file and pointer, and renders the screen again once it is fixed', async () => {
    const schemaFile = 'schemas/forms/tmp-playground-login.schema.json';
    const schema = JSON.parse(readFileSync(join(configRoot, 'schemas/forms/login.schema.json'), 'utf8')) as {
      properties: Record<string, Record<string, unknown>>;
    };
    writeJson(schemaFile, schema);
    writeJson('journey-config/programmes/tmp-broken/programme.json', {
      $schema: '../../meta/programme.schema.json',
      id: 'tmp-broken',
      extends: 'business-loan',
    });
    writeJson('journey-config/programmes/tmp-broken/screens/login.json', {
      $schema: '../../../meta/screen.schema.json',
      form: { schema: 'forms/tmp-playground-login.schema.json' },
    });
    await open('?programme=tmp-broken&screen=login');
    await expect.poll(() => phone().getByLabel('Mobile number').isVisible(), { timeout: 20000 }).toBe(true);

    // saved with a syntax error: the page says which file, without a reload or a restart
    writeJson(schemaFile, '{ "type": "object", "properties": ');
    const alert = page.getByRole('alert').filter({ hasText: schemaFile }).first();
    await expect.poll(() => alert.textContent(), { timeout: 20000 }).toMatch(/not valid JSON/);

    // saved with a $ref to nowhere: the problem names the file and the JSON pointer (a lint problem of the check), and
    // the screen is not drawn with its mobile field missing: the preview says why it cannot draw it instead
    schema.properties.mobile = { $ref: '../fragments/no-such-fragment.schema.json#/definitions/mobile' };
    writeJson(schemaFile, schema);
    const problem = page
      .getByRole('list', { name: 'Lint problems' })
      .getByRole('listitem')
      .filter({ hasText: `${schemaFile}#/properties/mobile/$ref` });
    await expect.poll(() => problem.count(), { timeout: 20000 }).toBe(1);
    const cannotDraw = page.getByRole('alert', { name: 'Cannot draw the screen' });
    await expect
      .poll(() => cannotDraw.textContent(), { timeout: 20000 })
      .toContain(
        `cannot draw: ${schemaFile}#/properties/mobile/$ref: $ref "../fragments/no-such-fragment.schema.json#/definitions/mobile" does not resolve`,
      );
    expect(await phoneFigure().count()).toBe(0);
    expect(await desktopFigure().count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    // the studio has no edit of its own: it took the files as saved, and has nothing to save
    expect(await page.getByRole('button', { name: 'Save (0 files changed)' }).isVisible()).toBe(true);

    // fixed: the screen renders again
    writeJson(schemaFile, JSON.parse(readFileSync(join(configRoot, 'schemas/forms/login.schema.json'), 'utf8')));
    await expect.poll(() => phone().getByLabel('Mobile number').isVisible(), { timeout: 20000 }).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: schemaFile }).count()).toBe(0);
    expect(await desktop().getByLabel('Mobile number').count()).toBe(1);
    rmSync(join(configRoot, 'journey-config/programmes/tmp-broken'), { recursive: true });
  });

  it.each(PROGRAMMES)(
    '%s: the journey map shows every screen, none unreachable, no line through a screen, labels written out',
    async (programme) => {
      await open(`?programme=${programme}`);
      const map = page.getByRole('group', { name: `Journey map of ${programme}` });
      await map.waitFor();
      const state = (await (await fetch(`${baseUrl}/__playground/state`)).json()) as {
        programmes: Array<{ id: string; graph: { nodes: unknown[] } }>;
      };
      const nodes = state.programmes.find((p) => p.id === programme)?.graph.nodes.length ?? 0;
      expect(nodes).toBeGreaterThan(10);
      expect(await map.locator('[data-screen]').count()).toBe(nodes);
      expect(await map.locator('[data-status=unreachable]').count()).toBe(0);
      expect(await page.getByText(/Unreachable: none\./).isVisible()).toBe(true);
      // what the browser drew: every line's segments against every screen's box
      expect(await findDrawnCrossings(map)).toEqual([]);
      // labels are text on the map, not only a tooltip
      expect(await map.locator('text tspan', { hasText: 'Submit to get offer' }).first().isVisible()).toBe(true);
      expect(await map.locator('text tspan', { hasText: 'Proceed' }).first().isVisible()).toBe(true);
      await screenshotMap(`playground-map-${programme}.png`);
      // clicking a screen in the map opens it
      await map.locator('[data-screen=login]').click();
      await expect.poll(() => page.getByRole('heading', { level: 2, name: /login/ }).isVisible()).toBe(true);
    },
  );

  it('marks on the map what supply-chain-finance changes against business-loan', async () => {
    await open('?programme=supply-chain-finance');
    const map = page.getByRole('group', { name: 'Journey map of supply-chain-finance' });
    await map.waitFor();
    // the screens journey diff names, and only those, are marked (the credit-line offer among them)
    const state = (await (await fetch(`${baseUrl}/__playground/state`)).json()) as {
      programmes: Array<{ id: string; diff?: { screens: { changed: Record<string, string[]> } } }>;
    };
    const expected = Object.keys(
      state.programmes.find((p) => p.id === 'supply-chain-finance')?.diff?.screens.changed ?? {},
    ).sort();
    expect(expected).toContain('offer');
    const changed = await map
      .locator('[data-change=changed]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-screen')));
    expect(changed.sort()).toEqual(expected);
    expect(await map.locator('[data-screen-text=offer]').textContent()).toContain('CHANGED');
    expect(await map.locator('[data-screen=gst-entry]').getAttribute('data-change')).toBeNull();
    expect(await page.getByLabel('Changes against the parent programme').textContent()).toContain(
      `changed: ${expected.join(', ')}`,
    );
    // business-loan extends nothing: nothing is marked
    await open('?programme=business-loan');
    await page.getByRole('group', { name: 'Journey map of business-loan' }).waitFor();
    expect(await page.locator('[data-change]').count()).toBe(0);
  });

  it('marks a screen no transition reaches as unreachable, in words', async () => {
    writeJson('journey-config/programmes/tmp-orphan/programme.json', {
      $schema: '../../meta/programme.schema.json',
      id: 'tmp-orphan',
      extends: 'business-loan',
    });
    writeJson('journey-config/programmes/tmp-orphan/screens/orphan.json', {
      $schema: '../../../meta/screen.schema.json',
      id: 'orphan',
      route: '/orphan',
      title: 'Orphan',
      kind: 'info',
      access: 'authenticated',
      terminal: true,
    });
    await open('?programme=tmp-orphan');
    const orphan = page.getByRole('group', { name: 'Journey map of tmp-orphan' }).locator('[data-screen=orphan]');
    await expect.poll(() => orphan.getAttribute('data-status'), { timeout: 20000 }).toBe('unreachable');
    expect(await page.locator('[data-screen-text=orphan]').textContent()).toContain('UNREACHABLE');
    expect(await page.getByText(/Unreachable: orphan\./).isVisible()).toBe(true);
    // a new screen off to the right of a map thousands of pixels wide: fitted, it is in the window
    expect(Number(await page.locator('.pg-map svg').getAttribute('data-map-width'))).toBeGreaterThan(1280);
    await screenshotMap('playground-map-tmp-orphan.png');
    rmSync(join(configRoot, 'journey-config/programmes/tmp-orphan'), { recursive: true });
    // the studio has taken the removal (it redraws when the files change): the next test starts on a page at rest
    await page
      .getByLabel('Programme', { exact: true })
      .and(page.locator('select'))
      .locator('option[value="tmp-orphan"]')
      .waitFor({ state: 'detached', timeout: 20000 });
  });

  it('edits on the map: a line clicked opens its rule, a screen dragged onto another adds a transition (undone, redone)', async () => {
    /** What the focused box is: the action (its heading) and the screen of the transition whose rule it is in. */
    const focusedRule = () =>
      page.evaluate(() => {
        const box = document.activeElement;
        return box?.closest('.st-rule')
          ? [
              box.closest('.st-action')?.querySelector('h4')?.textContent ?? '',
              box.closest('li')?.querySelector('strong')?.textContent ?? '',
            ]
          : [];
      });
    const fitMap = async () => {
      await page.getByRole('group', { name: 'Journey map of business-loan' }).waitFor();
      await page.locator('.pg-map').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Fit to window' }).click();
      // the fitted view drawn and still (the page scrolled to the map, the column settled): what is measured next is
      // where the mouse will find it
      let last: string | null | undefined;
      await expect
        .poll(async () => {
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const now = await mapTransform();
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
    };
    await open('?programme=business-loan&tab=Map');
    await fitMap();
    // the mouse on the middle of the line login -> home (Verify OTP, the login's second action): that transition's rule
    const middle = await page
      .locator('.pg-map [data-edge="login->home"][data-kind=action] path')
      .first()
      .evaluate((path: SVGPathElement) => {
        const p = path.getPointAtLength(path.getTotalLength() / 2);
        const m = path.getScreenCTM()!;
        return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
      });
    await page.mouse.click(middle.x, middle.y);
    await page.getByRole('heading', { level: 2, name: /login/ }).waitFor();
    await expect.poll(focusedRule).toEqual([expect.stringMatching(/^Verify OTP/), 'home']);

    // a drag from other-details-1's handle onto gst-entry: a transition of its first action, first, its rule to build
    await open('?programme=business-loan&tab=Map');
    await fitMap();
    const [handle, target] = [
      await page.locator('[data-link-handle="other-details-1"]').boundingBox(),
      await page.locator('.pg-map [data-screen="gst-entry"]').boundingBox(),
    ];
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('heading', { level: 2, name: /other-details-1/ }).waitFor();
    await expect.poll(focusedRule).toEqual([expect.stringMatching(/^Continue/), 'gst-entry']);
    const added = page
      .getByRole('region', { name: 'Transitions' })
      .getByRole('button', { name: 'Remove the transition of continue to gst-entry' });
    expect(await page.getByRole('button', { name: /^Undo/ }).textContent()).toBe(
      'Undo: Add continue of other-details-1 -> gst-entry',
    );
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(() => added.count()).toBe(0);
    await page.getByRole('button', { name: /^Redo/ }).click();
    await expect.poll(() => added.count()).toBe(1);
    expect(session.pageErrors).toEqual([]);
  });

  it('shows what supply-chain-finance changes compared with business-loan', async () => {
    await open('?programme=supply-chain-finance');
    const diff = page.getByLabel('Programme diff');
    await expect.poll(() => diff.textContent()).toContain('setting /programCode: null -> "DEALER_FIN"');
    expect(await diff.textContent()).toContain('constant loanAmountMin: 100000 -> 10000');
  });

  it('at 412 px: the sidebar is collapsed behind a button, the preview comes first, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 412, height: 915 });
    try {
      await open('?programme=business-loan&screen=login', { reload: true }); // the side starts hidden on a narrow page
      const toggle = page.getByRole('button', { name: 'Parts and screens' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('navigation', { name: 'Steps and screens' }).isVisible()).toBe(false);
      const preview = page.getByRole('heading', { level: 3, name: 'As the borrower sees it' });
      await phone().getByLabel('Mobile number').waitFor();
      // the preview is the screen as a borrower's phone shows it, laid out at 412 px (shown scaled to the column):
      // nothing of it scrolls sideways either
      expect(
        await phone()
          .locator('html')
          .evaluate((e) => [window.innerWidth, e.scrollWidth - e.clientWidth]),
      ).toEqual([412, 0]);
      expect(Number(await phoneFigure().locator('.pg-frame-box').getAttribute('data-scale'))).toBeLessThan(1);
      // the preview is in the first screenful, above the context editor
      const [previewTop, contextTop] = await Promise.all([
        preview.boundingBox(),
        page.getByRole('heading', { level: 3, name: 'Context' }).boundingBox(),
      ]);
      expect(previewTop!.y).toBeLessThan(915);
      expect(previewTop!.y).toBeLessThan(contextTop!.y);
      await expect.poll(horizontalOverflow).toBe(0);
      mkdirSync(OUT_DIR, { recursive: true });
      await page.screenshot({ path: join(OUT_DIR, 'playground-412.png') });
      await page.screenshot({ path: join(OUT_DIR, 'playground-412-full.png'), fullPage: true });
      // the map tab: the selected screen is centred in the map, and the map fits the phone
      await open('?programme=business-loan&tab=Map&screen=login');
      await page.getByRole('group', { name: 'Journey map of business-loan' }).waitFor();
      await expect.poll(horizontalOverflow).toBe(0);
      await page.locator('.pg-map').scrollIntoViewIfNeeded();
      expect(await screensOutsideMap()).not.toContain('login');
      await page.locator('.pg-map').screenshot({ path: join(OUT_DIR, 'playground-412-map.png') });
      await page.getByRole('button', { name: 'Fit to window' }).click();
      expect(await screensOutsideMap()).toEqual([]);

      // opened, the side lists the screens; picking one opens it and hides the side again
      await page.evaluate(() => window.scrollTo(0, 0));
      await toggle.click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Hide the parts and screens' }).getAttribute('aria-expanded'))
        .toBe('true');
      await page.getByRole('tab', { name: 'Screens' }).click();
      const nav = page.getByRole('navigation', { name: 'Steps and screens' });
      await expect.poll(() => nav.isVisible()).toBe(true);
      expect(await horizontalOverflow()).toBe(0);
      await page.screenshot({ path: join(OUT_DIR, 'playground-412-sidebar.png') });
      await nav
        .getByRole('button', { name: /^business-details-1/ })
        .first()
        .click();
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: /business-details-1/ }).isVisible())
        .toBe(true);
      await expect.poll(() => nav.isVisible()).toBe(false);
      await expect.poll(horizontalOverflow).toBe(0);
      expect(session.pageErrors).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('the map zooms with its buttons, ctrl+wheel and a pinch, pans by drag and keys, and centres the selected screen', async () => {
    await open('?programme=business-loan&tab=Map&screen=offer');
    const viewport = page.locator('.pg-map');
    await viewport.scrollIntoViewIfNeeded();
    await page.locator('.pg-map [data-selected=true]').waitFor();
    // the selected screen is in the middle of the map's viewport
    const [frame, offer] = [
      await viewport.boundingBox(),
      await page.locator('.pg-map [data-screen=offer]').boundingBox(),
    ];
    expect(Math.abs(offer!.x + offer!.width / 2 - (frame!.x + frame!.width / 2))).toBeLessThan(2);
    expect(Math.abs(offer!.y + offer!.height / 2 - (frame!.y + frame!.height / 2))).toBeLessThan(2);
    await viewport.screenshot({ path: join(OUT_DIR, 'playground-map-selected.png') });

    // zoomed in far enough to read it (the whole map is thousands of pixels wide)
    const start = await mapScale();
    expect(start).toBeGreaterThanOrEqual(0.8);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await mapScale()).toBeCloseTo(start * 1.25, 2);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await mapScale()).toBeCloseTo(start, 2);
    // ctrl+wheel zooms about the pointer; a plain wheel leaves the map alone
    await page.mouse.move(frame!.x + frame!.width / 2, frame!.y + frame!.height / 2);
    await page.mouse.wheel(0, 100);
    expect(await mapScale()).toBeCloseTo(start, 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect.poll(mapScale).toBeGreaterThan(start * 1.2);
    // a drag moves the map
    await viewport.scrollIntoViewIfNeeded();
    const now = (await viewport.boundingBox())!;
    const before = await mapTransform();
    await page.mouse.move(now.x + 40, now.y + 40);
    await page.mouse.down();
    await page.mouse.move(now.x + 140, now.y + 90, { steps: 5 });
    await page.mouse.up();
    expect(await mapTransform()).not.toBe(before);
    // two fingers spread apart zoom in about their middle (a phone's pinch)
    const cdp = await page.context().newCDPSession(page);
    const frameNow = (await viewport.boundingBox())!;
    const [cx, cy] = [frameNow.x + frameNow.width / 2, frameNow.y + frameNow.height / 2];
    const fingers = (d: number) => [
      { x: cx - d, y: cy, id: 1 },
      { x: cx + d, y: cy, id: 2 },
    ];
    const pinchFrom = await mapScale();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (const d of [60, 80, 100])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(mapScale).toBeGreaterThan(pinchFrom * 1.5);
    await cdp.detach();
    // the keys: an arrow moves it, 0 fits it again
    await viewport.focus();
    const dragged = await mapTransform();
    await page.keyboard.press('ArrowRight');
    expect(await mapTransform()).not.toBe(dragged);
    await page.keyboard.press('0');
    await expect.poll(mapScale).toBeLessThan(start);
    expect(await screensOutsideMap()).toEqual([]);
    await viewport.screenshot({ path: join(OUT_DIR, 'playground-map-fitted.png') });
    expect(session.pageErrors).toEqual([]);
  });
});
