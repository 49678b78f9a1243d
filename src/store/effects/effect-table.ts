import type { EFFECTS } from '../../engine/vocabulary.ts';
import { generateOffer } from './offer-effect.ts';
import { pollQuotes, returnFromBanking, startBanking } from './banking-effects.ts';
import type { EffectWorker } from './effect-kit.ts';
import { confirmAddress, returnFromKyc, startEntityKyc, startEsign, startIndividualKyc, startMandate, verifyPennyDrop } from './handoff-effects.ts';
import { createApplicant, createLead, fetchLead, pollWorkflow, saveForm, updateLead, verifyGstOtp } from './lead-effects.ts';
import { requestLocation } from './location-effect.ts';
import { enterGstFlow, logout, requestGstOtp, requestOtp, verifyOtp } from './session-effects.ts';

/**
 * One worker per effect of the vocabulary (engine/vocabulary.ts EFFECTS). Typed over the whole list, so an effect
 * added to the vocabulary without a worker fails the type check, not a borrower's journey.
 */
export const EFFECT_WORKERS: Readonly<Record<(typeof EFFECTS)[number], EffectWorker>> = {
  'session/requestOtp': requestOtp,
  'session/verifyOtp': verifyOtp,
  'session/logout': logout,
  'gst/enterFlow': enterGstFlow,
  'lead/fetch': fetchLead,
  'location/request': requestLocation,
  'form/save': saveForm,
  'lead/create': createLead,
  'lead/update': updateLead,
  'applicant/create': createApplicant,
  'gst/requestOtp': requestGstOtp,
  'gst/verifyOtp': verifyGstOtp,
  'banking/start': startBanking,
  'banking/returned': returnFromBanking,
  'workflow/poll': pollWorkflow,
  'quote/poll': pollQuotes,
  'offer/generate': generateOffer,
  'kyc/startIndividual': startIndividualKyc,
  'kyc/startEntity': startEntityKyc,
  'kyc/returned': returnFromKyc,
  'address/confirm': confirmAddress,
  'pennyDrop/verify': verifyPennyDrop,
  'mandate/start': startMandate,
  'esign/start': startEsign,
};

export function findEffectWorker(name: string): EffectWorker | undefined {
  return (EFFECT_WORKERS as Record<string, EffectWorker>)[name];
}
