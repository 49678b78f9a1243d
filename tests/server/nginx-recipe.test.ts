// The nginx recipe (docs/deploy/nginx.conf) must send what the app server sends: the same policy with a per-answer
// nonce, the same security headers and cache rules. Read as text always; served for real when nginx is installed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress.ts';
import {
  ASSET_CACHE,
  FILE_CACHE,
  HTML_CACHE,
  NONCE_PLACEHOLDER,
  SECURITY_HEADERS,
  contentSecurityPolicy,
} from '../../scripts/serve-app.ts';
import { repoRoot } from '../config/helpers.ts';
import { SIBLING_SECRET, addPrerenderedPages, hasNginx, makeBuildFolder, sendRaw, startNginx } from './helpers.ts';

const recipe = readFileSync(join(repoRoot, 'docs/deploy/nginx.conf'), 'utf8');

/** The body of the `location <match> { ... }` block (the recipe's blocks hold no nested braces). */
function locationBlock(match: string): string {
  const start = recipe.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThan(-1);
  return recipe.slice(start, recipe.indexOf('\n    }', start));
}

function headersOf(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe('the nginx recipe, as written', () => {
  const blocks = {
    page: locationBlock('= /index.html'),
    prerendered: locationBlock('^~ /.prerendered/'),
    assets: locationBlock('^~ /assets/'),
    versions: locationBlock('^~ /versions/'),
    files: locationBlock('~ \\.[^/]+$'),
    api: locationBlock('/api/'),
    error: locationBlock('= /.error'),
  };
  // the lender's answers keep the lender's cache rule
  const cache = {
    page: HTML_CACHE,
    prerendered: HTML_CACHE,
    assets: ASSET_CACHE,
    versions: ASSET_CACHE,
    files: FILE_CACHE,
    api: undefined,
    error: 'no-store',
  };

  it.each(Object.keys(blocks) as Array<keyof typeof blocks>)(
    'the %s block sends the app server’s policy, security headers and cache rule',
    (name) => {
      // nginx does not inherit add_header into a block that has its own: each block must carry all of them
      const headers = headersOf(blocks[name]);
      expect(headers['Content-Security-Policy']?.replaceAll('$request_id', 'N0NCE')).toBe(
        contentSecurityPolicy('N0NCE'),
      );
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(headers[header]).toBe(value);
      expect(headers['Cache-Control']).toBe(cache[name]);
    },
  );

  it('every block that adds a header adds them all (the others inherit none and only rewrite or return an error)', () => {
    const all = [...recipe.matchAll(/^ {4}location ([^{]+) \{$/gm)].map((m) => (m[1] ?? '').trim());
    const adding = all.filter((match) => locationBlock(match).includes('add_header'));
    expect(adding.sort()).toEqual(
      Object.values(blocks)
        .map((block) => /location ([^{]+) \{/.exec(block)?.[1]?.trim())
        .sort(),
    );
    for (const match of all.filter((m) => !adding.includes(m)))
      expect(locationBlock(match), match).toMatch(/^\s*(rewrite|return) [^;]+;$/m);
  });

  it('a prerendered page varies by Accept-Language, as the app server’s (its locale is chosen by it); the plain page does not', () => {
    expect(headersOf(blocks.prerendered).Vary).toBe('Accept-Language');
    expect(headersOf(blocks.page).Vary).toBeUndefined();
  });

  it.each(['page', 'prerendered'] as const)(
    'the %s gets the nonce of its own answer, and is never revalidated into an old nonce',
    (name) => {
      expect(blocks[name]).toContain(`sub_filter '${NONCE_PLACEHOLDER}' '$request_id';`);
      expect(blocks[name]).toContain('sub_filter_once off;');
      expect(blocks[name]).toContain('etag off;');
      expect(blocks[name]).toContain('if_modified_since off;');
      expect(readFileSync(join(repoRoot, 'index.html'), 'utf8')).toContain(`content="${NONCE_PLACEHOLDER}"`);
    },
  );
});

describe.skipIf(!hasNginx)('the nginx recipe, served by nginx', () => {
  let url: string;
  let script: string;
  let stop = () => {};

  beforeAll(async () => {
    const build = makeBuildFolder();
    script = build.script;
    await precompressDir(build.dist);
    addPrerenderedPages(build.dist, {
      programme: 'p',
      locales: ['en-IN'],
      pages: {},
      routes: ['/', '/login', '/business-details/step-1'],
    });
    ({ url, stop } = await startNginx(build.dist));
  });
  afterAll(() => stop());

  it.each(['/', '/login', '/business-details/step-1?edit=true'])(
    '%s answers the page with the nonce of its policy, a fresh one each time',
    async (path) => {
      const nonces = [];
      for (let i = 0; i < 2; i += 1) {
        const answer = await sendRaw(url, path);
        expect(answer.status).toBe(200);
        const nonce = /'nonce-([0-9a-f]{32})'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
        expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(nonce));
        expect(answer.body.toString()).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
        expect(answer.headers['cache-control']).toBe(HTML_CACHE);
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    },
  );

  it('a hashed asset comes gzipped and cached for a year; a missing one, a hidden file and the sibling folder are not served', async () => {
    const asset = await sendRaw(url, '/assets/app-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toBe(script);
    expect(asset.headers['cache-control']).toBe(ASSET_CACHE);
    expect((await sendRaw(url, '/assets/app-Zz99Zz99.js')).status).toBe(404);
    expect((await sendRaw(url, '/.vite/manifest.json')).status).toBe(404);
    for (const path of ['/..%2Fdist-playground/secret.js', '/../secret.txt', '/%2e%2e/secret.txt']) {
      const answer = await sendRaw(url, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.body.toString()).not.toContain(SIBLING_SECRET);
    }
  });
});
