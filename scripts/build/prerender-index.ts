// What the prerender build step (scripts/build/prerender.ts) leaves for the app server (scripts/serve-app.ts) to read.
import { LOCALE_QUERY_PARAM } from '../../src/engine/locale-choice.ts';

/** Where the pages go, inside dist/ (a dot folder: the static server never answers it as a file). */
export const PRERENDER_DIR = '.prerendered';

/** The list of pages the app server reads: each locale's pages (path -> file) and not-found page. */
export interface PrerenderIndex {
  programme: string;
  /** The query parameter that picks another programme on a first visit (deployment.json), if any. */
  programmeQueryParam?: string | null;
  /** The locales the pages are drawn in, the source first: a request asking for none of them gets the source's. */
  locales: string[];
  /** Per locale, path -> file. */
  pages: Record<string, Record<string, string>>;
  /** Per locale, the file of the not-found page. */
  notFound?: Record<string, string>;
  /** Every route of the programme's screens: a path outside them is answered with the not-found page. */
  routes: string[];
}

/** The file a screen's page in a locale is written to, in PRERENDER_DIR. */
export const pageFileOf = (screenId: string, locale: string): string => `${screenId}.${locale}.html`;

/** A page the build wrote: the locale it is drawn in, the path it answers (the not-found page: any other) and its file. */
export interface WrittenPage {
  locale: string;
  path: string;
  file: string;
  notFound: boolean;
}

/** The index of the pages written, listed per locale (`locales`: the source first). */
export function prerenderIndexOf(
  about: Omit<PrerenderIndex, 'pages' | 'notFound'>,
  written: readonly WrittenPage[],
): PrerenderIndex {
  const index: PrerenderIndex = { ...about, pages: {} };
  for (const { locale, path, file, notFound } of written) {
    if (!about.locales.includes(locale)) throw new Error(`prerender: ${file} is in ${locale}, not a declared locale`);
    if (notFound) index.notFound = { ...index.notFound, [locale]: file };
    else index.pages[locale] = { ...index.pages[locale], [path]: file };
  }
  return index;
}

/** The file, beside index.json, that tells nginx which page answers each path (docs/deploy/nginx.conf includes it). */
export const NGINX_PAGES_FILE = 'nginx-pages.conf';

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** A regex matching `text` in a raw query, each character as is or percent-encoded (in either case of hex digit). */
function encodedEither(text: string): string {
  const hex = (byte: number) =>
    [...byte.toString(16).padStart(2, '0').toUpperCase()]
      .map((d) => (/[A-F]/.test(d) ? `[${d}${d.toLowerCase()}]` : d))
      .join('');
  return [...text]
    .map((c) => `(?:${regexEscape(c)}|${[...Buffer.from(c)].map((byte) => `%${hex(byte)}`).join('')})`)
    .join('');
}

/** A regex matching a raw query whose first `name` parameter (a regex) is followed by `rest` (a regex), then its end. */
const firstParam = (name: string, rest: string) => `^(?:(?!${name}(?:[=&]|$))[^&]*&)*${name}${rest}(?:&|$)`;

/**
 * The `map` blocks setting `$journey_locale`, the locale of the page, by the rule of engine/locale-choice.ts: the first
 * `lang` parameter of the query when it is a declared locale (as written or percent-encoded; case kept, as the client
 * reads it), else the first Accept-Language entry a declared locale serves (by tag, then by language, in any case; an
 * entry of q=0 is not acceptable), else the source. nginx takes the entries in the order sent (every browser sends the
 * most wanted first); the app server also sorts them by q-value.
 */
function localeMaps(locales: readonly string[]): string[] {
  const [source = ''] = locales;
  const lang = encodedEither(LOCALE_QUERY_PARAM);
  const ws = '[ \\t]*';
  const subtags = '(?:-[a-z0-9]{1,8})*';
  // an entry of the header: the tag, its parameters unless q=0, then the next entry or the end
  const entry = (tag: string) =>
    `${ws}${tag}${ws}(?:;${ws}(?!q${ws}=${ws}0(?:\\.0{0,3})?${ws}(?:[;,]|$))[^,]*)?(?:,|$)`;
  const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';
  const languages = [...new Set(locales.map(languageOf))].map(regexEscape).join('|');
  // the entries before the first one a declared locale serves
  const before = `(?:(?!${entry(`(?:${languages})${subtags}`)})[^,]*,)*`;
  const accepted = (tag: string) => `    ${quoted(`~*^${before}${entry(tag)}`)} `;
  return [
    'map $args $journey_asked_locale {',
    ...locales.map((l) => `    ${quoted(`~${firstParam(lang, `=${encodedEither(l)}`)}`)} ${l};`),
    '    default "";',
    '}',
    'map $http_accept_language $journey_accepted_locale {',
    ...locales.map((l) => `${accepted(regexEscape(l))}${l};`),
    ...locales.map((l) => `${accepted(`${regexEscape(languageOf(l))}${subtags}`)}${l};`),
    `    default ${source};`,
    '}',
    'map $journey_asked_locale $journey_locale {',
    '    "" $journey_accepted_locale;',
    '    default $journey_asked_locale;',
    '}',
  ];
}

/**
 * The index as nginx `map` blocks, so nginx answers each request with the page the app server picks, by the same rule
 * (docs/deploy/README.md, "Which page answers"): the path decoded, trailing slashes dropped, case kept (regex keys:
 * nginx matches a plain `map` key ignoring case); the first programme parameter of the query, decoded, an empty one
 * asking for none; the page's locale as `localeMaps` says. `$journey_page` is the prerendered page of the path in that
 * locale, the plain page for another route (or another programme asked), the not-found page for a path no screen has.
 * Paths and pages are this build's: each build writes it.
 */
export function nginxPageMap(index: PrerenderIndex): string {
  const page = (file: string) => `/${PRERENDER_DIR}/${file}`;
  const pathRegex = (path: string) => (path === '/' ? '/$' : `${regexEscape(path.replace(/\/+$/, ''))}/*$`);
  const [source = ''] = index.locales;
  const pageLines = index.locales.flatMap((locale) =>
    Object.entries(index.pages[locale] ?? {}).map(
      ([path, file]) => `    ${quoted(`~^${regexEscape(locale)}:${pathRegex(path)}`)} ${page(file)};`,
    ),
  );
  // a route of a screen not prerendered, in any locale: the plain page
  const plainLines = [...new Set([...index.routes.filter((r) => r.startsWith('/')), '/index.html'])].map(
    (route) => `    ${quoted(`~^[^:]*:${pathRegex(route)}`)} /index.html;`,
  );
  const notFoundLines = index.locales
    .filter((locale) => locale !== source && index.notFound?.[locale])
    .map((locale) => `    ${quoted(`~^${regexEscape(locale)}:`)} ${page(index.notFound?.[locale] ?? '')};`);
  const sourceNotFound = index.notFound?.[source];
  const lines = [
    '# Written by the build (scripts/build/prerender.ts) from index.json: which page nginx answers for each request.',
    ...localeMaps(index.locales),
    // nginx tries the regexes in order: a page of the path in the locale, a route with no page, a path no screen has
    'map "$journey_locale:$uri" $journey_route_page {',
    `    default ${sourceNotFound ? page(sourceNotFound) : '/index.html'};`,
    ...pageLines,
    ...plainLines,
    ...notFoundLines,
    '}',
  ];
  const param = index.programmeQueryParam;
  if (!param) return [...lines, 'map $uri $journey_page {', '    default $journey_route_page;', '}', ''].join('\n');
  // a first visit that asks for another programme gets the plain page: the prerendered one shows the default's
  const name = encodedEither(param);
  const firstIsOurs = `~${firstParam(name, `(?:=(?:${encodedEither(index.programme)})?)?`)}`;
  return [
    ...lines,
    'map $args $journey_page {',
    `    ${quoted(firstIsOurs)} $journey_route_page;`,
    `    ${quoted(`~(?:^|&)${name}(?:[=&]|$)`)} /index.html;`,
    '    default $journey_route_page;',
    '}',
    '',
  ].join('\n');
}
