import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveScenarios } from '../../src/engine/scenarios.ts';
import { journey, repoRoot } from './helpers.ts';

// docs/ci.md's commands are the ones run here: every command in its code blocks is either a `journey` command, run
// on a config-only copy of this project's config (as a config repository is: journey-config/ and schemas/ only, via
// --root), or named below with the reason it is not run here. The copy keeps one scenario per programme: the
// documented `journey test` commands are run as written and must find, play and report it; every scenario of every
// programme is played by `npm test`'s scenarios step (`journey test`), so playing them all twice more here proves
// nothing new about the commands.

/** Commands that are not the journey tool's: what runs them instead. */
const NOT_RUN_HERE: Record<string, string> = {
  'npm ci': "installing: .ci/run runs it for this project, and the recipe's package.json is checked below",
  'status=0': 'shell bookkeeping in the GitLab job',
  'exit $status': 'shell bookkeeping in the GitLab job',
};

const doc = readFileSync(join(repoRoot, 'docs/ci.md'), 'utf8');
const blocks = [...doc.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1] ?? '', body: m[2] ?? '' }));

/** The shell commands of the YAML blocks: `run:` steps and `script:` items, without a trailing `|| status=1`. */
function commandsOf(yaml: string): string[] {
  const commands: string[] = [];
  let inScript = false;
  for (const line of yaml.split('\n')) {
    const run = /^\s*-?\s*run:\s*(.+)$/.exec(line);
    if (run) commands.push(run[1] ?? '');
    if (/^\s*script:\s*$/.test(line)) inScript = true;
    else if (inScript && /^\s*- (.+)$/.test(line)) commands.push(/^\s*- (.+)$/.exec(line)?.[1] ?? '');
    else if (!/^\s*$/.test(line)) inScript = false;
  }
  return commands.map((c) => c.replace(/\s*\|\|\s*status=1$/, '').trim());
}

const yamlBlocks = blocks.filter((b) => b.lang === 'yaml');
const commands = [...new Set(yamlBlocks.flatMap((b) => commandsOf(b.body)))];
const journeyCommands = commands.filter((c) => c.startsWith('npx journey ')).map((c) => c.slice('npx '.length));

const root = mkdtempSync(join(tmpdir(), 'journey-ci-recipe-'));
const reports = mkdtempSync(join(tmpdir(), 'journey-ci-reports-'));
/** The one scenario each programme of the copy keeps: a short one that needs no other scenario's checkpoint. */
const KEPT_SCENARIO = 'login-resend-change.json';
const programmeIds = readdirSync(join(repoRoot, 'journey-config/programmes'));
beforeAll(() => {
  cpSync(join(repoRoot, 'journey-config'), join(root, 'journey-config'), { recursive: true });
  cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
  for (const id of programmeIds) {
    const folder = join(root, 'journey-config/programmes', id, 'scenarios');
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) if (name !== KEPT_SCENARIO) rmSync(join(folder, name), { recursive: true });
  }
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(reports, { recursive: true, force: true });
  rmSync(
    join(repoRoot, 'node_modules/.cache/journey-copies', createHash('sha1').update(root).digest('hex').slice(0, 16)),
    { recursive: true, force: true },
  );
});

describe('docs/ci.md', () => {
  it('has a GitHub Actions workflow and a GitLab CI job that lint, run the scenarios and publish JUnit reports', () => {
    expect(yamlBlocks).toHaveLength(2);
    for (const block of yamlBlocks) {
      const own = commandsOf(block.body);
      expect(own).toContain('npm ci');
      expect(own).toContain('npx journey lint --format junit --output reports/lint.xml');
      expect(own).toContain('npx journey test --format junit --output reports/scenarios.xml');
    }
    expect(yamlBlocks[0]?.body).toMatch(/npx journey lint --format github/);
    expect(yamlBlocks[1]?.body).toMatch(/reports:\n\s+junit: reports\/\*\.xml/);
  });

  it('names every command it does not run here, with the reason', () => {
    const other = commands.filter((c) => !c.startsWith('npx journey '));
    expect(other.filter((c) => !Object.hasOwn(NOT_RUN_HERE, c))).toEqual([]);
  });

  it("approves the same install scripts as this project's package.json, so a config repository's npm ci does not warn either", () => {
    const recipe = JSON.parse(blocks.find((b) => b.lang === 'json')?.body ?? '{}') as { allowScripts?: unknown };
    const own = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { allowScripts?: unknown };
    expect(recipe.allowScripts).toEqual(own.allowScripts);
  });

  it('has journey commands to run, the scenarios among them', () => {
    expect(journeyCommands.length).toBeGreaterThanOrEqual(4);
    expect(journeyCommands.some((c) => c.startsWith('journey test '))).toBe(true);
  });

  it.each(journeyCommands)(
    '%s passes on a config-only copy',
    async (command) => {
      expect(command).not.toMatch(/["'$`]/); // split on spaces below: the doc's commands need no quoting
      const [, ...args] = command.split(' ');
      const output = args.indexOf('--output');
      if (output >= 0) args[output + 1] = join(reports, args[output + 1] ?? '');
      const result = await journey([...args, '--root', root]);
      expect(result.err + result.out).not.toMatch(/::error|<failure/);
      expect(result.code).toBe(0);
      if (output >= 0)
        expect(readFileSync(args[output + 1] ?? '', 'utf8')).toMatch(/^<\?xml[\s\S]*<testsuites>[\s\S]*<testcase /);
      else expect(existsSync(join(root, 'reports'))).toBe(false);
      // the JUnit report of the test command holds the copy's scenarios: one case per programme
      if (args[0] === 'test' && output >= 0) {
        // a programme that extends another plays its parent's scenarios too
        const { source } = readConfigSource(root);
        const played = programmeIds.filter(
          (id) => KEPT_SCENARIO.replace(/\.json$/, '') in resolveScenarios(source, id).scenarios,
        );
        expect(played.length).toBeGreaterThan(0);
        expect(
          readFileSync(args[output + 1] ?? '', 'utf8').match(/<testcase [^>]*login-resend-change/g) ?? [],
        ).toHaveLength(played.length);
      }
    },
    240_000,
  );
});
