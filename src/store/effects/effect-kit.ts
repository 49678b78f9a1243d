import { call, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { QueryValue, RequestOptions } from '../../api/types.ts';
import { isJsonObject, type Json } from '../../engine/json.ts';
import { chooseDestination, type Outcome } from '../../engine/navigation.ts';
import type { ScreenAction, Screen } from '../../engine/types.ts';
import type { EffectName } from '../../engine/effects.ts';
import type { CallRole, Caller } from '../../engine/vocabulary.ts';
import { EffectFailure } from '../failure.ts';
import { selectPayloadSession, selectRuleContext } from '../selectors.ts';
import type { RootState, SagaDeps } from '../types.ts';
import { buildPayload, payloadSpecFor } from '../../engine/payloads.ts';

/** What an effect is run with: its name, the screen and action it belongs to, the action's params, the form data, the query. */
export interface EffectInput {
  /** The effect (or `pincode/lookup`) being run: with a role it names the endpoint to call (calls.json). */
  effect: string;
  screen: Screen | undefined;
  action: ScreenAction | undefined;
  params: Record<string, Json>;
  formData: Record<string, unknown>;
  query: Record<string, string>;
}

/** What a list of effects is run with: each effect gets it with its own name (run-effects.ts). */
export type EffectsInput = Omit<EffectInput, 'effect'>;

/**
 * What an effect reports happened, if anything worth routing (never where to go): the lead was read, the browser
 * left the app. runEffects asks chooseDestination about it; a destination (or leaving) ends the list.
 */
export type EffectResult = { outcome: Outcome } | void;
export type EffectWorker = (deps: SagaDeps, input: EffectInput) => SagaIterator<EffectResult>;

/** Each module's effects, by the vocabulary's name (engine/effects.ts EFFECTS): one binding per effect. */
export type EffectWorkers = Partial<Readonly<Record<EffectName, EffectWorker>>>;

/**
 * Whether reporting `outcome` now moves the journey on (chooseDestination has a destination for it here): an effect
 * that learns something half-way (the lead's status, before its workflow is read) ends there and reports it.
 */
export function* movesOn(deps: SagaDeps, input: EffectInput, outcome: Outcome): SagaIterator<boolean> {
  const state: RootState = yield select();
  const context = selectRuleContext(state, deps.programme, input.formData, input.query);
  return (
    chooseDestination(
      deps.programme,
      { kind: 'outcome', outcome, ...(input.screen ? { screenId: input.screen.id } : {}) },
      context,
    ) !== undefined
  );
}

/** Every role name of the vocabulary's callers: a misspelt role in code fails the type check. */
export type AnyCallRole = { [C in Caller]: CallRole<C> }[Caller];

/** The context payload rules are evaluated over: the rule context plus params, session ids and computed values. */
export function* selectPayloadContext(
  deps: SagaDeps,
  input: EffectInput,
  computed: Record<string, unknown> = {},
): SagaIterator<Record<string, unknown>> {
  const state: RootState = yield select();
  const context = selectRuleContext(state, deps.programme, input.formData, input.query);
  return {
    ...context,
    params: input.params,
    session: selectPayloadSession(state),
    computed,
  };
}

/** The endpoint config names for this caller's role (calls.json); lint makes sure there is one. */
export function endpointFor(deps: SagaDeps, caller: string, role: AnyCallRole): string {
  const endpoint = deps.programme.calls[caller]?.[role];
  if (!endpoint) throw new EffectFailure('generic_error', { label: `${caller}:${role}:no-endpoint` });
  return endpoint;
}

/** A prepared call: the endpoint and the body (POST) or query (GET) its payload spec built. */
export interface PreparedCall {
  endpoint: string;
  payload: Record<string, unknown>;
  options: RequestOptions;
}

/**
 * Prepares the call the effect makes in this role: the endpoint from calls.json, its payload from payloads.json (or
 * the spec §8 "missing parameters" failure), sent as the body of a POST or the query of a GET.
 */
export function* prepareCall(
  deps: SagaDeps,
  input: EffectInput,
  role: AnyCallRole,
  computed: Record<string, unknown> = {},
): SagaIterator<PreparedCall> {
  const endpoint = endpointFor(deps, input.effect, role);
  const context: Record<string, unknown> = yield call(selectPayloadContext, deps, input, computed);
  const built = buildPayload(payloadSpecFor(deps.programme.payloads, endpoint, input.params), context);
  if (!built.ok)
    throw new EffectFailure(built.missingText, { label: `${endpoint}:missing:${built.missing.join(',')}` });
  const isRead = deps.programme.api.endpoints[endpoint]?.method === 'GET';
  const options: RequestOptions = isRead ? { query: built.body as Record<string, QueryValue> } : { body: built.body };
  return { endpoint, payload: built.body, options };
}

/** Makes the effect's call in this role and answers its data. */
export function* callEndpoint<T = unknown>(
  deps: SagaDeps,
  input: EffectInput,
  role: AnyCallRole,
  computed: Record<string, unknown> = {},
): SagaIterator<T> {
  const prepared: PreparedCall = yield call(prepareCall, deps, input, role, computed);
  const data: T = yield call(deps.api.request, prepared.endpoint, prepared.options);
  return data;
}

/** The list an answer carries: the answer itself when it is a list, else its `key` field when that is one. */
export function listIn(data: unknown, key: string): unknown[] {
  if (Array.isArray(data)) return data;
  const inner = isJsonObject(data) ? data[key] : undefined;
  return Array.isArray(inner) ? inner : [];
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}
