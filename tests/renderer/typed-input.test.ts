import { describe, expect, it } from 'vitest';
import { normaliseTyped, wholePaste } from '../../src/renderer/form/digits.ts';

// What a keystroke or a paste leaves in a field: one rule for both renderers (the login's light form and the RJSF
// widgets).
describe('normaliseTyped', () => {
  it.each<[string, string | undefined, string, { maxLength?: number; prefix?: string }, string]>([
    ['a mobile keeps its ten digits', 'mobile', '98765 43210', {}, '9876543210'],
    [
      'a mobile given with the country code of its prefix loses the code',
      'mobile',
      '+91 98765 43210',
      { prefix: '+91' },
      '9876543210',
    ],
    ['a mobile given with the trunk 0 loses it', 'mobile', '098765 43210', { prefix: '+91' }, '9876543210'],
    [
      'a longer number that is not prefixed keeps its first ten digits',
      'mobile',
      '55 98765 43210',
      { prefix: '+91' },
      '5598765432',
    ],
    ['a mobile keeps at most its schema maxLength', 'mobile', '98765-43210', { maxLength: 8 }, '98765432'],
    ['an OTP keeps its digits', 'otp', '12 34-56', {}, '123456'],
    ['an OTP stops at its length', 'otp', '1234567', { maxLength: 6 }, '123456'],
    ['a code is written in capitals', 'uppercase', 'abcde1234f', {}, 'ABCDE1234F'],
    ['a text field keeps what was typed', 'text', ' Asha  ', {}, ' Asha  '],
    ['a field without a widget keeps what was typed', undefined, 'x1', {}, 'x1'],
  ])('%s', (_name, widget, raw, limits, expected) => {
    expect(normaliseTyped(widget, raw, limits)).toBe(expected);
  });
});

describe('wholePaste', () => {
  it('takes over a mobile paste that the maxlength would cut short', () => {
    expect(wholePaste('mobile', '+91 98765 43210', { maxLength: 10, prefix: '+91' })).toBe('9876543210');
  });

  it('leaves a short paste, and other widgets, to the browser', () => {
    expect(wholePaste('mobile', '98765', { maxLength: 10 })).toBeUndefined();
    expect(wholePaste('otp', '123456789', { maxLength: 6 })).toBeUndefined();
  });
});
