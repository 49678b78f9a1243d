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
//   PEERS_DIR=/path/to/peers npm run bench:peers   another copy of the harness
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) {
    console.error(`bench:peers: ${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** The harness's files are read-only where it is shared: the copy must be writable for its installs and results. */
function makeWritable(path) {
  const stat = statSync(path);
  chmodSync(path, stat.mode | 0o200);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) makeWritable(join(path, entry));
}

if (!existsSync(join(harness, 'run.sh'))) {
  console.error(`bench:peers: no harness at ${harness} (set PEERS_DIR to the folder holding run.sh and targets.json)`);
  process.exit(2);
}

// 1. the harness, copied with its timestamps (run.sh rebuilds a peer only when its sources are newer than its build)
const skip = new Set(['node_modules', 'dist', 'results']);
cpSync(harness, work, { recursive: true, force: true, preserveTimestamps: true, filter: (src) => !skip.has(basename(src)) });
makeWritable(work);

// 2. our page, production build; the harness serves a folder's index.html
console.error('[bench:peers] building the playground (the ?schema= page)');
run('npx', ['vite', 'build', '--config', 'vite.playground.config.ts', '--outDir', ourDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root });
copyFileSync(join(ourDist, 'playground.html'), join(ourDist, 'index.html'));

// 3. the peers' targets plus ours, then the harness's own run
const targets = JSON.parse(readFileSync(join(harness, 'targets.json'), 'utf8'));
targets.targets = [...targets.targets.filter((t) => t.name !== TARGET.name), TARGET];
writeFileSync(join(work, 'targets.json'), `${JSON.stringify(targets, null, 2)}\n`);
run('bash', ['run.sh', ...process.argv.slice(2)], { cwd: work });
console.error(`[bench:peers] raw samples: ${join(work, 'results/latest.json')}`);
