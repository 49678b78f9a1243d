import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { preloadEffectWorkers } from '../../src/store/effects/effect-table.ts';
import { runProgrammeScenarios } from '../../src/scenarios/test-command.ts';
import {
  PROGRAMME,
  TWO_DEVICE_SCENARIOS,
  writeTwoDeviceScenarios,
  writeUdyamProgramme,
} from '../fixtures/udyam-programme.ts';

// Saved answers are server truth (issue 40): the udyam-loan programme (a config-only child of business-loan) played
// headless against the sandbox, logging in again on a second device between the Udyam screen and GST.
await preloadEffectWorkers();
const repoRoot = join(import.meta.dirname, '../..');
const root = mkdtempSync(join(tmpdir(), 'journey-two-devices-'));
cpSync(join(repoRoot, 'journey-config'), join(root, 'journey-config'), { recursive: true });
cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
writeUdyamProgramme(root);
writeTwoDeviceScenarios(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a saved answer read on a second device (udyam-loan)', () => {
  it('the programme lints', () => {
    const problems = lintConfig(readConfigSource(root).source);
    expect(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`)).toEqual([]);
  });

  it.each(Object.keys(TWO_DEVICE_SCENARIOS))(
    '%s',
    async (name) => {
      const { cases } = await runProgrammeScenarios(root, readConfigSource(root).source, PROGRAMME, name);
      expect(cases.map((c) => [c.name, c.failure ?? 'passed'])).toEqual([[name, 'passed']]);
    },
    120_000,
  );
});
