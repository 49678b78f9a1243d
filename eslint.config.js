// Lint: typescript-eslint for the code, eslint-plugin-import for the layer boundaries (engine, api, store, renderer, app, cli, sandbox, playground).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

/** Layers and what each may not import (README "Layout"): nothing imports app or playground, the engine imports nothing. */
/** The playground's page and pure model: everything under src/playground but its node side, src/playground/server. */
const PLAYGROUND_PAGE = ['./src/playground/*.{ts,tsx}', './src/playground/!(server)/**'];

const zones = [
  {
    target: './src/engine',
    from: ['./src/api', './src/store', './src/renderer', './src/app', './src/cli', './src/sandbox', './src/scenarios'],
    message: 'src/engine is pure: it imports nothing from the rest of src.',
  },
  {
    target: './src/api',
    from: ['./src/store', './src/renderer', './src/app', './src/cli', './src/sandbox', './src/scenarios'],
    message: 'src/api imports nothing from the rest of src.',
  },
  // ... but the engine's JSON value type and its one plain-object check (a pure module with no imports of its own)
  {
    target: './src/api',
    from: './src/engine',
    except: ['./json.ts'],
    message: 'src/api imports nothing from the rest of src but src/engine/json.ts.',
  },
  {
    target: './src/store',
    from: ['./src/renderer', './src/app', './src/cli', './src/sandbox', './src/scenarios'],
    message: 'src/store imports only engine and api.',
  },
  {
    target: './src/renderer',
    from: ['./src/api', './src/store', './src/app', './src/cli', './src/sandbox', './src/scenarios'],
    message: 'src/renderer imports only engine: props in, events out.',
  },
  {
    target: './src/app',
    from: ['./src/cli', './src/sandbox', './src/scenarios'],
    message: 'src/app may import everything except cli and sandbox.',
  },
  // the first visit's one door is the page itself (index.html loads main.tsx; the prerender build, prerender-entry.tsx)
  {
    target: [
      './src/engine',
      './src/api',
      './src/store',
      './src/renderer',
      './src/cli',
      './src/app/*.{ts,tsx}',
      './src/app/screen-data',
    ],
    from: './src/app/first-visit',
    message: 'src/app/first-visit is one wing: nothing in src imports it (the page and the prerender build enter it).',
  },
  {
    target: './src/cli',
    from: ['./src/api', './src/store', './src/renderer', './src/app', './src/sandbox', './src/scenarios'],
    message: 'src/cli imports only engine.',
  },
  {
    target: './src/sandbox',
    from: ['./src/engine', './src/api', './src/store', './src/renderer', './src/app', './src/cli', './src/scenarios'],
    message: 'src/sandbox is the independent oracle: it reuses no app code.',
  },
  // Headless scenarios (`journey test`): the app's store and the sandbox, driven as the app shell would; nothing imports them.
  {
    target: './src/scenarios',
    from: ['./src/renderer', './src/app', './src/playground'],
    message: 'src/scenarios drives the store headless: no React, no app shell.',
  },
  // The analysts' playground (a dev tool): engine and renderer; of the CLI only its config reader (node side).
  {
    target: PLAYGROUND_PAGE,
    from: ['./src/api', './src/store', './src/app', './src/sandbox', './src/scenarios'],
    message: 'src/playground imports only engine and renderer (and the CLI config reader).',
  },
  {
    target: PLAYGROUND_PAGE,
    from: './src/cli',
    except: ['./read-config.ts'],
    message: 'src/playground imports only engine and renderer (and the CLI config reader).',
  },
  // The studio's node side (src/playground/server) checks an unsaved programme as `journey lint` and `journey test` do:
  // it may also run the CLI's validation and the headless scenarios (which load the store's effects), never the app.
  {
    target: './src/playground/server',
    from: ['./src/api', './src/app', './src/sandbox'],
    message: 'src/playground/server runs the engine, the CLI and the scenarios, not the app.',
  },
  {
    target: './src/playground/server',
    from: './src/store',
    except: ['./effects/effect-table.ts'],
    message: 'src/playground/server loads the store only through the scenarios (and their effects).',
  },
  {
    target: ['./src/engine', './src/api', './src/store', './src/renderer', './src/app', './src/cli', './src/sandbox'],
    from: './src/playground',
    message: 'Nothing imports src/playground: it is a dev tool, never part of the app.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'src/generated/**', 'tests/e2e/out/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // no-cycle follows imports only into files it can parse
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        window: 'readonly',
        document: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        navigator: 'readonly',
        sessionStorage: 'readonly',
        localStorage: 'readonly',
        AbortController: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        TextEncoder: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
        requestAnimationFrame: 'readonly',
        URLSearchParams: 'readonly',
        HTMLElement: 'readonly',
        KeyboardEvent: 'readonly',
        Event: 'readonly',
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'No runtime code generation: the app runs under script-src self.',
        },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
      ],
    },
  },
  {
    // no import cycle in the code (a cycle through src/ is found from the src/ files on it; following every test's and
    // script's imports through src/ again was 90 % of the lint's time)
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The engine is pure: no UI, store or DOM libraries, so the CLI, the app and the tests share it.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mui/*',
                '@rjsf/core',
                '@rjsf/mui',
                'redux',
                'react-redux',
                '@reduxjs/*',
                'redux-saga',
                'redux-persist',
                'node:*',
              ],
              message: 'src/engine is pure TypeScript: no React, Redux, MUI, DOM or Node APIs.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'sessionStorage', 'localStorage', 'fetch'],
    },
  },
  {
    // Issue 23: what the login draws before the store arrives may not import Redux Toolkit at run time (it brings the
    // toolkit and immer into the first JavaScript): src/store/event-creator.ts and reselect stand in for createAction
    // and createSelector there.
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/renderer/**/*.{ts,tsx}',
      'src/store/events.ts',
      'src/store/selectors.ts',
      'src/store/initial-state.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@reduxjs/toolkit',
              allowTypeImports: true,
              message:
                'Not at run time in what the login draws before the store arrives (issue 23): see src/store/event-creator.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Functions under 60 lines and files under 300 (CONVENTIONS.md), counted without blank lines and comments.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/generated/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
);
