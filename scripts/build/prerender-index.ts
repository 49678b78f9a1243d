// What the prerender build step (scripts/build/prerender.ts) leaves for the app server (scripts/serve-app.ts) to read.

/** Where the pages go, inside dist/ (a dot folder: the static server never answers it as a file). */
export const PRERENDER_DIR = '.prerendered';

/** The list of pages the app server reads: path -> file, and the file of the not-found page. */
export interface PrerenderIndex {
  programme: string;
  /** The query parameter that picks another programme on a first visit (deployment.json), if any. */
  programmeQueryParam?: string | null;
  pages: Record<string, string>;
  notFound?: string;
  /** Every route of the programme's screens: a path outside them is answered with the not-found page. */
  routes: string[];
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

/**
 * The index as nginx `map` blocks, so nginx answers each path with the page the app server picks, by the same rule
 * (docs/deploy/README.md, "Which page answers"): the path decoded, trailing slashes dropped, case kept (regex keys:
 * nginx matches a plain `map` key ignoring case); the first programme parameter of the query, decoded, an empty one
 * asking for none. `$journey_page` is the prerendered page of the path, the plain page for another route (or another
 * programme asked), the not-found page for a path no screen has. Paths and pages are this build's: each build writes it.
 */
export function nginxPageMap(index: PrerenderIndex): string {
  const page = (file: string) => `/${PRERENDER_DIR}/${file}`;
  const byPath = new Map<string, string>();
  for (const route of index.routes) if (route.startsWith('/')) byPath.set(route, '/index.html');
  byPath.set('/index.html', '/index.html');
  for (const [path, file] of Object.entries(index.pages)) byPath.set(path, page(file));
  const pathRegex = (path: string) => (path === '/' ? '~^/$' : `~^${regexEscape(path.replace(/\/+$/, ''))}/*$`);
  const routeLines = [...byPath].map(([path, target]) => `    ${quoted(pathRegex(path))} ${target};`);
  const lines = [
    '# Written by the build (scripts/build/prerender.ts) from index.json: which page nginx answers for each path.',
    'map $uri $journey_route_page {',
    `    default ${index.notFound ? page(index.notFound) : '/index.html'};`,
    ...routeLines,
    '}',
  ];
  const param = index.programmeQueryParam;
  if (!param) return [...lines, 'map $uri $journey_page {', '    default $journey_route_page;', '}', ''].join('\n');
  // a first visit that asks for another programme gets the plain page: the prerendered one shows the default's
  const name = encodedEither(param);
  const firstIsOurs = `~^(?:(?!${name}(?:[=&]|$))[^&]*&)*${name}(?:=(?:${encodedEither(index.programme)})?)?(?:&|$)`;
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
