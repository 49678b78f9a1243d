import { describe, expect, it } from 'vitest';
import type { ReleaseRecord } from '../../src/engine/release-chain.ts';
import type { ProgrammeDeployment } from '../../src/engine/release-rollout.ts';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import {
  describeDeployment,
  isReleaseProblem,
  listVersionRows,
  readPercent,
  setLiveVersion,
  setRollout,
  setRolloutShare,
} from '../../src/playground/model/releases.ts';

// What the Releases tab reads of the records and the deployment, and its edits of deployment.json.

const H1 = '1'.repeat(64);
const H2 = '2'.repeat(64);
const seal = { previous: null, recordHash: '0'.repeat(64) };
const request = (version: string, hash: string, author: string): ReleaseRecord => ({
  ...seal,
  kind: 'request',
  version,
  hash,
  at: `2025-04-0${version.slice(1)}T09:30:00.000Z`,
  author,
  note: `note of ${version}`,
  changelog: [`changes of ${version}`],
});
const approval = (version: string, hash: string, approver: string): ReleaseRecord => ({
  ...seal,
  kind: 'approval',
  version,
  hash,
  at: '2025-04-05T10:00:00.000Z',
  approver,
});
const records = [request('v1', H1, 'Asha'), approval('v1', H1, 'Ravi'), request('v2', H2, 'Ravi')];

describe('listVersionRows', () => {
  /** A row in short: its version, who approved it, what the deployment gives it. */
  type Short = [string, string | undefined, unknown];
  it.each<[string, ReleaseRecord[], ProgrammeDeployment | undefined, Short[]]>([
    ['no records', [], undefined, []],
    [
      'a published version and a pending one, no deployment',
      records,
      undefined,
      [
        ['v1', 'Ravi', undefined],
        ['v2', undefined, undefined],
      ],
    ],
    [
      'v1 live, v2 rolled out to 50 %',
      [...records, approval('v2', H2, 'Asha')],
      { live: 'v1', rollout: { version: 'v2', percent: 50 } },
      [
        ['v1', 'Ravi', { live: true }],
        ['v2', 'Asha', { rollout: 50 }],
      ],
    ],
    [
      'a rollout at 0 % gives its version to nobody',
      records,
      { live: 'v1', rollout: { version: 'v2', percent: 0 } },
      [
        ['v1', 'Ravi', { live: true }],
        ['v2', undefined, undefined],
      ],
    ],
    // an approval of another hash (a record written by hand) publishes nothing
    [
      'an approval of another hash',
      [request('v1', H1, 'Asha'), approval('v1', H2, 'Ravi')],
      undefined,
      [['v1', undefined, undefined]],
    ],
  ])('%s', (_name, given, deployment, expected) => {
    const rows = listVersionRows(given, deployment);
    expect(rows.map((r): Short => [r.version, r.approval?.approver, r.serves])).toEqual(expected);
  });

  it("keeps each request's hash, author, time, note and changelog", () => {
    expect(listVersionRows(records, undefined)[1]).toEqual({
      version: 'v2',
      hash: H2,
      author: 'Ravi',
      requestedAt: '2025-04-02T09:30:00.000Z',
      note: 'note of v2',
      changelog: ['changes of v2'],
    });
  });
});

describe('listVersionRows: retired versions and migrations', () => {
  it('marks a version a retirement record names, and what a version takes along', () => {
    const retirement = {
      kind: 'retirement',
      version: 'v1',
      hash: H1,
      at: '2025-05-01T09:30:00.000Z',
      by: 'Ravi',
      note: '',
      previous: null,
      recordHash: 'r',
    } as ReleaseRecord;
    const v2 = { ...request('v2', H2, 'Ravi'), migration: { from: ['v1'] } } as ReleaseRecord;
    const rows = listVersionRows([records[0]!, records[1]!, v2, retirement], undefined);
    expect(rows[0]).toMatchObject({ version: 'v1', retired: { by: 'Ravi', at: '2025-05-01T09:30:00.000Z' } });
    expect(rows[1]).toMatchObject({ version: 'v2', takesFrom: ['v1'] });
    expect(rows[1]).not.toHaveProperty('retired');
  });
});

describe('describeDeployment', () => {
  it.each<[ProgrammeDeployment | undefined, string]>([
    [
      undefined,
      'deployment.json names no live version of business-loan: new leads run the programme the app is built from.',
    ],
    [{ live: 'v1' }, 'v1 live; no rollout.'],
    [{ live: 'v1', rollout: { version: 'v2', percent: 50 } }, 'v1 live; v2 to 50 % of new leads.'],
    [{ live: 'v1', rollout: { version: 'v2', percent: 0 } }, 'v1 live; v2 rolled back (0 % of new leads).'],
    [{ live: 'v1', rollout: { version: 'v2', percent: 100 } }, 'v1 live; v2 to every new lead (100 %).'],
  ])('%j', (deployment, line) => {
    expect(describeDeployment('business-loan', deployment)).toBe(line);
  });
});

describe('readPercent', () => {
  it.each<[string, number | undefined]>([
    ['0', 0],
    ['50', 50],
    [' 100 ', 100],
    ['101', undefined],
    ['-5', undefined],
    ['12.5', undefined],
    ['', undefined],
    ['1e2', undefined],
  ])('%j', (typed, percent) => {
    expect(readPercent(typed)).toBe(percent);
  });
});

describe('the rollout edits of deployment.json', () => {
  const FILE = 'journey-config/common/deployment.json';
  const before = '{\n  "$schema": "../meta/deployment.schema.json",\n  "defaultProgramme": "business-loan"\n}\n';
  const edited = (...edits: Edit[][]) => {
    const files = edits.reduce<FileTexts>((now, e) => applyEdits(now, e), { [FILE]: before });
    return JSON.parse(files[FILE]!) as Record<string, unknown>;
  };

  it('makes a version live in an entry of its own, and keeps what was there', () => {
    expect(edited(setLiveVersion('business-loan', 'v1'))).toEqual({
      $schema: '../meta/deployment.schema.json',
      defaultProgramme: 'business-loan',
      releases: { 'business-loan': { live: 'v1' } },
    });
  });

  it('rolls a version out, changes its share, and takes the rollout away', () => {
    const live = setLiveVersion('business-loan', 'v1');
    const rolled = setRollout('business-loan', { version: 'v2', percent: 50 });
    expect(edited(live, rolled).releases).toEqual({
      'business-loan': { live: 'v1', rollout: { version: 'v2', percent: 50 } },
    });
    const back = setRolloutShare('business-loan', 0);
    expect(edited(live, rolled, back).releases).toEqual({
      'business-loan': { live: 'v1', rollout: { version: 'v2', percent: 0 } },
    });
    expect(edited(live, rolled, setRollout('business-loan', null)).releases).toEqual({
      'business-loan': { live: 'v1' },
    });
  });
});

describe('isReleaseProblem', () => {
  it.each<[string, string, boolean]>([
    ['journey-config/releases/business-loan.json', '/records/0/hash', true],
    ['journey-config/releases/supply-chain-finance.json', '/records/0/hash', false],
    ['journey-config/common/deployment.json', '/releases/business-loan/rollout/percent', true],
    ['journey-config/common/deployment.json', '/releases/supply-chain-finance/live', false],
    ['journey-config/common/deployment.json', '/defaultProgramme', false],
    ['journey-config/programmes/business-loan/programme.json', '/title', false],
  ])('%s#%s', (file, pointer, expected) => {
    expect(isReleaseProblem({ file, pointer }, 'business-loan')).toBe(expected);
  });
});
