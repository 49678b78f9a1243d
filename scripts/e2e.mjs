#!/usr/bin/env node
// End-to-end tests in Chromium against the built app. Says exactly how to get Chromium when it is missing;
// never downloads a browser. Usage: node scripts/e2e.mjs [--report=<file.json>] [vitest args]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { findChromium, MISSING_CHROMIUM } = await import('../tests/e2e/chromium.ts');
const args = process.argv.slice(2);
const reportArg = args.find((a) => a.startsWith('--report='));
const report = reportArg ? reportArg.slice('--report='.length) : undefined;
const rest = args.filter((a) => a !== reportArg);

if (!findChromium()) {
  console.error(MISSING_CHROMIUM);
  if (report) writeFileSync(report, JSON.stringify({ passed: 0, failed: 1 }));
  process.exit(1);
}
const json = join(tmpdir(), `e2e-${process.pid}.json`);
// the tests that passed only on their retry (tests/e2e/retry-reporter.ts): named here and in the suite's summary
const retriedFile = join(tmpdir(), `e2e-retried-${process.pid}.txt`);
rmSync(retriedFile, { force: true });
const reporters = ['--reporter=default', '--reporter=json', '--reporter=./tests/e2e/retry-reporter.ts'];
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...reporters, `--outputFile.json=${json}`, ...rest],
  { stdio: 'inherit', env: { ...process.env, E2E_RETRIED_FILE: retriedFile } },
);
const retried = existsSync(retriedFile) ? readFileSync(retriedFile, 'utf8').split('\n').filter(Boolean) : [];
if (retried.length)
  console.error(
    `\ne2e: ${retried.length} test${retried.length === 1 ? '' : 's'} passed only on a retry (flaky, to be fixed):\n${retried.map((name) => `  ${name}`).join('\n')}`,
  );
if (report) {
  const counts = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  writeFileSync(
    report,
    JSON.stringify(
      counts
        ? { passed: counts.numPassedTests, failed: counts.numFailedTests, retried }
        : { passed: 0, failed: 1, retried },
    ),
  );
}
process.exit(run.status ?? 1);
