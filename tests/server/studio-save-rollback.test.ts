// A studio save that fails while writing (a disk error after every check passed) leaves every file as it was: the
// rename of the second file is made to fail, and the first file, a deleted one and a new folder are put back.
import * as fs from 'node:fs';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { studioMiddleware } from '../../src/playground/server/studio-api.ts';
import { hashText } from '../../src/playground/server/studio-files.ts';
import { copyProject } from '../config/helpers.ts';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, renameSync: vi.fn(real.renameSync) };
});

let project: ReturnType<typeof copyProject>;
let server: Server;

beforeAll(async () => {
  project = copyProject();
  const middleware = studioMiddleware(project.root, () => Promise.reject(new Error('no check here')));
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  server?.close();
  project?.cleanup();
});

function post(body: unknown): Promise<{ status: number; json: { error?: string } }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/__studio/save',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const read = (path: string) => readFileSync(join(project.root, path), 'utf8');

describe('a save that fails while writing', () => {
  it('puts back every file it changed, removes its temporary copies and new folders, and says so without a path', async () => {
    const texts = 'journey-config/common/texts.json';
    const constants = 'journey-config/programmes/supply-chain-finance/constants.json';
    const deleted = 'journey-config/programmes/supply-chain-finance/programme.json';
    const created = 'journey-config/programmes/new-one/programme.json';
    const before = { [texts]: read(texts), [constants]: read(constants), [deleted]: read(deleted) };
    const realRename = vi.mocked(fs.renameSync).getMockImplementation() ?? (() => {});
    vi.mocked(fs.renameSync)
      .mockImplementationOnce(realRename)
      .mockImplementationOnce((from) => {
        throw Object.assign(new Error(`EIO: i/o error, rename '${String(from)}'`), { code: 'EIO' });
      });
    const { status, json } = await post({
      files: {
        [texts]: { text: `${before[texts]} `, baseHash: hashText(before[texts]) },
        [deleted]: { text: null, baseHash: hashText(before[deleted]) },
        [created]: { text: '{}\n', baseHash: null },
        [constants]: { text: `${before[constants]} `, baseHash: hashText(before[constants]) },
      },
    });
    expect(status).toBe(500);
    expect(json.error).toBe('the save failed while writing (EIO); every file is as it was before');
    expect(json.error).not.toContain(project.root);
    for (const [path, text] of Object.entries(before)) expect(read(path), path).toBe(text);
    expect(existsSync(join(project.root, 'journey-config/programmes/new-one'))).toBe(false);
    const left = (dir: string) => readdirSync(join(project.root, dir)).filter((name) => name.includes('studio-tmp'));
    expect([...left('journey-config/common'), ...left('journey-config/programmes/supply-chain-finance')]).toEqual([]);
  });
});
