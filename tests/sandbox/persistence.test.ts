import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, waitFor, type Harness } from './harness.ts';
import { choose, expectOk, leadBody, login, walk, workflow } from './journey.ts';

let dir: string;
let dataFile: string;
const open: Harness[] = [];

async function start(startAt?: number, extra: Parameters<typeof startHarness>[0] = {}) {
  const h = await startHarness({ dataFile, delayMs: 1000, ...extra }, startAt);
  open.push(h);
  return h;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  dataFile = join(dir, 'state.json');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('persistence with a data file', () => {
  it('keeps leads and tokens across a restart', async () => {
    const first = await start();
    const { token, leadId } = await walk(first, '9876543210', 'gst');
    const before = expectOk(await first.get('/consumer/fetch/leadDetails', token));
    await first.close();
    const second = await start(first.now());
    expect(expectOk(await second.get('/consumer/fetch/leadDetails', token))).toEqual(before);
    expect(expectOk(await second.get('/consumer/fetch/applicantDetails', token, { leadId }))).toHaveLength(1);
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ version: 1 });
  });

  it('completes a callback that came due while the server was down', async () => {
    const first = await start();
    const w = await walk(first, '9876543210', 'banking-url');
    const [borrower] = expectOk(await first.get('/consumer/fetch/applicantDetails', w.token, { leadId: w.leadId }));
    await choose(first, borrower.bsRedirectURL, 'success');
    expect((await workflow(first, w.token, w.leadId)).BS_CALLBACK).toBe('pending');
    await first.close();
    const second = await start(first.now() + 5000);
    expect(await workflow(second, w.token, w.leadId)).toMatchObject({
      BS_CALLBACK: 'completed',
      QUOTE_CALLBACK: 'completed',
    });
    expect(expectOk(await second.get('/consumer/fetch/quote', w.token, { leadId: w.leadId })).quotes).toHaveLength(1);
  });

  it('keeps a logout and the token expiry across a restart', async () => {
    const first = await start(undefined, { tokenTtlS: 10 });
    const token = await login(first, '9876543210');
    const other = await login(first, '9876543211');
    expectOk(await first.get('/logout', token));
    await first.close();
    const second = await start(first.now(), { tokenTtlS: 10 });
    expect((await second.get('/consumer/fetch/profile', token)).status).toBe(401);
    expectOk(await second.get('/consumer/fetch/profile', other));
    second.advance(10_000);
    expect((await second.get('/consumer/fetch/profile', other)).status).toBe(401);
  });

  it('starts empty, and says so, when the data file is corrupt', async () => {
    writeFileSync(dataFile, '{ not json');
    const h = await start();
    expect(h.lines[0]).toMatch(/could not read .*state\.json/);
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', await login(h, '9876543210')))).toBeNull();
  });

  it('keeps everything in memory without a data file', async () => {
    const h = await startHarness({ dataFile: null });
    open.push(h);
    await login(h, '9876543210');
    expect(() => readFileSync(dataFile)).toThrow();
  });
});

describe('real time', () => {
  it('completes a callback only after delayMs on the real clock', async () => {
    const h = await startHarness({ delayMs: 30, now: Date.now, dataFile: null });
    open.push(h);
    const token = await login(h, '9876543210');
    const started = Date.now();
    const { leadId } = expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210')));
    const first = await workflow(h, token, leadId);
    if (Date.now() - started < 30) expect(first.DEDUPE_CALLBACK).toBe('pending');
    await waitFor(async () => (await workflow(h, token, leadId)).DEDUPE_CALLBACK === 'completed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
  });
});
