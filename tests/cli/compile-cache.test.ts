import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileAll } from '../../src/cli/compile.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import type { ConfigSource } from '../../src/engine/types.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
const outDir = join(dir, 'generated');
// the intermediate modules import ajv's runtime: they must sit where the project's packages resolve
const work = { cache: join(root, 'node_modules/.cache', `compile-cache-test-${process.pid}`), viteRoot: root };
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(work.cache, { recursive: true, force: true });
});

const LOGIN_FORM = 'schemas/forms/login.schema.json';

function withEdit(source: ConfigSource, file: string, edit: (json: Record<string, unknown>) => void): ConfigSource {
  const copy = structuredClone(source[file]) as Record<string, unknown>;
  edit(copy);
  return { ...source, [file]: copy as Json };
}

describe('journey compile reuses the bundled validators while no form changed', () => {
  const { source } = readConfigSource(root);
  const validator = join(outDir, 'business-loan', 'login.js');

  it('bundles on the first compile, keeps the bundle after a text-only edit, rebuilds after a form edit', async () => {
    expect(source[LOGIN_FORM], `${LOGIN_FORM} exists`).toBeDefined();
    await compileAll(root, source, outDir, work);
    const first = statSync(validator).mtimeMs;
    writeFileSync(join(outDir, 'left-over.txt'), 'from an earlier compile');

    const retitled = withEdit(source, 'journey-config/programmes/business-loan/programme.json', (p) => {
      p.title = 'Retitled loan';
    });
    await compileAll(root, retitled, outDir, work);
    expect(statSync(validator).mtimeMs, 'the validator bundle is reused').toBe(first);
    expect(readFileSync(join(outDir, 'business-loan', 'programme.json'), 'utf8')).toContain('Retitled loan');
    expect(() => statSync(join(outDir, 'left-over.txt')), 'files the compile does not write are removed').toThrow();

    const patterned = withEdit(source, LOGIN_FORM, (schema) => {
      schema.description = 'changed';
      (schema.properties as Record<string, Record<string, unknown>>).mobile!.pattern = '^QQQ[0-9]+$';
    });
    await compileAll(root, patterned, outDir, work);
    expect(readFileSync(validator, 'utf8'), 'the changed pattern is in the rebuilt validator').toContain('^QQQ[0-9]+$');
  }, 120_000);
});
