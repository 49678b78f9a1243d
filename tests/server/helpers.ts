import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A request sent exactly as written: fetch() would normalise `..` and `%2e%2e` away before the server saw them,
 * and would decompress the body the test wants to inspect.
 */
export function sendRaw(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
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
