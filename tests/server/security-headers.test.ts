// Every answer of both servers carries the security headers: the app server (scripts/serve-app.ts) and nginx with the
// recipe (docs/deploy/nginx.conf), each with the real sandbox behind /api. Routes, files, the API, and each error
// answer each server makes itself, including those of a request neither can parse.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrerenderIndex } from '../../scripts/build/prerender-index.ts';
import { SECURITY_HEADERS, contentSecurityPolicy, startAppServer } from '../../scripts/serve-app.ts';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import {
  addPrerenderedPages,
  hasNginx,
  makeBuildFolder,
  sendBytes,
  sendRaw,
  startNginx,
  type RawAnswer,
} from './helpers.ts';

const index: PrerenderIndex = {
  programme: 'business-loan',
  programmeQueryParam: 'programme',
  locales: ['en-IN', 'hi-IN'],
  pages: { 'en-IN': { '/login': 'login.en-IN.html' }, 'hi-IN': { '/login': 'login.hi-IN.html' } },
  notFound: { 'en-IN': 'not-found.en-IN.html', 'hi-IN': 'not-found.hi-IN.html' },
  routes: ['/', '/login', '/business-details/step-1'],
};

interface Served {
  url: string;
  stop: () => void;
}

/** Both servers over one build (with a file deleted after the start) and one sandbox, stopped by the last case. */
let sandbox: Sandbox;
const servers: Record<'app' | 'nginx', Served | undefined> = { app: undefined, nginx: undefined };

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataFile: null, log: () => {} });
  const build = makeBuildFolder();
  addPrerenderedPages(build.dist, index);
  writeFileSync(join(build.dist, 'assets/gone-Ab12Cd34.js'), 'export {};\n');
  const app = await startAppServer({ dist: build.dist, port: 0, apiTarget: sandbox.url });
  servers.app = { url: app.url, stop: () => app.server.close() };
  if (hasNginx) servers.nginx = await startNginx(build.dist, { apiTarget: sandbox.url });
  rmSync(join(build.dist, 'assets/gone-Ab12Cd34.js'));
});
afterAll(async () => {
  servers.app?.stop();
  servers.nginx?.stop();
  await sandbox?.close();
});

type Answer = Omit<RawAnswer, 'body'> & { body: string };

/** Each value sent for the header: nginx sends its headers twice on a 416 (its range filter runs them again). */
function valuesOf(answer: Answer, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    if (answer.rawHeaders[i]?.toLowerCase() === name.toLowerCase()) values.push(answer.rawHeaders[i + 1] ?? '');
  return values;
}

function expectSecurityHeaders(answer: Answer, what: string): void {
  const policies = valuesOf(answer, 'Content-Security-Policy');
  const nonce = /'nonce-([^']+)'/.exec(policies[0] ?? '')?.[1] ?? '';
  expect(policies.length, `${what}: Content-Security-Policy`).toBeGreaterThan(0);
  for (const policy of policies) expect(policy, `${what}: Content-Security-Policy`).toBe(contentSecurityPolicy(nonce));
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(new Set(valuesOf(answer, name)), `${what}: ${name}`).toEqual(new Set([value]));
  expect(valuesOf(answer, 'X-Content-Type-Options'), `${what}: nosniff`).toContain('nosniff');
  expect(valuesOf(answer, 'Permissions-Policy')[0], `${what}: geolocation on this origin only, the rest off`).toMatch(
    /^geolocation=\(self\)(, [a-z-]+=\(\))+$/,
  );
  expect(answer.headers['access-control-allow-origin'], `${what}: no CORS grant`).toBeUndefined();
  expect(String(answer.headers.server ?? ''), `${what}: no server version`).not.toMatch(/\d/);
  expect(answer.body, `${what}: no server's own error page`).not.toMatch(/<center>|nginx/i);
}

const huge = 'x'.repeat(20_000);
const ask =
  (path: string, options: Parameters<typeof sendRaw>[2] = {}) =>
  (url: string) =>
    sendRaw(url, path, options).then((a) => ({ ...a, body: a.body.toString() }));
const raw = (bytes: string) => (url: string) => sendBytes(url, bytes);
/** [what, the request, the app server's status, nginx's status] */
const table: Array<[string, (url: string) => Promise<Answer>, number, number]> = [
  ['the plain page', ask('/'), 200, 200],
  ['a prerendered page', ask('/login'), 200, 200],
  ['a prerendered page in Hindi', ask('/login', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' } }), 200, 200],
  ['the not-found page in Hindi', ask('/no-such-screen?lang=hi-IN'), 200, 200],
  ['HEAD of a page', ask('/login', { method: 'HEAD' }), 200, 200],
  ['another route', ask('/business-details/step-1?edit=true'), 200, 200],
  ['index.html', ask('/index.html'), 200, 200],
  ['the not-found page', ask('/no-such-screen'), 200, 200],
  ['a hashed asset', ask('/assets/app-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } }), 200, 200],
  ['another file', ask('/logo.svg'), 200, 200],
  ['a range past the end', ask('/logo.svg', { headers: { Range: 'bytes=9999-' } }), 416, 416],
  [
    'an API answer of the lender',
    ask('/api/no-such-endpoint', { headers: { Origin: 'https://attacker.example' } }),
    404,
    404,
  ],
  [
    'an API preflight',
    ask('/api/v1/lead', {
      method: 'OPTIONS',
      headers: { Origin: 'https://attacker.example', 'Access-Control-Request-Method': 'POST' },
    }),
    204,
    204,
  ],
  ['a missing asset', ask('/assets/app-Zz99Zz99.js'), 404, 404],
  ['a hidden file', ask('/.vite/manifest.json'), 404, 404],
  ['a prerendered page by name', ask('/.prerendered/login.hi-IN.html'), 404, 404],
  ['a missing page file', ask('/other.html'), 404, 404],
  ['a page posted to', ask('/login', { method: 'POST' }), 405, 405],
  ['a file posted to', ask('/logo.svg', { method: 'POST' }), 405, 405],
  ['a parent segment', ask('/../secret.txt'), 400, 400],
  ['encoded parent segments', ask('/%2e%2e/secret.txt'), 400, 400],
  ['a NUL byte', ask('/a%00b'), 400, 400],
  ['a dot segment inside (refused, not resolved)', ask('/login/../login'), 400, 400],
  ["nginx's error page by name", ask('/.error'), 404, 404],
  ['a broken escape', ask('/assets/%zz'), 400, 400],
  ['a file deleted since the start', ask('/assets/gone-Ab12Cd34.js'), 500, 404],
  ['a header line without a colon', raw('GET / HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n'), 400, 400],
  ['a header too large', raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${huge}\r\n\r\n`), 431, 400],
  ['a target too long', raw(`GET /${huge} HTTP/1.1\r\nHost: x\r\n\r\n`), 431, 414],
  [
    'an API body too large (nginx takes 1 MB)',
    ask('/api/no-such-endpoint', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    }),
    404,
    413,
  ],
];

describe.each([
  { name: 'the app server', key: 'app' as const, column: 2 as const },
  { name: 'nginx with the recipe', key: 'nginx' as const, column: 3 as const },
])('$name: every answer carries the security headers', ({ key, column }) => {
  it.skipIf(key === 'nginx' && !hasNginx).each(table.map((row) => [row[0], row[1], row[column]] as const))(
    '%s',
    async (what, send, status) => {
      const answer = await send(servers[key]?.url ?? '');
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(answer, what);
    },
  );

  it.skipIf(key === 'nginx' && !hasNginx)('a file revalidated by its ETag (304)', async () => {
    const url = servers[key]?.url ?? '';
    const first = await sendRaw(url, '/logo.svg');
    const again = await sendRaw(url, '/logo.svg', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expectSecurityHeaders({ ...again, body: '' }, '304');
  });
});

describe('with the lender API down', () => {
  it.each([['app' as const], ['nginx' as const]])('%s answers /api with 502 and the security headers', async (key) => {
    if (key === 'nginx' && !hasNginx) return;
    await sandbox.close();
    const answer = await sendRaw(servers[key]?.url ?? '', '/api/v1/lead');
    expect(answer.status).toBe(502);
    expectSecurityHeaders({ ...answer, body: answer.body.toString() }, '502');
  });
});
