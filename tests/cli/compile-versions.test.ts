import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileAll } from '../../src/cli/compile.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { publishTwoVersions, V1_COOLING_OFF, V2_COOLING_OFF } from '../fixtures/two-versions.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'compile-versions-'));
const outDir = join(dir, 'generated');
// the intermediate modules import ajv's runtime: they must sit where the project's packages resolve
const work = { cache: join(root, 'node_modules/.cache', `compile-versions-test-${process.pid}`), viteRoot: root };
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(work.cache, { recursive: true, force: true });
});

const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

describe('journey compile writes every other published version the build serves, for the browser', () => {
  it('builds as v2 and ships v1 apart: its programme, parts and forms, its changed form’s own validators', async () => {
    for (const part of ['journey-config', 'schemas']) cpSync(join(root, part), join(dir, part), { recursive: true });
    const { v1 } = publishTwoVersions(dir);
    const { problems } = await compileAll(dir, readConfigSource(dir).source, outDir, work);
    expect(problems).toEqual([]);
    const index = read('index.ts');
    expect(index).toContain('export const builtVersions: Readonly<Record<string, string>> = {"business-loan":"v2"};');
    expect(index).toContain(`"business-loan@v1": {`);
    expect(index).not.toContain('"business-loan@v2"');
    expect(index).toContain('export const versioned = true;');
    const programme = JSON.parse(read('business-loan@v1/programme.json')) as ResolvedProgramme;
    expect(programme.release).toEqual({ version: 'v1', hash: v1 });
    expect(read('business-loan@v1/screen-parts.json')).toContain(V1_COOLING_OFF);
    expect(read('business-loan@v1/screen-parts.json')).not.toContain(V2_COOLING_OFF);
    expect(read('business-loan/screen-parts.json')).toContain(V2_COOLING_OFF);
    expect(read('business-loan@v1/business-details-2.form.json')).not.toContain('udyamNumber');
    // the changed form has validators of its own; an unchanged one reuses the build's module
    expect(existsSync(join(outDir, 'business-loan@v1/business-details-2.js'))).toBe(true);
    expect(existsSync(join(outDir, 'business-loan@v1/business-details-1.js'))).toBe(false);
    // keyed as the build's own tables are, so the app puts them in the build's place
    expect(index).toContain(
      `"business-loan/business-details-1": () => import('./business-loan/business-details-1.js')`,
    );
    expect(index).toContain(
      `"business-loan/business-details-2": () => import('./business-loan@v1/business-details-2.js')`,
    );
    expect(index).toContain(`loadScreenParts: { "business-loan": () => import('./business-loan@v1/screen-parts.json')`);
    expect(read('business-loan@v1/business-details-2.js')).not.toContain('udyamNumber');
    expect(read('business-loan/business-details-2.js')).toContain('udyamNumber');
  }, 120_000);
});
