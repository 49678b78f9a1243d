import { describe, expect, it } from 'vitest';
import { computeEmi, formatInr, maskMobile, splitFullName, truncateTitle } from '../../src/engine/format.ts';

describe('formatInr: rupees, Indian grouping, no decimals', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
    [1234567.5, '₹12,34,568'],
    [40000000, '₹4,00,00,000'],
    [-2500, '-₹2,500'],
    ['150000', '₹1,50,000'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (amount, expected) => {
    expect(formatInr(amount as number)).toBe(expected);
  });
});

describe('maskMobile: last 5 digits visible', () => {
  it.each([
    ['9876543210', '*****43210'],
    ['12345', '12345'],
    ['123', '123'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (mobile, expected) => {
    expect(maskMobile(mobile)).toBe(expected);
  });
});

describe('splitFullName: first and last at the last space', () => {
  it.each([
    ['Asha Rao', { firstName: 'Asha', lastName: 'Rao' }],
    ['Asha Kiran Rao', { firstName: 'Asha Kiran', lastName: 'Rao' }],
    ['  Asha   Rao  ', { firstName: 'Asha', lastName: 'Rao' }],
    ['Asha', { firstName: 'Asha', lastName: '' }],
    ['', { firstName: '', lastName: '' }],
  ])('%j', (name, expected) => {
    expect(splitFullName(name)).toEqual(expected);
  });
});

describe('truncateTitle: 28 characters then an ellipsis', () => {
  it.each([
    ['Short Traders', 'Short Traders'],
    ['A'.repeat(28), 'A'.repeat(28)],
    ['A'.repeat(29), `${'A'.repeat(28)}...`],
    ['Shree Ganesh Textile Manufacturing Co', 'Shree Ganesh Textile Manufac...'],
    [null, ''],
  ])('%j', (title, expected) => {
    expect(truncateTitle(title)).toBe(expected);
  });
});

describe('computeEmi', () => {
  it.each([
    [100000, 12, 12, 8885],
    [500000, 18, 24, 24962],
    [120000, 0, 12, 10000],
    [0, 12, 12, 0],
  ])('principal %d at %d%% over %d months -> %d', (p, r, n, emi) => {
    expect(computeEmi(p, r, n)).toBe(emi);
  });
});
