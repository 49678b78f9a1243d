import { describe, expect, it } from 'vitest';
import { collectFormatNames, customFormatsFor } from '../../src/engine/validator-setup.ts';

describe('collectFormatNames', () => {
  it.each<[string, unknown, string[]]>([
    ['none', { type: 'string' }, []],
    ['nested', { properties: { a: { format: 'pan' }, b: { items: [{ format: 'email' }] } } }, ['pan', 'email']],
    ['not inside errorMessage', { format: 'ifsc', errorMessage: { format: 'Enter a valid IFSC' } }, ['ifsc']],
  ])('%s', (_name, schema, expected) => {
    expect([...collectFormatNames(schema as never)]).toEqual(expected);
  });
});

describe('customFormatsFor', () => {
  it.each<[string[], string[], string[]]>([
    [['pan', 'min-age-18'], ['pan', 'min-age-18'], []],
    [['date', 'email'], ['email'], []],
    [['no-such-format'], [], ['no-such-format']],
  ])('%o', (names, known, unknown) => {
    const result = customFormatsFor(names);
    expect(Object.keys(result.formats)).toEqual(known);
    expect(result.unknown).toEqual(unknown);
  });
});
