// Which of a programme's locales a page is shown in: one rule for the browser (src/app/locale-selection.ts) and both
// servers (scripts/serve-app.ts; the nginx map the build writes says the same in regexes), so the page a server paints
// is the one the app then hydrates.

/** The query parameter of the language links (`?lang=hi-IN`): a link works before any script, through the server. */
export const LOCALE_QUERY_PARAM = 'lang';

/** What can ask for a locale, most trusted first; a server knows only the address and the browser's languages. */
export interface LocaleAsked {
  /** The address's query (`?lang=<tag>`). */
  search?: string;
  /** The borrower's choice kept for this browser session. */
  kept?: string | null;
  /** The locale the page was painted in: the server's reading of the browser's languages. */
  painted?: string;
  /** The browser's languages, most wanted first (navigator.languages, or an Accept-Language header's). */
  preferred?: readonly string[];
}

/** Where the choice came from (`source`: nothing asked for a declared locale). */
export type LocaleChosenBy = 'query' | 'kept' | 'painted' | 'preferred' | 'source';

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The first of the preferred languages a declared locale serves: the same tag (in any case), else the same language
 * (`hi` and `hi-Deva` are `hi-IN`), the declared order breaking a tie; undefined when none does.
 */
export function matchPreferredLocale(declared: readonly string[], preferred: readonly string[]): string | undefined {
  for (const tag of preferred) {
    const exact = declared.find((l) => l.toLowerCase() === tag.toLowerCase());
    const sameLanguage = declared.find((l) => languageOf(l) === languageOf(tag));
    if (exact ?? sameLanguage) return exact ?? sameLanguage;
  }
  return undefined;
}

/**
 * The locale to show: `?lang=<tag>`, else the choice kept this session, else the locale the page was painted in, else
 * the first of the browser's languages a declared locale serves, else the source. Each is taken only when it is a
 * declared locale: nothing the address, the storage, the page or the browser says is trusted beyond them.
 */
export function chooseLocale(
  declared: readonly string[],
  source: string,
  asked: LocaleAsked,
): { locale: string; by: LocaleChosenBy } {
  const isDeclared = (tag: string | null | undefined): tag is string => !!tag && declared.includes(tag);
  const query = new URLSearchParams(asked.search ?? '').get(LOCALE_QUERY_PARAM);
  if (isDeclared(query)) return { locale: query, by: 'query' };
  if (isDeclared(asked.kept)) return { locale: asked.kept, by: 'kept' };
  if (isDeclared(asked.painted)) return { locale: asked.painted, by: 'painted' };
  const preferred = matchPreferredLocale(declared, asked.preferred ?? []);
  if (preferred) return { locale: preferred, by: 'preferred' };
  return { locale: source, by: 'source' };
}

/**
 * The languages an Accept-Language header asks for, most wanted first (RFC 9110 §12.5.4): by q-value, equal ones in
 * the order sent; `q=0` (not acceptable), `*` and malformed entries are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header.split(',').flatMap((entry, at) => {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return [];
    const q = params.find((p) => /^q\s*=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
    if (!(weight > 0 && weight <= 1)) return [];
    return [{ tag, weight, at }];
  });
  return entries.sort((a, b) => b.weight - a.weight || a.at - b.at).map((e) => e.tag);
}
