// The effects a borrower needs only once signed in: loaded after the login page, so /login does not carry them.
import { BANKING_WORKERS } from './banking-effects.ts';
import { DOCUMENT_WORKERS } from './document-effects.ts';
import { HANDOFF_WORKERS } from './handoff-effects.ts';
import { KFS_WORKERS } from './kfs-effect.ts';
import { LEAD_WORKERS } from './lead-effects.ts';
import { LOCATION_WORKERS } from './location-effect.ts';
import { OFFER_WORKERS } from './offer-effect.ts';

/** The signed-in journey's workers, by effect: each module's own table. */
export const JOURNEY_WORKERS = {
  ...LEAD_WORKERS,
  ...BANKING_WORKERS,
  ...HANDOFF_WORKERS,
  ...OFFER_WORKERS,
  ...LOCATION_WORKERS,
  ...KFS_WORKERS,
  ...DOCUMENT_WORKERS,
};
