// Serves the production build with a strict Content-Security-Policy and proxies /api to the lender API
// (the sandbox locally). Used by `npm start` and the end-to-end tests, so both see exactly the same headers.
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

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

export interface AppServerOptions {
  dist: string;
  port: number;
  host?: string;
  apiTarget: string;
  apiPrefix?: string;
}

function proxy(req: IncomingMessage, res: ServerResponse, target: URL, path: string): void {
  const upstream = httpRequest(
    { hostname: target.hostname, port: target.port, path, method: req.method, headers: { ...req.headers, host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ BAD_GATEWAY: 'The lender API is not reachable' }));
  });
  req.pipe(upstream);
}

async function serveFile(res: ServerResponse, root: string, pathname: string): Promise<void> {
  let file = normalize(join(root, decodeURIComponent(pathname)));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  const isAsset = /\.[a-z0-9]+$/i.test(pathname);
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
  } catch {
    if (isAsset) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    file = join(root, 'index.html'); // client-side routes
  }
  const nonce = randomBytes(16).toString('base64');
  let body: Buffer | string = await readFile(file);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (file.endsWith('.html')) body = body.toString('utf8').replace(/__CSP_NONCE__/g, nonce);
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
  });
  res.end(body);
}

/** Starts the app server; resolves once it listens. */
export function startAppServer(options: AppServerOptions): Promise<{ server: Server; url: string }> {
  const root = resolve(options.dist);
  const prefix = options.apiPrefix ?? '/api';
  const target = new URL(options.apiTarget);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
      proxy(req, res, target, url.pathname.slice(prefix.length) + url.search || '/');
      return;
    }
    serveFile(res, root, url.pathname).catch(() => res.writeHead(500).end());
  });
  return new Promise((ok) => {
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      ok({ server, url: `http://${options.host ?? '127.0.0.1'}:${port}` });
    });
  });
}
