#!/usr/bin/env node
// The `journey` command for analysts and QA: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';

register();
const args = process.argv.slice(2);
// the command is the first argument that is not an option (nor --root's value)
const command = args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '--root');
if (command === 'test') {
  // headless scenarios run the app's store: production mode, as the built app runs it (no development checks)
  process.env.NODE_ENV ??= 'production';
  await import('../src/scenarios/run.ts');
} else if (command === 'approve') {
  // approve plays the programme's scenarios before it publishes: the same production mode as journey test
  process.env.NODE_ENV ??= 'production';
  await import('../src/scenarios/approve-run.ts');
} else {
  await import('../src/cli/run.ts');
}
