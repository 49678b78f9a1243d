// The scenario gate of `journey approve` (bin/journey.mjs sends the command here): a version is published only when
// its programme's scenarios pass, and playing them needs the store and the sandbox, which src/cli never loads.
import { runJourney } from '../cli/main.ts';
import type { ConfigSource, ResolvedProgramme } from '../engine/types.ts';
import { preloadEffectWorkers } from '../store/effects/effect-table.ts';
import { runProgrammeScenarios } from './test-command.ts';

/** The names of the programme's scenarios that fail, in file order. */
export async function scenarioFailures(
  root: string,
  source: ConfigSource,
  programme: ResolvedProgramme,
): Promise<string[]> {
  await preloadEffectWorkers();
  const run = await runProgrammeScenarios(root, source, programme.id);
  return run.cases.filter((c) => c.failure).map((c) => c.name);
}

/** `journey approve` with the scenario gate. */
export function runApprove(
  argv: string[],
  io: { out: (text: string) => void; err: (text: string) => void; readStdin: () => string },
): Promise<number> {
  return runJourney(argv, { ...io, scenarioFailures });
}
