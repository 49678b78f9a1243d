// The first gate of the app server: a request target it can serve, or the reason it cannot (answered with 400).
// Checked on the decoded path, so `%2e%2e`, `..%2F` and `..%5C` are caught as surely as a literal `..`.
import { acceptedLanguages, chooseLocale } from '../src/engine/locale-choice.ts';

export type CheckedPath =
  { ok: true; pathname: string; rawPathname: string; search: string } | { ok: false; reason: string };

/** Splits a request target into its decoded path and query, refusing malformed, traversing and odd targets. */
export function checkRequestPath(target: string): CheckedPath {
  if (!target.startsWith('/') || target.startsWith('//'))
    return { ok: false, reason: 'the target must be an absolute path' };
  const at = target.search(/[?#]/);
  const rawPathname = at < 0 ? target : target.slice(0, at);
  const search = at < 0 || target[at] === '#' ? '' : target.slice(at).replace(/#.*$/, '');
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { ok: false, reason: 'malformed percent-encoding' };
  }
  if (/[\0\\]/.test(pathname)) return { ok: false, reason: 'a NUL or backslash in the path' };
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.'))
    return { ok: false, reason: 'a dot segment in the path' };
  return { ok: true, pathname, rawPathname, search };
}

/**
 * The path a page is chosen by (docs/deploy/README.md, "Which page answers"; nginx's map is written to the same rule):
 * the decoded path with its trailing slashes dropped, as the client's router does; case is kept (`/LOGIN` is no route).
 */
export function pagePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The programme a first visit asks for: the first `name` parameter of the query, decoded; an empty one asks for none. */
export function askedProgramme(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name) || null;
}

/**
 * The locale of a prerendered page (engine/locale-choice.ts, the client's rule as far as a server can see it): the
 * first `lang` parameter of the query when it is one of `locales`, else the first of the Accept-Language header's
 * languages one of them serves (by q-value; by tag, then by language), else the source (`locales[0]`).
 */
export function pageLocaleOf(locales: readonly string[], search: string, acceptLanguage: string | undefined): string {
  return chooseLocale(locales, locales[0] ?? '', { search, preferred: acceptedLanguages(acceptLanguage) }).locale;
}
