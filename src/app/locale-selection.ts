import { chooseLocale } from '../engine/locale-choice.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import type { LocalisedFiles } from '../generated/index.ts';
import type { LocaleChoice } from './programme-context.ts';

const KEY = 'journey:locale';

/**
 * The locale this browser session shows (engine/locale-choice.ts, the rule the servers follow): `?lang=<tag>` (kept
 * for the session), else the one chosen earlier in the session, else the one the page was painted in (the server's
 * reading of Accept-Language), else the first of the browser's languages the programme declares, else the source.
 */
export function selectLocale(
  declared: readonly string[],
  source: string,
  asked: {
    search: string;
    storage: Pick<Storage, 'getItem' | 'setItem'>;
    painted?: string;
    preferred: readonly string[];
  },
): string {
  const { search, storage, painted, preferred } = asked;
  const chosen = chooseLocale(declared, source, { search, kept: storage.getItem(KEY), painted, preferred });
  if (chosen.by === 'query') keepLocale(storage, chosen.locale);
  return chosen.locale;
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
    ? { whole: localised.programme, firstScreens: localised.firstScreens }
    : { whole: files.plain, firstScreens: files.firstScreens };
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
