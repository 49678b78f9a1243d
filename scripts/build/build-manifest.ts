// What the build steps and the size script read instead of deciding again: `journey compile`'s manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifest } from '../../src/engine/form-renderer.ts';

/** src/generated/manifest.json (each form's renderer, each screen kind's module). */
export function readBuildManifest(root: string): BuildManifest {
  return JSON.parse(readFileSync(join(root, 'src/generated/manifest.json'), 'utf8')) as BuildManifest;
}

/**
 * Where `journey compile` writes a programme's shipped files in a locale (src/cli/compile-locales.ts), relative to the
 * project root: the plain files in the source locale, a folder of their own beside them in another.
 */
export function programmeFolder(id: string, locale: string, sourceLocale: string): string {
  return locale === sourceLocale ? `src/generated/${id}` : `src/generated/${id}/${locale}`;
}
