// The entry of `journey approve` (bin/journey.mjs): the journey command with the scenario gate.
import { readFileSync } from 'node:fs';
import { runApprove } from './release-gate.ts';

process.exitCode = await runApprove(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + '\n'),
  err: (text) => process.stderr.write(text + '\n'),
  readStdin: () => readFileSync(0, 'utf8'),
});
