import { defineConfig } from 'vitest/config';

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
        // src/engine is pure (no DOM, no I/O, no module state a test could leave behind; its tests mock nothing), so
        // its test files share one module graph per worker instead of importing it afresh each: on the loaded
        // 2-core machine the 37 files took 22 s CPU and 140 s wall isolated, 7 s CPU and 32 s wall shared
        extends: true,
        test: { name: 'engine', include: ['tests/engine/**/*.test.ts'], isolate: false },
      },
      {
        // the sandbox's contract tests likewise: each starts its own sandbox on a free port with its own data (no
        // module state in src/sandbox, no mocks, no DOM), so its 14 files share one module graph per worker too: on
        // the loaded machine 21.3 s CPU and 242 s wall isolated, 11.7 s CPU and 95 s wall shared (173 tests both ways)
        extends: true,
        test: { name: 'sandbox', include: ['tests/sandbox/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'other', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/e2e/**', 'tests/engine/**', 'tests/sandbox/**', 'node_modules/**'] },
      },
    ],
  },
});
