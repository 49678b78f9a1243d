import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { MetaChecker } from '../../src/engine/meta-check.ts';
import {
  decideVersion,
  pickVersion,
  readProgrammeDeployment,
  type ProgrammeDeployment,
  type VersionDecision,
  type VersionFacts,
} from '../../src/engine/release-rollout.ts';
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

/** A v2 build shipping v1, with v2 live, running v2; a signed-in borrower whose lead the lender has not answered yet. */
const base: VersionFacts = {
  signedIn: true,
  leadKnown: false,
  lead: null,
  mobile: '9876543210',
  deployment: { live: 'v2' },
  running: 'v2',
  built: 'v2',
  shipped: ['v1'],
  kept: null,
};

describe('decideVersion: the page runs the lead’s version once the lender has answered for the lead', () => {
  const table: Array<[string, Partial<VersionFacts>, VersionDecision]> = [
    ['signed out: nothing to decide', { signedIn: false, leadKnown: true, lead: { version: 'v1' } }, { kind: 'stay' }],
    [
      'the lender has not answered yet (the tab’s memory alone decides nothing)',
      { lead: { version: 'v1' } },
      { kind: 'stay' },
    ],
    [
      'a v1 lead on the v2 build: load v1',
      { leadKnown: true, lead: { version: 'v1' } },
      { kind: 'switch', version: 'v1', keep: 'v1' },
    ],
    ['a v2 lead on the v2 build: stay', { leadKnown: true, lead: { version: 'v2' } }, { kind: 'stay' }],
    ['a lead begun before versions: stay', { leadKnown: true, lead: { version: null } }, { kind: 'stay' }],
    ['no lead, v2 live: a new lead’s version is the running one', { leadKnown: true }, { kind: 'stay' }],
    [
      'no lead, v1 live again (the way back): load v1',
      { leadKnown: true, deployment: { live: 'v1' } },
      { kind: 'switch', version: 'v1', keep: 'v1' },
    ],
    [
      'a v2 lead on a tab running v1: back to the build’s own',
      { leadKnown: true, lead: { version: 'v2' }, running: 'v1', kept: 'v1' },
      { kind: 'switch', version: 'v2', keep: null },
    ],
    [
      'a v3 lead the build lacks: keep running, report it',
      { leadKnown: true, lead: { version: 'v3' } },
      { kind: 'missing', version: 'v3' },
    ],
    [
      'a switch that did not take is not tried again',
      { leadKnown: true, lead: { version: 'v1' }, kept: 'v1' },
      { kind: 'missing', version: 'v1' },
    ],
    [
      'no deployment for the programme: a borrower without a lead stays',
      { leadKnown: true, deployment: undefined },
      { kind: 'stay' },
    ],
    [
      'a v1 lead on a v2 build whose release takes v1 leads along (inFlight migrate): stay on v2',
      { leadKnown: true, lead: { version: 'v1' }, known: [{ version: 'v2', migration: { from: ['v1'] } }] },
      { kind: 'stay' },
    ],
    [
      'a v1 lead on a v3 build shipping a v2 that takes v1 leads along: load v2',
      {
        leadKnown: true,
        lead: { version: 'v1' },
        running: 'v3',
        built: 'v3',
        shipped: ['v1', 'v2'],
        known: [{ version: 'v2', migration: { from: ['v1'] } }],
      },
      { kind: 'switch', version: 'v2', keep: 'v2' },
    ],
  ];
  it.each(table)('%s', (_name, facts, decision) => {
    expect(decideVersion({ ...base, ...facts })).toEqual(decision);
  });
});
