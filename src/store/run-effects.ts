import { call, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { REHYDRATE } from 'redux-persist';
import type { RuleContext } from '../engine/rules.ts';
import { findEffectWorker, preloadEffectWorkers } from './effects/effect-table.ts';
import type { EffectsInput, EffectResult, EffectWorker } from './effects/effect-kit.ts';
import { EffectFailure } from './failure.ts';
import { selectRuleContext } from './selectors.ts';
import type { RootState, SagaDeps } from './types.ts';

/** Runs effects in order through the effect table; 'stop' from one skips the rest (it has decided where to go). */
export function* runEffects(deps: SagaDeps, names: readonly string[], input: EffectsInput): SagaIterator<EffectResult> {
  for (const name of names) {
    const worker: EffectWorker | undefined = yield call(findEffectWorker, name);
    // the config linter rejects unknown effects; this guards a stale compiled programme
    if (!worker) throw new EffectFailure('generic_error', { label: `unknown-effect:${name}` });
    const result: EffectResult | void = yield call(worker, deps, { ...input, effect: name });
    // signed in: the rest of the journey's effects download now, not when the next screen needs one
    const signedIn: boolean = yield select((s: RootState) => s.session.isAuthenticated);
    if (signedIn) preloadEffectWorkers().catch(() => undefined);
    if (result === 'stop') return 'stop';
  }
  return 'continue';
}

/** The rule context from the current state. */
export function* selectContext(deps: SagaDeps, formData?: Record<string, unknown>, query?: Record<string, string>): SagaIterator<RuleContext> {
  const state: RootState = yield select();
  return selectRuleContext(state, deps.programme, formData, query);
}

/** Events may arrive before the persisted state is back; acting on an empty state would lose the journey. */
export function* waitForRehydration(deps: SagaDeps): SagaIterator<void> {
  if (!deps.persisted) return;
  const rehydrated: boolean | undefined = yield select((s: RootState & { _persist?: { rehydrated: boolean } }) => s._persist?.rehydrated);
  if (!rehydrated) yield take(REHYDRATE);
}
