import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { studioMiddleware } from '../../src/playground/server/studio-api.ts';
import { checkOverlay } from '../../src/playground/server/studio-check.ts';
import {
  changedFiles,
  checkProgramme,
  fetchHeadText,
  fetchStudioFiles,
  saveStudioFiles,
  StudioRequestError,
} from '../../src/playground/studio/studio-client.ts';
import { copyProject } from '../config/helpers.ts';

let project: ReturnType<typeof copyProject>;
let server: Server;

beforeAll(async () => {
  project = copyProject();
  const middleware = studioMiddleware(project.root, (programme, overlay, part) =>
    checkOverlay(project.root, programme, overlay, part),
  );
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  // the page's calls are relative to the studio's origin
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  server?.close();
  project?.cleanup();
});

const CONSTANTS = 'journey-config/programmes/supply-chain-finance/constants.json';

describe('studio-client against the studio server', () => {
  it('reads, saves what changed, and is told when a file changed on disk since', async () => {
    const read = await fetchStudioFiles();
    const present = {
      ...Object.fromEntries(Object.entries(read).map(([p, f]) => [p, f.text])),
      [CONSTANTS]: read[CONSTANTS].text.replace('10000', '20000'),
    };
    const changes = changedFiles(read, present);
    expect(Object.keys(changes)).toEqual([CONSTANTS]);
    const saved = await saveStudioFiles(changes);
    expect(saved).toEqual({
      ok: true,
      saved: [CONSTANTS],
      hashes: { [CONSTANTS]: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(readFileSync(join(project.root, CONSTANTS), 'utf8')).toBe(present[CONSTANTS]);

    // someone else changes the file; the studio saves its edit made on what it read before
    writeFileSync(join(project.root, CONSTANTS), read[CONSTANTS].text.replace('10000', '30000'));
    const refused = await saveStudioFiles(changes);
    expect(refused).toEqual({
      ok: false,
      status: 409,
      error: `${CONSTANTS} changed on disk since the studio read it: reload it or merge your edits by hand.`,
      conflicts: [CONSTANTS],
    });
  });

  it('a file read and now absent is deleted, a file not read is new', () => {
    const read = { 'a.json': { text: '{}', hash: 'h' }, 'b.json': { text: '{}', hash: 'g' } };
    expect(changedFiles(read, { 'a.json': '{}', 'c.json': '[]' })).toEqual({
      'b.json': { text: null, baseHash: 'g' },
      'c.json': { text: '[]', baseHash: null },
    });
  });

  it('a refused path comes back as 403, a check with its problems, a head of a folder without git as null', async () => {
    expect(await saveStudioFiles({ 'src/main.json': { text: '{}', baseHash: null } })).toMatchObject({
      ok: false,
      status: 403,
    });
    const result = await checkProgramme('supply-chain-finance', { [CONSTANTS]: '{ not json' });
    expect(result.problems).toEqual([
      expect.objectContaining({ file: CONSTANTS, message: expect.stringContaining('not valid JSON') }),
    ]);
    expect(await fetchHeadText(CONSTANTS)).toBeNull();
    await expect(fetchHeadText('../outside.json')).rejects.toBeInstanceOf(StudioRequestError);
  });
});
