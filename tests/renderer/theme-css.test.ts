import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_CUSTOM_PROPERTIES, themeCss } from '../../src/renderer/shell/theme-css.ts';

const repoRoot = join(import.meta.dirname, '../..');
const GENERATED = 'src/renderer/shell/theme.css';
// the studio (a dev tool with a look of its own, never part of the app) is not drawn with the journey's theme
const NOT_THE_APP = 'src/playground/';
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(/gi;

function cssFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('src/generated/') && !file.startsWith(NOT_THE_APP));
}

describe("the theme's colours in the style sheets", () => {
  const files = cssFiles('src');

  it('are generated from theme.ts into theme.css (npm run theme-css writes it; the build regenerates it)', () => {
    expect(readFileSync(join(repoRoot, GENERATED), 'utf8')).toBe(themeCss());
  });

  it('are written nowhere else: no CSS file in src holds a colour literal (hex, rgb(), hsl())', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    const literals = files
      .filter((f) => f !== GENERATED)
      .flatMap((file) =>
        (readFileSync(join(repoRoot, file), 'utf8').match(COLOUR) ?? []).map((hit) => `${file}: ${hit}`),
      );
    expect(literals).toEqual([]);
  });

  it('are read by names theme.css defines', () => {
    const used = files.flatMap((file) =>
      [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/var\((--journey-[\w-]+)\)/g)].map((m) => m[1]),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !(name! in THEME_CUSTOM_PROPERTIES))).toEqual([]);
  });
});
