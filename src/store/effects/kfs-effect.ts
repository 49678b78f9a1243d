import { call, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { buildKfsContent, figureBasisOf } from '../../engine/kfs.ts';
import { sayIn } from '../../engine/message-format.ts';
import { EffectFailure } from '../failure.ts';
import { selectRuleContext } from '../selectors.ts';
import type { RootState, SagaDeps } from '../types.ts';
import { isJsonObject } from '../../engine/json.ts';
import { callEndpoint, type EffectInput, type EffectWorkers } from './effect-kit.ts';

/** SHA-256 in hex (Web Crypto: the browser's, and Node's in tests). */
async function webCryptoSha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The borrower acknowledged the Key Fact Statement (RBI KFS, before e-sign): only with the screen's tick box ticked,
 * the time, the programme, the config version (the published version running, e.g. "v1", else a hash of the programme
 * as shipped) and a hash of exactly the content
 * shown (engine/kfs.ts builds it for the screen and for this hash alike) go to the lender, who keeps them with the lead.
 */
export function* acknowledgeKfs(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  if (input.formData.acknowledged !== true) throw new EffectFailure('kfs_acknowledgement_required');
  // the content the screen showed (its config travels with the screen), else the same content built from config
  const config = input.screen?.kind === 'kfs' ? input.screen.kfs : undefined;
  const state: RootState = yield select();
  const shown =
    isJsonObject(input.formData.shown) && Array.isArray(input.formData.shown.sections) ? input.formData.shown : null;
  const basis = figureBasisOf(deps.programme.programme.offer);
  const content =
    shown ??
    (config && basis
      ? buildKfsContent(config, basis, selectRuleContext(state, deps.programme), sayIn(deps.programme))
      : null);
  if (!content) throw new EffectFailure('missing_lead_offer_id', { label: 'kfs:no-terms' });
  const sha256Hex = deps.services.sha256Hex ?? webCryptoSha256Hex;
  const contentHash: string = yield call(sha256Hex, JSON.stringify(content));
  const release = deps.programme.release?.version;
  const configVersion: string = release ?? (yield call(sha256Hex, JSON.stringify(deps.programme))).slice(0, 16);
  const acknowledgedAt = new Date(deps.services.now()).toISOString();
  // the lender keeps it with the lead (and refuses e-sign without it); the app needs no copy of its own
  // the language it was shown in, beside the hash of it as shown (issue 34: the KFS in the borrower's language)
  const locale = deps.programme.locale;
  yield call(callEndpoint, deps, input, 'acknowledge', {
    acknowledgedAt,
    contentHash,
    configVersion,
    ...(locale ? { locale } : {}),
  });
}

/** This module's effects, loaded with the signed-in journey's (journey-effects.ts). */
export const KFS_WORKERS = {
  'kfs/acknowledge': acknowledgeKfs,
} satisfies EffectWorkers;
