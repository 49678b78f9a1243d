import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { buildJourneyGraph } from '../../src/engine/graph.ts';
import { journey, repoRoot } from './helpers.ts';

// Discovered, not listed: a new programme folder is covered without editing this test.
const programmeIds = readdirSync(join(repoRoot, 'journey-config/programmes')).filter((d) =>
  existsSync(join(repoRoot, 'journey-config/programmes', d, 'programme.json')),
);
const { source, problems: syntax } = readConfigSource(repoRoot);

describe('every programme', () => {
  it('is discovered', () => {
    expect(syntax).toEqual([]);
    expect(listProgrammes(source)).toEqual([...programmeIds].sort());
    expect(programmeIds.length).toBeGreaterThanOrEqual(2);
  });

  describe.each(programmeIds)('%s', (id) => {
    it('lints clean', () => {
      expect(lintConfig(source, id)).toEqual([]);
    });

    it('has every screen reachable from an entry point and no dead end', () => {
      const { programme } = resolveProgramme(source, id);
      const graph = buildJourneyGraph(programme!);
      expect(graph.unreachable).toEqual([]);
      expect(graph.deadEnds).toEqual([]);
    });

    it('passes its example vectors with the compiled validators', async () => {
      const result = await journey(['lint', id, '--root', repoRoot]);
      expect(result.out).toBe('');
      expect(result.code).toBe(0);
    });
  });
});

describe('the whole config', () => {
  it('lints clean, including the common files and schemas', () => {
    expect(lintConfig(source)).toEqual([]);
  });
});
