import { describe, expect, it } from 'vitest';
import { interpolate, substituteConstants } from '../../src/engine/constants.ts';
import { applyMergePatch } from '../../src/engine/merge-patch.ts';
import { getAtPointer, parsePointer, toPointer } from '../../src/engine/pointer.ts';

describe('applyMergePatch (RFC 7386)', () => {
  it.each([
    [{ a: 1, b: 2 }, { b: 3 }, { a: 1, b: 3 }],
    [{ a: { x: 1, y: 2 } }, { a: { y: null } }, { a: { x: 1 } }],
    [{ a: [1, 2] }, { a: [3] }, { a: [3] }],
    [{ form: { schema: 's' } }, { form: null }, {}],
    [undefined, { a: 1 }, { a: 1 }],
    [{ a: 1 }, 'x', 'x'],
  ])('%j + %j -> %j', (target, patch, expected) => {
    expect(applyMergePatch(target as never, patch as never)).toEqual(expected);
  });
});

describe('substituteConstants', () => {
  const constants = { gstUsernameMaxLength: 15, minApplicantAge: 18 };
  it('replaces {"$const"} values and {{name}} inside strings', () => {
    const { value, missing } = substituteConstants(
      {
        maxLength: { $const: 'gstUsernameMaxLength' },
        format: 'min-age-{{minApplicantAge}}',
        errorMessage: { maxLength: 'GST username cannot exceed {{gstUsernameMaxLength}} characters.' },
      },
      constants,
    );
    expect(value).toEqual({
      maxLength: 15,
      format: 'min-age-18',
      errorMessage: { maxLength: 'GST username cannot exceed 15 characters.' },
    });
    expect(missing).toEqual([]);
  });
  it('reports unknown names with their JSON pointer', () => {
    const { missing } = substituteConstants({ a: [{ b: { $const: 'nope' } }], c: 'x {{other}}' }, constants);
    expect(missing).toEqual([
      { name: 'nope', pointer: '/a/0/b' },
      { name: 'other', pointer: '/c' },
    ]);
  });
  it('interpolate leaves unknown placeholders visible', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('JSON pointers', () => {
  it.each([
    [['a', 0, 'b/c', 'd~e'], '/a/0/b~1c/d~0e'],
    [[], ''],
  ])('%j <-> %s', (segments, pointer) => {
    expect(toPointer(segments)).toBe(pointer);
    expect(parsePointer(pointer)).toEqual(segments.map(String));
  });
  it('reads values', () => {
    expect(getAtPointer({ a: [{ b: 1 }] }, '/a/0/b')).toBe(1);
    expect(getAtPointer({ a: 1 }, '#/x/y')).toBeUndefined();
  });
});

describe('interpolate: {{name}} and {{name|format}}', () => {
  const constants = { loanAmountMin: 50000, rate: 10.5, months: 12, big: 2500000 };
  it.each([
    ['Loan amount must be at least {{loanAmountMin|inr}}', 'Loan amount must be at least ₹50,000', []],
    ['up to {{big|inr}}', 'up to ₹25,00,000', []],
    ['{{big|number}} rupees', '25,00,000 rupees', []],
    ['{{ rate | percent }} a year', '10.5% a year', []],
    ['for {{months|months}}', 'for 12 months', []],
    ['as written: {{loanAmountMin}}', 'as written: 50000', []],
    ['{{loanAmountMin|rupees}}', '{{loanAmountMin|rupees}}', [['loanAmountMin', 'rupees']]],
    ['{{nope|inr}}', '{{nope|inr}}', [['nope', undefined]]],
  ])('%s', (text, expected, missing) => {
    const reported: Array<[string, string | undefined]> = [];
    expect(interpolate(text, constants, (name, format) => reported.push([name, format]))).toBe(expected);
    expect(reported).toEqual(missing);
  });
});
