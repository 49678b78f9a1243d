import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journey, repoRoot } from './helpers.ts';

// `journey lint --root <dir>` as documented, on a copy holding only journey-config/ and schemas/ (no node_modules, no
// src/): it checks the example vectors with validators compiled in the tool's own cache and writes nothing there.

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('journey lint --root on a config-only copy', () => {
  it('lints every programme, example vectors included, and writes nothing into the copy', async () => {
    const root = mkdtempSync(join(tmpdir(), 'journey-config-only-'));
    try {
      cpSync(join(repoRoot, 'journey-config'), join(root, 'journey-config'), { recursive: true });
      cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
      const before = filesUnder(root);
      const lint = await journey(['lint', '--root', root]);
      expect(lint.out + lint.err).toBe('journey lint: 2 programmes OK\n');
      expect(lint.code).toBe(0);
      expect(filesUnder(root)).toEqual(before);

      // and a broken vector is still found: the validators really ran
      const file = join(root, 'journey-config/programmes/business-loan/screens/login.examples.json');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          /"errors": \[\]/,
          '"errors": [{ "field": "/mobile", "message": "no such message" }]',
        ),
      );
      const broken = await journey(['lint', 'business-loan', '--root', root]);
      expect(broken.out + broken.err).toMatch(
        /login\.examples\.json#\/examples\/\d+: ".*" \(business-loan\): expected \/mobile "no such message" but the validator did not report it/,
      );
      expect(broken.code).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(
        join(
          repoRoot,
          'node_modules/.cache/journey-copies',
          createHash('sha1').update(root).digest('hex').slice(0, 16),
        ),
        { recursive: true, force: true },
      );
    }
  });
});
