import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { EFFECTS } from '../../engine/vocabulary.ts';
import type { EffectWorker } from './effect-kit.ts';
import { changeMobile, enterGstFlow, logout, recordConsent, requestGstOtp, requestOtp, verifyOtp } from './session-effects.ts';

type JourneyEffects = typeof import('./journey-effects.ts');
/** A worker at hand (the login and session effects), or one loaded with the rest of the journey's effects. */
type EffectLoad = { load: () => Promise<EffectWorker>; ready: () => EffectWorker | undefined };
type EffectEntry = { now: EffectWorker } | EffectLoad;

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
const now = (worker: EffectWorker): EffectEntry => ({ now: worker });
const later = (pick: (m: JourneyEffects) => EffectWorker): EffectEntry => ({
  load: () => preloadEffectWorkers().then(pick),
  ready: () => (loaded ? pick(loaded) : undefined),
});

/**
 * One worker per effect of the vocabulary (engine/vocabulary.ts EFFECTS). Typed over the whole list, so an effect
 * added to the vocabulary without a worker fails the type check, not a borrower's journey.
 */
export const EFFECT_WORKERS: Readonly<Record<(typeof EFFECTS)[number], EffectEntry>> = {
  'consent/record': now(recordConsent),
  'session/requestOtp': now(requestOtp),
  'session/verifyOtp': now(verifyOtp),
  'session/changeMobile': now(changeMobile),
  'session/logout': now(logout),
  'gst/enterFlow': now(enterGstFlow),
  'gst/requestOtp': now(requestGstOtp),
  'lead/fetch': later((m) => m.fetchLead),
  'profile/fetch': later((m) => m.fetchProfile),
  'location/request': later((m) => m.requestLocation),
  'form/save': later((m) => m.saveForm),
  'lead/create': later((m) => m.createLead),
  'lead/update': later((m) => m.updateLead),
  'applicant/create': later((m) => m.createApplicant),
  'gst/verifyOtp': later((m) => m.verifyGstOtp),
  'banking/start': later((m) => m.startBanking),
  'banking/returned': later((m) => m.returnFromBanking),
  'workflow/poll': later((m) => m.pollWorkflow),
  'quote/poll': later((m) => m.pollQuotes),
  'offer/generate': later((m) => m.generateOffer),
  'kyc/startIndividual': later((m) => m.handOff),
  'kyc/startEntity': later((m) => m.handOff),
  'kyc/returned': later((m) => m.returnFromKyc),
  'kyc/fetchDetails': later((m) => m.fetchKycDetails),
  'address/confirm': later((m) => m.handOff),
  'pennyDrop/verify': later((m) => m.verifyPennyDrop),
  'mandate/start': later((m) => m.handOff),
  'kfs/acknowledge': later((m) => m.acknowledgeKfs),
  'esign/start': later((m) => m.handOff),
  'documents/saveAgreement': later((m) => m.saveAgreement),
  'documents/saveKfs': later((m) => m.saveKfs),
  'documents/email': later((m) => m.emailDocuments),
};

/** The worker of an effect, loading it first when it is one of the signed-in journey's. */
export function* findEffectWorker(name: string): SagaIterator<EffectWorker | undefined> {
  const entry = (EFFECT_WORKERS as Record<string, EffectEntry | undefined>)[name];
  if (!entry) return undefined;
  if ('now' in entry) return entry.now;
  const ready = entry.ready(); // once downloaded, no extra tick
  if (ready) return ready;
  const worker: EffectWorker = yield call(entry.load);
  return worker;
}
