import { join } from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { programmeLocales, resolveInLocale } from '../../src/engine/i18n.ts';
import { formatMessage } from '../../src/engine/message-format.ts';
import { listProgrammes } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';

// Every plural message of every shipped programme, in every locale it declares, formatted at 0, 1, 2 and 5 the way
// the app formats it (the parsed message the compile ships), and compared with the option CLDR's `Intl.PluralRules`
// picks for that count: Hindi and Tamil differ from a `count === 1` test, and a missing category shows here.
const { source } = readConfigSource(join(import.meta.dirname, '../..'));
const COUNTS = [0, 1, 2, 5];

function inLocale(id: string, locale: string): ResolvedProgramme {
  return resolveInLocale(source, id, locale).programme!;
}

/** Each plain argument's value in a test: its own name in angle brackets, so it shows where it went. */
const named = (name: string) => `<${name}>`;

/** A message's words, read from the parsed message by hand: literals as written, `#` the count, an argument its value. */
function wordsOf(
  ast: MessageFormatElement[],
  n: number,
  option: (el: MessageFormatElement) => MessageFormatElement[],
): string {
  return ast
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.pound) return String(n);
      if (el.type === TYPE.argument) return named(el.value);
      if (el.type === TYPE.plural) return wordsOf(option(el), n, option);
      throw new Error(`the test reads literals, #, arguments and plurals only, not element type ${el.type}`);
    })
    .join('');
}

/** The plain arguments of a message (beside its plural's count), each given its test value. */
function argumentValues(ast: MessageFormatElement[]): Record<string, string> {
  const values: Record<string, string> = {};
  const visit = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.argument) values[el.value] = named(el.value);
      if (el.type === TYPE.plural) for (const o of Object.values(el.options)) visit(o.value);
    }
  };
  visit(ast);
  return values;
}

const cases = listProgrammes(source).flatMap((id) =>
  programmeLocales(source, id).flatMap((locale) => {
    const programme = inLocale(id, locale);
    return Object.entries(programme.messages ?? {}).flatMap(([text, ast]) =>
      ast.flatMap((el) => (el.type === TYPE.plural ? [{ id, locale, text, ast, plural: el, programme }] : [])),
    );
  }),
);

describe('plural messages, at the counts 0, 1, 2 and 5 in each locale', () => {
  it('every programme has plural messages in every locale it declares (so the cases below are not empty)', () => {
    for (const id of listProgrammes(source))
      for (const locale of programmeLocales(source, id))
        expect(cases.filter((c) => c.id === id && c.locale === locale).length, `${id} ${locale}`).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.id, c.locale, c.text, c] as const))('%s %s: %s', (_id, locale, text, c) => {
    const rules = new Intl.PluralRules(locale);
    for (const n of COUNTS) {
      expect(c.plural.options[rules.select(n)], `${locale} has no "${rules.select(n)}" option`).toBeDefined();
      // what the app shows is exactly the message with the option CLDR picks for n (an exact =n first)
      const option = (el: MessageFormatElement) => {
        const options = el.type === TYPE.plural ? el.options : {};
        return (options[`=${n}`] ?? options[rules.select(n)] ?? options.other!).value;
      };
      const values = { ...argumentValues(c.ast), [c.plural.value]: n };
      expect(formatMessage(text, values, c.programme), `${locale} at ${n}`).toBe(wordsOf(c.ast, n, option));
    }
  });

  it('Hindi counts 0 as "one" and Tamil and English do not: the instalment line at 0 reads as at 1 in Hindi only', () => {
    const toggle = (locale: string) => {
      const p = inLocale('business-loan', locale);
      const text = Object.keys(p.messages ?? {}).find((t) => /instal|किस्त|தவணை/.test(t))!;
      return (n: number) => formatMessage(text, { count: n }, p);
    };
    const [hi, ta, en] = [toggle('hi-IN'), toggle('ta-IN'), toggle('en-IN')];
    expect(hi(0)).toBe('0 किस्त देखें');
    expect(hi(1)).toBe('1 किस्त देखें');
    expect(hi(2)).toBe('सभी 2 किस्तें देखें');
    expect(ta(0)).toBe('அனைத்து 0 தவணைகளையும் காட்டு');
    expect(ta(1)).toBe('1 தவணையைக் காட்டு');
    expect(en(0)).toBe('Show all 0 instalments');
    expect(en(1)).toBe('Show the 1 instalment');
    // Latin digits and the Indian grouping in every locale
    expect(hi(100000)).toBe('सभी 1,00,000 किस्तें देखें');
  });

  it('a text that is not a parsed message has its {name}s filled as written', () => {
    expect(formatMessage('Show all {count} instalments', { count: 3 }, { locale: 'hi-IN' })).toBe(
      'Show all 3 instalments',
    );
  });
});
