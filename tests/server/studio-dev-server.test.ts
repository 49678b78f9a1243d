// The studio's dev server (`npm run studio`: Vite with vite.playground.config.ts) over a copy of the project that holds
// symbolic links out of it: Vite's static server would follow them, and its CORS would let a page on another port read
// what it served.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, repoRoot } from '../config/helpers.ts';
import { sendRaw } from './helpers.ts';

const SECRET = 'outside-the-project-7c21';
let project: ReturnType<typeof copyProject>;
let outside: string;
let vite: ViteDevServer;
let url: string;

beforeAll(async () => {
  project = copyProject();
  outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
  writeFileSync(join(outside, 'secret.json'), `{"secret": "${SECRET}"}\n`);
  symlinkSync(outside, join(project.root, 'journey-config/linked'));
  symlinkSync(join(outside, 'secret.json'), join(project.root, 'journey-config/common/link.json'));
  symlinkSync(join(outside, 'secret.json'), join(project.root, 'schemas/link.json'));
  symlinkSync(
    join(project.root, 'journey-config/common/texts.json'),
    join(project.root, 'journey-config/inside-link.json'),
  );
  process.env.JOURNEY_ROOT = project.root;
  vite = await createServer({
    configFile: join(repoRoot, 'vite.playground.config.ts'),
    root: project.root,
    server: { port: 0, hmr: false },
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await vite.listen();
  url = vite.resolvedUrls?.local[0] ?? '';
}, 30_000);
afterAll(async () => {
  delete process.env.JOURNEY_ROOT;
  await vite?.close();
  project?.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

describe('the studio dev server and symbolic links', () => {
  it.each([
    '/journey-config/linked/secret.json',
    '/journey-config/common/link.json',
    '/journey-config/common/link.json?import',
    '/journey-config/common/link.json?raw',
    '/schemas/link.json',
    '/%6Aourney-config/common/link.json',
    '/journey-config/common/../linked/secret.json',
  ])('%s (a link out of the project) is refused with 403', async (path) => {
    const answer = await sendRaw(url, path);
    expect(answer.status).toBe(403);
    expect(answer.body.toString()).not.toContain(SECRET);
  });

  it('an /@fs/ URL through the link is refused too', async () => {
    const answer = await sendRaw(url, `/@fs${project.root}/journey-config/linked/secret.json`);
    expect(answer.status).toBe(403);
    expect(answer.body.toString()).not.toContain(SECRET);
  });

  it('a file of the project, and a link that stays inside it, are served', async () => {
    expect((await sendRaw(url, '/journey-config/common/texts.json')).status).toBe(200);
    expect((await sendRaw(url, '/journey-config/inside-link.json')).status).toBe(200);
  });
});

describe('the studio dev server and other origins', () => {
  it.each(['http://localhost:9999', 'http://127.0.0.1:1', 'https://attacker.example'])(
    'sends no CORS header to a page of %s',
    async (origin) => {
      const read = await sendRaw(url, '/journey-config/common/texts.json', { headers: { Origin: origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await sendRaw(url, '/__studio/save', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    },
  );
});
