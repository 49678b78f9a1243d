// Serves the production build with a strict Content-Security-Policy and proxies /api to the lender API
// (the sandbox locally). Used by `npm start`, the end-to-end tests and the phone benchmark, so all three see exactly
// the same headers. Files come from sirv (the static server Vite's own preview uses): it indexes dist/ once at start,
// so only files inside dist/ (and no dotfile such as .vite/manifest.json) can ever be answered, and it picks the
// brotli or gzip copy the build wrote beside each asset when the browser accepts it.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { SERVED_VERSIONS } from '../src/engine/release-chain.ts';
import { proxyRequest } from './api-proxy.ts';
import { PRERENDER_DIR, type PrerenderIndex } from './build/prerender-index.ts';
import { askedProgramme, checkRequestPath, pageLocaleOf, pagePathOf } from './request-path.ts';

/** The policy: scripts only from this origin; styles from this origin or carrying this response's nonce (emotion). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the app uses: geolocation (the location screen), on its own origin only; every other one is off. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'clipboard-write',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** Sent with every answer of the app server (and by the nginx recipe, which a test keeps in step). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

const freshNonce = () => randomBytes(16).toString('base64');

/** The policy (with `nonce`, fresh by default) and the security headers: what every answer of the app server carries. */
export function answerHeaders(nonce = freshNonce()): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(nonce), ...SECURITY_HEADERS };
}

/** Hashed build output never changes under its name; anything else (logo.svg) is revalidated by its ETag. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Where files are named by their content: the bundler's assets, and published programme versions (by content hash). */
export const IMMUTABLE_PREFIXES: readonly string[] = ['/assets/', SERVED_VERSIONS];
export const FILE_CACHE = 'no-cache';
/**
 * The page is never reused without asking: each answer carries a fresh style nonce, and after a release it must name
 * the new hashed assets. `no-cache` (not `no-store`) keeps the back/forward cache usable on phones.
 */
export const HTML_CACHE = 'private, no-cache';

/** The placeholder index.html carries where the response's nonce goes (emotion reads it from a meta tag). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface AppServerOptions {
  dist: string;
  port: number;
  /** Interface to listen on; default 127.0.0.1 (`HOST=0.0.0.0 npm start` opens it to the LAN). */
  host?: string;
  apiTarget: string;
  apiPrefix?: string;
}

function sendPlain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    ...answerHeaders(),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: PickedPage): void {
  const nonce = freshNonce();
  const body = page.html.replaceAll(NONCE_PLACEHOLDER, nonce);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...answerHeaders(nonce),
    'Cache-Control': HTML_CACHE,
    // a prerendered page is drawn in the locale the browser's languages pick: a cache keeps one per language
    ...(page.byLanguage ? { Vary: 'Accept-Language' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The page answered: its HTML, and whether the request's Accept-Language chose it (a prerendered page). */
interface PickedPage {
  html: string;
  byLanguage: boolean;
}

type PagePicker = (request: { pathname: string; search: string; acceptLanguage?: string }) => PickedPage;

/**
 * The page for a client-side route: the build's prerendered first screen for that path (scripts/build/prerender.ts: the
 * login, the GST entry point; the not-found screen for a path no screen has) in the locale the request asks for
 * (`pageLocaleOf`: `?lang=`, else Accept-Language, else the source), else the plain page.
 */
function createPagePicker(dist: string): PagePicker {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const plain = { html: template, byLanguage: false };
  const indexFile = join(dist, PRERENDER_DIR, 'index.json');
  if (!existsSync(indexFile)) return () => plain;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderIndex;
  const read = (file: string) => readFileSync(join(dist, PRERENDER_DIR, file), 'utf8');
  const byLocale = new Map(
    index.locales.map((locale) => [
      locale,
      {
        pages: new Map(Object.entries(index.pages[locale] ?? {}).map(([path, file]) => [pagePathOf(path), read(file)])),
        notFound: index.notFound?.[locale] ? read(index.notFound[locale]) : undefined,
      },
    ]),
  );
  const routes = new Set([...index.routes.map(pagePathOf), '/index.html']);
  return ({ pathname, search, acceptLanguage }) => {
    // a first visit that asks for another programme gets the plain page: the prerendered one shows the default's
    const asked = index.programmeQueryParam ? askedProgramme(search, index.programmeQueryParam) : null;
    if (asked !== null && asked !== index.programme) return plain;
    const path = pagePathOf(pathname);
    const pages = byLocale.get(pageLocaleOf(index.locales, search, acceptLanguage));
    const html = pages?.pages.get(path) ?? (routes.has(path) ? undefined : pages?.notFound);
    return html === undefined ? plain : { html, byLanguage: true };
  };
}

/** A request handler for dist/: hashed assets, other files, the page for every client-side route, 4xx otherwise. */
function createStaticHandler(
  dist: string,
): (req: IncomingMessage, res: ServerResponse, pathname: string, search: string) => void {
  const pageFor = createPagePicker(dist);
  const files = sirv(dist, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders: (_res, pathname) => {
      // sirv indexed dist/ at start; a rebuild since then deletes files it would stream, and a failed stream would
      // take the whole server down: answer 500 instead (caught below) and let the operator restart
      if (!existsSync(join(dist, pathname))) throw new Error(`${pathname} is gone: dist/ was rebuilt under the server`);
    },
    onNoMatch: (_req, res) => sendPlain(res, 404, 'not found'),
  });
  return (req, res, pathname, search) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendPlain(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
    if (pathname === '/index.html' || !/\.[^/]+$/.test(pathname))
      return sendPage(req, res, pageFor({ pathname, search, acceptLanguage: req.headers['accept-language'] })); // client-side routes
    if (pathname.endsWith('.html')) return sendPlain(res, 404, 'not found'); // the template is only served with a nonce
    // set before sirv answers: its 304 writes no headers of its own
    for (const [name, value] of Object.entries(answerHeaders())) res.setHeader(name, value);
    res.setHeader(
      'Cache-Control',
      IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? ASSET_CACHE : FILE_CACHE,
    );
    files(req, res);
  };
}

/** A request Node could not parse (a broken header, one too large): answered by hand, with the security headers too. */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const text = (STATUS_CODES[status] ?? 'error').toLowerCase();
  const headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...answerHeaders(),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n${text}`,
  );
}

/** Starts the app server; resolves once it listens. */
export function startAppServer(options: AppServerOptions): Promise<{ server: Server; url: string }> {
  const serveStatic = createStaticHandler(resolve(options.dist));
  const prefix = options.apiPrefix ?? '/api';
  const target = new URL(options.apiTarget);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const checked = checkRequestPath(req.url ?? '');
    if (!checked.ok) return sendPlain(res, 400, `bad request: ${checked.reason}`);
    if (checked.rawPathname === prefix || checked.rawPathname.startsWith(`${prefix}/`)) {
      return proxyRequest(
        req,
        res,
        target,
        checked.rawPathname.slice(prefix.length) + checked.search || '/',
        answerHeaders(),
      );
    }
    try {
      serveStatic(req, res, checked.pathname, checked.search);
    } catch {
      if (!res.headersSent) sendPlain(res, 500, 'internal error');
    }
  });
  server.on('clientError', answerClientError);
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      ok({ server, url: `http://${host.includes(':') ? `[${host}]` : host}:${port}` });
    });
  });
}
