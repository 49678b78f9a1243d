import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { EFFECTS, type EffectName } from '../../engine/effects.ts';
import type { EffectWorker } from './effect-kit.ts';
import { SESSION_WORKERS } from './session-effects.ts';

type JourneyEffects = typeof import('./journey-effects.ts');

/**
 * Every effect of the vocabulary (engine/effects.ts EFFECTS) has one worker, at hand (the login and
 * session effects) or loaded with the signed-in journey's: an effect without one, or with one in both, fails the
 * type check, not a borrower's journey.
 */
type AtHand = keyof typeof SESSION_WORKERS;
type Later = keyof JourneyEffects['JOURNEY_WORKERS'];
const everyEffectOnce: [Exclude<EffectName, AtHand | Later>, AtHand & Later] extends [never, never] ? true : never =
  true;
void everyEffectOnce;

let journeyEffects: Promise<JourneyEffects> | undefined;
let loaded: JourneyEffects | undefined;
/** Loads the signed-in journey's effects once; called when the borrower signs in so the next screen need not wait. */
export function preloadEffectWorkers(): Promise<JourneyEffects> {
  journeyEffects ??= import('./journey-effects.ts').then(
    (m) => (loaded = m),
    (error: unknown) => {
      journeyEffects = undefined; // a failed download (offline) is tried again next time
      throw error;
    },
  );
  return journeyEffects;
}

const byName = (table: object, name: string): EffectWorker | undefined =>
  (table as Record<string, EffectWorker | undefined>)[name];

/** The worker of an effect, loading it first when it is one of the signed-in journey's. */
export function* findEffectWorker(name: string): SagaIterator<EffectWorker | undefined> {
  if (!(EFFECTS as readonly string[]).includes(name)) return undefined;
  const atHand = byName(SESSION_WORKERS, name);
  if (atHand) return atHand;
  if (loaded) return byName(loaded.JOURNEY_WORKERS, name); // once downloaded, no extra tick
  const journey: JourneyEffects = yield call(preloadEffectWorkers);
  return byName(journey.JOURNEY_WORKERS, name);
}
