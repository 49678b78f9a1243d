import { describe, expect, it } from 'vitest';
import { trimTextValues } from '../../src/engine/trim-text.ts';

describe('trimTextValues: text without its surrounding spaces, at any depth', () => {
  it.each([
    ['  ab ', 'ab'],
    ['\tAsha Rao\n', 'Asha Rao'],
    ['a  b', 'a  b'],
    ['   ', ''],
    [42, 42],
    [true, true],
    [null, null],
    [
      { firstName: ' Asha ', age: 3, address: { city: ' Pune' } },
      { firstName: 'Asha', age: 3, address: { city: 'Pune' } },
    ],
    [
      [' x ', 1],
      ['x', 1],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(trimTextValues(input)).toEqual(expected);
  });

  it('gives back the same object when nothing needs trimming', () => {
    const data = { firstName: 'Asha', address: { city: 'Pune' }, list: ['a'] };
    expect(trimTextValues(data)).toBe(data);
  });
});
