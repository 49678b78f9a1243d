import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chooseLocale,
  matchPreferredLocale,
  type LocaleAsked,
  type LocaleChosenBy,
} from '../../src/engine/locale-choice.ts';

const declared = ['en-IN', 'hi-IN', 'ta-IN'];

describe('chooseLocale: ?lang, then the kept choice, then the painted page, then the browser, then the source', () => {
  it.each<[string, LocaleAsked, string, LocaleChosenBy]>([
    ['nothing asked', {}, 'en-IN', 'source'],
    ['?lang', { search: '?lang=ta-IN', kept: 'hi-IN', painted: 'hi-IN', preferred: ['hi'] }, 'ta-IN', 'query'],
    ['?lang percent-encoded', { search: '?lang=ta%2DIN' }, 'ta-IN', 'query'],
    ['the first ?lang only', { search: '?lang=&lang=ta-IN', preferred: ['hi'] }, 'hi-IN', 'preferred'],
    ['an unknown ?lang', { search: '?lang=fr-FR', kept: 'hi-IN' }, 'hi-IN', 'kept'],
    ['?lang in another case', { search: '?lang=TA-in' }, 'en-IN', 'source'],
    ['?lang by language only', { search: '?lang=ta' }, 'en-IN', 'source'],
    ['the kept choice', { kept: 'hi-IN', painted: 'ta-IN', preferred: ['ta'] }, 'hi-IN', 'kept'],
    ['a kept choice not declared', { kept: 'fr-FR', painted: 'ta-IN' }, 'ta-IN', 'painted'],
    ['the painted page', { painted: 'ta-IN', preferred: ['hi'] }, 'ta-IN', 'painted'],
    ['a painted locale not declared', { painted: '<script>', preferred: ['hi'] }, 'hi-IN', 'preferred'],
    ['the browser, by tag', { preferred: ['ta-IN', 'hi-IN'] }, 'ta-IN', 'preferred'],
    ['the browser, by language', { preferred: ['fr', 'hi'] }, 'hi-IN', 'preferred'],
    ['nothing declared asked', { search: '?x=1', preferred: ['fr-FR', '*'] }, 'en-IN', 'source'],
  ])('%s', (_, asked, locale, by) => {
    expect(chooseLocale(declared, 'en-IN', asked)).toEqual({ locale, by });
  });
});

describe('matchPreferredLocale: the first preferred language a declared locale serves, by tag then by language', () => {
  it.each<[readonly string[], readonly string[], string | undefined]>([
    [declared, ['hi-IN'], 'hi-IN'],
    [declared, ['HI-in'], 'hi-IN'],
    [declared, ['hi'], 'hi-IN'],
    [declared, ['hi-Deva-IN'], 'hi-IN'],
    [declared, ['en-US', 'hi'], 'en-IN'],
    [declared, ['fr-FR', 'ta-LK'], 'ta-IN'],
    [declared, ['fr', '*'], undefined],
    [declared, [], undefined],
    // the same tag beats the same language, whichever is declared first
    [['en-IN', 'en-GB'], ['en-GB'], 'en-GB'],
    [['en-IN', 'en-GB'], ['en-US'], 'en-IN'],
  ])('%j asked %j -> %s', (locales, preferred, expected) => {
    expect(matchPreferredLocale(locales, preferred)).toBe(expected);
  });
});

describe('acceptedLanguages: the Accept-Language entries by q-value, most wanted first', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['hi-IN', ['hi-IN']],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', ['hi-IN', 'hi', 'en-US', 'en']],
    ['en;q=0.5, ta, hi;q=0.8', ['ta', 'hi', 'en']],
    ['ta;q=0.8, hi;q=0.8', ['ta', 'hi']],
    ['  ta-IN ; q=0.7 , en ;Q=0.3', ['ta-IN', 'en']],
    ['hi;q=0, ta;q=0.000, en;q=0.001', ['en']],
    ['*, hi;q=0.5', ['hi']],
    ['hi;q=2, ta;q=x, en;q=', []],
    ['hi;level=1;q=0.4, ta', ['ta', 'hi']],
    ['../../etc, <b>, hi-IN-, -IN, ta', ['ta']],
  ])('%j -> %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});
