import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { copyProject, journey, repoRoot } from './helpers.ts';

// lint -> migrate -> lint on a format-1 child of today's (format-2) business loan: migrate finishes what lint asks,
// and removes nothing the child did not remove (the parent has added the amount received, the APR and the charges to
// the offer since the child copied its list).

const PROGRAMMES = 'journey-config/programmes';
const FORMAT_1 = join(repoRoot, 'tests/config/fixtures/format-1');

const offerKeys = (root: string, id: string) =>
  (
    resolveProgramme(readConfigSource(root).source, id).programme!.programme.offer!.fields as Array<{ key: string }>
  ).map((f) => f.key);

describe('journey migrate on a format-1 child of a format-2 parent', () => {
  it("the format-1 supply-chain-finance over today's business loan: lint, migrate, lint passes, the owed rows kept", async () => {
    const project = copyProject();
    try {
      cpSync(join(FORMAT_1, 'supply-chain-finance'), join(project.root, PROGRAMMES, 'supply-chain-finance'), {
        recursive: true,
      });
      const before = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(before.code).toBe(1);
      expect(before.out).toContain('run `journey migrate supply-chain-finance`');
      const migrated = await journey(['migrate', 'supply-chain-finance', '--root', project.root]);
      expect(migrated.code).toBe(0);
      const file = `${PROGRAMMES}/supply-chain-finance/programme.json`;
      expect(migrated.out.split('\n')).toEqual(
        expect.arrayContaining([
          `${file}#/offer/fields: keeps "netDisbursed", which the parent has and this list did not restate (the parent may have added it since): add {"$remove": "netDisbursed"} to this list's patch to drop it`,
          `${file}#/offer/fields: "loanAmount" keeps its term "amount", renamed "Credit line" in programme.json#/terms`,
          `${PROGRAMMES}/supply-chain-finance/screens/quote.json#/fields: removed, a copy of the offer's fields: the quote shows the offer's fields, with their terms' labels`,
        ]),
      );
      const after = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(after.out + after.err).toBe('journey lint: programme supply-chain-finance OK\n');
      expect(offerKeys(project.root, 'supply-chain-finance')).toEqual(
        expect.arrayContaining(['netDisbursed', 'aprPct', 'totalCharges']),
      );
      const written = readFileSync(join(project.root, file), 'utf8');
      expect(written).not.toContain('"term": null');
      expect(JSON.parse(written).terms).toEqual({
        $patch: [
          { id: 'amount', label: 'Credit line' },
          { id: 'rate', label: 'Interest' },
          { id: 'tenure', label: 'Line Validity' },
        ],
      });
    } finally {
      project.cleanup();
    }
  }, 120000);

  it("a child that restates format 1's progress steps and offer fields: its steps become a patch of the parent's, old ids mapped", async () => {
    const project = copyProject();
    try {
      const old = JSON.parse(readFileSync(join(FORMAT_1, 'business-loan/programme.json'), 'utf8')) as {
        progress: { steps: Array<Record<string, unknown>> };
        offer: { fields: Array<Record<string, unknown>> };
      };
      // the overdraft shows a limit, and business details take one more screen (an existing one, for the test)
      const progress = structuredClone(old.progress);
      progress.steps[0]!.screens = [...(progress.steps[0]!.screens as string[]), 'gst-instructions'];
      project.write(`${PROGRAMMES}/msme-overdraft/programme.json`, {
        $schema: '../../meta/programme.schema.json',
        id: 'msme-overdraft',
        extends: 'business-loan',
        title: 'MSME Overdraft',
        brand: { name: 'Udyam Overdraft' },
        identity: { platformName: 'Udyam Overdraft' },
        progress,
        offer: {
          fields: old.offer.fields.map((f) => (f.key === 'loanAmount' ? { ...f, label: 'Overdraft limit' } : f)),
        },
      });
      const before = await journey(['lint', 'msme-overdraft', '--root', project.root]);
      expect(before.out).toContain('run `journey migrate msme-overdraft`');
      const migrated = await journey(['migrate', 'msme-overdraft', '--root', project.root]);
      expect(migrated.err).toBe('');
      const file = `${PROGRAMMES}/msme-overdraft/programme.json`;
      expect(migrated.out.split('\n')).toEqual(
        expect.arrayContaining([
          `${file}#/progress/steps: now declared once in programme.json#/steps`,
          `${file}#/progress/steps/0: card "home/business-details" is step "business-details"`,
          `${file}#/progress/steps: the progress step "Your offer" is the parent's step "offer"`,
        ]),
      );
      const after = await journey(['lint', 'msme-overdraft', '--root', project.root]);
      expect(after.out + after.err).toBe('journey lint: programme msme-overdraft OK\n');
      const written = JSON.parse(readFileSync(join(project.root, file), 'utf8')) as Record<string, unknown>;
      expect(written.steps).toEqual({
        $patch: [
          {
            id: 'business-details',
            screens: ['location-access', 'business-details-1', 'business-details-2', 'gst-instructions'],
          },
        ],
      });
      expect(written.progress).toEqual({
        label: 'Step {current} of {total}',
        doneLabel: '{done} of {total} steps done',
      });
      expect(offerKeys(project.root, 'msme-overdraft')).toEqual(offerKeys(repoRoot, 'business-loan'));
      expect(written.terms).toEqual({ $patch: [{ id: 'amount', label: 'Overdraft limit' }] });
    } finally {
      project.cleanup();
    }
  }, 120000);
});
