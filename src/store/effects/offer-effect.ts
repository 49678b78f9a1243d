import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isJsonObject } from '../../engine/json.ts';
import type { ApiResponse } from '../../api/types.ts';
import { EffectFailure } from '../failure.ts';
import { journeyActions } from '../journey-slice.ts';
import { pause } from '../saga-kit.ts';
import type { SagaDeps } from '../types.ts';
import { prepareCall, type EffectInput, type PreparedCall, type EffectWorkers } from './effect-kit.ts';

/** spec §7: generate offer may answer 202 (not ready). Ask again after the server's hint or 2 s, a bounded number of times. */
const NOT_READY = 202;
const DEFAULT_RETRY_AFTER_MS = 2000;
const MAX_TRIES = 10;

function retryAfterOf(data: unknown): number {
  return isJsonObject(data) && typeof data.retryAfterMs === 'number' && data.retryAfterMs >= 0
    ? data.retryAfterMs
    : DEFAULT_RETRY_AFTER_MS;
}

/**
 * Generates (accepts) the offer for the selected quote with the amount and tenure of the offer form. While the
 * server says 202 the offer is 'processing' so the screen shows a wait; a 200 keeps the offer and marks it accepted.
 */
export function* generateOffer(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const request: PreparedCall = yield call(prepareCall, deps, input, 'generate');
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const response: ApiResponse<unknown> = yield call(deps.api.requestWithStatus, request.endpoint, request.options);
    if (response.status !== NOT_READY) {
      yield put(
        journeyActions.offerReceived({ ...request.payload, ...(isJsonObject(response.data) ? response.data : {}) }),
      );
      return;
    }
    yield put(journeyActions.offerProcessing());
    yield call(pause, deps, retryAfterOf(response.data));
  }
  yield put(journeyActions.offerAbandoned());
  throw new EffectFailure('generic_error', { label: `${request.endpoint}:not-ready` });
}

/** This module's effects, loaded with the signed-in journey's (journey-effects.ts). */
export const OFFER_WORKERS = {
  'offer/generate': generateOffer,
} satisfies EffectWorkers;
