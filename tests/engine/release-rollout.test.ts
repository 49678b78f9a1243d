import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { MetaChecker } from '../../src/engine/meta-check.ts';
import { pickVersion, readProgrammeDeployment, type ProgrammeDeployment } from '../../src/engine/release-rollout.ts';
import { repoRoot } from '../config/helpers.ts';

const mobiles = Array.from({ length: 1000 }, (_, i) => String(9_876_500_000 + i));
const share = (deployment: ProgrammeDeployment, version: string) =>
  mobiles.filter((m) => pickVersion(deployment, m) === version).length / mobiles.length;

describe('a rollout picks the version of a new lead by a stable bucket of its mobile number', () => {
  const halfway: ProgrammeDeployment = { live: 'v1', rollout: { version: 'v2', percent: 50 } };

  it('at 50 % puts 45-55 % of 1,000 mobile numbers on each version', () => {
    expect(share(halfway, 'v2')).toBeGreaterThanOrEqual(0.45);
    expect(share(halfway, 'v2')).toBeLessThanOrEqual(0.55);
    expect(share(halfway, 'v1')).toBeCloseTo(1 - share(halfway, 'v2'));
  });

  it('always gives a number the same version', () => {
    const first = mobiles.map((m) => pickVersion(halfway, m));
    expect(mobiles.map((m) => pickVersion({ ...halfway }, m))).toEqual(first);
  });

  it('moves a number only one way as the percentage grows', () => {
    const at25 = { live: 'v1', rollout: { version: 'v2', percent: 25 } };
    expect(mobiles.filter((m) => pickVersion(at25, m) === 'v2').every((m) => pickVersion(halfway, m) === 'v2')).toBe(
      true,
    );
  });

  it('sends every new lead back to the previous version at 0 %, or with the rollout removed', () => {
    expect(share({ live: 'v1', rollout: { version: 'v2', percent: 0 } }, 'v1')).toBe(1);
    expect(share({ live: 'v1', rollout: null }, 'v1')).toBe(1);
    expect(share({ live: 'v1', rollout: { version: 'v2', percent: 100 } }, 'v2')).toBe(1);
  });
});

describe("the deployment's releases field", () => {
  const meta = new MetaChecker(readConfigSource(repoRoot).source);
  const check = (releases: unknown) =>
    meta.check(
      'deployment.json',
      { defaultProgramme: 'business-loan', releases } as Json,
      'journey-config/meta/deployment.schema.json',
    );

  it('takes a live version and a rollout per programme', () => {
    expect(check({ 'business-loan': { live: 'v1', rollout: { version: 'v2', percent: 50 } } })).toEqual([]);
    expect(check({ 'business-loan': { live: 'v1', rollout: null } })).toEqual([]);
  });

  it('refuses a share above 100 % and a version that is not vN', () => {
    expect(
      check({ 'business-loan': { live: 'v1', rollout: { version: 'v2', percent: 150 } } }).map((p) => p.pointer),
    ).toEqual(['/releases/business-loan/rollout/percent']);
    expect(check({ 'business-loan': { live: 'latest' } }).map((p) => p.pointer)).toEqual([
      '/releases/business-loan/live',
    ]);
  });
});

describe('readProgrammeDeployment reads one programme of the releases field', () => {
  const DEPLOYMENT = 'journey-config/common/deployment.json';
  const BL = 'business-loan';
  const cases: Array<[string, unknown, string, ProgrammeDeployment | undefined]> = [
    ['a live version', { [BL]: { live: 'v1' } }, BL, { live: 'v1' }],
    [
      'a live version and a rollout',
      { [BL]: { live: 'v1', rollout: { version: 'v2', percent: 50 } } },
      BL,
      { live: 'v1', rollout: { version: 'v2', percent: 50 } },
    ],
    ['a rollout of null', { [BL]: { live: 'v1', rollout: null } }, BL, { live: 'v1' }],
    ['another programme only', { 'supply-chain-finance': { live: 'v3' } }, BL, undefined],
    ['no live version', { [BL]: { rollout: { version: 'v2', percent: 50 } } }, BL, undefined],
    ['no releases field', undefined, BL, undefined],
    ['a name the releases object inherits (toString)', {}, 'toString', undefined],
  ];
  it.each(cases)('%s', (_name, releases, programme, expected) => {
    const source = { [DEPLOYMENT]: { defaultProgramme: BL, releases } as Json };
    expect(readProgrammeDeployment(source, programme)).toEqual(expected);
  });

  it('is undefined without a deployment file', () => {
    expect(readProgrammeDeployment({}, BL)).toBeUndefined();
  });
});
