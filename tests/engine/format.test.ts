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
    [-0.4, '₹0'],
    [0.5, '₹1'],
    [-0.5, '-₹1'],
    [123456789012, '₹1,23,45,67,89,012'],
    ['150000', '₹1,50,000'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (amount, expected) => {
    expect(formatInr(amount as number)).toBe(expected);
  });
});

/** The hand-written formatting the app used before Intl: the oracle that Intl's en-IN must match. */
function groupIndianByHand(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded);
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return `${amount < 0 && rounded !== 0 ? '-' : ''}₹${grouped}`;
}

describe("formatInr uses Intl.NumberFormat('en-IN') because it gives the same output", () => {
  it('the runtime has the en-IN locale', () => {
    expect(Intl.NumberFormat.supportedLocalesOf(['en-IN'])).toEqual(['en-IN']);
  });
  it('matches the hand-written Indian grouping over a sweep of amounts, halves and signs included', () => {
    const amounts: number[] = [];
    for (let exponent = 0; exponent <= 14; exponent += 1) {
      for (const mantissa of [1, 1.5, 2.4999, 2.5, 3.14159, 5, 9.99, 9.9999999]) {
        amounts.push(mantissa * 10 ** exponent, -mantissa * 10 ** exponent, mantissa * 10 ** exponent + 0.5);
      }
    }
    for (let i = 0; i < 2000; i += 1) amounts.push(((i * 7919) % 10007) * 1013.37 - 5e6);
    const mismatches = amounts
      .filter((a) => formatInr(a) !== groupIndianByHand(a))
      .map((a) => [a, formatInr(a), groupIndianByHand(a)]);
    expect(mismatches).toEqual([]);
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
