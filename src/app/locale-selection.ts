import type { ResolvedProgramme } from '../engine/types.ts';
import type { LocalisedFiles } from '../generated/index.ts';
import type { LocaleChoice } from './programme-context.ts';

const KEY = 'journey:locale';

/**
 * The locale this browser session shows: `?lang=<tag>`, else the one chosen earlier in the session, else the first of
 * the browser's languages (Accept-Language) the programme declares (by tag, then by language), else the source one.
 * Nothing the URL or the browser says is trusted beyond the programme's declared locales.
 */
export function selectLocale(
  declared: readonly string[],
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  preferred: readonly string[],
): string {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && declared.includes(asked)) {
    storage.setItem(KEY, asked);
    return asked;
  }
  const kept = storage.getItem(KEY);
  if (kept && declared.includes(kept)) return kept;
  for (const tag of preferred) {
    const exact = declared.find((l) => l.toLowerCase() === tag.toLowerCase());
    const sameLanguage = declared.find((l) => l.split('-')[0] === tag.split('-')[0]?.toLowerCase());
    if (exact ?? sameLanguage) return (exact ?? sameLanguage)!;
  }
  return declared[0] ?? 'en-IN';
}

/** Keeps the borrower's choice for the session (a new login reads the lead's). */
export function keepLocale(storage: Pick<Storage, 'setItem'>, locale: string): void {
  storage.setItem(KEY, locale);
}

/** What a programme is loaded from in a locale: the plain files in the source locale, else the compiled translation. */
export function programmeLoaders(
  id: string,
  locale: string,
  files: {
    source: string;
    plain?: () => Promise<ResolvedProgramme>;
    firstScreens?: () => Promise<ResolvedProgramme>;
    localised: Record<string, LocalisedFiles>;
  },
) {
  const localised = locale === files.source ? undefined : files.localised[`${id}/${locale}`];
  return localised
    ? { whole: localised.programme, firstScreens: localised.firstScreens, prerendered: false }
    : { whole: files.plain, firstScreens: files.firstScreens, prerendered: true };
}

/** The header's choice: the programme's locales named in their own scripts. */
export function localeChoice(
  declared: readonly string[],
  names: Readonly<Record<string, string>>,
  current: string,
  choose: (tag: string) => void,
): LocaleChoice | undefined {
  if (declared.length < 2) return undefined;
  return { current, choices: declared.map((tag) => ({ tag, name: names[tag] ?? tag })), choose };
}
