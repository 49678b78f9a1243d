#!/usr/bin/env node
// `npm run bench:peers -- [run.sh args]`: the shared peer benchmark (../shared/bench/peers) with this project's form
// as one more target, measured in the same interleaved run as RJSF, JSON Forms, SurveyJS and plain React.
//
// The harness is not ours: it is copied into node_modules/.cache/bench-peers (its installs and builds are kept there
// between runs) and nothing of it is committed. Our target is the playground's `?schema=` page, built for production
// (the same JourneyForm, widgets, theme and validation moments as the app), served by the harness itself.
//
//   npm run bench:peers -- --quick                 smoke run: N=150, one load and one typing run per app
//   npm run bench:peers                            the full run (about 15 minutes)
//   npm run bench:peers -- --only rjsf-mui,journey-form --rounds 3
//   npm run bench:peers -- --n 400 --base main     also `main`'s build of the page, in the same interleaved run
//   npm run bench:peers -- --smoke                 our page alone, 40 fields, one load, one typing run, no figures
//                                                  judged (npm test runs it): fails when the harness cannot type
//                                                  into the form, submit it or see its errors
//   PEERS_DIR=/path/to/peers npm run bench:peers   another copy of the harness
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const harness = resolve(process.env.PEERS_DIR ?? join(root, '../shared/bench/peers'));
const work = join(root, 'node_modules/.cache/bench-peers');
const ourDist = join(work, 'journey-form-dist');

/** Our entry in the harness's targets.json (its README's format). */
const TARGET = {
  name: 'journey-form',
  dist: ourDist,
  url: '/?schema={schemaUrl}',
  ready: 'form input:not([type=hidden])',
  field: '#root_declaration_remarks',
  submit: 'button[type=submit]',
  error: "[id$='__error']",
};

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const baseAt = args.indexOf('--base');
const baseRef = baseAt >= 0 ? args[baseAt + 1] : undefined;
// `--base <ref>` is ours: dropped (with its value) from what the harness is given; without it nothing else is dropped
const harnessArgs = args.filter((arg, i) => arg !== '--smoke' && !(baseAt >= 0 && (i === baseAt || i === baseAt + 1)));
/** How many fields the smoke form has: enough for sections and addresses, small enough for a minute on 2 cores. */
const SMOKE_N = 40;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) {
    console.error(`bench:peers: ${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** The harness's files are read-only where it is shared: the copy must be writable for its installs and results. */
function makeWritable(path) {
  // a link is not followed: the baseline's sources link to this project's node_modules, which hold this very copy
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  chmodSync(path, stat.mode | 0o200);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) if (!skip.has(entry)) makeWritable(join(path, entry));
}

if (!existsSync(join(harness, 'run.sh'))) {
  console.error(`bench:peers: no harness at ${harness} (set PEERS_DIR to the folder holding run.sh and targets.json)`);
  process.exit(2);
}

// 1. the harness, copied with its timestamps (run.sh rebuilds a peer only when its sources are newer than its build)
const skip = new Set(['node_modules', 'dist', 'results', 'base-src']);
cpSync(harness, work, {
  recursive: true,
  force: true,
  preserveTimestamps: true,
  filter: (src) => !skip.has(basename(src)),
});
makeWritable(work);

/** Our page (the ?schema= playground), production build, from the project at `projectRoot`; the harness serves a
 * folder's index.html. */
function buildPage(projectRoot, outDir) {
  run(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'vite.playground.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: projectRoot },
  );
  copyFileSync(join(outDir, 'playground.html'), join(outDir, 'index.html'));
}

/**
 * The same page as built by another commit (`--base main`), for a baseline measured in the same run: the commit's
 * files are written to a scratch folder (git archive, no worktree) that borrows this project's node_modules.
 */
function buildBase(ref) {
  const src = join(work, 'base-src');
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  const tar = execFileSync('git', ['archive', '--format=tar', ref], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', src], { input: tar });
  symlinkSync(join(root, 'node_modules'), join(src, 'node_modules'));
  run('node', ['bin/journey.mjs', 'compile'], { cwd: src, stdio: ['ignore', 'ignore', 'inherit'] });
  const outDir = join(work, 'journey-form-base-dist');
  buildPage(src, outDir);
  return { ...TARGET, name: `journey-form@${ref}`, dist: outDir };
}

/** The smoke run's verdict: our page loaded, took the typed text and showed errors for an empty submit. */
function checkSmoke(file) {
  const summary = JSON.parse(readFileSync(file, 'utf8')).summary[TARGET.name]?.[SMOKE_N]?.spread;
  const problems = [];
  if (!summary) problems.push('no result for journey-form');
  else {
    if (summary.loadsOk !== summary.loads)
      problems.push(`${summary.loads - summary.loadsOk} of ${summary.loads} loads failed`);
    if (!summary.typedOk) problems.push('the typed text did not arrive in the field');
    if (!(summary.errorsShown > 0)) problems.push('an empty submit showed no error');
    for (const failure of summary.failures ?? []) problems.push(String(failure));
    for (const error of summary.pageErrors ?? []) problems.push(`page error: ${error}`);
  }
  if (problems.length) {
    console.error(`bench:peers --smoke failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.error(
    `[bench:peers] smoke ok: ${summary.keysObserved}/${summary.keys} keys seen, ${summary.errorsShown} errors shown (figures not judged)`,
  );
}

// 2. our page (and the baseline's)
console.error('[bench:peers] building the playground (the ?schema= page)');
buildPage(root, ourDist);
const ours = [TARGET, ...(baseRef ? [buildBase(baseRef)] : [])];

// 3. the peers' targets plus ours, then the harness's own run
if (smoke) {
  // no peer is installed or built: the harness's measure step alone, on our page, with its playwright-core found in
  // this project's node_modules (the copy lives inside them)
  run('node', ['make-form.mjs', '--n', String(SMOKE_N)], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(join(work, 'targets-smoke.json'), `${JSON.stringify({ targets: ours }, null, 2)}\n`);
  const out = join(work, 'results/smoke.json');
  run(
    'node',
    [
      'measure.mjs',
      '--targets',
      'targets-smoke.json',
      '--n',
      String(SMOKE_N),
      '--rounds',
      '1',
      '--inp-rounds',
      '1',
      '--throttle',
      '1',
      '--out',
      out,
      '--md',
      join(work, 'results/smoke.md'),
      ...harnessArgs,
    ],
    { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  checkSmoke(out);
} else {
  const targets = JSON.parse(readFileSync(join(harness, 'targets.json'), 'utf8'));
  targets.targets = [...targets.targets.filter((t) => !ours.some((o) => o.name === t.name)), ...ours];
  writeFileSync(join(work, 'targets.json'), `${JSON.stringify(targets, null, 2)}\n`);
  run('bash', ['run.sh', ...harnessArgs], { cwd: work });
  console.error(`[bench:peers] raw samples: ${join(work, 'results/latest.json')}`);
}
