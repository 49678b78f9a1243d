/**
 * The test files that run isolated (a module graph of their own), because they change what the files after them in
 * the same worker would see: they mock a module, fake the clock, stub a global or an environment variable, or change
 * the working folder. Every other file shares its worker's module graph (vitest.config.ts); a new file doing one of
 * these things is named here, or tests/config/isolated-tests.test.ts fails naming it.
 */
export const ISOLATED_TESTS: readonly string[] = [
  'tests/app/drafts.test.ts',
  'tests/app/save-file.test.ts',
  'tests/app/screen-data.test.tsx',
  'tests/config/analyst-guide.test.ts',
  'tests/engine/rules-registration.test.ts',
  'tests/playground/studio-panels-releases.test.tsx',
  'tests/playground/studio-panels-translations.test.tsx',
  'tests/playground/studio-problems.test.tsx',
  'tests/playground/studio-save.test.tsx',
  'tests/renderer/draft-on-page-hide.test.tsx',
  'tests/renderer/form-first-render.test.tsx',
  'tests/renderer/form-screen.test.tsx',
  'tests/renderer/frames.test.ts',
  'tests/renderer/journey-form.test.tsx',
  'tests/renderer/light-form.test.tsx',
  'tests/renderer/login-screen.test.tsx',
  'tests/renderer/screens.test.tsx',
  'tests/renderer/shell.test.tsx',
  'tests/server/studio-client.test.ts',
  'tests/server/studio-dev-server.test.ts',
  'tests/server/studio-save-rollback.test.ts',
  'tests/store/banking.test.ts',
  'tests/store/gst.test.ts',
  'tests/store/handoffs.test.ts',
  'tests/store/persistence.test.ts',
  'tests/store/quote-offer.test.ts',
];

/** What makes a file change its worker for the files after it (see ISOLATED_TESTS). */
export const CHANGES_ITS_WORKER =
  /vi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(|process\.chdir\(|process\.env\.[A-Za-z_]+ =|process\.env\[[^\]]+\] =/;
