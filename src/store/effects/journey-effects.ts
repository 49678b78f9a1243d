// The effects a borrower needs only once signed in: loaded after the login page, so /login does not carry them.
export { generateOffer } from './offer-effect.ts';
export { pollQuotes, returnFromBanking, startBanking } from './banking-effects.ts';
export { handOff, returnFromKyc, verifyPennyDrop } from './handoff-effects.ts';
export { createApplicant, createLead, fetchKycDetails, fetchLead, fetchProfile, pollWorkflow, saveForm, updateLead, verifyGstOtp } from './lead-effects.ts';
export { requestLocation } from './location-effect.ts';
export { acknowledgeKfs } from './kfs-effect.ts';
export { emailDocuments, saveAgreement, saveKfs } from './document-effects.ts';
