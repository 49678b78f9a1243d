import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { findAction } from '../engine/navigation.ts';
import type { actionTriggered } from './events.ts';
import { handleFailure } from './failure-saga.ts';
import { goTo, runEffects, waitForRehydration, type EffectsRun } from './run-effects.ts';
import { withFieldLabels } from './failure.ts';
import { journeyActions } from './journey-slice.ts';
import { navigateTo, showToast, textOf, trackEvent } from './saga-kit.ts';
import { pendingKey } from './selectors.ts';
import type { RootState, SagaDeps } from './types.ts';
import { uiActions } from './ui-slice.ts';

/**
 * A button was pressed: run the action's effects in order, then its success toast and the first `next` transition
 * whose rule holds (chooseDestination); on failure the error rules (spec §8). A press while the same action runs is ignored.
 */
export function* onActionTriggered(deps: SagaDeps, event: ReturnType<typeof actionTriggered>): SagaIterator<void> {
  const target = event.payload;
  const { screen, action } = findAction(deps.programme, target);
  if (!action) return;
  const key = pendingKey(target);
  const pending: string[] = yield select((s: RootState) => s.ui.pending);
  if (pending.includes(key)) return;
  yield put(uiActions.actionStarted(key));
  try {
    yield call(waitForRehydration, deps);
    if (action.analytics) yield call(trackEvent, deps, action.analytics);
    const formData = target.formData ?? {};
    const query = target.query ?? {};
    let run: EffectsRun;
    try {
      run = yield call(runEffects, deps, action.effects ?? [], {
        screen,
        action,
        params: action.params ?? {},
        formData,
        query,
      });
    } catch (error) {
      yield call(
        handleFailure,
        deps,
        withFieldLabels(error, deps.programme, target.modalId ? undefined : target.screenId),
        `${target.modalId ?? target.screenId}/${action.id}`,
      );
      return;
    }
    if (screen && target.formData && !target.modalId) yield put(journeyActions.screenSubmitted(screen.id));
    if (action.successToast) yield* showToast('success', textOf(deps, action.successToast));
    // at most one navigation: where an effect's outcome led, else the action's own `next` (chooseDestination)
    if (run.destination) yield* navigateTo(run.destination);
    else if (!run.left)
      yield call(
        goTo,
        deps,
        {
          kind: 'action',
          screenId: target.screenId,
          actionId: target.actionId,
          ...(target.cardId ? { cardId: target.cardId } : {}),
          ...(target.modalId ? { modalId: target.modalId } : {}),
        },
        formData,
        query,
      );
  } finally {
    yield put(uiActions.actionSettled(key));
    if (target.modalId) {
      const open: string | null = yield select((s: RootState) => s.ui.openModal);
      if (open === target.modalId) yield put(uiActions.modalClosed());
    }
  }
}
