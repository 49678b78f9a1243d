import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isJsonObject } from '../../engine/json.ts';
import { EffectFailure } from '../failure.ts';
import { returnUrlFromParams } from '../saga-kit.ts';
import type { SagaDeps } from '../types.ts';
import {
  callEndpoint,
  prepareCall,
  stringOrNull,
  type EffectInput,
  type EffectResult,
  type PreparedCall,
  type EffectWorkers,
} from './effect-kit.ts';
import { fetchWorkflow } from './lead-effects.ts';

/**
 * A hand-off to one of the provider's pages (KYC, entity KYC, e-mandate, e-sign, address confirmation: each
 * effect's `handOff` endpoint in calls.json): ask for the page's URL with the return address of
 * `params.returnScreen`, then leave the app for it.
 */
export function* handOff(deps: SagaDeps, input: EffectInput): SagaIterator<EffectResult> {
  const request: PreparedCall = yield call(prepareCall, deps, input, 'handOff', {
    returnUrl: returnUrlFromParams(deps, input.params),
  });
  const data: unknown = yield call(deps.api.request, request.endpoint, request.options);
  const url = stringOrNull(isJsonObject(data) ? (data.redirectUrl ?? data.redirectURL) : null);
  if (!url) throw new EffectFailure('message_3', { label: `${request.endpoint}:no-url` });
  yield call(deps.services.redirect, url);
  return { outcome: 'leftApp' };
}

/** Back from a KYC page: the server says what happened (a return URL is a hint anyone can type, never proof). */
export function* returnFromKyc(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(fetchWorkflow, deps, input);
}

/** spec §7 penny drop: leadOfferId, accType, accountNumber, ifsc, nachType (all required by its payload spec). */
export function* verifyPennyDrop(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(callEndpoint, deps, input, 'verify');
}

/** This module's effects, loaded with the signed-in journey's (journey-effects.ts). */
export const HANDOFF_WORKERS = {
  'kyc/startIndividual': handOff,
  'kyc/startEntity': handOff,
  'kyc/returned': returnFromKyc,
  'address/confirm': handOff,
  'pennyDrop/verify': verifyPennyDrop,
  'mandate/start': handOff,
  'esign/start': handOff,
} satisfies EffectWorkers;
