import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { servedVersions } from '../../src/cli/releases/served-versions.ts';
import type { ReleaseRecord } from '../../src/engine/release-chain.ts';
import { runApprove } from '../../src/scenarios/release-gate.ts';
import { copyProject, journey } from '../config/helpers.ts';
import { startHarness, type Harness } from '../sandbox/harness.ts';
import { expectOk, leadBody, login } from '../sandbox/journey.ts';

// A published version leaves the build only once the lender says no lead in flight runs it (issue 35): the sandbox
// answers which versions its leads run by status (GET /lender/programme-versions), and `journey retire` refuses while
// a lead whose status is none of the programme's terminal steps still names the version.

const ASHA = 'Asha <asha@lender.example>';
const RAVI = 'Ravi <ravi@lender.example>';
const RELEASES = 'journey-config/releases/business-loan.json';
const DEPLOYMENT = 'journey-config/common/deployment.json';

let project: ReturnType<typeof copyProject>;
let h: Harness;

const retire = (...args: string[]) =>
  journey(['retire', 'business-loan', 'v1', h.url, '--root', project.root, ...args]);
const records = () =>
  (JSON.parse(readFileSync(join(project.root, RELEASES), 'utf8')) as { records: ReleaseRecord[] }).records;
const silent = { out: () => {}, err: () => {}, readStdin: () => '' };

/** A lead created on `version` by a borrower with this mobile (9000000013 is the sandbox's rejection). */
async function leadOn(mobile: string, version: string) {
  const token = await login(h, mobile);
  return h.post('/consumer/create/lead', token, { ...leadBody(mobile), programmeVersion: version });
}

beforeAll(async () => {
  project = copyProject();
  // one scenario to play at approval (the child's patch their parent's by name, so they go too)
  for (const folder of ['business-loan', 'supply-chain-finance']) {
    const scenarios = join(project.root, `journey-config/programmes/${folder}/scenarios`);
    for (const name of readdirSync(scenarios)) if (name !== 'rejected.json') rmSync(join(scenarios, name));
  }
  expect((await journey(['publish', 'business-loan', '--request', '--by', ASHA, '--root', project.root])).code).toBe(0);
  expect(await runApprove(['approve', 'business-loan', 'v1', '--by', RAVI, '--root', project.root], silent)).toBe(0);
}, 120_000);
afterAll(() => project.cleanup());
afterEach(() => h?.close());

describe('journey retire', () => {
  it('refuses while a lead in flight runs the version, naming how many and in which status', async () => {
    h = await startHarness({ delayMs: 0 });
    expectOk(await leadOn('9876543210', 'v1'));
    expect((await leadOn('9000000013', 'v1')).status).toBe(400); // rejected: terminal, not in flight
    const answer = await h.get('/lender/programme-versions');
    expect(answer.body).toEqual({
      data: {
        versions: expect.arrayContaining([
          { programCode: null, programmeVersion: 'v1', status: 'PENDING', leads: 1 },
          { programCode: null, programmeVersion: 'v1', status: 'REJECTED', leads: 1 },
        ]),
      },
    });
    expect(await retire('--by', RAVI)).toEqual({
      code: 1,
      out: '',
      err: 'journey retire: refused: 1 lead in flight still runs business-loan v1 (PENDING 1): it stays served until they finish\n',
    });
    expect(records().map((r) => r.kind)).toEqual(['request', 'approval']);
  });

  it('refuses a version the deployment runs, and one never published', async () => {
    h = await startHarness({ delayMs: 0 });
    const file = join(project.root, DEPLOYMENT);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(text), releases: { 'business-loan': { live: 'v1' } } }));
    const live = await retire('--by', RAVI);
    writeFileSync(file, text);
    expect(live.err).toBe(
      `journey retire: refused: business-loan v1 is live in ${DEPLOYMENT}: deploy another version first\n`,
    );
    const never = await journey(['retire', 'business-loan', 'v7', h.url, '--by', RAVI, '--root', project.root]);
    expect(never).toEqual({ code: 1, out: '', err: 'journey retire: refused: business-loan serves no version v7\n' });
  });

  it('refuses when the lender cannot be asked', async () => {
    h = await startHarness({ delayMs: 0 });
    const url = 'http://127.0.0.1:9/';
    const result = await journey(['retire', 'business-loan', 'v1', url, '--by', RAVI, '--root', project.root]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^journey retire: refused: cannot ask the lender at http:\/\/127\.0\.0\.1:9\/lender\/programme-versions \(/,
    );
  });

  it('retires it once only finished leads run it: the build serves it no more, and lint refuses a deployment naming it', async () => {
    h = await startHarness({ delayMs: 0 });
    expect((await leadOn('9000000013', 'v1')).status).toBe(400);
    expectOk(await leadOn('9876543211', 'v2')); // another version's lead in flight is no matter
    expect(servedVersions(readConfigSource(project.root).source).map((v) => v.version)).toEqual(['v1']);
    expect(await retire('--by', RAVI, '--note', 'every v1 lead has finished')).toEqual({
      code: 0,
      out: `journey retire: business-loan v1 is retired by ${RAVI}: no lead in flight runs it, and the next build serves it no more\n`,
      err: '',
    });
    expect(records().at(-1)).toMatchObject({
      kind: 'retirement',
      version: 'v1',
      by: RAVI,
      note: 'every v1 lead has finished',
    });
    expect(servedVersions(readConfigSource(project.root).source)).toEqual([]);
    expect((await journey(['lint', '--root', project.root])).code).toBe(0);
    const file = join(project.root, DEPLOYMENT);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(text), releases: { 'business-loan': { live: 'v1' } } }));
    const lint = await journey(['lint', '--root', project.root]);
    writeFileSync(file, text);
    expect(lint).toMatchObject({
      code: 1,
      out: `${DEPLOYMENT}#/releases/business-loan/live: business-loan v1 is not served: it is retired (served: none)\n`,
    });
    expect(await retire('--by', RAVI)).toMatchObject({
      code: 1,
      err: 'journey retire: refused: business-loan serves no version v1\n',
    });
  });
});
