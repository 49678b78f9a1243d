import { call, put, race, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { evaluateRule, type RuleContext } from '../engine/rules.ts';
import { screenPoll } from '../engine/screen-types.ts';
import type { PollSpec, Screen } from '../engine/types.ts';
import type { EffectsInput } from './effects/effect-kit.ts';
import { screenLeft, type screenEntered } from './events.ts';
import { handleFailure } from './failure-saga.ts';
import { journeyActions } from './journey-slice.ts';
import { goTo, runEffects, selectContext, waitForRehydration, type EffectsRun } from './run-effects.ts';
import { navigateTo, pause, trackEvent } from './saga-kit.ts';
import type { RootState, SagaDeps } from './types.ts';
import { uiActions } from './ui-slice.ts';

type RoundsOutcome = 'inactive' | 'until' | 'stopped' | 'failed' | 'moved';

/** When the poll's `until` holds in this context, the borrower goes on to the poll's "done" destination. */
function* doneWhenUntil(
  deps: SagaDeps,
  screen: Screen,
  poll: PollSpec,
  context: RuleContext,
  input: EffectsInput,
): SagaIterator<boolean> {
  if (poll.until === undefined || !evaluateRule(poll.until, context)) return false;
  yield call(goTo, deps, { kind: 'poll-done', screenId: screen.id }, undefined, input.query);
  return true;
}

/** One poll loop: wait, poll, and look at the answer, until a rule ends it (spec §4 polling). */
function* pollRounds(deps: SagaDeps, screen: Screen, poll: PollSpec, input: EffectsInput): SagaIterator<RoundsOutcome> {
  for (;;) {
    const before: RuleContext = yield call(selectContext, deps, undefined, input.query);
    if (!evaluateRule(poll.activeWhen, before)) {
      // nothing left to wait for: what the poll waits for may have come with another read (e.g. the screen's lead read)
      const done: boolean = yield call(doneWhenUntil, deps, screen, poll, before, input);
      return done ? 'until' : 'inactive';
    }
    yield call(pause, deps, poll.everyMs);
    let run: EffectsRun;
    try {
      run = yield call(runEffects, deps, [poll.effect], input);
    } catch (error) {
      yield call(handleFailure, deps, error, `${screen.id}/poll`);
      return 'failed';
    }
    if (run.left) return 'moved';
    const after: RuleContext = yield call(selectContext, deps, undefined, input.query);
    const done: boolean = yield call(doneWhenUntil, deps, screen, poll, after, input);
    if (done) return 'until';
    if (poll.stopWhen !== undefined && evaluateRule(poll.stopWhen, after)) {
      // e.g. the GST OTP steps again: back to the screen of the current step
      yield call(goTo, deps, { kind: 'poll-stopped', screenId: screen.id }, undefined, input.query);
      return 'stopped';
    }
    // what the poll learnt moves the borrower on (e.g. the lead's status, as a lead read would): the poll ends there
    if (run.destination) {
      yield* navigateTo(run.destination);
      return 'moved';
    }
  }
}

function* waitForModalClosed(modalId: string): SagaIterator<void> {
  for (;;) {
    const open: string | null = yield select((s: RootState) => s.ui.openModal);
    if (open !== modalId) return;
    yield take('*');
  }
}

/**
 * A screen's poll, raced against its overall time-out. On time-out the workflowError flag is raised and the
 * processing modal opens; when the borrower closes it (Wait), the flag is cleared and polling resumes (spec §2
 * processing modal). Cancelled with the screen (screenLeft).
 */
function* pollScreen(deps: SagaDeps, screen: Screen, poll: PollSpec, input: EffectsInput): SagaIterator<void> {
  yield put(uiActions.pollStarted(screen.id));
  try {
    for (;;) {
      const outcome: { done?: RoundsOutcome; timedOut?: true } = poll.timeoutMs
        ? yield race({ done: call(pollRounds, deps, screen, poll, input), timedOut: call(pause, deps, poll.timeoutMs) })
        : { done: yield call(pollRounds, deps, screen, poll, input) };
      if (!outcome.timedOut) return;
      // spec §4: the flag the screen's config names (e.g. bsCallback for banking, quoteCallback for the quote)
      const flag = poll.timeoutFlag;
      if (flag) yield put(journeyActions.workflowErrorRaised(flag));
      if (!poll.onTimeoutModal) return;
      yield put(uiActions.modalOpened(poll.onTimeoutModal));
      yield call(waitForModalClosed, poll.onTimeoutModal);
      if (flag) yield put(journeyActions.workflowErrorCleared(flag));
    }
  } finally {
    yield put(uiActions.pollStopped(screen.id));
  }
}

/**
 * A screen opened: its on-enter effects in order, then its redirect rules (first match wins), then its poll.
 * Everything is cancelled when the screen is left.
 */
function* enterScreen(deps: SagaDeps, screen: Screen, query: Record<string, string>): SagaIterator<void> {
  yield call(waitForRehydration, deps);
  if (screen.analytics) yield call(trackEvent, deps, screen.analytics);
  const input: EffectsInput = { screen, action: undefined, params: {}, formData: {}, query };
  let run: EffectsRun = {};
  let failed = false;
  try {
    run = yield call(runEffects, deps, screen.onEnter ?? [], input);
  } catch (error) {
    yield call(handleFailure, deps, error, `${screen.id}/enter`);
    failed = true;
  }
  // what the screen waited for has answered (or failed and said so): it may be used now
  yield put(uiActions.screenReady(screen.id));
  if (run.destination) {
    yield* navigateTo(run.destination);
    return;
  }
  if (run.left) return;
  // a return address goes on even when its check failed (spec §2: otherwise the user goes to /home)
  const redirected: boolean = yield call(goTo, deps, { kind: 'screen-entered', screenId: screen.id }, undefined, query);
  if (redirected) return;
  const poll = screenPoll(screen);
  if (poll && !failed) yield call(pollScreen, deps, screen, poll, input);
}

export function* onScreenEntered(deps: SagaDeps, event: ReturnType<typeof screenEntered>): SagaIterator<void> {
  const { screenId, query = {} } = event.payload;
  const screen = deps.programme.screens[screenId];
  if (!screen) return;
  yield race({
    entered: call(enterScreen, deps, screen, query),
    left: take(
      (a: unknown) =>
        screenLeft.match(a as never) && (a as ReturnType<typeof screenLeft>).payload.screenId === screenId,
    ),
  });
}
