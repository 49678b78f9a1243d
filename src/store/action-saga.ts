import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { pickTransition } from '../engine/navigation.ts';
import type { RuleContext } from '../engine/rules.ts';
import { homeSteps } from '../engine/steps.ts';
import type { ResolvedProgramme, Screen, ScreenAction } from '../engine/types.ts';
import type { EffectResult } from './effects/effect-kit.ts';
import type { actionTriggered } from './events.ts';
import { handleFailure } from './failure-saga.ts';
import { withFieldLabels } from './failure.ts';
import { journeyActions } from './journey-slice.ts';
import { runEffects, selectContext, waitForRehydration } from './run-effects.ts';
import { navigateTo, showToast, textOf, trackEvent } from './saga-kit.ts';
import { pendingKey } from './selectors.ts';
import type { RootState, SagaDeps } from './types.ts';
import { uiActions } from './ui-slice.ts';

type Target = ReturnType<typeof actionTriggered>['payload'];

/** The action a button names: a programme modal's, a home card's, or the screen's own. */
export function findAction(programme: ResolvedProgramme, target: Target): { screen: Screen | undefined; action: ScreenAction | undefined } {
  const screen = programme.screens[target.screenId];
  if (target.modalId) {
    return { screen, action: programme.programme.modals[target.modalId]?.actions.find((a) => a.id === target.actionId) };
  }
  if (target.cardId) {
    const card = screen && homeSteps(programme.programme, screen.id).find((c) => c.id === target.cardId);
    return { screen, action: card?.action?.id === target.actionId ? card.action : undefined };
  }
  return { screen, action: screen?.actions?.find((a) => a.id === target.actionId) };
}

/**
 * A button was pressed: run the action's effects in order, then its success toast and the first `next` transition
 * whose rule holds; on failure the error rules (spec §8). A press while the same action runs is ignored.
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
    let result: EffectResult;
    try {
      result = yield call(runEffects, deps, action.effects ?? [], { screen, action, params: action.params ?? {}, formData, query });
    } catch (error) {
      yield call(handleFailure, deps, withFieldLabels(error, deps.programme, target.modalId ? undefined : target.screenId), `${target.modalId ?? target.screenId}/${action.id}`);
      return;
    }
    if (screen && target.formData && !target.modalId) yield put(journeyActions.screenSubmitted(screen.id));
    if (action.successToast) yield* showToast('success', textOf(deps, action.successToast));
    if (result === 'stop') return;
    const context: RuleContext = yield call(selectContext, deps, formData, query);
    const transition = pickTransition(action.next, context);
    if (transition) yield* navigateTo(transition.to);
  } finally {
    yield put(uiActions.actionSettled(key));
    if (target.modalId) {
      const open: string | null = yield select((s: RootState) => s.ui.openModal);
      if (open === target.modalId) yield put(uiActions.modalClosed());
    }
  }
}
