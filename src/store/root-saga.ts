import { all, call, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { onActionTriggered } from './action-saga.ts';
import {
  actionTriggered,
  navigationTriggered,
  pincodeLookupRequested,
  screenEntered,
  serverStateNeeded,
} from './events.ts';
import { onNavigationTriggered } from './navigation-saga.ts';
import { onPincodeLookupRequested } from './pincode-saga.ts';
import { trackFailure } from './saga-kit.ts';
import { onScreenEntered } from './screen-saga.ts';
import { onServerStateNeeded } from './server-state-saga.ts';
import type { SagaDeps } from './types.ts';

type Worker<A> = (deps: SagaDeps, action: A) => SagaIterator<void>;

/** A crash in one worker (a bug, not a failed call: those are handled inside) must not stop every watcher. */
function safely<A extends { type: string }>(worker: Worker<A>): Worker<A> {
  return function* guarded(deps, action) {
    try {
      yield call(worker, deps, action);
    } catch {
      yield* trackFailure(deps, `crash:${action.type}`);
    }
  };
}

/** Watchers: each UI event starts its own worker; workers never share state except through the store. */
export function* rootSaga(deps: SagaDeps): SagaIterator<void> {
  yield all([
    takeEvery(actionTriggered.type, safely(onActionTriggered), deps),
    takeEvery(screenEntered.type, safely(onScreenEntered), deps),
    takeEvery(navigationTriggered.type, safely(onNavigationTriggered), deps),
    takeEvery(pincodeLookupRequested.type, safely(onPincodeLookupRequested), deps),
    // one read at a time: several guarded screens asking at once share it
    takeLeading(serverStateNeeded.type, safely(onServerStateNeeded), deps),
  ]);
}
