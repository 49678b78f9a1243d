import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isJsonObject } from '../../engine/json.ts';
import { isAllowedOrigin } from '../../engine/navigation.ts';
import { journeyActions } from '../journey-slice.ts';
import { endSession, showToast, textOf, trackEvent } from '../saga-kit.ts';
import { sessionActions, type SessionState } from '../session-slice.ts';
import type { RootState, SagaDeps } from '../types.ts';
import {
  callEndpoint,
  prepareCall,
  stringOrNull,
  type EffectInput,
  type EffectResult,
  type PreparedCall,
  type EffectWorkers,
} from './effect-kit.ts';

/**
 * The borrower's consent, from the boxes of the screen's `consents` they ticked (the form is valid, so every required
 * one is ticked): the time of this act and the ids of what was consented to, sent later with create lead.
 */
export function* recordConsent(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const consents = input.screen?.kind === 'form' ? (input.screen.consents ?? []) : [];
  const given = consents.filter((c) => input.formData[c.field] === true).map((c) => c.id);
  yield put(journeyActions.consentGiven({ consentTimestamp: deps.services.now(), consents: given }));
}

/** spec §7 send OTP: the mobile is kept so verify and resend need not ask again. */
export function* requestOtp(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const send: PreparedCall = yield call(prepareCall, deps, input, 'send');
  yield call(deps.api.request, send.endpoint, send.options);
  yield put(sessionActions.otpSent({ mobile: String(send.payload.mobile) }));
}

/** Back from the OTP to the mobile number ("OTP sent to *****43210 · Change"): no call, the OTP step closes. */
export function* changeMobile(): SagaIterator<void> {
  yield put(sessionActions.mobileChangeRequested());
}

/** spec §7 verify OTP then create token: the session id buys the auth token. */
export function* verifyOtp(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const verify: PreparedCall = yield call(prepareCall, deps, input, 'verify');
  const verified: unknown = yield call(deps.api.request, verify.endpoint, verify.options);
  const sessionId = stringOrNull(isJsonObject(verified) ? verified.sessionId : null);
  if (!sessionId) throw new Error(`${verify.endpoint} answered without a sessionId`);
  const token: unknown = yield call(callEndpoint, deps, input, 'token', { sessionId });
  const authToken = stringOrNull(isJsonObject(token) ? token.authToken : null);
  if (!authToken || !isJsonObject(token)) throw new Error('the token call answered without an authToken');
  const consumerId = stringOrNull(token.consumerId);
  const mobile = String(verify.payload.mobile);
  yield put(
    sessionActions.authenticated({
      mobile,
      sessionId,
      authToken,
      consumerId,
      expiresIn: typeof token.expiresIn === 'number' ? token.expiresIn : null,
    }),
  );
  yield put(journeyActions.contactNumberKnown(mobile));
  // the tracked user id (spec §2 logout clears it): sent when the programme names an identify event
  const identify = deps.programme.programme.analytics.userIdentified;
  if (identify && consumerId) yield call(trackEvent, deps, { ...identify, label: consumerId });
}

/**
 * spec §2 logout: the logout call carries redirect_uri (the login address, or in the GST flow the origin app); the
 * state is reset and purged even if the call fails; in the GST flow the browser goes back to the origin app.
 */
export function* logout(deps: SagaDeps, input: EffectInput): SagaIterator<EffectResult> {
  const session: SessionState = yield select((s: RootState) => s.session);
  const gstOrigin = session.isGstFlow ? session.originAppUrl : null;
  if (session.isAuthenticated) {
    const entryRoute = deps.programme.screens[deps.programme.programme.screens.entry]?.route ?? '/';
    const redirectUri = gstOrigin ?? `${deps.services.origin().replace(/\/$/, '')}${entryRoute}`;
    try {
      yield call(callEndpoint, deps, input, 'logout', { redirectUri });
    } catch {
      // spec §8: a failed logout is only logged; the session ends regardless
    }
  }
  // said before the session ends: the end makes the screen leave, which cancels this saga
  if (session.isAuthenticated) yield* showToast('success', textOf(deps, 'toast_logged_out'));
  yield* endSession(deps);
  if (gstOrigin) {
    yield call(deps.services.redirect, gstOrigin);
    return { outcome: 'leftApp' };
  }
}

/**
 * spec §2 GST entry: ?originApp= is honoured only when it is exactly one of the programme's allowed https origins;
 * anything else (other hosts, javascript:, protocol-relative) falls back to the default and is tracked as an error.
 */
export function* enterGstFlow(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const { originApps, defaultOriginUrl } = deps.programme.programme.gstFlow;
  const candidate = input.query.originApp;
  const allowed = isAllowedOrigin(candidate, originApps);
  if (candidate !== undefined && !allowed) {
    const event = deps.programme.programme.analytics.originAppRejected;
    if (event) yield call(trackEvent, deps, { ...event, error: true });
  }
  yield put(
    sessionActions.gstFlowEntered({ originAppUrl: allowed ? candidate!.replace(/\/$/, '') : defaultOriginUrl }),
  );
}

/** spec §7 GST OTP request: leadId, gstin and username. */
export function* requestGstOtp(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(callEndpoint, deps, input, 'request');
  yield put(sessionActions.gstOtpSent());
}

/** This module's effects, at hand on the login's page (effect-table.ts). */
export const SESSION_WORKERS = {
  'consent/record': recordConsent,
  'session/requestOtp': requestOtp,
  'session/verifyOtp': verifyOtp,
  'session/changeMobile': changeMobile,
  'session/logout': logout,
  'gst/enterFlow': enterGstFlow,
  'gst/requestOtp': requestGstOtp,
} satisfies EffectWorkers;
