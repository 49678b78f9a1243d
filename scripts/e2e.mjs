#!/usr/bin/env node
// End-to-end tests in Chromium against the built app. Says exactly how to get Chromium when it is missing;
// never downloads a browser. Usage: node scripts/e2e.mjs [--report=<file.json>] [vitest args]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...rest], { stdio: 'inherit' });
if (report) {
  const counts = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  writeFileSync(report, JSON.stringify(counts ? { passed: counts.numPassedTests, failed: counts.numFailedTests } : { passed: 0, failed: 1 }));
}
process.exit(run.status ?? 1);
