import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { navigationTriggered } from './events.ts';
import { goTo, waitForRehydration } from './run-effects.ts';
import type { SagaDeps } from './types.ts';

/** A component said what happened (a card's Start or Edit, Try again, Logout): chooseDestination says where it leads. */
export function* onNavigationTriggered(deps: SagaDeps, event: ReturnType<typeof navigationTriggered>): SagaIterator<void> {
  yield call(waitForRehydration, deps);
  yield call(goTo, deps, event.payload);
}
