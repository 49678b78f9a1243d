// The app server over real HTTP on an ephemeral port: what `npm start`, the end-to-end tests and the phone
// benchmark are served with.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress.ts';
import { PRERENDER_DIR, type PrerenderIndex } from '../../scripts/build/prerender-index.ts';
import { ASSET_CACHE, FILE_CACHE, HTML_CACHE, contentSecurityPolicy, startAppServer } from '../../scripts/serve-app.ts';
import { SIBLING_SECRET, makeBuildFolder, sendRaw } from './helpers.ts';

let app: { server: Server; url: string };
let script: string;

beforeAll(async () => {
  const build = makeBuildFolder();
  script = build.script;
  // the prerender's index is as hidden as the manifest: never served, so never compressed
  mkdirSync(join(build.dist, PRERENDER_DIR));
  const index: PrerenderIndex = {
    programme: 'p',
    locales: ['en-IN'],
    pages: {},
    routes: Array.from({ length: 200 }, (_, i) => `/step-${i}`),
  };
  writeFileSync(join(build.dist, PRERENDER_DIR, 'index.json'), JSON.stringify(index));
  expect(await precompressDir(build.dist)).toBe(1); // the script; the svg and the manifest are too small or hidden
  app = await startAppServer({ dist: build.dist, port: 0, apiTarget: 'http://127.0.0.1:9' });
});
afterAll(() => app.server.close());

const ASSET = '/assets/app-Ab12Cd34.js';

/** The nonce a page answer put in its policy, checked to be the one in its meta tag. */
function nonceOf(answer: { headers: Record<string, unknown>; body: Buffer }): string {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
  expect(answer.body.toString()).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
  expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(nonce));
  return nonce;
}

describe('hashed assets', () => {
  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['identity', undefined, (b: Buffer) => b],
  ])('with Accept-Encoding "%s" the script comes as %s, cached for a year', async (accept, encoding, decode) => {
    const answer = await sendRaw(app.url, ASSET, { headers: { 'Accept-Encoding': accept } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe(ASSET_CACHE);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(decode(answer.body).toString()).toBe(script);
    if (encoding) expect(answer.body.length).toBeLessThan(script.length / 4);
  });

  it('a file outside assets/ is revalidated by its ETag', async () => {
    const first = await sendRaw(app.url, '/logo.svg');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(FILE_CACHE);
    const again = await sendRaw(app.url, '/logo.svg', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it.each(['/assets/app-Zz99Zz99.js', '/assets/app-Ab12Cd34.js.map', '/.vite/manifest.json', '/other.html'])(
    '%s is 404, with the policy',
    async (path) => {
      const answer = await sendRaw(app.url, path);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'/);
    },
  );
});

describe('the page', () => {
  it.each(['/', '/index.html', '/login', '/business-details/step-1?edit=true', '/no/such/route'])(
    '%s answers the page with a fresh nonce in its policy',
    async (path) => {
      const first = await sendRaw(app.url, path);
      const second = await sendRaw(app.url, path);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe(HTML_CACHE);
      expect(first.headers['referrer-policy']).toBe('same-origin');
      expect(nonceOf(first)).not.toBe(nonceOf(second));
      expect(first.body.toString()).not.toContain('__CSP_NONCE__');
    },
  );

  it('HEAD gives the headers without the page', async () => {
    const answer = await sendRaw(app.url, '/login', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(/'nonce-/);
    expect(answer.body.length).toBe(0);
  });

  it('other methods are refused with 405', async () => {
    const answer = await sendRaw(app.url, '/login', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});

describe('malformed and traversing targets', () => {
  it.each([
    ['a broken escape', '/%E0%A4%A'],
    ['a lone percent', '/assets/%'],
    ['a literal parent', '/../dist-playground/secret.js'],
    ['an encoded slash to the sibling folder', '/..%2Fdist-playground/secret.js'],
    ['encoded dots', '/%2e%2e/dist-playground/secret.js'],
    ['upper-case encoded dots and slash', '/%2E%2E%2Fsecret.txt'],
    ['a parent inside assets', '/assets/..%2F..%2Fdist-playground%2Fsecret.js'],
    ['encoded backslashes', '/..%5Cdist-playground%5Csecret.js'],
    ['a parent before a route', '/login/../../secret.txt'],
    ['a NUL byte', '/assets/app-Ab12Cd34.js%00.png'],
    ['a dot segment', '/./index.html'],
    ['a protocol-relative target', '//example.test/x'],
    ['a parent in the API path', '/api/../../secret.txt'],
  ])('%s (%s) is 400 and leaks nothing', async (_name, path) => {
    const answer = await sendRaw(app.url, path);
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).not.toContain(SIBLING_SECRET);
  });

  it('a file of the sibling folder whose name shares the prefix is not served', async () => {
    const answer = await sendRaw(app.url, '/dist-playground/secret.js');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain(SIBLING_SECRET);
  });
});

describe('a build replaced under the running server', () => {
  it('a file deleted since the start is answered 500, and the server keeps answering', async () => {
    const build = makeBuildFolder();
    const own = await startAppServer({ dist: build.dist, port: 0, apiTarget: 'http://127.0.0.1:9' });
    try {
      rmSync(join(build.dist, 'assets/app-Ab12Cd34.js'));
      expect((await sendRaw(own.url, ASSET)).status).toBe(500);
      expect((await sendRaw(own.url, '/login')).status).toBe(200);
    } finally {
      own.server.close();
    }
  });
});
