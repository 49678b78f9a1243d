import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveScenarios } from '../../src/engine/scenarios.ts';
import type { Json } from '../../src/engine/json.ts';
import { copyProject, journey, repoRoot } from '../config/helpers.ts';

// A child programme plays its parent's scenarios against itself; its file of the same name patches the parent's
// steps by id (engine/scenarios.ts). Supply-chain-finance keeps only what differs from business-loan's.

const BL = 'journey-config/programmes/business-loan';
const SCF = 'journey-config/programmes/supply-chain-finance';
const repoSource = readConfigSource(repoRoot).source;
/** A copy of the shipped config to break. */
const copySource = () => structuredClone(repoSource) as Record<string, Json>;
const lines = (source: typeof repoSource, id: string) =>
  lintConfig(source, id).map((p) => `${p.file}#${p.pointer}: ${p.message}`);

describe('inherited scenarios', () => {
  it('supply-chain-finance plays every business-loan scenario, its own files patching steps by id', () => {
    const parent = resolveScenarios(repoSource, 'business-loan');
    const child = resolveScenarios(repoSource, 'supply-chain-finance');
    expect(child.problems).toEqual([]);
    expect(Object.keys(child.scenarios).sort()).toEqual(Object.keys(parent.scenarios).sort());
    expect(child.files.logout).toBe(`${BL}/scenarios/logout.json`);
    expect(child.files['happy-path']).toBe(`${SCF}/scenarios/happy-path.json`);
    const steps = child.scenarios['happy-path']!.steps as Array<Record<string, Json>>;
    expect(steps).toHaveLength((parent.scenarios['happy-path']!.steps as Json[]).length);
    expect(JSON.stringify(steps.find((s) => s.id === 'create-lead'))).toContain('"/programCode":"DEALER_FIN"');
    expect(steps.find((s) => s.id === 'accept-offer')).not.toHaveProperty('data');
  });

  it('supply-chain-finance has no copy of a business-loan scenario file', () => {
    for (const name of readdirSync(join(repoRoot, SCF, 'scenarios'))) {
      expect(readFileSync(join(repoRoot, SCF, 'scenarios', name), 'utf8')).not.toBe(
        readFileSync(join(repoRoot, BL, 'scenarios', name), 'utf8'),
      );
    }
    expect(lintConfig(repoSource).filter((p) => p.file.includes('/scenarios/'))).toEqual([]);
  });

  it('a child scenario that copies a step of its parent fails lint, with the step', () => {
    const source = copySource();
    const parentSteps = (source[`${BL}/scenarios/offline.json`] as { steps: Json[] }).steps;
    source[`${SCF}/scenarios/offline.json`] = {
      $schema: '../../../meta/scenario.schema.json',
      steps: {
        $patch: [
          { $insert: { ...(parentSteps[0] as Record<string, Json>), id: 'login-again' }, $after: 'accept-offer' },
        ],
      },
    };
    expect(lines(source, 'supply-chain-finance')).toContain(
      `${SCF}/scenarios/offline.json#/steps/$patch/0/$insert: a copy of ${BL}/scenarios/offline.json#/steps/0: a child's scenario patches its parent's steps by id ({"steps": {"$patch": [...]}}), stating only the steps that differ`,
    );
  });

  it('a child scenario copied whole, or a patch that changes nothing, fails lint', () => {
    const source = copySource();
    source[`${SCF}/scenarios/logout.json`] = structuredClone(source[`${BL}/scenarios/logout.json`]!);
    source[`${SCF}/scenarios/offline.json`] = {
      $schema: '../../../meta/scenario.schema.json',
      steps: { $patch: [{ id: 'accept-offer', screen: 'offer' }] },
    };
    const found = lines(source, 'supply-chain-finance');
    expect(found).toContain(
      `${SCF}/scenarios/logout.json#/title: restates ${BL}/scenarios/logout.json#/title: a child's scenario states only what differs from its parent's`,
    );
    expect(found).toContain(
      `${SCF}/scenarios/logout.json#/steps/0: a copy of ${BL}/scenarios/logout.json#/steps/0: a child's scenario patches its parent's steps by id ({"steps": {"$patch": [...]}}), stating only the steps that differ`,
    );
    expect(found).toContain(
      `${SCF}/scenarios/offline.json#/steps/$patch/0: changes nothing in ${BL}/scenarios/offline.json's step "accept-offer": remove the operation`,
    );
  });

  it('a patch naming a step the parent does not have fails lint at the operation', () => {
    const source = copySource();
    source[`${SCF}/scenarios/offline.json`] = {
      $schema: '../../../meta/scenario.schema.json',
      steps: { $patch: [{ id: 'accept-the-offer', data: null }] },
    };
    expect(
      lines(source, 'supply-chain-finance').find((l) =>
        l.startsWith(`${SCF}/scenarios/offline.json#/steps/$patch/0/id: no item "accept-the-offer"`),
      ),
    ).toBeDefined();
  });

  it('a parent scenario that no longer fits the child is reported where to patch it', () => {
    const source = copySource();
    const accept = (source[`${BL}/screens/offer.json`] as { actions: Array<Record<string, Json>> }).actions.find(
      (a) => a.id === 'accept',
    )!;
    (source[`${SCF}/screens/offer.json`] as Record<string, Json>).actions = {
      $patch: [{ $remove: 'accept' }, { $insert: { ...accept, id: 'take' } }],
    };
    delete source[`${SCF}/scenarios/offline.json`];
    const found = lines(source, 'supply-chain-finance');
    expect(found).toContain(
      `${BL}/scenarios/offline.json#/steps/3/press: screen "offer" has no action "accept" (actions: take) (played by supply-chain-finance: patch it in ${SCF}/scenarios/offline.json)`,
    );
    // a step the child patches is reported in the child's patch
    expect(found).toContain(
      `${SCF}/scenarios/detours.json#/steps/$patch/0/press: screen "offer" has no action "accept" (actions: take)`,
    );
  });
});

describe('journey test on a programme of its own config', () => {
  it('with nothing to play exits 1 and says where scenarios go', async () => {
    const project = copyProject();
    try {
      for (const id of ['business-loan', 'supply-chain-finance'])
        rmSync(join(project.root, 'journey-config/programmes', id, 'scenarios'), { recursive: true });
      const run = await journey(['test', 'business-loan', '--root', project.root]);
      expect(run.code).toBe(1);
      expect(run.err).toBe(
        `journey test: no scenario to play: write one in ${BL}/scenarios/<name>.json (a programme that extends another plays its parent's)\n`,
      );
    } finally {
      project.cleanup();
    }
  });

  it("a config-only child with no scenario of its own passes --full-coverage through its parent's", async () => {
    const project = copyProject();
    try {
      project.write('journey-config/programmes/msme-lite/programme.json', {
        $schema: '../../meta/programme.schema.json',
        formatVersion: 2,
        id: 'msme-lite',
        extends: 'business-loan',
        title: 'MSME Lite',
        brand: { name: 'Udyam MSME Lite' },
        identity: { platformName: 'Udyam MSME Lite' },
      });
      const run = await journey(['test', 'msme-lite', '--full-coverage', '--root', project.root]);
      expect(run.err).toBe('');
      expect(run.out).toContain('PASS msme-lite scenarios › happy-path');
      expect(run.out).toMatch(/journey test: (\d+) scenarios, \1 passed, 0 failed/);
      expect(run.out).toContain(
        'msme-lite coverage: transitions 100 %, actions 100 %, modals 100 %, error outcomes 100 %',
      );
      expect(run.code).toBe(0);
    } finally {
      project.cleanup();
    }
  }, 120000);
});
