import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

// Every relative link of README.md and docs/ must open: the file or folder it names, and the heading its #anchor
// names as GitHub computes heading anchors. Links to other sites are not fetched (the tests run offline).

/** Markdown text without fenced code blocks and inline code spans, whose brackets are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`+[^`\n]*`+/g, '');
}

/** The targets of a Markdown file's inline links and images, as written. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1] ?? '',
  );
}

/** A heading's anchor as GitHub computes it: its text, lowercased, without punctuation, spaces as hyphens. */
function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*)/g, '')
    .replace(/<[^>]+>/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one numbered -1, -2, ...) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(m[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const m of prose.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1] ?? '');
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** What is wrong with one link of the file at `from` (a repository path), or undefined when it opens. */
function brokenLink(from: string, target: string, read: (path: string) => string | undefined): string | undefined {
  if (isExternal(target)) return undefined;
  const hash = target.indexOf('#');
  const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
  const file = path === '' ? from : join(dirname(from), path);
  if (path.startsWith('/')) return `${target}: a link from the site's root does not open on GitHub or in an editor`;
  if (relative(repoRoot, join(repoRoot, file)).startsWith('..')) return `${target}: outside the repository`;
  const text = read(file);
  if (text === undefined) return `${target}: no such file or folder`;
  if (!anchor || !file.endsWith('.md')) return undefined;
  return anchorsOf(text).has(anchor) ? undefined : `${target}: ${file} has no heading with the anchor #${anchor}`;
}

/** A repository file's text, '' for a folder, undefined when there is neither. */
function readRepo(path: string): string | undefined {
  const full = join(repoRoot, path);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
}

function markdownFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(repoRoot, path)).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', ...markdownFiles('docs')];

describe('every relative link in README.md and docs/ opens', () => {
  it.each(DOCS)('%s', (file) => {
    const text = readRepo(file) ?? '';
    const broken = linkTargets(text)
      .map((target) => brokenLink(file, target, readRepo))
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('reads links and anchors as GitHub does', () => {
    const doc =
      '# A guide\n## 1. Add a programme\n## What a call sends: effect -> endpoint -> payload\n## `journey` *command*\n## Notes\n## Notes\n';
    expect([...anchorsOf(doc)]).toEqual([
      'a-guide',
      '1-add-a-programme',
      'what-a-call-sends-effect---endpoint---payload',
      'journey-command',
      'notes',
      'notes-1',
    ]);
    const links =
      'See [a](notes/x.md#top) and ![pic](shot.png "title"), not `[b](code.md)` nor [c](https://example.com).\n```sh\n[d](fenced.md)\n```\n';
    expect(linkTargets(links)).toEqual(['notes/x.md#top', 'shot.png', 'https://example.com']);
  });

  it.each([
    ['a file that is not there', 'gone.md', 'gone.md: no such file or folder'],
    [
      'a heading that is not there',
      'guide/steps.md#nowhere',
      'guide/steps.md#nowhere: guide/steps.md has no heading with the anchor #nowhere',
    ],
    ['a heading of the same file', '#intro', undefined],
    ['a heading of another file', 'guide/steps.md#1-add-a-programme', undefined],
    ['a folder', 'guide', undefined],
    ['another site', 'https://github.com/lukeed/sirv', undefined],
    [
      'a link from the root',
      '/guide/steps.md',
      "/guide/steps.md: a link from the site's root does not open on GitHub or in an editor",
    ],
  ])('refuses or accepts %s', (_name, target, expected) => {
    const files: Record<string, string> = {
      'README.md': '# Intro\n',
      'guide/steps.md': '## 1. Add a programme\n',
      guide: '',
    };
    expect(brokenLink('README.md', target, (path) => files[path])).toBe(expected);
  });
});

describe('README.md', () => {
  // a newcomer reads it in ten minutes; reference pages and measurements live in docs/
  it('is at most 300 lines', () => {
    expect((readRepo('README.md') ?? '').split('\n').length).toBeLessThanOrEqual(300);
  });
});
