import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioMiddleware } from '../../src/playground/server/studio-api.ts';
import { checkOverlay } from '../../src/playground/server/studio-check.ts';
import { conflictMessage, hashText } from '../../src/playground/server/studio-files.ts';
import { copyProject } from '../config/helpers.ts';

let project: ReturnType<typeof copyProject>;
let server: Server;
let port: number;
let outside: string;

beforeAll(async () => {
  project = copyProject();
  outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
  writeFileSync(join(outside, 'secret.json'), '{"secret": true}\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: project.root, stdio: 'ignore' });
  git('init', '-q');
  git('add', 'journey-config', 'schemas');
  git('-c', 'user.email=studio@test', '-c', 'user.name=studio', 'commit', '-qm', 'config');
  const middleware = studioMiddleware(project.root, (programme, overlay, part) =>
    checkOverlay(project.root, programme, overlay, part),
  );
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server?.close();
  project?.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

/** A request as a browser page (or another site) would send it; the Host header can be anything. */
function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const CONSTANTS = 'journey-config/programmes/supply-chain-finance/constants.json';
const read = (path: string) => readFileSync(join(project.root, path), 'utf8');
const save = (
  files: Record<string, { text: string | null; baseHash: string | null }>,
  headers?: Record<string, string>,
) => call('POST', '/__studio/save', { files }, headers);

describe('studio server: reading', () => {
  it('GET /__studio/files gives every config and schema JSON file with the sha256 of its text', async () => {
    const { status, json } = await call('GET', '/__studio/files');
    expect(status).toBe(200);
    const files = json.files as Record<string, { text: string; hash: string }>;
    expect(files[CONSTANTS]).toEqual({ text: read(CONSTANTS), hash: hashText(read(CONSTANTS)) });
    expect(Object.keys(files).some((p) => p.startsWith('schemas/forms/'))).toBe(true);
    expect(Object.keys(files).every((p) => /^(journey-config|schemas)\/.+\.json$/.test(p))).toBe(true);
  });

  it('GET /__studio/head gives the file at the last commit, and null for a file git does not have', async () => {
    writeFileSync(join(project.root, CONSTANTS), read(CONSTANTS).replace('10000', '12000'));
    const committed = await call('GET', `/__studio/head?path=${encodeURIComponent(CONSTANTS)}`);
    expect(committed.json.text).toContain('"value": 10000');
    execFileSync('git', ['checkout', '-q', '--', CONSTANTS], { cwd: project.root });
    expect((await call('GET', '/__studio/head?path=journey-config/programmes/new/programme.json')).json).toEqual({
      text: null,
    });
  });
});

describe('studio server: saving', () => {
  it('writes the files (new and changed) and answers their new hashes; a null text deletes a file', async () => {
    const before = read(CONSTANTS);
    const changed = before.replace('10000', '15000');
    const created = 'journey-config/programmes/supply-chain-finance/screens/extra.examples.json';
    const { status, json } = await save({
      [CONSTANTS]: { text: changed, baseHash: hashText(before) },
      [created]: { text: '{}\n', baseHash: null },
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      saved: [CONSTANTS, created],
      hashes: { [CONSTANTS]: hashText(changed), [created]: hashText('{}\n') },
    });
    expect(read(CONSTANTS)).toBe(changed);
    expect((await save({ [created]: { text: null, baseHash: hashText('{}\n') } })).status).toBe(200);
    expect(existsSync(join(project.root, created))).toBe(false);
    // no temporary file is left beside the saved one
    expect(
      readdirSync(join(project.root, 'journey-config/programmes/supply-chain-finance')).filter((n) =>
        n.includes('studio-tmp'),
      ),
    ).toEqual([]);
    await save({ [CONSTANTS]: { text: before, baseHash: hashText(changed) } });
  });

  it('refuses (409, nothing written) a file that changed on disk since the studio read it, naming it', async () => {
    const read0 = read(CONSTANTS);
    const outsideChange = read0.replace('10000', '11000');
    writeFileSync(join(project.root, CONSTANTS), outsideChange);
    const other = 'journey-config/programmes/supply-chain-finance/programme.json';
    const otherText = read(other);
    const { status, json } = await save({
      [CONSTANTS]: { text: read0.replace('10000', '99999'), baseHash: hashText(read0) },
      [other]: { text: `${otherText}\n`, baseHash: hashText(otherText) },
    });
    expect(status).toBe(409);
    expect(json).toEqual({
      error: `${CONSTANTS} changed on disk since the studio read it: reload it or merge your edits by hand.`,
      conflicts: [CONSTANTS],
    });
    expect(json.error).toBe(conflictMessage(CONSTANTS));
    expect(read(CONSTANTS)).toBe(outsideChange);
    expect(read(other)).toBe(otherText);
    writeFileSync(join(project.root, CONSTANTS), read0);
  });

  it('refuses a new file that appeared on disk since (baseHash null)', async () => {
    const path = 'journey-config/programmes/supply-chain-finance/texts.json';
    writeFileSync(join(project.root, path), '{}\n');
    const { status, json } = await save({ [path]: { text: '{"texts": {}}\n', baseHash: null } });
    expect([status, json.conflicts]).toEqual([409, [path]]);
    rmSync(join(project.root, path));
  });

  it.each<[string, string]>([
    ['a path outside journey-config/ and schemas/', 'package.json'],
    ['a file of src/', 'src/x.json'],
    ['a ".." segment', 'journey-config/../package.json'],
    ['a ".." that stays inside', 'journey-config/common/../common/texts.json'],
    ['an absolute path', '/etc/passwd.json'],
    ['a backslash path', 'journey-config\\common\\texts.json'],
    ['a file that is not .json', 'journey-config/common/notes.txt'],
    ['a folder itself', 'journey-config'],
    ['a link to a folder outside on the path', 'journey-config/linked/secret.json'],
    ['a link to a file', 'journey-config/common/link.json'],
  ])('refuses (403, nothing written) %s', async (_name, path) => {
    if (!existsSync(join(project.root, 'journey-config/linked'))) {
      symlinkSync(outside, join(project.root, 'journey-config/linked'));
      symlinkSync(join(outside, 'secret.json'), join(project.root, 'journey-config/common/link.json'));
    }
    const texts = read('journey-config/common/texts.json');
    const { status, json } = await save({
      'journey-config/common/texts.json': { text: `${texts} `, baseHash: hashText(texts) },
      [path]: { text: '{"written": true}\n', baseHash: null },
    });
    expect(status).toBe(403);
    expect(typeof json.error).toBe('string');
    expect(read('journey-config/common/texts.json')).toBe(texts);
    expect(readFileSync(join(outside, 'secret.json'), 'utf8')).toBe('{"secret": true}\n');
    expect(existsSync(join(project.root, 'package.json'))).toBe(false);
  });

  it('refuses to read a path through a link (head)', async () => {
    expect((await call('GET', '/__studio/head?path=journey-config/linked/secret.json')).status).toBe(403);
  });

  it('lists no file reached through a link (files)', async () => {
    expect(
      existsSync(join(project.root, 'journey-config/common/link.json')),
      'the links of the refusal cases are in place',
    ).toBe(true);
    const files = Object.keys((await call('GET', '/__studio/files')).json.files as Record<string, unknown>);
    expect(files).toContain('journey-config/common/texts.json');
    expect(files.filter((p) => p.includes('linked/') || p.endsWith('/link.json'))).toEqual([]);
  });
});

describe('studio server: a path no file can have is refused before anything is written', () => {
  const TEXTS = 'journey-config/common/texts.json';
  const long = 'n'.repeat(300);

  it('a name of 255 bytes, the most a file system takes, is saved (its temporary copy is named apart)', async () => {
    const path = `journey-config/common/${'n'.repeat(250)}.json`;
    expect((await save({ [path]: { text: '{}\n', baseHash: null } })).status).toBe(200);
    expect((await save({ [path]: { text: null, baseHash: hashText('{}\n') } })).status).toBe(200);
  });

  it.each<[string, Record<string, { text: string | null; baseHash: string | null }>, RegExp]>([
    ['a NUL byte', { 'journey-config/common/te\u0000xts.json': { text: '{}', baseHash: null } }, /NUL/],
    [
      'a 300-character name',
      { [`journey-config/common/${long}.json`]: { text: '{}', baseHash: null } },
      /longer than 255 bytes/,
    ],
    [
      'a 256-byte name (é is 2 bytes)',
      { [`journey-config/common/${'é'.repeat(125)}x.json`]: { text: '{}', baseHash: null } },
      /longer than 255 bytes/,
    ],
    [
      'a path of 1100 characters',
      { [`journey-config/${'d/'.repeat(550)}x.json`]: { text: '{}', baseHash: null } },
      /at most 1024 characters/,
    ],
    [
      'an existing file used as a folder',
      { [`${TEXTS}/inner.json`]: { text: '{}', baseHash: null } },
      /texts\.json is a file, not a folder/,
    ],
    [
      'an existing folder as the file',
      { 'journey-config/folder.json': { text: '{}', baseHash: null } },
      /is a folder, not a file/,
    ],
    [
      'a new file and a file inside it',
      {
        'journey-config/new.json': { text: '{}', baseHash: null },
        'journey-config/new.json/inner.json': { text: '{}', baseHash: null },
      },
      /a folder of another file/,
    ],
    [
      'a deletion through a file',
      { [`${TEXTS}/inner.json`]: { text: null, baseHash: null } },
      /is a file, not a folder/,
    ],
  ])('%s: 400 with a plain message, the files before it untouched', async (_name, bad, message) => {
    mkdirSync(join(project.root, 'journey-config/folder.json'), { recursive: true });
    const texts = read(TEXTS);
    const { status, json } = await save({ [TEXTS]: { text: `${texts} `, baseHash: hashText(texts) }, ...bad });
    expect(status).toBe(400);
    expect(json.error).toMatch(message);
    expect(json.error).not.toContain(project.root);
    expect(json.error).not.toContain(tmpdir());
    expect(read(TEXTS)).toBe(texts);
    expect(existsSync(join(project.root, 'journey-config/new.json'))).toBe(false);
    expect(readdirSync(join(project.root, 'journey-config/common')).filter((n) => n.includes('studio-tmp'))).toEqual(
      [],
    );
  });

  it.each([
    [
      'GET head',
      () => call('GET', `/__studio/head?path=${encodeURIComponent('journey-config/common/texts.json/x.json')}`),
    ],
    [
      'GET head of a NUL',
      () => call('GET', `/__studio/head?path=${encodeURIComponent('journey-config/x\u0000.json')}`),
    ],
    [
      'POST check',
      () =>
        call('POST', '/__studio/check', {
          programme: 'business-loan',
          files: { 'journey-config/common/texts.json/x.json': '{}' },
        }),
    ],
    [
      'POST check of a file and a file inside it',
      () =>
        call('POST', '/__studio/check', {
          programme: 'business-loan',
          files: { 'journey-config/a.json': '{}', 'journey-config/a.json/b.json': '{}' },
        }),
    ],
  ])('%s with such a path: 400, no absolute path', async (_name, ask) => {
    const { status, json } = await ask();
    expect(status).toBe(400);
    expect(String(json.error)).not.toContain(project.root);
    expect(String(json.error)).not.toContain(tmpdir());
  });
});

describe('studio server: its own page only', () => {
  it.each<[string, number, (port: number) => Record<string, string>]>([
    ['a loopback Host and no Origin', 200, () => ({})],
    ['Host localhost with a port', 200, () => ({ host: 'localhost:5180' })],
    ['Host [::1]', 200, () => ({ host: '[::1]:5180' })],
    ["the studio's own Origin", 200, (port) => ({ origin: `http://127.0.0.1:${port}` })],
    ['a same-origin fetch', 200, (port) => ({ origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' })],
    ['a page on another loopback port', 403, () => ({ origin: 'http://localhost:5180' })],
    ['a page on another loopback name, same port', 403, (port) => ({ origin: `http://localhost:${port}` })],
    ['the same host over https', 403, (port) => ({ origin: `https://127.0.0.1:${port}` })],
    ['a cross-site fetch without Origin', 403, () => ({ 'sec-fetch-site': 'cross-site' })],
    ['another Host (DNS rebinding)', 403, () => ({ host: 'attacker.example:5180' })],
    ['a Host that only starts like loopback', 403, () => ({ host: 'localhost.attacker.example' })],
    ["another site's Origin (cross-site POST)", 403, () => ({ origin: 'https://attacker.example' })],
    ['an Origin "null" (sandboxed frame)', 403, () => ({ origin: 'null' })],
  ])('%s -> %i', async (_name, status, headers) => {
    const texts = read('journey-config/common/texts.json');
    const answer = await save(
      { 'journey-config/common/texts.json': { text: texts, baseHash: hashText(texts) } },
      headers(port),
    );
    expect(answer.status).toBe(status);
    expect((await call('GET', '/__studio/files', undefined, headers(port))).status).toBe(status);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'a POST sent as "%s" (no preflight needed) is refused with 415, nothing written',
    async (type) => {
      const texts = read('journey-config/common/texts.json');
      const headers = { 'content-type': type, origin: `http://127.0.0.1:${port}` };
      const answer = await save(
        { 'journey-config/common/texts.json': { text: `${texts} `, baseHash: hashText(texts) } },
        headers,
      );
      expect(answer.status).toBe(415);
      expect(answer.json.error).toBe('the request must be sent as Content-Type: application/json');
      expect(read('journey-config/common/texts.json')).toBe(texts);
      expect((await call('POST', '/__studio/check', { programme: 'business-loan', files: {} }, headers)).status).toBe(
        415,
      );
    },
  );
});

describe('studio server: checking an overlay', () => {
  it("finds a problem in the studio's unsaved text, reports the vectors, and writes nothing", async () => {
    const path = 'journey-config/programmes/supply-chain-finance/screens/offer.json';
    const text = read(path);
    const broken = text.replace('"form": null', '"form": null, "next": 3');
    const { status, json } = await call('POST', '/__studio/check', {
      programme: 'supply-chain-finance',
      files: { [path]: broken },
    });
    expect(status).toBe(200);
    const problems = json.problems as Array<{ file: string; pointer: string; message: string }>;
    expect(problems.some((p) => p.file === path)).toBe(true);
    expect(typeof json.ms).toBe('number');
    expect(read(path)).toBe(text);
    const clean = await call('POST', '/__studio/check', { programme: 'supply-chain-finance', files: { [path]: text } });
    expect(clean.json.problems).toEqual([]);
    expect((clean.json.vectors as { passed: number }).passed).toBeGreaterThan(0);
  });

  it('reports an example vector the overlay breaks, and text that is not JSON', async () => {
    const path = 'journey-config/programmes/business-loan/screens/gst-entry.examples.json';
    const examples = JSON.parse(read(path));
    const failing = examples.examples.findIndex((v: { errors: unknown[] }) => v.errors.length > 0);
    examples.examples[failing].errors[0].message = 'a message the form never says';
    const { json } = await call('POST', '/__studio/check', {
      programme: 'business-loan',
      files: { [path]: JSON.stringify(examples) },
    });
    const vectors = json.vectors as { failed: Array<{ name: string; message: string }> };
    expect(vectors.failed.map((f) => f.message).join('\n')).toContain('a message the form never says');
    const syntax = await call('POST', '/__studio/check', {
      programme: 'business-loan',
      files: { [path]: '{ "examples": [' },
    });
    expect(syntax.json.problems).toEqual([
      expect.objectContaining({ file: path, pointer: '', message: expect.stringContaining('not valid JSON') }),
    ]);
  });

  it('answers 400 for a request that is not a check', async () => {
    expect((await call('POST', '/__studio/check', { files: {} })).status).toBe(400);
    expect((await call('POST', '/__studio/save', { files: { x: 'text' } })).status).toBe(400);
  });
});
