// The nginx recipe (docs/deploy/nginx.conf) must send what the app server sends: the same policy with a per-answer
// nonce, the same security headers and cache rules. Read as text always; served for real when nginx is installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { ASSET_CACHE, FILE_CACHE, HTML_CACHE, NONCE_PLACEHOLDER, SECURITY_HEADERS, contentSecurityPolicy } from '../../scripts/serve-app.ts';
import { repoRoot } from '../config/helpers.ts';
import { SIBLING_SECRET, makeBuildFolder, sendRaw } from './helpers.ts';

const recipe = readFileSync(join(repoRoot, 'docs/deploy/nginx.conf'), 'utf8');

/** The body of the `location <match> { ... }` block (the recipe's blocks hold no nested braces). */
function locationBlock(match: string): string {
  const start = recipe.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThan(-1);
  return recipe.slice(start, recipe.indexOf('\n    }', start));
}

function headersOf(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

describe('the nginx recipe, as written', () => {
  const blocks = { page: locationBlock('= /index.html'), assets: locationBlock('^~ /assets/'), files: locationBlock('~ \\.[^/]+$') };
  const cache = { page: HTML_CACHE, assets: ASSET_CACHE, files: FILE_CACHE };

  it.each(Object.keys(blocks) as Array<keyof typeof blocks>)('the %s block sends the app server’s policy, security headers and cache rule', (name) => {
    // nginx does not inherit add_header into a block that has its own: each block must carry all of them
    const headers = headersOf(blocks[name]);
    expect(headers['Content-Security-Policy']?.replaceAll('$request_id', 'N0NCE')).toBe(contentSecurityPolicy('N0NCE'));
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(headers[header]).toBe(value);
    expect(headers['Cache-Control']).toBe(cache[name]);
  });

  it('the page gets the nonce of its own answer, and is never revalidated into an old nonce', () => {
    expect(blocks.page).toContain(`sub_filter '${NONCE_PLACEHOLDER}' '$request_id';`);
    expect(blocks.page).toContain('sub_filter_once off;');
    expect(blocks.page).toContain('etag off;');
    expect(blocks.page).toContain('if_modified_since off;');
    expect(readFileSync(join(repoRoot, 'index.html'), 'utf8')).toContain(`content="${NONCE_PLACEHOLDER}"`);
  });
});

const nginx = spawnSync('nginx', ['-v']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.skipIf(!nginx)('the nginx recipe, served by nginx', () => {
  let child: ChildProcess;
  let url: string;
  let script: string;

  beforeAll(async () => {
    const build = makeBuildFolder();
    script = build.script;
    await precompressDir(build.dist);
    chmodSync(dirname(build.dist), 0o755); // nginx's workers run as an unprivileged user when started by root
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-recipe-'));
    mkdirSync(join(prefix, 'logs'));
    const port = await freePort();
    const server = recipe
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('root /srv/lending-journey/dist;', `root ${build.dist};`)
      .replace(/proxy_pass [^;]+;/, 'proxy_pass http://127.0.0.1:9/;');
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n${server}\n}\n`);
    child = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i += 1) {
      if (await sendRaw(url, '/').then(() => true, () => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'logs/error.log'), 'utf8')}`);
  });
  afterAll(() => {
    child?.kill();
  });

  it.each(['/', '/login', '/business-details/step-1?edit=true'])('%s answers the page with the nonce of its policy, a fresh one each time', async (path) => {
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
  });

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
