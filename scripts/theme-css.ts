// Writes src/renderer/shell/theme.css, the theme's colours as CSS custom properties (src/renderer/shell/theme-css.ts),
// so the plain style sheets, painted before any JavaScript runs, read theme.ts's values. `--check`: fail when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeCss } from '../src/renderer/shell/theme-css.ts';

const file = join(import.meta.dirname, '../src/renderer/shell/theme.css');
const css = themeCss();
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== css) {
    console.error('theme-css: src/renderer/shell/theme.css is not what theme.ts gives: run npm run theme-css');
    process.exitCode = 1;
  }
} else writeFileSync(file, css);
