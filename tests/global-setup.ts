import { join } from 'node:path';
import { compileAll } from '../src/cli/compile.ts';
import { isCompiledFresh } from '../src/cli/freshness.ts';
import { readConfigSource } from '../src/cli/read-config.ts';

/** Tests use the same precompiled validators as the browser: compile them first when missing or stale. */
export default async function setup(): Promise<void> {
  const root = join(import.meta.dirname, '..');
  const outDir = join(root, 'src/generated');
  if (isCompiledFresh(root, outDir)) return;
  const { source, problems } = readConfigSource(root);
  const result = problems.length ? { problems } : await compileAll(root, source, outDir);
  if (result.problems.length) {
    // config tests report these problems one by one; compiled-validator tests will say the module is missing
    console.warn(
      `journey compile failed before the tests:\n${result.problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n')}`,
    );
  }
}
