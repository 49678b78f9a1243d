import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  catalogEntries,
  catalogFiles,
  catalogFor,
  LOCALES_ROOT,
  programmeLocales,
  readLocales,
  type Translation,
} from './i18n.ts';
import { listShownTexts } from './i18n-texts.ts';
import { isJsonObject } from './json.ts';
import { CONFIG_ROOT, PROGRAMMES_ROOT, SCHEMAS_ROOT, parentProgrammeOf } from './resolve-programme.ts';
import type { ConfigSource, Problem } from './types.ts';

// Lint of a programme's translations, for every locale it declares: each shown text translated, each translation a
// valid ICU message with its source's arguments and the plural categories CLDR gives its locale, none without a
// source; under --release, each regulated text reviewed.

/** A config file's shown texts, with the file they are written in. */
interface Place {
  file: string;
  pointer: string;
  text: string;
}

/** The files whose shown texts a programme can show: the common ones, its chain's, and the form schemas. */
function programmeFiles(source: ConfigSource, id: string): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = id; at !== undefined && !chain.includes(at); at = parentProgrammeOf(source, at))
    chain.push(at);
  const mine = (path: string) => chain.some((p) => path.startsWith(`${PROGRAMMES_ROOT}/${p}/`));
  return Object.keys(source).filter(
    (path) => path.startsWith(`${CONFIG_ROOT}/common/`) || path.startsWith(`${SCHEMAS_ROOT}/`) || mine(path),
  );
}

/** Whether a text says something to translate: not placeholders, digits and signs only (a lone `{placeholder}`, `+91`). */
export function needsTranslation(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

function shownPlaces(source: ConfigSource, id: string): Place[] {
  return programmeFiles(source, id).flatMap((file) =>
    listShownTexts(file, source[file] ?? null).map((t) => ({ file, ...t })),
  );
}

/** The catalog a file's translations belong in: the programme's own for its files, else the common one. */
export function catalogForFile(file: string, locale: string): string {
  const programme = new RegExp(`^${PROGRAMMES_ROOT}/([^/]+)/`).exec(file)?.[1];
  return `${LOCALES_ROOT}/${locale}/${programme ?? 'common'}.json`;
}

/** The ICU form of a config text: `{{constant}}`, `{a.b}` and `{name|format}` read as plain arguments. */
function icuOf(text: string): string {
  const argument = (name: string) => `{${name.replace(/\./g, '__dot__').replace(/\|/g, '__pipe__')}}`;
  return text
    .replace(/\{\{([\w.]+)\}\}/g, (_m, name: string) => argument(name))
    .replace(/\{([\w.|]+)\}/g, (_m, name: string) => argument(name));
}

function parseMessage(text: string): { ast?: MessageFormatElement[]; error?: string } {
  try {
    return { ast: parse(icuOf(text), { ignoreTag: true, requiresOtherClause: true }) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Each argument of a message (a placeholder, or a plural's or select's) by name, with its kind. */
function argumentsOf(ast: MessageFormatElement[], into = new Map<string, number>()): Map<string, number> {
  for (const el of ast) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.set(el.value, el.type);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** The plural arguments of a message whose options lack a category CLDR gives the locale. */
function missingCategories(ast: MessageFormatElement[], locale: string): string[] {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const found: string[] = [];
  for (const el of ast) {
    if (el.type === TYPE.plural && el.pluralType === 'cardinal') {
      const missing = needed.filter((c) => !(c in el.options));
      if (missing.length)
        found.push(
          `plural {${el.value}} lacks the ${locale} ${missing.length > 1 ? 'categories' : 'category'} ${missing.join(', ')}`,
        );
    }
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) found.push(...missingCategories(option.value, locale));
  }
  return found;
}

/** One translation checked against its source: syntax, arguments, plural categories. */
export function lintTranslation(sourceText: string, t: Translation, locale: string): Problem[] {
  const at = (message: string): Problem => ({ file: t.file, pointer: t.pointer, message });
  const translated = parseMessage(t.text);
  if (translated.error) return [at(`not a valid message (${translated.error})`)];
  const original = parseMessage(sourceText);
  if (!original.ast || !translated.ast) return [];
  const problems: Problem[] = [];
  const want = argumentsOf(original.ast);
  const have = argumentsOf(translated.ast);
  const name = (n: string) => `{${n.replace(/__dot__/g, '.').replace(/__pipe__/g, '|')}}`;
  const lost = [...want.keys()].filter((n) => !have.has(n));
  const extra = [...have.keys()].filter((n) => !want.has(n));
  if (lost.length || extra.length) {
    const parts = [
      ...(lost.length ? [`${lost.map(name).join(', ')} missing`] : []),
      ...(extra.length ? [`${extra.map(name).join(', ')} not in the source`] : []),
    ];
    problems.push(at(`placeholders differ from the source: ${parts.join('; ')}`));
  }
  problems.push(...missingCategories(translated.ast, locale).map(at));
  return problems;
}

/**
 * Every shown text of a programme translated in each locale it declares, and every translation sound and used. A
 * locale still being translated (locales.json `"complete": false`) has its gaps named only by `--release`, which
 * refuses it.
 */
export function lintTranslations(source: ConfigSource, id: string, release = false): Problem[] {
  const config = readLocales(source);
  const [, ...locales] = programmeLocales(source, id);
  if (!locales.length) return [];
  const places = shownPlaces(source, id);
  const said = new Set(places.map((p) => p.text));
  const problems: Problem[] = [];
  for (const locale of locales) {
    const catalog = catalogFor(source, id, locale);
    const whole = release || config.locales[locale]?.complete !== false;
    for (const place of whole ? places : []) {
      if (!needsTranslation(place.text) || catalog.has(place.text)) continue;
      problems.push({
        file: place.file,
        pointer: place.pointer,
        message: `no ${locale} translation (${catalogForFile(place.file, locale)})`,
      });
    }
    // the programme's own catalogs (the common one is checked against every programme that reads it, below)
    for (const file of catalogFiles(source, id, locale)) {
      const entries = catalogEntries(source, file) as Array<Translation & { source: string }>;
      for (const entry of entries) {
        problems.push(...lintTranslation(entry.source, entry, locale));
        if (whole && !file.endsWith('/common.json') && !said.has(entry.source))
          problems.push({
            file,
            pointer: entry.pointer,
            message: 'no text of the programme says this: a translation without its source',
          });
      }
    }
  }
  return problems;
}

/** The common catalogs' translations whose source no programme shows (a locale in progress: under --release only). */
export function lintCommonCatalogs(source: ConfigSource, programmes: readonly string[], release = false): Problem[] {
  const said = new Set(programmes.flatMap((id) => shownPlaces(source, id).map((p) => p.text)));
  const { locales } = readLocales(source);
  const checked = (file: string) => release || locales[file.split('/').at(-2) ?? '']?.complete !== false;
  return Object.keys(source)
    .filter(
      (file) =>
        file.startsWith(`${LOCALES_ROOT}/`) &&
        file.endsWith('/common.json') &&
        isJsonObject(source[file] ?? null) &&
        checked(file),
    )
    .flatMap((file) =>
      (catalogEntries(source, file) as Array<Translation & { source: string }>).filter((e) => !said.has(e.source)),
    )
    .map((e) => ({
      file: e.file,
      pointer: e.pointer,
      message: 'no text of any programme says this: a translation without its source',
    }));
}

export { shownPlaces };
