#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at nothing so every failure is reported at once:
// compile the config; side by side: type-check, lint, the format check, config lint (every programme + example
// vectors), the scenarios, the production build and its size budgets; unit/config/store/renderer/sandbox tests
// (vitest); then the end-to-end tests in Chromium and, side by side, the two benchmarks' smoke runs when the app is
// present.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);
const suiteStarted = Date.now();
const reportDir = join(root, 'node_modules/.cache/test-report');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const steps = [
  // the app imports what `journey compile` generates (validators, resolved programmes): a fresh clone has none yet
  { name: 'compile', cmd: 'node', args: ['bin/journey.mjs', 'compile'] },
  // single-threaded checks that read and write nothing the others use: run side by side on the 2 cores
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], group: 'static' },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'], group: 'static' },
  // the code as Prettier writes it (.prettierrc, 120 columns; .prettierignore names what is kept as written and why)
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'], group: 'static' },
  { name: 'config', cmd: 'node', args: ['bin/journey.mjs', 'lint'], group: 'static' },
  // every programme's scenarios, headless (issue 21): the flow, before the unit tests
  // with --full-coverage: a transition, action, modal or error outcome no scenario exercises fails the run (issue 21)
  { name: 'scenarios', cmd: 'node', args: ['bin/journey.mjs', 'test', '--full-coverage'], group: 'static' },
  // and again in every other locale each programme declares: each text they expect, expected in that language (a
  // lender's English message on a Hindi screen fails here)
  { name: 'scenarios-locales', cmd: 'node', args: ['bin/journey.mjs', 'test', '--locale', 'all'], group: 'static' },
];
const hasE2e = existsSync(join(root, 'scripts/e2e.mjs'));
if (hasE2e) {
  // the production build writes only dist/, which none of the checks beside it reads: it and the size budgets (which
  // read dist/) run in the same side-by-side group, the size after the build (each route's weight is a budget, not a
  // hope, as in `npm run size`: a route over its budget fails the run)
  steps.push({ name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], group: 'static' });
  // the budgets are written once, in package.json's `size` script
  steps.push({ name: 'size', cmd: 'npm', args: ['run', '-s', 'size'], group: 'static', after: 'build' });
}
// vitest, then the e2e files, one after the other: side by side (vitest's forks beside four browsers) the 2-core
// machine ran at a load of 20, the lint cases ran out of their 20 s and the config-only copy out of its 300 s build,
// and the whole took no less time: Chromium's renderers keep both cores busy, the e2e step is not mostly waiting.
// vitest takes one fork per core (`VITEST_WORKERS=<n>` chooses); the e2e step two files at a time (`E2E_WORKERS`).
const vitestWorkers = process.env.VITEST_WORKERS ?? String(availableParallelism());
steps.push({
  name: 'vitest',
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    `--maxWorkers=${vitestWorkers}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir, 'vitest.json')}`,
  ],
  count: () => {
    const report = JSON.parse(readFileSync(join(reportDir, 'vitest.json'), 'utf8'));
    return {
      passed: report.numPassedTests,
      failed:
        report.numFailedTests +
        (report.numTotalTestSuites && report.success === false && report.numFailedTests === 0 ? 1 : 0),
    };
  },
});
if (hasE2e) {
  steps.push({
    name: 'e2e',
    needsBuild: true,
    cmd: 'node',
    args: ['scripts/e2e.mjs', `--report=${join(reportDir, 'e2e.json')}`],
    count: () => JSON.parse(readFileSync(join(reportDir, 'e2e.json'), 'utf8')),
  });
  // the phone benchmark once, unjudged: a UI change that breaks its login or its form fails the suite (about 20 s);
  // beside it the peer benchmark against today's form (one load, one typing run, no figures judged; about 15 s)
  steps.push({
    name: 'bench',
    cmd: 'node',
    args: ['scripts/bench-phone.mjs', '--smoke'],
    group: 'benches',
    needsBuild: true,
  });
  if (existsSync(join(process.env.PEERS_DIR ?? join(root, '../shared/bench/peers'), 'run.sh'))) {
    steps.push({
      name: 'bench-peers',
      cmd: 'node',
      args: ['scripts/bench-peers.mjs', '--smoke'],
      group: 'benches',
      needsBuild: true,
    });
  }
}
// the studio's re-check benchmark, a few runs and unjudged (its figure is only comparable with a baseline taken at the
// same time): an edit the studio's model or check worker can no longer make fails the suite
steps.push({
  name: 'bench-studio',
  cmd: 'node',
  args: ['scripts/bench-studio.mjs', '--runs=3', '--no-scenarios'],
  group: 'benches',
});

let passed = 0;
let failed = 0;
const summary = [];
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
const selected = steps.filter((step) => !only.length || only.includes(step.name));

/** Runs one step with its output buffered (for steps run side by side), resolving to its exit status. */
function runBuffered(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString() }));
  });
}

function record(step, ok, started) {
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, retried: [] };
  if (step.count) {
    try {
      const c = step.count();
      counts = { passed: c.passed, failed: Math.max(c.failed, ok ? 0 : 1), retried: c.retried ?? [] };
    } catch {
      // the runner died before writing its report: the step's exit code stands
    }
  }
  passed += counts.passed;
  failed += counts.failed;
  // a test that passed only on its retry is named: the run passes, the flake is not hidden
  const retried = counts.retried.length
    ? `, ${counts.retried.length} only on a retry: ${counts.retried.join('; ')}`
    : '';
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed${retried}  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

let buildFailed = false;
for (let i = 0; i < selected.length; i++) {
  const step = selected[i];
  if (buildFailed && step.needsBuild) break; // nothing to test end to end without a build
  if (step.group) {
    let end = i;
    while (end < selected.length && selected[end].group === step.group) end++;
    const group = selected.slice(i, end); // the run of consecutive steps of this group
    i = end - 1;
    console.log(`\n=== ${group.map((s) => s.name).join(' + ')} (side by side)`);
    // a step with `after` starts when that step of its group has ended, and only if it passed
    const running = new Map();
    for (const s of group) {
      running.set(
        s.name,
        (async () => {
          const before = s.after && running.has(s.after) ? await running.get(s.after) : undefined;
          if (before && before.status !== 0)
            return { step: s, status: 1, output: `not run: ${s.after} failed`, started: Date.now(), ended: Date.now() };
          const own = Date.now();
          return { step: s, ...(await runBuffered(s)), started: own, ended: Date.now() };
        })(),
      );
    }
    const results = await Promise.all(running.values());
    for (const r of results) {
      console.log(`\n=== ${r.step.name}: ${[r.step.cmd, ...r.step.args].join(' ')}\n${r.output.trimEnd()}`);
      record(r.step, r.status === 0, r.started);
      summary[summary.length - 1] = summary
        .at(-1)
        .replace(/\([\d.]+ s\)$/, `(${((r.ended - r.started) / 1000).toFixed(1)} s)`);
    }
    if (results.some((r) => r.step.name === 'build' && r.status !== 0)) buildFailed = true;
    continue;
  }
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${[step.cmd, ...step.args].join(' ')}`);
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env });
  const ok = result.status === 0;
  record(step, ok, started);
  if (step.name === 'build' && !ok) break; // nothing to test end to end without a build
}
const total = ((Date.now() - suiteStarted) / 1000 / 60).toFixed(1);
console.log(`\n=== summary\n${summary.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed  (${total} min)`);
process.exit(failed ? 1 : 0);
