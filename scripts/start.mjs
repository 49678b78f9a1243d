#!/usr/bin/env node
// `npm start`: build the app, start the lender-API sandbox and serve the build with the production CSP.
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

register();
const { runServers, PortTakenError } = await import('./start-servers.ts');
try {
  await runServers();
} catch (error) {
  // a taken port is one line naming the variable to set, not a stack trace
  if (!(error instanceof PortTakenError)) throw error;
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}
