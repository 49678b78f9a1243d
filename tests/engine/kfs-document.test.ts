import { describe, expect, it } from 'vitest';
import { kfsRowText, type KfsContent } from '../../src/engine/kfs.ts';
import { renderKfsDocument } from '../../src/engine/kfs-document.ts';

const frame = { title: 'Key Fact Statement', lines: ['Loans are given by A & B Finance <Ltd>.', ''] };
const section = (s: KfsContent['sections'][number]): KfsContent => ({ sections: [s] });

describe('renderKfsDocument', () => {
  it.each([
    [
      'a rupee row',
      section({ title: 'Your loan', rows: [{ label: 'Loan amount', value: 500000, format: 'inr' }] }),
      '<dt>Loan amount</dt><dd>₹5,00,000</dd>',
    ],
    [
      'a rate in per cent',
      section({ title: 'Totals', rows: [{ label: 'APR', value: 20.26, format: 'percent' }] }),
      '<dt>APR</dt><dd>20.26%</dd>',
    ],
    [
      'months',
      section({ title: 'Your loan', rows: [{ label: 'Tenure', value: 24, format: 'months' }] }),
      '<dt>Tenure</dt><dd>24 months</dd>',
    ],
    [
      'a count as written',
      section({ title: 'Your loan', rows: [{ label: 'Number of instalments', value: 24, format: 'number' }] }),
      '<dd>24</dd>',
    ],
    [
      'a fixed text',
      section({ title: 'Your loan', rows: [{ label: 'Type of interest', value: 'Fixed' }] }),
      '<dt>Type of interest</dt><dd>Fixed</dd>',
    ],
    [
      'an unknown figure as nothing',
      section({ title: 'Your loan', rows: [{ label: 'EMI', value: null, format: 'inr' }] }),
      '<dt>EMI</dt><dd></dd>',
    ],
    [
      'each charge with its GST and total',
      section({
        title: 'Fees and charges',
        charges: {
          labels: ['Charge', 'Amount', 'GST', 'Total'],
          items: [{ label: 'Processing fee', amount: 10000, gst: 1800, total: 11800 }],
        },
      }),
      '<thead><tr><th>Charge</th><th>Amount</th><th>GST</th><th>Total</th></tr></thead><tbody><tr><td>Processing fee</td><td>₹10,000</td><td>₹1,800</td><td>₹11,800</td></tr></tbody>',
    ],
    [
      'the schedule unfolded, numbers plain and amounts in rupees (no toggle line)',
      section({
        title: 'Repayment schedule',
        schedule: {
          columns: ['number', 'instalment'],
          labels: ['No.', 'Instalment'],
          rows: [
            [1, 24962],
            [2, 24962],
          ],
          toggle: 'Show all 2 instalments',
        },
      }),
      '<tbody><tr><td>1</td><td>₹24,962</td></tr><tr><td>2</td><td>₹24,962</td></tr></tbody>',
    ],
    [
      'the frame: title, lines escaped, empty lines left out',
      { sections: [] },
      '<title>Key Fact Statement</title><style>',
    ],
    [
      'lender line escaped',
      { sections: [] },
      '<h1>Key Fact Statement</h1><p>Loans are given by A &amp; B Finance &lt;Ltd&gt;.</p></body>',
    ],
  ] as const)('%s', (_name, content, expected) => {
    const html = renderKfsDocument(content as KfsContent, frame);
    expect(html).toContain(expected);
    expect(html.startsWith('<!doctype html>\n<html lang="en-IN"><head><meta charset="utf-8">')).toBe(true);
    expect(html).not.toMatch(/<script|Show all/);
  });
});

describe('kfsRowText', () => {
  it.each<
    [string, { label: string; value: number | string | null; format?: 'inr' | 'percent' | 'months' | 'number' }, string]
  >([
    ['a text as written', { label: 'Lender', value: 'Sahyog Capital' }, 'Sahyog Capital'],
    ['rupees', { label: 'Loan amount', value: 500000, format: 'inr' }, '₹5,00,000'],
    ['a count, not grouped', { label: 'Instalments', value: 24, format: 'number' }, '24'],
    ['a count not known yet', { label: 'Instalments', value: null, format: 'number' }, ''],
    ['a figure not known yet', { label: 'APR', value: null, format: 'percent' }, ''],
    ['no format: the number as written', { label: 'Cooling-off days', value: 3 }, '3'],
  ])('%s', (_name, row, text) => expect(kfsRowText(row)).toBe(text));
});
