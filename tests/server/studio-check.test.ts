import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgrammeFiles } from '../../src/playground/model/programme-edits.ts';
import { checkOverlay } from '../../src/playground/server/studio-check.ts';
import { preloadEffectWorkers } from '../../src/store/effects/effect-table.ts';
import { copyProject } from '../config/helpers.ts';

const SCF = 'supply-chain-finance';
const scenarios = `journey-config/programmes/${SCF}/scenarios`;
const parentScenarios = 'journey-config/programmes/business-loan/scenarios';
let project: ReturnType<typeof copyProject>;

beforeAll(async () => {
  project = copyProject();
  // two scenarios (one starts from the other) keep the run short; supply-chain-finance plays business-loan's
  for (const folder of [scenarios, parentScenarios]) {
    for (const name of readdirSync(join(project.root, folder))) {
      if (!['happy-path.json', 'logout.json'].includes(name)) rmSync(join(project.root, folder, name));
    }
  }
  await preloadEffectWorkers();
});
afterAll(() => project?.cleanup());

describe('checkOverlay: scenarios (POST /__studio/check?scenarios=only)', () => {
  it("plays the programme's scenarios over the studio's texts, reporting them apart from lint and vectors", async () => {
    const clean = await checkOverlay(project.root, SCF, {}, 'scenarios');
    expect(clean.scenarios).toEqual({ passed: 2, failed: [] });
    expect([clean.problems, clean.vectors]).toEqual([[], { passed: 0, failed: [] }]);

    // the parent's scenario, which supply-chain-finance plays as it is
    const path = `${parentScenarios}/logout.json`;
    const text = readFileSync(join(project.root, path), 'utf8');
    const changed = await checkOverlay(
      project.root,
      SCF,
      { [path]: text.replace('"end": { "screen": "login" }', '"end": { "screen": "home" }') },
      'scenarios',
    );
    expect(changed.scenarios.passed).toBe(1);
    expect(changed.scenarios.failed).toEqual([{ name: 'logout', message: expect.stringContaining('home') }]);
    expect(readFileSync(join(project.root, path), 'utf8')).toBe(text);
  }, 120_000);

  it("the sandbox lender of a scenario run reads the studio's unsaved programme, not only the one on disk", async () => {
    // a new programme with its own code, not saved: the lender accepts a lead of that code only if it sees the studio's files
    const folder = 'journey-config/programmes/studio-unsaved';
    const overlay = {
      ...createProgrammeFiles({
        id: 'studio-unsaved',
        extends: 'business-loan',
        title: 'Unsaved',
        programCode: 'STUDIO_UNSAVED',
      }),
      [`${folder}/scenarios/happy-path.json`]: readFileSync(
        join(project.root, parentScenarios, 'happy-path.json'),
        'utf8',
      ),
    };
    const result = await checkOverlay(project.root, 'studio-unsaved', overlay, 'scenarios');
    // its own happy path, and the parent's logout it inherits
    expect(result.scenarios).toEqual({ passed: 2, failed: [] });
    expect(existsSync(join(project.root, folder))).toBe(false);
  }, 120_000);

  it('a fast check (the default) runs lint and vectors, not the scenarios', async () => {
    const fast = await checkOverlay(project.root, SCF, {});
    expect(fast.scenarios).toEqual({ passed: 0, failed: [] });
    expect(fast.vectors.passed).toBeGreaterThan(0);
  }, 60_000);

  it('an edit of a common file is linted too (it is outside every programme)', async () => {
    const path = 'journey-config/common/texts.json';
    const text = readFileSync(join(project.root, path), 'utf8');
    const broken = JSON.stringify({ ...JSON.parse(text), unknownKey: true });
    const result = await checkOverlay(project.root, SCF, { [path]: broken });
    expect(result.problems).toEqual(expect.arrayContaining([expect.objectContaining({ file: path })]));
  }, 60_000);
});
