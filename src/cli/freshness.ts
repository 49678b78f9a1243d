import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = statSync(path);
    newest = Math.max(newest, st.isDirectory() ? newestMtime(path) : st.mtimeMs);
  }
  return newest;
}

/** True when `journey compile` output is newer than every config, schema and engine file it is built from. */
export function isCompiledFresh(root: string, outDir: string): boolean {
  const index = join(outDir, 'index.ts');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return ['journey-config', 'schemas', 'src/engine'].every((d) => newestMtime(join(root, d)) <= built);
}
