import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chooseOption, startCard, waitForPath } from './journey-steps.ts';
import { say, sayFigure, sayMessage, sayStart } from './say.ts';

/** From the quote to the loan: offer, KYC on the sandbox pages, penny drop and e-mandate, e-sign. */
export async function acceptOffer(page: Page, onOffer: () => Promise<void> = async () => {}): Promise<void> {
  await page.getByRole('button', { name: say('View offer') }).click();
  await waitForPath(page, '/offer');
  await page.getByRole('button', { name: say('Accept offer') }).waitFor({ timeout: 30000 });
  await onOffer();
  await page.getByRole('button', { name: say('Accept offer') }).click({ timeout: 30000 });
  await expect
    .poll(() => page.getByRole('heading', { name: say('Your Application') }).isVisible(), { timeout: 30000 })
    .toBe(true);
}

export async function completeOnSandboxPage(
  page: Page,
  start: string,
  pagePath: string,
  choice: RegExp,
): Promise<void> {
  await startCard(page, start);
  await page.waitForURL((url) => url.pathname.startsWith(pagePath), { timeout: 15000 });
  await page.getByRole('button', { name: choice }).first().click();
}

/**
 * What the Key Fact Statement must show for the sandbox offer a journey accepts (5,00,000 asked for): the same
 * numbers as the engine's table test, which tests/engine/loan-vectors.py computed independently.
 */
export interface KfsExpected {
  figures: Record<string, string>;
  scheduleRegion: string;
  instalments: number;
}
export const KFS_EXPECTED: Record<'term-loan' | 'credit-line', KfsExpected> = {
  // 18% for 24 months; processing fee 10,000, insurance 2,500, other upfront 500, each with 18% GST
  'term-loan': {
    figures: {
      'Annual Percentage Rate (APR)': '21.24%',
      'Amount you receive': '₹4,84,660',
      'Total interest': '₹99,087',
      'Total amount payable (instalments and charges)': '₹6,14,427',
      EMI: '₹24,962',
    },
    scheduleRegion: 'Repayment schedule',
    instalments: 24,
  },
  // 16% for 12 months; processing fee 5,000 with 18% GST
  'credit-line': {
    figures: {
      'Annual Percentage Rate (APR)': '18.28%',
      'Net amount you receive': '₹4,94,100',
      'Total interest': '₹44,386',
      'Total amount payable (instalments and charges)': '₹5,50,286',
      Interest: '16%',
      'Line Validity': '12 months',
    },
    scheduleRegion: 'Repayment schedule if the full line is drawn',
    instalments: 12,
  },
};

/** The KFS's acknowledgement box, by its whole label (kfs.json): said in the walk's language. */
export const KFS_ACKNOWLEDGEMENT =
  'I have read and understood the Key Fact Statement, including the Annual Percentage Rate, all charges and the repayment schedule';

/** The line the schedule is folded under (kfs.json `scheduleToggle`): an ICU plural of the instalments. */
const SCHEDULE_TOGGLE = '{count, plural, one {Show the # instalment} other {Show all # instalments}}';

/** The agreement card opens the KFS; e-sign cannot start until its box is ticked; then the sandbox's e-sign page. */
/** The penny drop as a borrower fills it (the account number twice), then the digital e-mandate page, back home. */
export async function setUpDigitalMandate(page: Page, ifsc = 'hdfc0001234'): Promise<void> {
  // by the whole name: in Hindi and Tamil "Confirm account number" starts with "Account number"
  await page.getByRole('textbox', { name: say('Account number'), exact: true }).fill('123456789012');
  await page.getByRole('textbox', { name: say('Confirm account number'), exact: true }).fill('123456789012');
  await page.getByLabel(say('IFSC')).fill(ifsc);
  await chooseOption(page, 'Account type', 'Current');
  await chooseOption(page, 'Mandate type', 'Debit Card / Netbanking');
  await page.getByRole('button', { name: say('Verify and set up mandate') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/pages/mandate'), { timeout: 15000 });
  await page
    .getByRole('button', { name: /complete|authori|approve|submit/i })
    .first()
    .click();
  await waitForPath(page, '/offer', 30000);
}

/** The agreement card opens the Key Fact Statement: the borrower acknowledges it, then signs on the e-sign page. */
export async function acknowledgeKfsAndSign(page: Page): Promise<void> {
  await startCard(page, 'Loan agreement');
  await waitForPath(page, '/key-fact-statement');
  await page.getByRole('checkbox', { name: sayStart(KFS_ACKNOWLEDGEMENT) }).check();
  await page.getByRole('button', { name: say('Acknowledge and e-sign') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/pages/esign'), { timeout: 15000 });
  await page
    .getByRole('button', { name: /sign|complete|submit/i })
    .first()
    .click();
}

export async function readKfsAndSign(
  page: Page,
  expected: KfsExpected,
  onKfs: () => Promise<void> = async () => {},
): Promise<void> {
  await startCard(page, 'Loan agreement');
  await waitForPath(page, '/key-fact-statement');
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: say('Key Fact Statement') }).isVisible(), {
      timeout: 15000,
    })
    .toBe(true);
  for (const [label, value] of Object.entries(expected.figures)) {
    await expect
      .poll(
        () =>
          page
            .locator('dt', { hasText: say(label) })
            .first()
            .locator('xpath=following-sibling::dd[1]')
            .textContent(),
        { timeout: 10000 },
      )
      .toBe(sayFigure(value));
  }
  // the schedule is folded (e-sign is not pushed pages down); opened with the keyboard: a header row and one row per instalment
  expect(await page.getByRole('region', { name: say(expected.scheduleRegion) }).count()).toBe(0);
  const toggle = page.getByText(sayMessage(SCHEDULE_TOGGLE, { count: expected.instalments }));
  await toggle.focus();
  await page.keyboard.press('Enter');
  expect(
    await page
      .getByRole('region', { name: say(expected.scheduleRegion) })
      .getByRole('row')
      .count(),
  ).toBe(expected.instalments + 1);
  const box = page.getByRole('checkbox', { name: sayStart(KFS_ACKNOWLEDGEMENT) });
  expect(await box.isChecked()).toBe(false);
  await onKfs();
  await page.getByRole('button', { name: say('Acknowledge and e-sign') }).click();
  await expect
    .poll(() =>
      page.getByText(say('Please read and acknowledge the Key Fact Statement before e-sign')).first().isVisible(),
    )
    .toBe(true);
  expect(new URL(page.url()).pathname).toBe('/key-fact-statement');
  await box.check();
  await page.getByRole('button', { name: say('Acknowledge and e-sign') }).click();
  // the sandbox hands out the e-sign page only once it holds the acknowledgement (KFS_NOT_ACKNOWLEDGED otherwise)
  await page.waitForURL((url) => url.pathname.startsWith('/pages/esign'), { timeout: 15000 });
  await page
    .getByRole('button', { name: /sign|complete|submit/i })
    .first()
    .click();
}
