import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  NGINX_PAGES_FILE,
  PRERENDER_DIR,
  nginxPageMap,
  type PrerenderIndex,
} from '../../scripts/build/prerender-index.ts';
import { repoRoot } from '../config/helpers.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Name, value, name, value... as sent: a header sent twice is here twice (Node joins them in `headers`). */
  rawHeaders: string[];
  body: Buffer;
}

/**
 * A request sent exactly as written: fetch() would normalise `..` and `%2e%2e` away before the server saw them,
 * and would decompress the body the test wants to inspect.
 */
export function sendRaw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Bytes written to the server's socket as they are (a malformed request); the status line and headers it answers. */
export function sendBytes(base: string, bytes: string): Promise<Omit<RawAnswer, 'body'> & { body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const rawHeaders = lines.flatMap((line) => [
        line.slice(0, line.indexOf(':')),
        line.slice(line.indexOf(':') + 1).trim(),
      ]);
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, rawHeaders, body });
    });
  });
}

/** A secret that must never leave the build folder's sibling. */
export const SIBLING_SECRET = 'sibling-folder-secret-3f9a';

/**
 * A build folder as `vite build` leaves it (a template with the nonce placeholder, hashed assets, a plain file, the
 * manifest under .vite/) beside `dist-playground/`, whose name starts with the build folder's name.
 */
export function makeBuildFolder(): { dist: string; script: string } {
  const root = mkdtempSync(join(tmpdir(), 'serve-app-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-playground'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" /><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  );
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
  writeFileSync(join(dist, 'assets/app-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>');
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(join(root, 'dist-playground/secret.js'), SIBLING_SECRET);
  writeFileSync(join(root, 'secret.txt'), SIBLING_SECRET);
  return { dist, script };
}

/**
 * Adds what the prerender step leaves (scripts/build/prerender.ts): a page per first screen and locale (each says which
 * it is, and carries the nonce placeholder in its meta tag and style), index.json and nginx's page map.
 */
export function addPrerenderedPages(dist: string, index: PrerenderIndex): void {
  const dir = join(dist, PRERENDER_DIR);
  mkdirSync(dir, { recursive: true });
  for (const locale of index.locales) {
    const files = [
      ...Object.values(index.pages[locale] ?? {}),
      ...(index.notFound?.[locale] ? [index.notFound[locale]] : []),
    ];
    for (const file of files)
      writeFileSync(
        join(dir, file),
        `<!doctype html><html lang="${locale}"><head><meta name="csp-nonce" content="__CSP_NONCE__" /><style nonce="__CSP_NONCE__">p{}</style></head><body><div id="root" data-prerendered="${index.programme}" data-locale="${locale}"><p>page ${file}</p></div></body></html>`,
      );
  }
  writeFileSync(join(dir, 'index.json'), JSON.stringify(index));
  writeFileSync(join(dir, NGINX_PAGES_FILE), nginxPageMap(index));
}

/** nginx is installed here (the served recipe tests run only then; .ci/run installs it). */
export const hasNginx = spawnSync('nginx', ['-v']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * docs/deploy/nginx.conf serving `dist` on a free loopback port, the lender's API at `apiTarget` (default a closed
 * port); `accessLog`: a file for nginx's access log in its default format (else none).
 */
export async function startNginx(
  dist: string,
  options: { apiTarget?: string; accessLog?: string } = {},
): Promise<{ url: string; stop: () => void }> {
  const apiTarget = options.apiTarget ?? 'http://127.0.0.1:9';
  chmodSync(dirname(dist), 0o755); // nginx's workers run as an unprivileged user when started by root
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-recipe-'));
  mkdirSync(join(prefix, 'logs'));
  const port = await freePort();
  const recipe = readFileSync(join(repoRoot, 'docs/deploy/nginx.conf'), 'utf8');
  const server = recipe
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('/srv/lending-journey/dist', dist)
    .replace(/proxy_pass [^;]+;/, `proxy_pass ${apiTarget}/;`)
    .replace(/proxy_set_header Host [^;]+;/, `proxy_set_header Host ${new URL(apiTarget).host};`);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log ${options.accessLog ?? 'off'};\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n${server}\n}\n`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    if (
      await sendRaw(url, '/').then(
        () => true,
        () => false,
      )
    )
      return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'logs/error.log'), 'utf8')}`);
}
