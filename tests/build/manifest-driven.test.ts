// The build steps find a screen kind's module in the manifest `journey compile` writes, never by building its path.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryScreenModules } from '../../scripts/build/preload-entry-screen.ts';
import { repoRoot } from '../config/helpers.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project root holding only what the build steps read: the deployment, one resolved programme and the manifest. */
function projectWith(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'build-manifest-'));
  roots.push(root);
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(value));
  }
  return root;
}

describe('the build steps read the kind -> module map from src/generated/manifest.json', () => {
  it('the entry screen preloads the module the manifest names for its kind, wherever that is', () => {
    const root = projectWith({
      'journey-config/common/deployment.json': { defaultProgramme: 'p' },
      'src/generated/p/programme.json': {
        programme: { screens: { entry: 'start' } },
        screens: { start: { kind: 'form' } },
      },
      'src/generated/manifest.json': {
        formRenderers: { 'p/start': 'light' },
        screenModules: { form: 'src/elsewhere/entry-form.tsx' },
      },
    });
    expect(entryScreenModules(root)).toContain('src/elsewhere/entry-form.tsx');
    expect(entryScreenModules(root).join(' ')).not.toContain('form-screen');
  });

  it('no file under scripts/build builds a module path from a screen kind', () => {
    const dir = join(repoRoot, 'scripts/build');
    const built = readdirSync(dir).flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        .filter(({ line }) => /`[^`]*\$\{[^}]*\}-screen\.tsx`|screens\/\$\{|['"]-screen\.tsx['"]/.test(line)),
    );
    expect(built).toEqual([]);
  });
});
