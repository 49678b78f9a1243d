import { describe, expect, it } from 'vitest';
import { formatDayFirstDate, parseDayFirstDate } from '../../src/engine/format.ts';

describe('dates day first (en-IN)', () => {
  it.each([
    ['an ISO date', '1985-08-15', '15/08/1985'],
    ['the first of January', '2000-01-01', '01/01/2000'],
    ['what is still being typed stays as typed', '15/0', '15/0'],
    ['empty', '', ''],
  ])('formatDayFirstDate: %s', (_name, value, shown) => {
    expect(formatDayFirstDate(value)).toBe(shown);
  });

  it.each([
    ['day, month, year with slashes', '15/08/1985', '1985-08-15'],
    ['single digits and dashes', '5-8-1985', '1985-08-05'],
    ['dots, spaces around', ' 15.08.1985 ', '1985-08-15'],
    ['a leap day', '29/02/2000', '2000-02-29'],
    ['not a leap year', '29/02/1999', undefined],
    ['no 31st of February', '31/02/1985', undefined],
    ['month first is not a month 15', '08/15/1985', undefined],
    ['a two-digit year', '15/08/85', undefined],
    ['ISO is not what a borrower types here', '1985-08-15', undefined],
    ['half typed', '15/08', undefined],
  ])('parseDayFirstDate: %s', (_name, text, iso) => {
    expect(parseDayFirstDate(text)).toBe(iso);
  });
});
