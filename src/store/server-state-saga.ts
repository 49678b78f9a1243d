import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { APP_CALLERS } from '../engine/vocabulary.ts';
import type { EffectsInput } from './effects/effect-kit.ts';
import { handleFailure } from './failure-saga.ts';
import { runEffects, waitForRehydration, type EffectsRun } from './run-effects.ts';
import { navigateTo } from './saga-kit.ts';
import type { SagaDeps } from './types.ts';
import { uiActions } from './ui-slice.ts';

/**
 * A guarded screen needs the server's word on where the journey stands: the lead and its workflow are read once per
 * page load before any guard decides (a lead rejected or signed sends the borrower on from here, as on home). A
 * failed read follows spec §8; the guards then decide on what is known, which never opens a later screen.
 */
export function* onServerStateNeeded(deps: SagaDeps): SagaIterator<void> {
  yield call(waitForRehydration, deps);
  const input: EffectsInput = { screen: undefined, action: undefined, params: {}, formData: {}, query: {} };
  try {
    const run: EffectsRun = yield call(runEffects, deps, [APP_CALLERS.guardLeadRead], input);
    if (run.destination) yield* navigateTo(run.destination);
  } catch (error) {
    yield call(handleFailure, deps, error, 'guard/read-lead');
  } finally {
    yield put(uiActions.serverStateRead());
  }
}
