import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

// A comment that cites a document the reader cannot open is no help: every Markdown file a source names must be in
// the repository, every `spec §N` a section of docs/spec.md, and nothing may cite "the brief" (never committed).
const DIRS = ['src', 'tests', 'scripts'];
// this file is skipped: its table names what the guard must catch
const SKIP = ['src/generated', 'tests/e2e/out', 'tests/config/cited-documents.test.ts'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.some((s) => relative(repoRoot, path).startsWith(s))) return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

const specSections = new Set(
  [...readFileSync(join(repoRoot, 'docs/spec.md'), 'utf8').matchAll(/^## (\d+)\./gm)].map((m) => m[1]),
);

/** What a source file cites that the repository does not hold. */
function findMissingCitations(text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = [];
  for (const m of text.matchAll(/(?<![\w/.-])((?:[\w-]+\/)*[A-Z][\w-]*\.md|docs\/[\w/-]+\.md)\b/g))
    if (!exists(m[1] ?? '')) missing.push(m[1] ?? '');
  for (const m of text.matchAll(/spec §(\d+)/g)) if (!specSections.has(m[1])) missing.push(`spec §${m[1]}`);
  for (const m of text.matchAll(/\bbrief\b/gi)) missing.push(m[0]);
  return missing;
}

const inRepo = (path: string) => existsSync(join(repoRoot, path)) || existsSync(join(repoRoot, 'docs', path));

describe('comments cite only what the repository holds', () => {
  it.each(DIRS.flatMap((d) => files(join(repoRoot, d))).map((f) => [relative(repoRoot, f), f]))('%s', (_name, file) => {
    expect(findMissingCitations(readFileSync(file, 'utf8'), inRepo)).toEqual([]);
  });

  it.each([
    ['a document outside the repository', '// see ARCHITECTURE.md', ['ARCHITECTURE.md']],
    ['a pitfall list outside it', '/* STACK.md pitfall 5 */', ['STACK.md']],
    ['the brief', '// (brief: POST never retries)', ['brief']],
    ['a section the spec does not have', '// spec §12', ['spec §12']],
    ['the README, the sandbox docs and a spec section', '// README.md, docs/sandbox.md, spec §8', []],
  ])('%s', (_name, text, expected) => {
    expect(findMissingCitations(text, inRepo)).toEqual(expected);
  });
});
