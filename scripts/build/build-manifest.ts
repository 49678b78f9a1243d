// What the build steps and the size script read instead of deciding again: `journey compile`'s manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest } from '../../src/engine/form-renderer.ts';

/** src/generated/manifest.json (each form's renderer, each screen kind's module). */
export function readBuildManifest(root: string): BuildManifest {
  return JSON.parse(readFileSync(join(root, 'src/generated/manifest.json'), 'utf8')) as BuildManifest;
}
