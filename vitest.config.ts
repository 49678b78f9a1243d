import { defineConfig } from 'vitest/config';
import { ISOLATED_TESTS } from './tests/isolated-tests.ts';

// Unit, config, store, renderer and sandbox-contract tests. End-to-end tests in Chromium run separately
// (scripts/e2e.mjs) because they need the built app.
export default defineConfig({
  test: {
    // what each project runs is in the project (a project's include would add to one written here)
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    // json-logic's derived operations, registered as each program registers them when it starts (rules.ts)
    setupFiles: ['tests/setup-rules.ts'],
    // renderer and app tests opt into jsdom with a `// @vitest-environment jsdom` docblock
    pool: 'forks',
    testTimeout: 20000,
    projects: [
      {
        // src/engine is pure (no DOM, no I/O, no module state a test could leave behind), so its test files (but the one
        // that spies on json-logic, isolated) share one module graph per worker instead of importing it afresh each: on
        // the loaded 2-core machine the 37 files took 22 s CPU and 140 s wall isolated, 7 s CPU and 32 s wall shared
        extends: true,
        test: { name: 'engine', include: ['tests/engine/**/*.test.ts'], exclude: [...ISOLATED_TESTS], isolate: false },
      },
      {
        // the sandbox's contract tests likewise: each starts its own sandbox on a free port with its own data (no
        // module state in src/sandbox, no mocks, no DOM), so its 14 files share one module graph per worker too: on
        // the loaded machine 21.3 s CPU and 242 s wall isolated, 11.7 s CPU and 95 s wall shared (173 tests both ways)
        extends: true,
        test: {
          name: 'sandbox',
          include: ['tests/sandbox/**/*.test.ts'],
          exclude: [...ISOLATED_TESTS],
          isolate: false,
        },
      },
      {
        // every other file shares one module graph per worker too (each still gets its own environment, jsdom where its
        // docblock asks): importing React, MUI and RJSF afresh for each of 150 files was a third of vitest's CPU. A file
        // that mocks a module, fakes the clock, stubs a global or changes the process runs isolated (tests/isolated-tests.ts)
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/engine/**', 'tests/sandbox/**', 'node_modules/**', ...ISOLATED_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: [...ISOLATED_TESTS] } },
    ],
  },
});
