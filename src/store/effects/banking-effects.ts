import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isJsonObject } from '../../engine/json.ts';
import { isApiError } from '../../api/api-error.ts';
import { EffectFailure } from '../failure.ts';
import { journeyActions, type Applicant } from '../journey-slice.ts';
import { returnUrlFromParams } from '../saga-kit.ts';
import { findApplicant } from '../selectors.ts';
import type { RootState, SagaDeps } from '../types.ts';
import {
  callEndpoint,
  listIn,
  prepareCall,
  stringOrNull,
  type EffectInput,
  type EffectResult,
  type PreparedCall,
  type EffectWorkers,
} from './effect-kit.ts';
import { fetchWorkflow, isStepDone } from './lead-effects.ts';

function paramString(input: EffectInput, name: string): string | undefined {
  const value = input.params[name];
  return typeof value === 'string' ? value : undefined;
}

/** Asks for a new bank-data link for the applicant (spec §3 Bank statement URL; §4 request state). */
function* createBankStatementUrl(
  deps: SagaDeps,
  input: EffectInput,
  applicant: Applicant | undefined,
): SagaIterator<string> {
  const computed = { applicantId: applicant?.applicantId, returnUrl: returnUrlFromParams(deps, input.params) };
  const request: PreparedCall = yield call(prepareCall, deps, input, 'bankStatementUrl', computed);
  yield put(journeyActions.bankStatementRequested());
  try {
    const data: unknown = yield call(deps.api.request, request.endpoint, request.options);
    const url = stringOrNull(isJsonObject(data) ? data.redirectUrl : null);
    if (!url) throw new EffectFailure('message_21');
    yield put(journeyActions.bankStatementReceived(url));
    return url;
  } catch (error) {
    // spec §8: this call's 400 body carries an error string that is shown
    const body = isApiError(error) && isJsonObject(error.body) ? error.body : {};
    const message = typeof body.error === 'string' ? body.error : error instanceof Error ? error.message : '';
    yield put(journeyActions.bankStatementFailed(message));
    throw error;
  }
}

/**
 * spec §2 Banking data: reuse the applicant's stored link once the action's `reuseAfterStep` workflow step is done,
 * else ask for one; then leave. Which applicant (`applicantType`, spec §6: only the borrower) and which step are the
 * programme's: the action's params name them.
 */
export function* startBanking(deps: SagaDeps, input: EffectInput): SagaIterator<EffectResult> {
  const applicants: Applicant[] = yield select((s: RootState) => s.journey.applicants);
  const applicantType = paramString(input, 'applicantType');
  const applicant = applicantType === undefined ? undefined : findApplicant(applicants, applicantType);
  const reuseAfterStep = paramString(input, 'reuseAfterStep');
  const reuse: boolean = reuseAfterStep === undefined ? false : yield call(isStepDone, reuseAfterStep);
  let url: string;
  if (reuse) {
    const stored = stringOrNull(applicant?.bsRedirectURL);
    if (!stored) throw new EffectFailure('message_21');
    url = stored;
  } else {
    url = yield call(createBankStatementUrl, deps, input, applicant);
  }
  yield call(deps.services.redirect, url);
  return { outcome: 'leftApp' };
}

/** spec §2 /banking-success: the Status query is only a hint; the workflow is always asked again. */
export function* returnFromBanking(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const returnStatus = input.screen?.kind === 'return' ? input.screen.returnStatus : undefined;
  if (returnStatus?.param && input.query[returnStatus.param] === returnStatus.successValue) {
    yield put(journeyActions.returnedFromBanking());
  }
  yield call(fetchWorkflow, deps, input);
}

/** spec §7 quotes: data.quotes. */
export function* pollQuotes(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const data: unknown = yield call(callEndpoint, deps, input, 'quotes');
  yield put(journeyActions.quotesLoaded(listIn(data, 'quotes').filter(isJsonObject)));
}

/** This module's effects, loaded with the signed-in journey's (journey-effects.ts). */
export const BANKING_WORKERS = {
  'banking/start': startBanking,
  'banking/returned': returnFromBanking,
  'quote/poll': pollQuotes,
} satisfies EffectWorkers;
