import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJsonObject, type Json } from '../../src/engine/json.ts';
import { applyMergePatch, isListPatch } from '../../src/engine/merge-patch.ts';
import { createRuleContext, evaluateValue } from '../../src/engine/rules.ts';
import type { Rule } from '../../src/engine/types.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { findCopiedLists } from './copied-lists.ts';
import { copyProject, journey, repoRoot } from './helpers.ts';

// docs/analyst-guide.md is a walk-through whose examples are kept true here. The guide's marked blocks (the marker
// convention is documented at the end of the guide, "How this guide is tested") are replayed in document order on
// a throwaway copy of journey-config/ and schemas/: each example writes or merges its file, and each expected
// command runs the real `journey` CLI in that copy and must print exactly what the guide shows, with its exit code.

const GUIDE = 'docs/analyst-guide.md';
const COMMAND = '$ npm run -s journey -- ';
const MARKER = /^<!-- guide-(example|expect):(.*)-->\s*$/;

interface WriteStep {
  kind: 'write';
  line: number;
  file: string;
  text: string;
  merge: boolean;
}

interface RunStep {
  kind: 'run';
  line: number;
  args: string[];
  exit: number;
  expected: string[];
}

type Step = WriteStep | RunStep;

/** `key=value` and bare-flag attributes of a marker. */
function parseAttributes(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((token) => {
        const at = token.indexOf('=');
        return at < 0 ? [token, 'true'] : [token.slice(0, at), token.slice(at + 1)];
      }),
  );
}

/** The body of the fenced block that opens on `lines[start]`, which must use the given info string. */
function readFence(lines: string[], start: number, info: string, markerLine: number): string[] {
  if (lines[start] !== '```' + info)
    throw new Error(`${GUIDE}:${markerLine}: the marker must be followed at once by a \`\`\`${info} block`);
  const end = lines.indexOf('```', start + 1);
  if (end < 0) throw new Error(`${GUIDE}:${markerLine}: unclosed code block`);
  return lines.slice(start + 1, end);
}

function parseGuide(markdown: string): Step[] {
  const lines = markdown.split('\n');
  const steps: Step[] = [];
  lines.forEach((line, i) => {
    const marker = MARKER.exec(line);
    if (!marker) return;
    const attributes = parseAttributes(marker[2] ?? '');
    if (marker[1] === 'example') {
      const file = attributes.file ?? '';
      if (!file || isAbsolute(file) || normalize(file).startsWith('..'))
        throw new Error(`${GUIDE}:${i + 1}: file= must be a path inside the project`);
      steps.push({
        kind: 'write',
        line: i + 1,
        file,
        text: readFence(lines, i + 1, 'json', i + 1).join('\n') + '\n',
        merge: 'merge' in attributes,
      });
    } else {
      const [command = '', ...expected] = readFence(lines, i + 1, 'console', i + 1);
      if (!command.startsWith(COMMAND))
        throw new Error(`${GUIDE}:${i + 1}: an expected block starts with "${COMMAND}<command>"`);
      steps.push({
        kind: 'run',
        line: i + 1,
        args: command.slice(COMMAND.length).trim().split(/\s+/),
        exit: Number(attributes.exit ?? '0'),
        expected,
      });
    }
  });
  return steps;
}

/** Exact lines, except that a line `...` stands for any number of lines. */
function linesPattern(expected: string[]): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${expected.map((l) => (l === '...' ? '(?:[^\\n]*\\n)*?' : `${escape(l)}\\n`)).join('')}$`);
}

/**
 * "Add to" a file as an analyst does: objects merge key by key; a `{"$patch": [...]}` over a list the file holds is
 * applied to it, and one written where the file has no list yet (or its own patch) is written as it stands.
 */
function mergeInto(target: Json | undefined, patch: Json): Json {
  if (isListPatch(patch) && !Array.isArray(target)) return patch;
  if (!isJsonObject(patch) || isListPatch(patch)) return applyMergePatch(target, patch);
  const result: { [key: string]: Json } = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergeInto(result[key], value);
  }
  return result;
}

function applyWrite(root: string, step: WriteStep): void {
  const path = join(root, step.file);
  mkdirSync(dirname(path), { recursive: true });
  if (!step.merge) {
    writeFileSync(path, step.text);
    return;
  }
  if (!existsSync(path)) throw new Error(`${GUIDE}:${step.line}: "merge" into ${step.file}, which does not exist yet`);
  const merged = mergeInto(JSON.parse(readFileSync(path, 'utf8')) as Json, JSON.parse(step.text) as Json);
  writeFileSync(path, JSON.stringify(merged, null, 2) + '\n');
}

/** Runs the CLI from the copy's folder, as an analyst runs it from the project folder (data files are relative). */
async function runInside(root: string, args: string[]): Promise<{ code: number; printed: string }> {
  const before = process.cwd();
  process.chdir(root);
  try {
    const { code, out, err } = await journey(args);
    return { code, printed: out + err };
  } finally {
    process.chdir(before);
  }
}

const markdown = readFileSync(join(repoRoot, GUIDE), 'utf8');
const steps = parseGuide(markdown);
const writes = steps.filter((s): s is WriteStep => s.kind === 'write');
const runs = steps.filter((s): s is RunStep => s.kind === 'run');

describe('docs/analyst-guide.md', () => {
  it('is linked from README.md', () => {
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain('(docs/analyst-guide.md)');
  });

  it('has marked examples of lint, validate-data, graph and diff, and of a lint failure naming file#/pointer', () => {
    expect(writes.length).toBeGreaterThan(0);
    expect([...new Set(runs.map((r) => r.args[0]))].sort()).toEqual(
      expect.arrayContaining(['diff', 'graph', 'lint', 'validate-data']),
    );
    expect(
      runs.some(
        (r) => r.args[0] === 'lint' && r.exit === 1 && r.expected.some((l) => /^[\w./-]+\.json#\/\S*: /.test(l)),
      ),
    ).toBe(true);
  });

  it.each(writes.map((w) => [`line ${w.line}: ${w.file}`, w] as const))('example %s is valid JSON', (_name, w) => {
    expect(() => JSON.parse(w.text) as unknown).not.toThrow();
  });

  it('creates its programmes only in the throwaway copy, never in the shipped config', () => {
    const created = writes
      .map((w) => /^journey-config\/programmes\/([^/]+)\/programme\.json$/.exec(w.file)?.[1])
      .filter(Boolean);
    expect(created.length).toBeGreaterThan(0);
    for (const id of created) expect(existsSync(join(repoRoot, 'journey-config/programmes', id as string))).toBe(false);
  });
});

/** The rows of each table marked `<!-- guide-values -->`: a rule and its value, each as JSON in backticks. */
function parseValueTables(text: string): Array<{ line: number; rule: string; value: string }> {
  const lines = text.split('\n');
  const rows: Array<{ line: number; rule: string; value: string }> = [];
  lines.forEach((line, i) => {
    if (line.trim() !== '<!-- guide-values -->') return;
    for (let at = i + 3; at < lines.length && lines[at]?.startsWith('|'); at++) {
      const cells = (lines[at] ?? '')
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const [rule = '', value = ''] = cells.map((c) => /^`(.*)`$/.exec(c)?.[1] ?? '');
      rows.push({ line: at + 1, rule, value });
    }
  });
  return rows;
}

describe("the guide's derived values, evaluated", () => {
  const rows = parseValueTables(markdown);
  it('has a marked table', () => {
    expect(rows.length).toBeGreaterThan(0);
  });
  it.each(rows.map((r) => [`line ${r.line}: ${r.rule} -> ${r.value}`, r] as const))('%s', (_name, row) => {
    expect(evaluateValue(JSON.parse(row.rule) as Rule, createRuleContext())).toEqual(JSON.parse(row.value));
  });
});

describe('the guide, replayed on a copy of the config', () => {
  let project: ReturnType<typeof copyProject>;
  let applied = 0;
  beforeAll(() => {
    project = copyProject();
  });
  afterAll(() => project.cleanup());

  /** Writes every example above `line` not written yet: the copy is as the guide's reader has it at that point. */
  const catchUp = (line: number) => {
    for (; applied < steps.length && (steps[applied]?.line ?? Infinity) < line; applied++) {
      const step = steps[applied];
      if (step?.kind === 'write') applyWrite(project.root, step);
    }
  };

  it.each(runs.map((r) => [`line ${r.line}: journey ${r.args.join(' ')} (exit ${r.exit})`, r] as const))(
    '%s',
    async (_name, run) => {
      catchUp(run.line);
      const { code, printed } = await runInside(project.root, run.args);
      expect(printed).toMatch(linesPattern(run.expected));
      expect(code).toBe(run.exit);
    },
  );

  it('ends with a programme that patches its parent lists and copies none', () => {
    catchUp(Infinity);
    const created = writes
      .map((w) => /^journey-config\/programmes\/([^/]+)\/programme\.json$/.exec(w.file)?.[1])
      .filter((id): id is string => !!id);
    for (const id of new Set(created)) expect(findCopiedLists(readConfigSource(project.root).source, id)).toEqual([]);
  });
});
