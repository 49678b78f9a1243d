import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { copyProject, journey, repoRoot } from './helpers.ts';

// `journey migrate` on the previous config format of both shipped programmes (tests/config/fixtures/format-1, the
// files format 2 changed): the programmes it writes resolve to exactly what the old ones resolved to.

const PROGRAMMES = 'journey-config/programmes';

function formatOneProject() {
  const project = copyProject();
  cpSync(join(repoRoot, 'tests/config/fixtures/format-1'), join(project.root, PROGRAMMES), { recursive: true, filter: (path) => !path.endsWith('README.md') });
  return project;
}

function resolvedBoth(root: string) {
  const { source } = readConfigSource(root);
  return ['business-loan', 'supply-chain-finance'].map((id) => {
    const { programme, problems } = resolveProgramme(source, id);
    expect(problems).toEqual([]);
    const { formatVersion: _version, ...settings } = programme!.programme;
    return { ...programme!, programme: settings };
  });
}

describe('journey migrate, on the previous format of both shipped programmes', () => {
  it('lint says how to migrate a programme that restates its parent\'s lists', async () => {
    const project = formatOneProject();
    try {
      const lint = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(lint.out + lint.err).toBe(
        `${PROGRAMMES}/supply-chain-finance/programme.json#: written in config format 1, and restates 2 lists of its parent whole ` +
          `(${PROGRAMMES}/supply-chain-finance/programme.json#/offer/fields, ${PROGRAMMES}/supply-chain-finance/screens/quote.json#/fields): ` +
          'run `journey migrate supply-chain-finance` to rewrite it in format 2 (lists patched by name)\n',
      );
      expect(lint.code).toBe(1);
    } finally {
      project.cleanup();
    }
  });

  it('rewrites them as list patches and the resolved programmes stay the same', async () => {
    const project = formatOneProject();
    try {
      const before = resolvedBoth(project.root);
      const scf = await journey(['migrate', 'supply-chain-finance', '--root', project.root]);
      expect(scf.out).toBe(
        `${PROGRAMMES}/supply-chain-finance/programme.json#/offer/fields: the parent's list, written whole, is now patched by name\n` +
          `${PROGRAMMES}/supply-chain-finance/screens/quote.json#/fields: the parent's list, written whole, is now patched by name\n` +
          'journey migrate: supply-chain-finance is written in config format 2 (2 files rewritten)\n',
      );
      const bl = await journey(['migrate', 'business-loan', '--root', project.root]);
      expect(bl.out).toBe('journey migrate: business-loan is written in config format 2 (1 files rewritten)\n');
      expect(resolvedBoth(project.root)).toEqual(before);

      const programme = JSON.parse(readFileSync(join(project.root, PROGRAMMES, 'supply-chain-finance/programme.json'), 'utf8')) as { formatVersion: number; offer: { fields: unknown } };
      expect(programme.formatVersion).toBe(2);
      expect(programme.offer.fields).toEqual({
        $patch: [
          { $remove: 'emi' },
          { key: 'loanAmount', label: 'Credit line' },
          { key: 'roiPct', label: 'Interest' },
          { key: 'tenor', label: 'Line Validity', $after: 'roiPct' },
          { $insert: { key: 'processingFee', label: 'Processing Fees', format: 'inr' }, $after: 'tenor' },
        ],
      });
      const lint = await journey(['lint', '--root', project.root]);
      expect(lint.out + lint.err).toBe('journey lint: 2 programmes OK\n');
    } finally {
      project.cleanup();
    }
  });
});
