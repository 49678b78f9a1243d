import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHashOf, type ReleaseRecord } from '../../src/engine/release-chain.ts';
import { sha256Hex } from '../../src/cli/releases/release-store.ts';
import { runApprove } from '../../src/scenarios/release-gate.ts';
import { copyProject, journey } from '../config/helpers.ts';

// `journey publish --migrate <file>` (issue 35, `inFlight: "migrate"`): a version that takes the leads in flight on
// earlier versions with it, its mapping of screens and answers checked against both versions when it is requested
// and by lint ever after.

const ASHA = 'Asha <asha@lender.example>';
const RAVI = 'Ravi <ravi@lender.example>';
const RELEASES = 'journey-config/releases/business-loan.json';
const LOGIN = 'journey-config/programmes/business-loan/screens/login.json';

let project: ReturnType<typeof copyProject>;
const silent = { out: () => {}, err: () => {}, readStdin: () => '' };
const file = (name: string, json: unknown) => writeFileSync(join(project.root, name), JSON.stringify(json));
const publish = (...args: string[]) =>
  journey(['publish', 'business-loan', '--request', '--by', ASHA, '--root', project.root, ...args]);
const readReleases = () =>
  JSON.parse(readFileSync(join(project.root, RELEASES), 'utf8')) as { records: ReleaseRecord[] };

beforeAll(async () => {
  project = copyProject();
  for (const folder of ['business-loan', 'supply-chain-finance']) {
    const scenarios = join(project.root, `journey-config/programmes/${folder}/scenarios`);
    for (const name of readdirSync(scenarios)) if (name !== 'rejected.json') rmSync(join(scenarios, name));
  }
  expect((await publish()).code).toBe(0);
  expect(await runApprove(['approve', 'business-loan', 'v1', '--by', RAVI, '--root', project.root], silent)).toBe(0);
  // v2 differs from v1 by one text
  project.edit(LOGIN, (json) => Object.assign(json, { title: 'Sign in' }));
}, 120_000);
afterAll(() => project.cleanup());

describe('journey publish --migrate', () => {
  it('refuses a mapping that names what the versions do not have, each name at its pointer', async () => {
    file('bad.json', {
      from: ['v1', 'v4'],
      screens: { 'business-detail-2': 'business-details-2' },
      answers: { 'businessDetailsPayloadS2.landmark': 'businessDetailsPayloadS2.landmarks' },
    });
    expect(await publish('--migrate', 'bad.json')).toEqual({
      code: 1,
      out: '',
      err: [
        'journey publish: refused: the migration names what the versions do not have',
        'bad.json#/from/1: migrates leads from v4, which is no earlier published version',
        'bad.json#/screens/business-detail-2: business-detail-2 is no screen of v1',
        'bad.json#/answers/businessDetailsPayloadS2.landmark: businessDetailsPayloadS2.landmarks is no saved answer of this version (<savedAs>.<field> of a form)',
        '',
      ].join('\n'),
    });
    file('shapeless.json', { from: 'v1' });
    expect((await publish('--migrate', 'shapeless.json')).err).toBe(
      'journey publish: refused: shapeless.json is no migration: {"from": ["v1", ...], "screens": {"old": "new"}, "answers": {"savedAs.field": "savedAs.field"}}\n',
    );
    expect(readReleases().records.map((r) => r.kind)).toEqual(['request', 'approval']);
  });

  it('records a sound mapping with the request, which lint then holds to both versions', async () => {
    const migration = {
      from: ['v1'],
      answers: { 'businessDetailsPayloadS2.landmark': 'businessDetailsPayloadS2.landmark' },
    };
    file('migration.json', migration);
    const { code, out } = await publish('--migrate', 'migration.json');
    expect(code).toBe(0);
    expect(out.split('\n').at(-2)).toBe('  leads in flight on v1 move to v2');
    expect(readReleases().records[2]).toMatchObject({ kind: 'request', version: 'v2', migration });
    expect((await journey(['lint', '--root', project.root])).code).toBe(0);

    // a record sealed afresh with a mapping to nowhere (written by hand): lint names the name at its pointer
    const path = join(project.root, RELEASES);
    const original = readFileSync(path, 'utf8');
    const edited = JSON.parse(original) as { records: Array<ReleaseRecord & { migration?: unknown }> };
    edited.records[2]!.migration = { from: ['v1'], answers: { 'businessDetailsPayloadS2.landmark': 'gone.field' } };
    edited.records[2]!.recordHash = recordHashOf(edited.records[2]!, sha256Hex);
    writeFileSync(path, JSON.stringify(edited, null, 2));
    const lint = await journey(['lint', '--root', project.root]);
    writeFileSync(path, original);
    expect(lint).toMatchObject({
      code: 1,
      out: `${RELEASES}#/records/2/migration/answers/businessDetailsPayloadS2.landmark: gone.field is no saved answer of this version (<savedAs>.<field> of a form)\n`,
    });
  });

  it('is an option of publish only', async () => {
    const result = await journey([
      'approve',
      'business-loan',
      'v2',
      '--migrate',
      'migration.json',
      '--root',
      project.root,
    ]);
    expect(result).toMatchObject({
      code: 2,
      err: expect.stringContaining('--migrate is an option of "journey publish" only'),
    });
  });
});
