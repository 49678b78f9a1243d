import { IntlMessageFormat } from 'intl-messageformat';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isJsonObject, type Json } from './json.ts';
import { withDigits } from './format.ts';
import { fillPlaceholders } from './identity.ts';

// A text with a count in it is an ICU message (`{count, plural, one {# instalment} other {# instalments}}`), parsed
// once when the programme is resolved (journey compile ships the parsed form in programme.json `messages`) and
// formatted by FormatJS's intl-messageformat, whose plural categories are CLDR's through `Intl.PluralRules`: Hindi
// puts 0 in "one", which a `count === 1` test gets wrong. The app's build gives intl-messageformat no parser
// (vite.config.ts), so a message the compile did not parse is never parsed in the browser.

/** Parsed messages by the text they were parsed from, in the programme's locale. */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/** A text that is an ICU message with a plural, ordinal or select argument (the only ones worth parsing). */
const ICU_ARGUMENT = /\{\s*[\w.]+\s*,\s*(?:plural|selectordinal|select)\s*,/;

/** Every ICU message among the strings of `value`, parsed; a text that does not parse is left to lint. */
export function compileMessages(value: Json, into: Record<string, MessageFormatElement[]> = {}): CompiledMessages {
  if (typeof value === 'string') {
    if (ICU_ARGUMENT.test(value) && !(value in into)) {
      try {
        into[value] = parse(value, { ignoreTag: true, requiresOtherClause: true });
      } catch {
        // an invalid message: lint names it (i18n-lint.ts); shown, it reads as written
      }
    }
  } else if (Array.isArray(value)) for (const item of value) compileMessages(item, into);
  else if (isJsonObject(value)) for (const item of Object.values(value)) compileMessages(item, into);
  return into;
}

/** Where a programme's messages are formatted from: its locale and its parsed messages. */
export interface MessageSource {
  /** The programme's locale; the config's own (en-IN) when it says none. */
  locale?: string;
  /** Its digits' numbering system, Latin when none (engine/i18n.ts resolveInLocale). */
  digits?: string;
  messages?: CompiledMessages;
}

/** A text worded with its values: `formatMessage` bound to a programme (what the KFS is built with). */
export type Say = (text: string, values: Readonly<Record<string, string | number>>) => string;

/** The programme's `Say`: its locale and its parsed messages. */
export function sayIn(from: MessageSource): Say {
  return (text, values) => formatMessage(text, values, from);
}

const formats = new Map<string, IntlMessageFormat>();

/**
 * A text with its `{name}` arguments filled: a parsed ICU message through intl-messageformat in the locale (with
 * the programme's digits, as every figure is shown), any other text by the config's own placeholder filling
 * (identity.ts fillPlaceholders).
 */
export function formatMessage(
  text: string,
  values: Readonly<Record<string, string | number>>,
  from: MessageSource,
): string {
  const ast = from.messages?.[text];
  if (!ast) return fillPlaceholders(text, values);
  const locale = from.locale ?? 'en-IN';
  const tag = withDigits(locale, from.digits);
  const key = `${tag}\u0000${text}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new IntlMessageFormat(ast, tag)));
  return String(format.format(values));
}
