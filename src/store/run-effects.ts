import { call, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { REHYDRATE } from 'redux-persist';
import { chooseDestination, type Destination, type NavigationTrigger } from '../engine/navigation.ts';
import type { RuleContext } from '../engine/rules.ts';
import { findEffectWorker, preloadEffectWorkers } from './effects/effect-table.ts';
import type { EffectsInput, EffectResult, EffectWorker } from './effects/effect-kit.ts';
import { EffectFailure } from './failure.ts';
import { navigateTo } from './saga-kit.ts';
import { selectRuleContext } from './selectors.ts';
import type { RootState, SagaDeps } from './types.ts';

/** What a list of effects came to: where an outcome one reported leads (chooseDestination), or that the app was left. */
export interface EffectsRun {
  destination?: Destination;
  left?: true;
}

/**
 * Runs effects in order through the effect table. An effect that reports an outcome gets it routed by
 * chooseDestination (over the state then): a destination, or having left the app, skips the rest and is answered.
 */
export function* runEffects(deps: SagaDeps, names: readonly string[], input: EffectsInput): SagaIterator<EffectsRun> {
  for (const name of names) {
    const worker: EffectWorker | undefined = yield call(findEffectWorker, name);
    // the config linter rejects unknown effects; this guards a stale compiled programme
    if (!worker) throw new EffectFailure('generic_error', { label: `unknown-effect:${name}` });
    const result: EffectResult = yield call(worker, deps, { ...input, effect: name });
    // signed in: the rest of the journey's effects download now, not when the next screen needs one
    const signedIn: boolean = yield select((s: RootState) => s.session.isAuthenticated);
    if (signedIn) preloadEffectWorkers().catch(() => undefined);
    if (!result) continue;
    if (result.outcome === 'leftApp') return { left: true };
    const context: RuleContext = yield call(selectContext, deps, input.formData, input.query);
    const destination = chooseDestination(
      deps.programme,
      { kind: 'outcome', outcome: result.outcome, ...(input.screen ? { screenId: input.screen.id } : {}) },
      context,
    );
    if (destination) return { destination };
  }
  return {};
}

/** Asks chooseDestination where `trigger` leads in the state now and requests that navigation; true when there is one. */
export function* goTo(
  deps: SagaDeps,
  trigger: NavigationTrigger,
  formData?: Record<string, unknown>,
  query?: Record<string, string>,
): SagaIterator<boolean> {
  const context: RuleContext = yield call(selectContext, deps, formData, query);
  const destination = chooseDestination(deps.programme, trigger, context);
  if (destination) yield* navigateTo(destination);
  return destination !== undefined;
}

/** The rule context from the current state. */
export function* selectContext(
  deps: SagaDeps,
  formData?: Record<string, unknown>,
  query?: Record<string, string>,
): SagaIterator<RuleContext> {
  const state: RootState = yield select();
  return selectRuleContext(state, deps.programme, formData, query);
}

/** Events may arrive before the persisted state is back; acting on an empty state would lose the journey. */
export function* waitForRehydration(deps: SagaDeps): SagaIterator<void> {
  if (!deps.persisted) return;
  const rehydrated: boolean | undefined = yield select(
    (s: RootState & { _persist?: { rehydrated: boolean } }) => s._persist?.rehydrated,
  );
  if (!rehydrated) yield take(REHYDRATE);
}
