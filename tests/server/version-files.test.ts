// A published programme version is served under its content hash, cached forever by the app server and by nginx with
// the recipe alike: the same paths asked of both (journey compile writes them, Vite copies them into dist/).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeServedVersions } from '../../src/cli/releases/served-versions.ts';
import { canonicalJson, releaseFile, servedVersionPath, versionFile } from '../../src/engine/release-chain.ts';
import type { ConfigSource } from '../../src/engine/types.ts';
import { ASSET_CACHE, FILE_CACHE, startAppServer } from '../../scripts/serve-app.ts';
import { addPrerenderedPages, hasNginx, makeBuildFolder, sendRaw, startNginx } from './helpers.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const content = { id: 'term-loan', texts: { kfs_cooling_off: 'You may cancel within 3 days.' } };
const hash = sha256(canonicalJson(content));
const pending = sha256('a requested version nobody approved');
const record = (kind: string, version: string, h: string) => ({ kind, version, hash: h });
const source: ConfigSource = {
  'journey-config/programmes/term-loan/programme.json': {},
  [releaseFile('term-loan')]: {
    records: [record('request', 'v1', hash), record('approval', 'v1', hash), record('request', 'v2', pending)],
  },
  [versionFile('term-loan', hash)]: { content },
  [versionFile('term-loan', pending)]: { content: { id: 'term-loan' } },
};

const servers: Array<{ name: string; url: string; stop: () => void }> = [];

beforeAll(async () => {
  const { dist } = makeBuildFolder();
  addPrerenderedPages(dist, { programme: 'term-loan', locales: ['en-IN'], pages: {}, routes: ['/'] }); // nginx includes its page map
  writeServedVersions(source, dist); // dist stands for public/: Vite copies it as it is
  const app = await startAppServer({ dist, port: 0, apiTarget: 'http://127.0.0.1:9' });
  servers.push({ name: 'app server', url: app.url, stop: () => app.server.close() });
  if (hasNginx) servers.push({ name: 'nginx', ...(await startNginx(dist)) });
});
afterAll(() => servers.forEach((s) => s.stop()));

describe('published versions, served', () => {
  it('answer a published version under its hash, immutable, on both servers; its content hashes to its name', async () => {
    expect(servers.map((s) => s.name)).toEqual(hasNginx ? ['app server', 'nginx'] : ['app server']);
    for (const { name, url } of servers) {
      const answer = await sendRaw(url, servedVersionPath('term-loan', hash));
      expect(answer.status, name).toBe(200);
      expect(answer.headers['cache-control'], name).toBe(ASSET_CACHE);
      expect(String(answer.headers['content-type']), name).toMatch(/^application\/json/);
      const served = JSON.parse(answer.body.toString('utf8')) as { version: string; content: unknown };
      expect(served.version, name).toBe('v1');
      expect(sha256(canonicalJson(served.content)), name).toBe(hash);
    }
  });

  it('serve no version that was only requested, and keep other files revalidated', async () => {
    for (const { name, url } of servers) {
      expect((await sendRaw(url, servedVersionPath('term-loan', pending))).status, name).toBe(404);
      expect((await sendRaw(url, '/logo.svg')).headers['cache-control'], name).toBe(FILE_CACHE);
    }
  });
});
