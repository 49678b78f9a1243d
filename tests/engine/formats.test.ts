import { describe, expect, it } from 'vitest';
import {
  ageOn,
  gstinCheckCharacter,
  isAccountNumber,
  isEmail,
  isGstin,
  isIfsc,
  isIsoDate,
  isMobile,
  isPan,
  isPincode,
  minAgeFormat,
  projectFormats,
  resolveFormat,
} from '../../src/engine/formats.ts';

type Vectors = Array<[string, boolean]>;

const table: Record<string, { check: (s: string) => boolean; vectors: Vectors }> = {
  isPan: {
    check: isPan,
    vectors: [
      ['AAPFU0939F', true],
      ['ABCDE1234F', true], // holder type (4th letter) is not restricted
      ['AAACR5055K', true],
      ['aapfu0939f', false],
      ['AAPFU0939', false],
      ['AAPFU0939FF', false],
      ['AAPF10939F', false],
      ['AAPFU09391', false],
      ['AAPFU 0939F', false],
      ['', false],
    ],
  },
  isGstin: {
    check: isGstin,
    vectors: [
      ['27AAPFU0939F1ZV', true],
      ['29AAACR5055K1Z3', true],
      ['27AAPFU0939F1ZA', false], // wrong check character
      ['27AAPFU0939F1Z0', false],
      ['27AAPFU0939F1ZW', false],
      ['27aapfu0939f1zv', false],
      ['27AAPFU0939F0ZV', false], // entity number 0
      ['2AAAPFU0939F1ZV', false],
      ['27AAPFU0939F1Z', false],
      ['27AAPFU0939F1ZVX', false],
      ['', false],
    ],
  },
  isIfsc: {
    check: isIfsc,
    vectors: [
      ['HDFC0001234', true],
      ['SBIN0ABC123', true],
      ['HDFC1001234', false], // 5th character must be 0
      ['hdfc0001234', false],
      ['HDF00001234', false],
      ['HDFC000123', false],
      ['HDFC00012345', false],
      ['', false],
    ],
  },
  isMobile: {
    check: isMobile,
    vectors: [
      ['9876543210', true],
      ['6000000000', true],
      ['5876543210', false],
      ['0987654321', false],
      ['987654321', false],
      ['98765432101', false],
      ['+919876543210', false],
      ['98765 43210', false],
      ['', false],
    ],
  },
  isPincode: {
    check: isPincode,
    vectors: [
      ['560001', true],
      ['110001', true],
      ['060001', false],
      ['56001', false],
      ['5600011', false],
      ['56000a', false],
      ['', false],
    ],
  },
  isEmail: {
    check: isEmail,
    vectors: [
      ['owner@example.com', true],
      ['first.last+loans@mail.example.co.in', true],
      ['a_b-c@sub-domain.example.org', true],
      ['plainaddress', false],
      ['@example.com', false],
      ['owner@', false],
      ['owner@example', false],
      ['owner@@example.com', false],
      ['own er@example.com', false],
      ['.owner@example.com', false],
      ['owner.@example.com', false],
      ['ow..ner@example.com', false],
      ['owner@-example.com', false],
      ['owner@example..com', false],
      ['owner@example.c', false],
      ['owner@example.123', false],
      [`${'a'.repeat(65)}@example.com`, false],
      ['', false],
    ],
  },
  isAccountNumber: {
    check: isAccountNumber,
    vectors: [
      ['123456789', true],
      ['123456789012345678', true],
      ['12345678', false],
      ['1234567890123456789', false],
      ['12345678A', false],
      ['1234 56789', false],
      ['', false],
    ],
  },
  isIsoDate: {
    check: isIsoDate,
    vectors: [
      ['1985-06-15', true],
      ['2024-02-29', true], // leap year
      ['2000-02-29', true], // divisible by 400
      ['2023-02-29', false],
      ['1900-02-29', false], // divisible by 100, not 400
      ['2023-04-31', false],
      ['2023-13-01', false],
      ['2023-00-10', false],
      ['2023-01-00', false],
      ['2023-1-05', false],
      ['15-06-1985', false],
      ['1985-06-15T00:00:00Z', false],
      ['', false],
    ],
  },
};

describe.each(Object.entries(table))('%s', (_name, { check, vectors }) => {
  it.each(vectors)('%s -> %s', (input, expected) => {
    expect(check(input)).toBe(expected);
  });
});

describe('gstinCheckCharacter', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAACR5055K1Z', '3'],
    ['27AAPFU0939F1', ''], // too short
    ['27aapfu0939f1z', ''], // outside the alphabet
  ])('%s -> %s', (first14, expected) => {
    expect(gstinCheckCharacter(first14)).toBe(expected);
  });

  it('every other last character makes a valid GSTIN invalid', () => {
    const others = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((c) => c !== 'V');
    for (const c of others) expect(isGstin(`27AAPFU0939F1Z${c}`)).toBe(false);
  });
});

describe('ageOn: whole years', () => {
  it.each([
    ['1985-06-15', '2024-06-14', 38],
    ['1985-06-15', '2024-06-15', 39],
    ['2004-02-29', '2022-02-28', 17], // leap-day birthday: a year older on 1 March in common years
    ['2004-02-29', '2022-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
    ['2024-01-01', '2024-01-01', 0],
    ['2025-01-01', '2024-01-01', -1],
    ['2023-02-29', '2024-01-01', Number.NaN],
    ['1985-06-15', 'today', Number.NaN],
  ])('born %s, on %s -> %s', (dob, today, expected) => {
    expect(ageOn(dob, today)).toBe(expected);
  });
});

describe('minAgeFormat: at least N years old on an injected today', () => {
  const today = () => new Date(2024, 5, 15); // 15 June 2024, local time
  const atLeast18 = minAgeFormat(18, today);
  it.each([
    ['2006-06-15', true], // 18th birthday today
    ['2006-06-14', true],
    ['2006-06-16', false], // 18 tomorrow
    ['2006-07-01', false],
    ['1985-06-15', true],
    ['2024-06-15', false],
    ['2030-01-01', false], // future date
    ['2006-02-30', false], // not a date
    ['15/06/2006', false],
    ['', false],
  ])('%s -> %s', (dob, expected) => {
    expect(atLeast18(dob)).toBe(expected);
  });

  it('leap-day birthday turns 18 on 1 March of a common year', () => {
    expect(minAgeFormat(18, () => new Date(2022, 1, 28))('2004-02-29')).toBe(false);
    expect(minAgeFormat(18, () => new Date(2022, 2, 1))('2004-02-29')).toBe(true);
  });

  it('reads today at each check', () => {
    let now = new Date(2024, 5, 14);
    const check = minAgeFormat(18, () => now);
    expect(check('2006-06-15')).toBe(false);
    now = new Date(2024, 5, 15);
    expect(check('2006-06-15')).toBe(true);
  });
});

describe('projectFormats and resolveFormat', () => {
  it('names the schema formats', () => {
    expect(Object.keys(projectFormats).sort()).toEqual([
      'account-number',
      'email',
      'gstin',
      'ifsc',
      'iso-date',
      'mobile',
      'pan',
      'pincode',
    ]);
  });

  it.each([
    ['pan', 'AAPFU0939F', true],
    ['gstin', '27AAPFU0939F1ZV', true],
    ['ifsc', 'HDFC0001234', true],
    ['mobile', '9876543210', true],
    ['pincode', '560001', true],
    ['email', 'owner@example.com', true],
    ['account-number', '123456789', true],
    ['iso-date', '2024-02-29', true],
    ['min-age-18', '1985-06-15', true],
    ['min-age-18', '2999-01-01', false],
    ['min-age-0', '2000-01-01', true],
  ])('%s(%s) -> %s', (name, input, expected) => {
    expect(resolveFormat(name)?.(input)).toBe(expected);
  });

  it.each(['unknown', 'min-age-', 'min-age-x', 'date', 'toString', '__proto__'])('%s -> undefined', (name) => {
    expect(resolveFormat(name)).toBeUndefined();
  });
});
