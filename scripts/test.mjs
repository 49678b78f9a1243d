#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at nothing so every failure is reported at once:
// compile the config, type-check, lint, config lint (every programme + example vectors), unit/config/store/renderer/sandbox tests
// (vitest), then the production build and the end-to-end tests in Chromium when the app is present.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);
const reportDir = join(root, 'node_modules/.cache/test-report');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const steps = [
  // the app imports what `journey compile` generates (validators, resolved programmes): a fresh clone has none yet
  { name: 'compile', cmd: 'node', args: ['bin/journey.mjs', 'compile'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'config', cmd: 'node', args: ['bin/journey.mjs', 'lint'] },
  // every programme's scenarios, headless (issue 21): the flow, before the unit tests
  { name: 'scenarios', cmd: 'node', args: ['bin/journey.mjs', 'test'] },
  {
    name: 'vitest',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, 'vitest.json')}`],
    count: () => {
      const report = JSON.parse(readFileSync(join(reportDir, 'vitest.json'), 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTestSuites && report.success === false && report.numFailedTests === 0 ? 1 : 0) };
    },
  },
];
if (existsSync(join(root, 'scripts/e2e.mjs'))) {
  steps.push({ name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] });
  // the first page's weight is a budget, not a hope: over 177 kB gzip of JS on /login fails the run (issue 23 owns the cut to 120)
  steps.push({ name: 'size', cmd: 'npx', args: ['tsx', 'scripts/size.ts', '--max-login-kb=177'] });
  steps.push({
    name: 'e2e',
    cmd: 'node',
    args: ['scripts/e2e.mjs', `--report=${join(reportDir, 'e2e.json')}`],
    count: () => JSON.parse(readFileSync(join(reportDir, 'e2e.json'), 'utf8')),
  });
}

let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${[step.cmd, ...step.args].join(' ')}`);
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const ok = result.status === 0;
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (step.count) {
    try {
      const c = step.count();
      counts = { passed: c.passed, failed: Math.max(c.failed, ok ? 0 : 1) };
    } catch {
      // the runner died before writing its report: the step's exit code stands
    }
  }
  passed += counts.passed;
  failed += counts.failed;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (step.name === 'build' && !ok) break; // nothing to test end to end without a build
}
console.log(`\n=== summary\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
