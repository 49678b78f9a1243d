import { readFileSync } from 'node:fs';
import { registerRuleOperations } from '../engine/rules.ts';
import { runJourney } from './main.ts';

registerRuleOperations();

const code = await runJourney(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + '\n'),
  err: (text) => process.stderr.write(text + '\n'),
  readStdin: () => readFileSync(0, 'utf8'),
});
process.exitCode = code;
