import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { APP_CALLERS } from '../engine/vocabulary.ts';
import type { EffectsInput } from './effects/effect-kit.ts';
import type { navigationTriggered } from './events.ts';
import { goTo, runEffects, waitForRehydration, type EffectsRun } from './run-effects.ts';
import { navigateTo, trackFailure } from './saga-kit.ts';
import type { SagaDeps } from './types.ts';

/**
 * Try again reads where the journey stands first (the lead, its workflow): what this device last read may be stale (a
 * lead closed, a callback landed since). True when that read already led somewhere (its outcome, e.g. a closed lead's
 * screen); the resume is then not chosen on the old state. A failed read is tracked and the resume goes on.
 */
function* readBeforeResume(deps: SagaDeps): SagaIterator<boolean> {
  const input: EffectsInput = { screen: undefined, action: undefined, params: {}, formData: {}, query: {} };
  try {
    const run: EffectsRun = yield call(runEffects, deps, [APP_CALLERS.guardLeadRead], input);
    if (run.destination) yield* navigateTo(run.destination);
    return run.destination !== undefined || run.left === true;
  } catch {
    // the read failed: resume on what is known (the screen resumed to reads again and shows its own failure)
    yield* trackFailure(deps, 'resume/read-lead');
    return false;
  }
}

/** A component said what happened (a card's Start or Edit, Try again, Logout): chooseDestination says where it leads. */
export function* onNavigationTriggered(
  deps: SagaDeps,
  event: ReturnType<typeof navigationTriggered>,
): SagaIterator<void> {
  yield call(waitForRehydration, deps);
  if (event.payload.kind === 'resume') {
    const settled: boolean = yield call(readBeforeResume, deps);
    if (settled) return;
  }
  yield call(goTo, deps, event.payload);
}
