import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

// What an analyst does in the studio to build a programme, step by step, each edit undone and redone once to show
// the history works (studio.e2e.ts). Only the page is used: no file is written by hand.

export const PROGRAMME = 'studio-loan';
export const NEW_SCREEN = 'turnover-check';
const SCREENS_DIR = join(import.meta.dirname, '../../docs/screens');

/** A picture of the studio for the guide (docs/screens/studio-<name>.png). */
export async function studioShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SCREENS_DIR, `studio-${name}.png`), fullPage: false });
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
  await undoRedo(page, () => page.locator('option', { hasText: PROGRAMME }).waitFor({ state: 'detached' }), () => page.locator('option', { hasText: PROGRAMME }).waitFor({ state: 'attached' }));
  await page.getByLabel('Programme', { exact: true }).and(page.locator('select')).selectOption(PROGRAMME);
}

export async function addFormScreen(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Screens' }).click();
  await page.getByRole('button', { name: 'Add a screen to Business Details' }).click();
  const form = page.getByRole('form', { name: 'New screen in business-details' });
  await form.getByLabel('Screen id').fill(NEW_SCREEN);
  await form.getByLabel('Screen title').fill('Turnover check');
  await form.getByLabel('Kind').selectOption('form');
  await form.getByRole('button', { name: 'Add screen' }).click();
  const link = page.getByRole('navigation', { name: 'Steps and screens' }).getByRole('button', { name: new RegExp(`^${NEW_SCREEN} form`) });
  await link.waitFor();
  await undoRedo(page, () => link.waitFor({ state: 'detached' }), () => link.waitFor());
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
  await fields.getByLabel('Type').selectOption('integer');
  const turnover = fields.getByRole('button', { name: 'annualTurnover', exact: true });
  await undoRedo(page, () => turnover.waitFor({ state: 'detached' }).catch(() => undefined), () => turnover.waitFor());
  await fields.getByRole('button', { name: 'annualTurnover', exact: true }).click(); // closes it
  await addField(page, 'gstNumber', 'GST number');
  const pattern = fields.locator('.st-field-rule').filter({ hasText: 'Pattern' });
  await pattern.getByLabel('Pattern').fill('^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]{3}$');
  await page.getByText('Needs a message.').first().waitFor();
  await pattern.getByLabel('Message when it fails').fill('Enter the 15-character GSTIN, e.g. 27ABCDE1234F1Z5');
  await page.getByText('Every rule has its message.').waitFor();
  await fields.locator('.st-field').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await studioShot(page, 'field-editor');
}

/** From business-details-2, Continue goes to the new screen when the office is under a year old (built in the builder). */
export async function sendFromExistingScreen(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Steps and screens' }).getByRole('button', { name: /^business-details-2 form/ }).click();
  const transitions = page.getByRole('region', { name: 'Transitions' });
  await transitions.getByLabel('Add a transition of save to').selectOption(NEW_SCREEN);
  await transitions.getByRole('button', { name: 'Add transition' }).click();
  const rule = transitions.getByRole('group', { name: new RegExp(`goes to ${NEW_SCREEN}`) });
  await rule.waitFor();
  await undoRedo(page, () => rule.waitFor({ state: 'detached' }), () => rule.waitFor());
  await rule.getByRole('button', { name: 'Add a condition' }).click();
  await rule.getByTitle('Variable').selectOption({ label: 'office tenure (in months)' }).catch(async () => rule.getByTitle('Variable').selectOption('form.officeStability'));
  await rule.getByTitle('Comparison').selectOption('<');
  await rule.getByTitle('Value').last().fill('12');
  await rule.locator('.st-rule-sentence', { hasText: /is below 12/ }).waitFor();
  // the builder's controls stay in their column: none runs under the rule's JSON box
  const json = (await rule.locator('.st-rule-json textarea').boundingBox())!;
  for (const control of await rule.locator('.st-rule-builder select, .st-rule-builder input').all()) {
    const box = (await control.boundingBox())!;
    const apart = box.x + box.width <= json.x || json.x + json.width <= box.x || box.y + box.height <= json.y || json.y + json.height <= box.y;
    if (!apart) throw new Error(`a rule builder control overlaps the JSON box: ${JSON.stringify({ box, json })}`);
  }
  await rule.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await studioShot(page, 'rule-builder');
}

export async function changeConstantAndLabel(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Constants' }).click();
  const amount = page.getByLabel('reapplyAfterDays', { exact: true });
  await amount.fill('60');
  const row = page.locator('tr', { has: page.getByLabel('reapplyAfterDays', { exact: true }) });
  await row.getByText('set here').waitFor();
  await undoRedo(page, () => row.getByText('inherited').waitFor(), () => row.getByText('set here').waitFor());
  await page.getByRole('tab', { name: 'Offer terms' }).click();
  const label = page.getByLabel('Label of the term amount');
  await label.fill('Loan you need');
  await studioShot(page, 'offer-terms');
  await undoRedo(page, async () => void (await label.inputValue()), async () => void (await label.inputValue()));
}

/** Save: the item-level diff first, then the write. */
export async function save(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Save \(/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  const diff = dialog.getByRole('list', { name: 'Changes against the last commit' });
  await diff.waitFor();
  await page.getByText(/^Lint OK; examples \d+ passed \(/).waitFor();
  await studioShot(page, 'save-diff');
  const files = await diff.locator(':scope > li > code').allTextContents();
  await dialog.getByRole('button', { name: /^Write / }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Save (0 files changed)' }).waitFor();
  return files;
}
