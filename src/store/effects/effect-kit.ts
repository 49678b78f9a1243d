import { call, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { ApiResponse } from '../../api/types.ts';
import type { Json } from '../../engine/json.ts';
import type { ScreenAction, Screen } from '../../engine/types.ts';
import { EffectFailure } from '../failure.ts';
import { selectRuleContext } from '../selectors.ts';
import type { RootState, SagaDeps } from '../types.ts';
import { buildPayload, payloadSpecFor } from './payloads.ts';

/** What an effect is run with: the screen and action it belongs to, the action's params, the form data, the query. */
export interface EffectInput {
  screen: Screen | undefined;
  action: ScreenAction | undefined;
  params: Record<string, Json>;
  formData: Record<string, unknown>;
  query: Record<string, string>;
}

/**
 * 'stop': the effect has already decided where the journey goes (left the app, went to the error screen), so the
 * remaining effects, the success toast and the `next` transition are skipped.
 */
export type EffectResult = 'continue' | 'stop';
export type EffectWorker = (deps: SagaDeps, input: EffectInput) => SagaIterator<EffectResult | void>;

/** The context payload rules are evaluated over: the rule context plus params, session ids and computed values. */
export function* selectPayloadContext(deps: SagaDeps, input: EffectInput, computed: Record<string, unknown> = {}): SagaIterator<Record<string, unknown>> {
  const state: RootState = yield select();
  const context = selectRuleContext(state, deps.programme, input.formData, input.query);
  return {
    ...context,
    params: input.params,
    session: { sessionId: state.session.sessionId, consumerId: state.session.consumerId },
    computed,
  };
}

/** Builds the body of an endpoint's call (payloads.ts) or fails with the spec §8 "missing parameters" text. */
export function* payloadFor(
  deps: SagaDeps,
  input: EffectInput,
  endpoint: string,
  computed: Record<string, unknown> = {},
): SagaIterator<Record<string, unknown>> {
  const context: Record<string, unknown> = yield call(selectPayloadContext, deps, input, computed);
  const built = buildPayload(payloadSpecFor(deps.programme.payloads, endpoint, input.params), context);
  if (!built.ok) throw new EffectFailure(built.missingText, { label: `${endpoint}:missing:${built.missing.join(',')}` });
  return built.body;
}

/** A POST of an endpoint with the body its payload spec builds. */
export function* postPayload<T>(deps: SagaDeps, input: EffectInput, endpoint: string, computed: Record<string, unknown> = {}): SagaIterator<T> {
  const body: Record<string, unknown> = yield call(payloadFor, deps, input, endpoint, computed);
  const data: T = yield call(deps.api.request, endpoint, { body });
  return data;
}

export function* getData<T>(deps: SagaDeps, endpoint: string, query: Record<string, string | number | null | undefined> = {}): SagaIterator<T> {
  const data: T = yield call(deps.api.request, endpoint, { query });
  return data;
}

export function* postWithStatus<T>(deps: SagaDeps, endpoint: string, body: Record<string, unknown>): SagaIterator<ApiResponse<T>> {
  const response: ApiResponse<T> = yield call(deps.api.requestWithStatus, endpoint, { body });
  return response;
}

/** The lead id, or the spec §8 missing-lead-id failure (text missing_lead_id). */
export function* requireLeadId(): SagaIterator<string> {
  const leadId: string | undefined = yield select((s: RootState) => s.journey.lead?.leadId);
  if (!leadId) throw new EffectFailure('missing_lead_id');
  return leadId;
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}
