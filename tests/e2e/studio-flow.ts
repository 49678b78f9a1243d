import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// What an analyst does in the studio to build a programme, step by step, each edit undone and redone once to show
// the history works (studio.e2e.ts). Only the page is used: no file is written by hand.

export const PROGRAMME = 'studio-loan';
export const NEW_SCREEN = 'turnover-check';
/** The new screen's route, typed in the new-screen dialog. */
export const NEW_ROUTE = '/business-details/turnover';
/** What the new screen's answers are saved as (the dialog's default, from its id). */
export const SAVED_AS = 'turnoverCheck';
/** The name in the header the analyst sets for the new programme (its title is never shown to the borrower). */
export const BRAND = 'Studio Business Loan';
/** What the borrower reads for a turnover that is not a whole number, written in the field editor. */
export const TURNOVER_TYPE_MESSAGE = 'Enter the turnover in whole rupees';
/** What the borrower reads for no turnover. */
export const TURNOVER_REQUIRED_MESSAGE = 'Enter the annual turnover';
/** The GST threshold the analyst creates in the rule builder: GST is not needed below it. */
export const GST_THRESHOLD = 4000000;
const SCREENS_DIR = join(import.meta.dirname, '../../docs/screens');

/** A picture of the studio for the guide (docs/screens/studio-<name>.png). */
export async function studioShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SCREENS_DIR, `studio-${name}.png`), fullPage: false });
}

/**
 * An analyst's pause between two edits of one field: longer than the second in which its keystrokes merge into one
 * step of undo (model/history.ts MERGE_WINDOW_MS), so the next edit is undone on its own.
 */
const pause = (page: Page) => page.waitForTimeout(1100);

/** Waits until a box shows `value` (undo and redo redraw the panels from the files). */
async function showsValue(box: Locator, value: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await box.inputValue()) === value) return;
    await box.page().waitForTimeout(100);
  }
  throw new Error(`expected "${value}" in the box, found "${await box.inputValue()}"`);
}

async function undoRedo(page: Page, expectGone: () => Promise<void>, expectBack: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expectGone();
  await page.getByRole('button', { name: /^Redo/ }).click();
  await expectBack();
}

export async function createProgramme(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'New programme' });
  await dialog.getByLabel('Extends').selectOption('business-loan');
  await dialog.getByLabel('Id').fill(PROGRAMME);
  await dialog.getByLabel('Title').fill('Studio Business Loan');
  await dialog.getByLabel('Programme code').fill('STUDIO_BL');
  await studioShot(page, 'new-programme');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByLabel('Programme', { exact: true }).and(page.locator('select')).waitFor();
  await page.locator('option', { hasText: `${PROGRAMME} (extends business-loan)` }).waitFor({ state: 'attached' });
  await undoRedo(
    page,
    () => page.locator('option', { hasText: PROGRAMME }).waitFor({ state: 'detached' }),
    () => page.locator('option', { hasText: PROGRAMME }).waitFor({ state: 'attached' }),
  );
  await page.getByLabel('Programme', { exact: true }).and(page.locator('select')).selectOption(PROGRAMME);
  // the borrower reads the brand, not the title: set where the programme panel shows it
  await page.getByRole('tab', { name: 'Programme' }).click();
  await page.getByLabel('Brand in the header (brand.name)').fill(BRAND);
  await page.getByRole('tabpanel', { name: 'Programme' }).getByText('set here').first().waitFor();
}

export async function addFormScreen(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Screens' }).click();
  await page.getByRole('button', { name: 'Add a screen to Business Details' }).click();
  const form = page.getByRole('form', { name: 'New screen in business-details' });
  await form.getByLabel('Screen id').fill(NEW_SCREEN);
  await form.getByLabel('Screen title').fill('Turnover check');
  await form.getByLabel('Kind').selectOption('form');
  // all from the dialog, no JSON box: its route, what Continue runs and saves, and the step that sends its answers
  await form.getByLabel(/^Route/).fill(NEW_ROUTE);
  // its answers kept by the lender (saveAnswers), so a rule reads the same on any device
  await form.getByLabel('What Continue runs').selectOption('form/save');
  await form.getByLabel(/^Save its answers for later rules/).check();
  // every borrower now walks it (business-details-2 goes to it, below): the step is done once it is sent too
  await form.getByLabel("Business Details sends its answers (the step's submit)").check();
  await form.getByRole('button', { name: 'Add screen' }).click();
  const link = page
    .getByRole('navigation', { name: 'Steps and screens' })
    .getByRole('button', { name: new RegExp(`^${NEW_SCREEN} form`) });
  await link.waitFor();
  await undoRedo(
    page,
    () => link.waitFor({ state: 'detached' }),
    () => link.waitFor(),
  );
  await link.click();
  await page.getByRole('heading', { name: /Turnover check/, level: 2 }).waitFor();
}

async function addField(page: Page, name: string, label: string): Promise<void> {
  const fields = page.getByRole('region', { name: 'Form fields' });
  await fields.getByLabel("New field's name").fill(name);
  await fields.getByRole('button', { name: 'Add field' }).click();
  await fields.getByLabel('Label', { exact: true }).fill(label);
}

/** Two fields: the turnover (a required whole number) and a GSTIN with a pattern and the message it shows. */
export async function addFields(page: Page): Promise<void> {
  const fields = page.getByRole('region', { name: 'Form fields' });
  await addField(page, 'annualTurnover', 'Annual turnover');
  await pause(page);
  await fields.getByLabel('Type').selectOption('integer');
  // the type alone is undone: the label typed before it stays
  await undoRedo(
    page,
    () => showsValue(fields.getByLabel('Type'), 'string'),
    () => showsValue(fields.getByLabel('Type'), 'integer'),
  );
  await showsValue(fields.getByLabel('Label', { exact: true }), 'Annual turnover');
  // a whole number's type has its message: 1234.5 reads it, never "must be integer"
  await fields.getByLabel('Message when the answer is not a whole number').fill(TURNOVER_TYPE_MESSAGE);
  await fields.getByLabel('Required').check();
  await fields.getByLabel('Message when it is left empty').fill(TURNOVER_REQUIRED_MESSAGE);
  // the examples are made from this answer: at or above the threshold, so the inherited scenarios keep their GST step
  await fields.getByLabel('Example answer (the examples are made from it)').fill('5000000');
  await fields.getByRole('button', { name: 'annualTurnover', exact: true }).click(); // closes it
  // a field added, undone (gone from the list) and redone
  await fields.getByLabel("New field's name").fill('gstNumber');
  await fields.getByRole('button', { name: 'Add field' }).click();
  const gst = fields.getByRole('button', { name: 'gstNumber', exact: true });
  await undoRedo(
    page,
    () => gst.waitFor({ state: 'detached' }),
    () => gst.waitFor(),
  );
  await fields.getByLabel('Label', { exact: true }).fill('GST number');
  await fields.getByLabel('Message when the answer is not text').fill('Enter the GSTIN as letters and digits');
  const pattern = fields.locator('.st-field-rule').filter({ hasText: 'Pattern' });
  await pattern.getByLabel('Pattern', { exact: true }).fill('^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]{3}$');
  await page.getByText('Needs a message.').first().waitFor();
  await pause(page);
  await pattern.getByLabel('Message when the pattern fails').fill('Enter the 15-character GSTIN, e.g. 27ABCDE1234F1Z5');
  await page.getByText('Every rule has its message.').waitFor();
  // the message undone: the pattern is back to needing one; redone: every rule has its message again
  await undoRedo(
    page,
    () => page.getByText('Needs a message.').first().waitFor(),
    () => page.getByText('Every rule has its message.').waitFor(),
  );
  await showsValue(pattern.getByLabel('Pattern', { exact: true }), '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]{3}$');
  // a pattern's answer cannot be made up: typed, and the examples then break the pattern from it
  await fields.getByLabel('Example answer (the examples are made from it)').fill('27ABCDE1234F1Z5');
  await page.getByRole('button', { name: /^Undo: Example answer of gstNumber/ }).waitFor();
  await fields.locator('.st-field').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await studioShot(page, 'field-editor');
}

/** From business-details-2, Continue now always goes to the new screen (replacing "to home"), which goes home. */
export async function sendFromExistingScreen(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Steps and screens' })
    .getByRole('button', { name: /^business-details-2 form/ })
    .click();
  const transitions = page.getByRole('region', { name: 'Transitions' });
  await transitions.getByLabel('Add a transition of save to').selectOption(NEW_SCREEN);
  await transitions.getByRole('button', { name: 'Add transition' }).click();
  // over "to home (always)": asked, and replaced (the new screen goes home)
  await transitions.getByRole('button', { name: 'Replace the one to home' }).click();
  const rule = transitions.getByRole('group', { name: `When Continue goes to ${NEW_SCREEN} (always)` });
  await rule.waitFor();
  await undoRedo(
    page,
    () => rule.waitFor({ state: 'detached' }),
    () => rule.waitFor(),
  );
  expect(await transitions.getByRole('group', { name: /goes to home/ }).count()).toBe(0);
}

/**
 * The inherited scenarios that save business-details-2 and go on without the new screen walk it, with its example
 * answers, from the button the new screen's page offers (a list patch by step id in the programme's scenario files).
 */
export async function walkNewScreenInScenarios(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Steps and screens' })
    .getByRole('button', { name: new RegExp(`^${NEW_SCREEN} form`) })
    .click();
  const region = page.getByRole('region', { name: 'Scenarios' });
  await region.getByText('happy-path').waitFor();
  await region.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await studioShot(page, 'scenario-walk');
  await region.getByRole('button', { name: `Walk ${NEW_SCREEN} in them with its example answers` }).click();
  await region.waitFor({ state: 'detached' });
  await undoRedo(
    page,
    () => region.waitFor(),
    () => region.waitFor({ state: 'detached' }),
  );
}

/**
 * GST is not needed below a turnover threshold: the GST step's skipWhen built in the rule builder over the saved
 * turnover, the builder's warning taken (a missing answer is below any threshold: "is filled in" asked too), and the
 * threshold a constant created where the comparison is built.
 */
export async function gstNotNeededBelowThreshold(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Steps' }).click();
  const settings = page.getByRole('region', { name: 'Step settings' });
  await settings.getByLabel('Step', { exact: true }).selectOption('gst-details');
  await settings.getByLabel('Add a rule').last().selectOption('skipWhen');
  const rule = settings.getByRole('group', { name: 'skipWhen of GST Details' });
  await rule.getByRole('button', { name: 'Add a condition' }).click();
  await rule.getByTitle('Variable').selectOption(`saved.${SAVED_AS}.annualTurnover`);
  await rule.getByTitle('Comparison').selectOption('<');
  await pause(page);
  await rule.getByTitle('Value').last().fill(String(GST_THRESHOLD));
  const sentence = rule.locator('.st-rule-sentence', { hasText: /is below/ });
  await sentence.waitFor();
  // the value typed in the builder undone: the sentence no longer says it; redone: it does
  await undoRedo(
    page,
    () => rule.locator('.st-rule-sentence', { hasText: /40,00,000|4000000/ }).waitFor({ state: 'detached' }),
    () => rule.locator('.st-rule-sentence', { hasText: /40,00,000|4000000/ }).waitFor(),
  );
  // while no turnover is saved, "is below" already holds: the builder says so and asks for "is filled in" as well
  await rule.getByRole('button', { name: /^Also ask that .+ is filled in$/ }).click();
  await rule.getByRole('note').waitFor({ state: 'detached' });
  // the threshold becomes a constant of the programme, created where the comparison is built
  await rule.getByText('Compare with a new constant').click();
  await rule.getByLabel(/^New constant's name/).fill('gstTurnoverThreshold');
  await rule.getByLabel(/^New constant's value/).fill(String(GST_THRESHOLD));
  await rule.getByLabel(/^What the new constant is for/).fill('Annual turnover below which GST is not needed');
  await rule.getByRole('button', { name: 'Create the constant and compare with it' }).click();
  await expect
    .poll(() => rule.locator('.st-rule-json textarea').inputValue())
    .toContain('constants.gstTurnoverThreshold');
  expect(await rule.locator('.st-rule-json textarea').inputValue()).toContain(`saved.${SAVED_AS}.annualTurnover`);
  // the builder's controls stay in their column: none runs under the rule's JSON box
  // measured at one moment (the check's line above can change height between two measurements)
  const overlapping = await rule.evaluate((el) => {
    const json = el.querySelector('.st-rule-json textarea')!.getBoundingClientRect();
    return [...el.querySelectorAll('.st-rule-builder select, .st-rule-builder input')]
      .map((c) => c.getBoundingClientRect())
      .filter(
        (box) =>
          box.width > 0 &&
          !(box.right <= json.left || json.right <= box.left || box.bottom <= json.top || json.bottom <= box.top),
      )
      .map((box) => JSON.stringify({ box, json }));
  });
  if (overlapping.length) throw new Error(`a rule builder control overlaps the JSON box: ${overlapping.join('; ')}`);
  await rule.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await studioShot(page, 'rule-builder');
}

export async function changeConstantAndLabel(page: Page): Promise<void> {
  // the Steps tab keeps the step chosen there (gstNotNeededBelowThreshold) across a visit to another tab
  await page.getByRole('tab', { name: 'Constants' }).click();
  await page.getByRole('tab', { name: 'Steps' }).click();
  expect(
    await page.getByRole('region', { name: 'Step settings' }).getByLabel('Step', { exact: true }).inputValue(),
  ).toBe('gst-details');
  await page.getByRole('tab', { name: 'Constants' }).click();
  const amount = page.getByLabel('reapplyAfterDays', { exact: true });
  await amount.fill('60');
  const row = page.locator('tr', { has: page.getByLabel('reapplyAfterDays', { exact: true }) });
  await row.getByText('set here').waitFor();
  await undoRedo(
    page,
    () => row.getByText('inherited').waitFor(),
    () => row.getByText('set here').waitFor(),
  );
  await page.getByRole('tab', { name: 'Offer terms' }).click();
  const label = page.getByLabel('Label of the term amount');
  const inherited = await label.inputValue();
  await label.fill('Loan you need');
  await studioShot(page, 'offer-terms');
  await undoRedo(
    page,
    () => showsValue(page.getByLabel('Label of the term amount'), inherited),
    () => showsValue(page.getByLabel('Label of the term amount'), 'Loan you need'),
  );
}

/** Save: the item-level diff first, then the write. */
export async function save(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Save \(/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  const diff = dialog.getByRole('list', { name: 'Changes against the last commit' });
  await diff.waitFor();
  await page.getByText(/^Lint OK; examples \d+ passed \(/).waitFor();
  await studioShot(page, 'save-diff');
  // each changed item's full text, wrapped: nothing runs past the dialog or is cut to one line
  const cut = await diff.evaluate((list) =>
    [...list.querySelectorAll<HTMLElement>('li, li *')]
      .filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 ||
          el.getBoundingClientRect().right > list.getBoundingClientRect().right + 1,
      )
      .map((el) => (el.textContent ?? '').trim().slice(0, 60)),
  );
  expect(cut).toEqual([]);
  expect(await diff.getByText('constants.gstTurnoverThreshold').count()).toBeGreaterThan(0);
  const files = await diff.locator(':scope > li > code').allTextContents();
  await dialog.getByRole('button', { name: /^Write / }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Save (0 files changed)' }).waitFor();
  return files;
}

/** The screens of a step, in the order the side lists them. */
function stepOrder(page: Page, title: string): Promise<string[]> {
  return page
    .getByRole('region', { name: `Step ${title}` })
    .locator('li .st-link')
    .evaluateAll((links) => links.map((l) => l.textContent?.split(' ')[0] ?? ''));
}

/**
 * In the business loan: business-details-1 moved down its step (undone, redone), its heading changed (shown in both
 * previews, and undone), then business-details-2 removed,
 * what that leaves (a transition to a screen no longer there) shown by the check, the two files in the save's diff,
 * and the removal undone. The previewed screen is redrawn in the same frames after each edit (no reload).
 */
export async function moveAndRemoveScreens(page: Page): Promise<void> {
  const frame = page.getByRole('figure', { name: 'Preview at 412 px' }).frameLocator('iframe');
  const pan = frame.getByLabel(/^Company PAN/);
  await pan.waitFor();
  await frame.locator('html').evaluate(() => void ((window as unknown as { kept: string }).kept = 'this frame'));
  const order = ['location-access', 'business-details-1', 'business-details-2'];
  const moved = ['location-access', 'business-details-2', 'business-details-1'];
  expect(await stepOrder(page, 'Business Details')).toEqual(order);
  await page.getByRole('button', { name: 'Move business-details-1 down' }).click();
  await expect.poll(() => stepOrder(page, 'Business Details')).toEqual(moved);
  expect(await page.getByRole('button', { name: /^Undo/ }).textContent()).toBe(
    'Undo: Move business-details-1 in business-details',
  );
  await undoRedo(
    page,
    () => expect.poll(() => stepOrder(page, 'Business Details')).toEqual(order),
    () => expect.poll(() => stepOrder(page, 'Business Details')).toEqual(moved),
  );
  await pan.waitFor();
  expect(await frame.locator('html').evaluate(() => (window as unknown as { kept?: string }).kept)).toBe('this frame');
  // an edit of the screen's texts shows in both previews, and its undo too
  const heading = (figure: string) =>
    page.getByRole('figure', { name: figure }).frameLocator('iframe').getByRole('heading', { level: 1 });
  const title = await heading('Preview at 412 px').textContent();
  await page
    .getByLabel('texts (JSON)', { exact: true })
    .fill('{ "heading": "Your business", "subheading": "Part 1 of 2" }');
  await expect.poll(() => heading('Preview at 412 px').textContent()).toBe('Your business');
  await expect.poll(() => heading('Preview at desktop width').textContent()).toBe('Your business');
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect.poll(() => heading('Preview at 412 px').textContent()).toBe(title);
  await expect.poll(() => heading('Preview at desktop width').textContent()).toBe(title);

  await page.getByRole('button', { name: 'Remove business-details-2' }).click();
  await expect.poll(() => stepOrder(page, 'Business Details')).toEqual(['location-access', 'business-details-1']);
  // gone from the programme, not only from its step: no other list names it
  expect(
    await page
      .getByRole('navigation', { name: 'Steps and screens' })
      .getByRole('button', { name: /^business-details-2 / })
      .count(),
  ).toBe(0);
  const unknown = page
    .getByRole('list', { name: 'Lint problems' })
    .getByRole('listitem')
    .filter({ hasText: 'unknown screen "business-details-2"' });
  await expect.poll(() => unknown.count(), { timeout: 20000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Save (2 files changed)' }).click();
  const diff = page
    .getByRole('dialog', { name: 'Save these changes?' })
    .getByRole('list', { name: 'Changes against the last commit' });
  await diff.waitFor();
  const folder = 'journey-config/programmes/business-loan/';
  expect((await diff.locator(':scope > li > code').allTextContents()).sort()).toEqual(
    [`${folder}programme.json`, `${folder}screens/business-details-2.json`].sort(),
  );
  expect(await diff.locator(':scope > li', { hasText: 'business-details-2.json' }).textContent()).toContain(
    '(deleted)',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Undo: Remove screen business-details-2' }).click();
  await expect.poll(() => stepOrder(page, 'Business Details')).toEqual(moved);
  await expect.poll(() => unknown.count(), { timeout: 20000 }).toBe(0);
  await page.getByRole('button', { name: 'Save (1 file changed)' }).waitFor();
  await pan.waitFor();
  expect(await frame.locator('html').evaluate(() => (window as unknown as { kept?: string }).kept)).toBe('this frame');
}

/** The studio's tabs, as its tab list names them. */
export const STUDIO_TABS = [
  'Screens',
  'Steps',
  'Map',
  'Programme',
  'Constants',
  'Offer terms',
  'Texts',
  'Payloads',
  'Calls',
  'Translations',
  'Releases',
] as const;

/**
 * The controls of the side that are cut by it or run under the main area beside it, and a page wider than the window:
 * each as `<tag> "<its text or name>"`. Measured, so a tab that fits by luck at one width and not another is found.
 */
export function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const side = document.querySelector('.st-side')!.getBoundingClientRect();
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);
    for (const el of document.querySelectorAll<HTMLElement>(
      '.st-side input, .st-side button, .st-side select, .st-side textarea, .st-side label, .st-side th, .st-side td',
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest('[hidden], details:not([open])')) continue;
      if (box.right > side.right + 1 || box.left < side.left - 1)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" runs to ${Math.round(box.right)} px, the side ends at ${Math.round(side.right)}`,
        );
    }
    return out;
  });
}
