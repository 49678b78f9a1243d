import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject, journey } from '../config/helpers.ts';

// Nothing lint refuses is built: `journey compile` (run by `npm run build`, and so by `npm start`) leaves out a
// programme lint refuses, printing lint's first line for it, and builds and serves the others.

describe('journey compile with a programme lint refuses', () => {
  it("names lint's first line, leaves the programme out, builds the others", async () => {
    const project = copyProject();
    try {
      project.write('journey-config/programmes/msme-overdraft/programme.json', {
        $schema: '../../meta/programme.schema.json',
        formatVersion: 2,
        id: 'msme-overdraft',
        extends: 'business-loan',
        title: 'MSME Overdraft',
        screens: { home: 'no-such-home' },
      });
      const lint = await journey(['lint', 'msme-overdraft', '--root', project.root]);
      expect(lint.code).toBe(1);
      const first = lint.out.split('\n')[0];
      const compile = await journey(['compile', '--root', project.root]);
      expect(compile.err).toContain(
        `journey compile: msme-overdraft is not built: lint refuses it: ${first} (\`journey lint msme-overdraft\` names every problem)\n`,
      );
      expect(compile.err).toContain('journey compile: business-loan, supply-chain-finance -> src/generated');
      expect(compile.code).toBe(0);
      const index = readFileSync(join(project.root, 'src/generated/index.ts'), 'utf8');
      expect(index).toContain(
        'export const programmeIds: readonly string[] = ["business-loan","supply-chain-finance"];',
      );
    } finally {
      project.cleanup();
    }
  }, 240000);
});
