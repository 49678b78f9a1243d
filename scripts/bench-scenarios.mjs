#!/usr/bin/env node
// How long `journey test` takes for every programme's scenarios (issue 21's target: under 30 s on the 2-core
// machine). Runs the command as CI does, prints its summary lines and the wall-clock time. No threshold: a figure
// measured on a busy machine is only comparable with a baseline taken at the same time.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const started = performance.now();
const run = spawnSync(process.execPath, ['bin/journey.mjs', 'test'], { cwd: root, encoding: 'utf8' });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const lines = run.stdout.split('\n').filter((line) => /^(PASS|FAIL|SKIP) |^journey test:/.test(line));
console.log(lines.join('\n'));
if (run.status !== 0) console.log(run.stderr.trim());
console.log(`bench:scenarios: journey test took ${seconds} s (wall clock, tool start-up included; exit ${run.status})`);
process.exitCode = run.status === 0 ? 0 : 1;
