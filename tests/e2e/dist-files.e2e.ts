// Issue 37: no page asks for a file the build does not hold. Every file a built page or script names (the pages'
// scripts, style sheets and module preloads, held ones included; every import and preload list in the scripts) is in
// dist/. A CSS-only chunk's script was listed in the form's preloads and answered 404 on every form screen.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '../../dist');
const pages = [
  'index.html',
  ...readdirSync(join(dist, '.prerendered'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => `.prerendered/${f}`),
];
const scripts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));

/** The assets a page names in its src and href attributes. */
function namedByPage(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
}

/** The assets a script names: its static and dynamic imports (./x.js) and its preload lists ("assets/x.js"). */
function namedByScript(code: string): string[] {
  const relative = [...code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`);
  const listed = [...code.matchAll(/["'](assets\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1] ?? '');
  return [...relative, ...listed];
}

describe('every file the build names is in the build', () => {
  it('the pages and scripts name files, and each one is in dist/', () => {
    const named = new Map<string, string>();
    for (const page of pages)
      for (const file of namedByPage(readFileSync(join(dist, page), 'utf8'))) named.set(file, page);
    for (const script of scripts)
      for (const file of namedByScript(readFileSync(join(dist, 'assets', script), 'utf8'))) named.set(file, script);
    expect(named.size).toBeGreaterThan(scripts.length / 2);
    expect(
      [...named].filter(([file]) => !existsSync(join(dist, file))).map(([file, by]) => `${file} (named by ${by})`),
    ).toEqual([]);
  });
});
