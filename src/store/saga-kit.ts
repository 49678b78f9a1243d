import { call, delay, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { resolveMessage } from '../engine/messages.ts';
import type { Destination } from '../engine/navigation.ts';
import { sessionEnded, type SessionEndReason } from './events.ts';
import { uiActions, type ToastLevel } from './ui-slice.ts';
import type { SagaDeps } from './types.ts';

/** Waits `ms` on the services' clock (real timers unless one is injected); answers true, for races with a time-out. */
export function* pause(deps: SagaDeps, ms: number): SagaIterator<true> {
  if (deps.services.sleep) yield call(deps.services.sleep, ms);
  else yield delay(ms);
  return true;
}

/** The programme's text for a key (spec: no user-visible text in src). */
export function textOf(deps: SagaDeps, key: string): string {
  return resolveMessage(deps.programme.texts, key, {}, 'generic_error');
}

export function* showToast(level: ToastLevel, text: string): SagaIterator<void> {
  yield put(uiActions.toastShown({ level, text }));
}

/** Asks the app to go where chooseDestination said (reducers never navigate; the app's listener performs the request). */
export function* navigateTo(destination: Destination): SagaIterator<void> {
  yield put(uiActions.navigationRequested(destination));
}

export function* trackEvent(
  deps: SagaDeps,
  event: { category: string; action: string; label: string; error?: boolean },
): SagaIterator<void> {
  try {
    yield call(deps.services.track, event);
  } catch {
    // analytics must never break the journey
  }
}

/** Tracks a failure with the programme's error event and a label naming what failed (spec §1: an error event per failure). */
export function* trackFailure(deps: SagaDeps, label: string): SagaIterator<void> {
  const base = deps.programme.programme.analytics.apiError ?? { category: 'error', action: 'error', label: '' };
  yield call(trackEvent, deps, { ...base, label: label || base.label, error: true });
}

/** Ends the session: every slice resets, the persisted copy is removed (spec §3: reset on expiry; §2 logout). */
export function* endSession(deps: SagaDeps, reason: SessionEndReason = 'logout'): SagaIterator<void> {
  yield put(sessionEnded({ reason }));
  try {
    yield call(deps.purge);
  } catch {
    // storage may be unavailable (private mode); the in-memory state is already reset
  }
}

/** The absolute address of a screen of this app, for external pages to come back to. */
export function returnUrlOf(deps: SagaDeps, screenId: string): string {
  const route = deps.programme.screens[screenId]?.route ?? '/';
  return `${deps.services.origin().replace(/\/$/, '')}${route}`;
}

/** The return address an action names in `params.returnScreen` (a hand-off's `computed.returnUrl`), if it names one. */
export function returnUrlFromParams(deps: SagaDeps, params: Readonly<Record<string, unknown>>): string | undefined {
  return typeof params.returnScreen === 'string' ? returnUrlOf(deps, params.returnScreen) : undefined;
}
