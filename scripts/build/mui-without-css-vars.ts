// A build step: the journey's MUI theme uses no CSS variables and no colour schemes, yet MUI's `createTheme` and
// `ThemeProvider` reference their CSS-variables variants (createThemeWithVars, CssVarsProvider, the colour-scheme
// script) in a branch decided at run time, so every route, /login included, downloaded them. For such a theme both
// functions call their "NoVars" halves: this plugin makes the build use those halves directly. A theme that asks for
// CSS variables or colour schemes fails at start-up with a message instead of rendering without them.
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const SHIM = '\0mui-theme-provider-no-vars';
const CREATE_THEME = '\0mui-create-theme-no-vars';
const STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]index\.mjs$/;
const DEFAULT_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]defaultTheme\.mjs$/;

export function muiWithoutCssVars(): Plugin {
  let stylesDir = '';
  return {
    name: 'mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer) return null;
      if (id === SHIM || id === CREATE_THEME) return id;
      const fromStyles = STYLES.test(importer) || DEFAULT_THEME.test(importer);
      if (fromStyles && id === './createTheme.mjs') {
        stylesDir = dirname(importer);
        return CREATE_THEME;
      }
      if (STYLES.test(importer) && id === './ThemeProvider.mjs') {
        stylesDir = dirname(importer);
        return SHIM;
      }
      return null;
    },
    load(id) {
      if (id === SHIM) {
        return [
          `import ThemeProviderNoVars from ${JSON.stringify(join(stylesDir, 'ThemeProviderNoVars.mjs'))};`,
          `import THEME_ID from ${JSON.stringify(join(stylesDir, 'identifier.mjs'))};`,
          `import { jsx } from 'react/jsx-runtime';`,
          `export default function ThemeProvider({ theme, ...props }) {`,
          `  const muiTheme = typeof theme === 'function' ? undefined : THEME_ID in theme ? theme[THEME_ID] : theme;`,
          `  if (muiTheme && ('colorSchemes' in muiTheme || 'vars' in muiTheme)) throw new Error('this build ships MUI without CSS variables (scripts/build/mui-without-css-vars.ts)');`,
          `  return jsx(ThemeProviderNoVars, { ...props, theme: typeof theme === 'function' ? theme : { ...theme, vars: null } });`,
          `}`,
        ].join('\n');
      }
      if (id === CREATE_THEME) {
        return [
          `import createThemeNoVars from ${JSON.stringify(join(stylesDir, 'createThemeNoVars.mjs'))};`,
          `export default function createTheme(options = {}, ...args) {`,
          `  if (options.cssVariables || 'colorSchemes' in options) throw new Error('this build ships MUI without CSS variables (scripts/build/mui-without-css-vars.ts)');`,
          `  return createThemeNoVars(options, ...args);`,
          `}`,
        ].join('\n');
      }
      return null;
    },
  };
}
