import { join } from 'node:path';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { catalogFor } from '../../src/engine/i18n.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { messageTranslator } from '../../src/scenarios/locale-messages.ts';
import { IntlMessageFormat } from 'intl-messageformat';

// The words the borrower's steps look for (journey-steps.ts, post-offer-steps.ts), in the language the walk is in:
// the source text as written in config, said through the programme's catalog as `journey test --locale` says it
// (scenarios/locale-messages.ts). In the source locale every text is itself.

const repoRoot = join(import.meta.dirname, '../..');
let speaking: { locale: string; say: (text: string) => string } | undefined;

/** Walks from now on in `locale` for `programme` (undefined: the source locale again). */
export function speak(locale: string | undefined, programme = 'business-loan'): void {
  if (locale === undefined) {
    speaking = undefined;
    return;
  }
  const { source } = readConfigSource(repoRoot);
  const constants = resolveProgramme(source, programme).programme!.constants;
  speaking = { locale, say: messageTranslator(catalogFor(source, programme, locale), constants) };
}

/** The locale the walk is in, if not the source one. */
export function spokenLocale(): string | undefined {
  return speaking?.locale;
}

/** A config text as the page says it in the walk's locale. */
export function say(text: string): string {
  return speaking ? speaking.say(text) : text;
}

/** A name that starts with the config text (a label followed by its asterisk, a consent by its link). */
export function sayStart(text: string): RegExp {
  return new RegExp(`^${say(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * A figure as the page words it in the walk's locale: "12 months" through the platform's CLDR data ("12 महीने"), as
 * the app's formats do (engine/format.ts); amounts and rates are the same in every language.
 */
export function sayFigure(figure: string): string {
  const months = /^(\d+) months?$/.exec(figure);
  if (!months || !speaking) return figure;
  return new Intl.NumberFormat(`${speaking.locale}-u-nu-latn`, {
    style: 'unit',
    unit: 'month',
    unitDisplay: 'long',
  }).format(Number(months[1]));
}

/**
 * An ICU message of the config (a plural) as the page words it with these values in the walk's locale: its
 * translation formatted by FormatJS with that locale's plural rules and Latin digits, as the app does (src/engine/
 * message-format.ts, from the compiled form).
 */
export function sayMessage(text: string, values: Record<string, number | string>): string {
  return String(new IntlMessageFormat(say(text), `${speaking?.locale ?? 'en-IN'}-u-nu-latn`).format(values));
}
