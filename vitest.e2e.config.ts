import { basename, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Each file's time in seconds in the last full run on record (`npm test`, 14.8 min, two files at a time; the studio's
 * two files measured again after their dev servers ran React's production build), for a machine with no record of an
 * earlier run (CI after `npm ci`): vitest's own order there is the largest file first, which started the studio's
 * files (the longest, small files) near the end, so one worker ran them alone while the others had finished.
 * The config-only apps' files include their build (about 60 s before their first test).
 */
const SECONDS_WHEN_IDLE: Record<string, number> = {
  'optional-steps.e2e.ts': 135,
  'studio.e2e.ts': 125,
  'full-journey.e2e.ts': 110,
  'playground.e2e.ts': 75,
  'server-truth.e2e.ts': 69,
  'borrower-ready.e2e.ts': 50,
  'post-offer-branches.e2e.ts': 48,
  'lending-rules.e2e.ts': 42,
  'branches.e2e.ts': 42,
  'gst-entry.e2e.ts': 40,
  'first-paint.e2e.ts': 28,
  'network-blips.e2e.ts': 20,
  'one-figures.e2e.ts': 19,
  'painted-form.e2e.ts': 19,
  'languages.e2e.ts': 5,
  'csp.e2e.ts': 5,
  'dist-files.e2e.ts': 1,
};

/**
 * The longest file first, by the table above (a file not in it: by this machine's last run of it, else 30 s), so the
 * workers end together. The table, not vitest's record of the last run, decides for the files it knows: that record
 * holds whatever ran last (one file alone, a run cut short, another worktree's run sharing node_modules), and on this
 * machine it once started the studio fourth, and last to end.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expectedMs = (spec: TestSpecification) => {
      const known = SECONDS_WHEN_IDLE[basename(spec.moduleId)];
      if (known !== undefined) return known * 1000;
      return (
        this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`)
          ?.duration ?? 30000
      );
    };
    return [...files].sort((a, b) => expectedMs(b) - expectedMs(a));
  }
}

// End-to-end tests: the built app (dist/) served with the production CSP, against the sandbox, in real Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // two files at a time: one sandbox and one app server for all, each test with its own borrower; more browsers only
    // fight for the 2 cores (Chromium's renderers keep them busy). E2E_WORKERS=<n> chooses
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { sequencer: LongestFirst },
    testTimeout: 90000,
    // expect.poll's own default (1 s) is shorter than what the page itself waits before it shows some results (a draft
    // is handed on 300 ms after the last keystroke and kept 800 ms later): on the loaded 2-core CI machine a poll that
    // names no timeout of its own gets 5 s, not 1
    expect: { poll: { timeout: 5000 } },
    // one retry, so a single flake on a loaded machine does not sink a CI run; a test that passed only on its retry is
    // named in the suite's summary (tests/e2e/retry-reporter.ts, scripts/e2e.mjs) and its cause is to be found
    // (reportFailure writes what the page showed on the failed try)
    retry: 1,
    hookTimeout: 60000,
  },
});
