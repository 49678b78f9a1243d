// The entry of `journey test` (bin/journey.mjs sends the command here): scenarios need the store and the sandbox,
// which the rest of the journey command (src/cli, engine only) never loads.
import { registerRuleOperations } from '../engine/rules.ts';
import { runTestCommand } from './command.ts';

registerRuleOperations();

process.exitCode = await runTestCommand(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + '\n'),
  err: (text) => process.stderr.write(text + '\n'),
});
