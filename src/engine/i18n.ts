import { isJsonObject, type Json } from './json.ts';
import { mapShownTexts } from './i18n-texts.ts';
import { escapePointerSegment } from './pointer.ts';
import { CONFIG_ROOT, PROGRAMMES_ROOT, parentProgrammeOf, resolveProgramme } from './resolve-programme.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from './types.ts';

// A programme in another language is the same config with each shown string replaced by its translation, then
// resolved as ever: `extends`, patches, constants and form messages apply to translated files exactly as to English.

/** journey-config/common/locales.json: the locales a deployment knows, each named in its own script. */
export const LOCALES_FILE = `${CONFIG_ROOT}/common/locales.json`;

/** Where a locale's catalogs are: `common.json` for what all programmes share, `<programme>.json` for each one's own. */
export const LOCALES_ROOT = `${CONFIG_ROOT}/locales`;

export interface LocalesConfig {
  /** The locale the config files are written in. */
  source: string;
  /** Each locale by its tag, with its name in its own script (English, हिन्दी, தமிழ்). */
  locales: Record<string, { name: string; complete: boolean; nativeDigits?: string }>;
}

/** One translation: its text and whether a qualified translator has reviewed it (a bare string is a draft). */
export interface Translation {
  text: string;
  status: 'draft' | 'reviewed';
  /** The catalog file and the JSON pointer of the entry, for lint. */
  file: string;
  pointer: string;
}

/** A programme's translations into one locale, by the source text they translate, layered common -> root -> child. */
export type Catalog = Map<string, Translation>;

/** The deployment's locales; `en-IN` alone when the file is missing. */
export function readLocales(source: ConfigSource): LocalesConfig {
  const file = source[LOCALES_FILE];
  if (!isJsonObject(file) || typeof file.source !== 'string' || !isJsonObject(file.locales))
    return { source: 'en-IN', locales: { 'en-IN': { name: 'English', complete: true } } };
  const locales = Object.fromEntries(
    Object.entries(file.locales).map(([tag, v]) => [
      tag,
      {
        name: isJsonObject(v) && typeof v.name === 'string' ? v.name : tag,
        complete: !isJsonObject(v) || v.complete !== false,
        ...(isJsonObject(v) && typeof v.nativeDigits === 'string' ? { nativeDigits: v.nativeDigits } : {}),
      },
    ]),
  );
  return { source: file.source, locales };
}

/** The locales a programme declares (programme.json `locales`, inherited through `extends`), the source one first. */
export function programmeLocales(source: ConfigSource, id: string): string[] {
  const { source: sourceLocale } = readLocales(source);
  for (
    let at: string | undefined = id, seen: string[] = [];
    at !== undefined && !seen.includes(at);
    seen.push(at), at = parentProgrammeOf(source, at)
  ) {
    const own = source[`${PROGRAMMES_ROOT}/${at}/programme.json`];
    if (isJsonObject(own) && Array.isArray(own.locales)) {
      const declared = own.locales.filter((l): l is string => typeof l === 'string');
      return [sourceLocale, ...declared.filter((l) => l !== sourceLocale)];
    }
  }
  return [sourceLocale];
}

/** The catalog files that apply to a programme in a locale, in layering order: common, then the chain root first. */
export function catalogFiles(source: ConfigSource, id: string, locale: string): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = id; at !== undefined && !chain.includes(at); at = parentProgrammeOf(source, at))
    chain.unshift(at);
  return [`${LOCALES_ROOT}/${locale}/common.json`, ...chain.map((p) => `${LOCALES_ROOT}/${locale}/${p}.json`)].filter(
    (f) => f in source,
  );
}

/** The entries of one catalog file. */
export function catalogEntries(source: ConfigSource, file: string): Translation[] {
  const content = source[file];
  const messages = isJsonObject(content) && isJsonObject(content.messages) ? content.messages : {};
  return Object.entries(messages).flatMap(([sourceText, value]): Array<Translation & { source: string }> => {
    const pointer = `/messages/${escapePointerSegment(sourceText)}`;
    if (typeof value === 'string') return [{ source: sourceText, text: value, status: 'draft', file, pointer }];
    if (isJsonObject(value) && typeof value.text === 'string')
      return [
        {
          source: sourceText,
          text: value.text,
          status: value.status === 'reviewed' ? 'reviewed' : 'draft',
          file,
          pointer,
        },
      ];
    return [];
  });
}

/** A programme's catalog for a locale: a child's entry replaces its parent's, which replaces the common one. */
export function catalogFor(source: ConfigSource, id: string, locale: string): Catalog {
  const catalog: Catalog = new Map();
  for (const file of catalogFiles(source, id, locale)) {
    for (const entry of catalogEntries(source, file) as Array<Translation & { source: string }>) {
      const { source: text, ...translation } = entry;
      catalog.set(text, translation);
    }
  }
  return catalog;
}

/**
 * The config source with every shown string that the catalog translates replaced by its translation; a string it
 * does not translate stays in the source language (lint names it). Files nothing of which is shown are kept as they are.
 */
export function translateSource(source: ConfigSource, catalog: Catalog): ConfigSource {
  if (catalog.size === 0) return source;
  const visit = (text: string) => catalog.get(text)?.text ?? text;
  return Object.fromEntries(
    Object.entries(source).map(([path, content]) => [path, mapShownTexts(path, content as Json, visit)]),
  );
}

/**
 * A programme as the borrower reads it in `locale`: its config translated through its catalogs, then resolved as
 * ever, with its locale and the digits it is shown in (programme.json `digits`: "native" gives the locale's own,
 * locales.json `nativeDigits`; else Latin).
 */
export function resolveInLocale(
  source: ConfigSource,
  id: string,
  locale: string,
): { programme?: ResolvedProgramme; problems: Problem[] } {
  const { programme, problems } = resolveProgramme(translateSource(source, catalogFor(source, id, locale)), id);
  if (!programme) return { problems };
  const native =
    programme.programme.digits === 'native' ? readLocales(source).locales[locale]?.nativeDigits : undefined;
  return { programme: { ...programme, locale, ...(native ? { digits: native } : {}) }, problems };
}
