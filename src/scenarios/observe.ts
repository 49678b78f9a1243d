import type { JourneyObservation } from '../engine/journey-coverage.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { matchHttpErrorRule } from '../store/failure.ts';
import type { ScenarioOutcome } from './run-scenario.ts';

/** The code of a failed answer as the API client reads it: the first key of the body's map (spec §8). */
function codeOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  return Object.keys(answer)[0];
}

/** What a scenario run saw, for coverage: the transitions chooseDestination took, the buttons pressed, modals, error rules met. */
export function observe(programme: ResolvedProgramme, outcome: ScenarioOutcome): JourneyObservation {
  const observation: JourneyObservation = { taken: [], pressed: outcome.pressed, modals: [], errors: [] };
  for (const event of outcome.trace) {
    if (event.type === 'transition') observation.taken.push(event.via);
    else if (event.type === 'modal') observation.modals.push(event.modal);
  }
  for (const call of outcome.calls) {
    if (call.status < 400 && !call.offline) continue;
    const rule = matchHttpErrorRule(programme.httpErrors, {
      statusCode: call.status,
      code: codeOf(call.answer),
      endpoint: call.endpoint,
      offline: call.offline === true,
      message: '',
    } as never);
    if (rule) observation.errors.push(rule.id);
  }
  return observation;
}
