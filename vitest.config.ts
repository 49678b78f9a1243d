import { defineConfig } from 'vitest/config';

// Unit, config, store, renderer and sandbox-contract tests. End-to-end tests in Chromium run separately
// (scripts/e2e.mjs) because they need the built app.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    // renderer and app tests opt into jsdom with a `// @vitest-environment jsdom` docblock
    pool: 'forks',
    testTimeout: 20000,
  },
});
