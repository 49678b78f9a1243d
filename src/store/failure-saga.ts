import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isApiError, type ApiError } from '../api/api-error.ts';
import type { HttpErrorRule } from '../engine/types.ts';
import { isEffectFailure, matchHttpErrorRule } from './failure.ts';
import { journeyActions } from './journey-slice.ts';
import { goTo } from './run-effects.ts';
import { endSession, showToast, textOf, trackFailure } from './saga-kit.ts';
import type { SagaDeps } from './types.ts';
import { uiActions } from './ui-slice.ts';

/**
 * The message a rule shows: its own text when it replaces the server's; the config text of the lender's error code
 * (http-errors `codeTexts`: in the borrower's language); the server's words; else the rule's text or the generic one.
 */
function messageFor(deps: SagaDeps, rule: HttpErrorRule | undefined, error: ApiError): string {
  if (rule?.outcome === 'replace-message' && rule.message) return textOf(deps, rule.message);
  const byCode = error.code ? deps.programme.errorTexts?.[error.code] : undefined;
  if (byCode && error.statusCode !== 0) return textOf(deps, byCode);
  if (error.message && error.statusCode !== 0) return error.message;
  return textOf(deps, rule?.message ?? 'generic_error');
}

/**
 * What a failed call means for the borrower (spec §8), by the first rule of the programme's http-errors that
 * matches. Every failure is also tracked as an error event. Returns the outcome applied.
 */
export function* handleApiFailure(deps: SagaDeps, error: ApiError): SagaIterator<HttpErrorRule['outcome']> {
  const rule = matchHttpErrorRule(deps.programme.httpErrors, error);
  const outcome = rule?.outcome ?? 'toast';
  yield* trackFailure(deps, error.endpoint);
  switch (outcome) {
    case 'session-expired':
      // told first: ending the session makes the screen leave, which cancels the saga that got here
      yield* showToast('error', textOf(deps, rule?.message ?? 'session_expired'));
      yield call(goTo, deps, { kind: 'outcome', outcome: 'sessionExpired' });
      yield* endSession(deps, 'expired');
      break;
    case 'lead-rejected':
      // spec §8 DSEXEC013: the lead is marked with the programme's rejected status
      yield put(journeyActions.leadRejected({ status: deps.programme.programme.workflow.rejectedStatus }));
      yield put(uiActions.errorBoundaryShown({ statusCode: error.statusCode, message: messageFor(deps, rule, error) }));
      yield call(goTo, deps, { kind: 'outcome', outcome: 'leadRejected' });
      break;
    case 'logged':
      break; // tracked above; the borrower carries on (spec §8: "are logged")
    case 'error-boundary':
      yield put(uiActions.errorBoundaryShown({ statusCode: error.statusCode, message: messageFor(deps, rule, error) }));
      break;
    default:
      yield* showToast('error', messageFor(deps, rule, error));
  }
  return outcome;
}

/** Any failure of an effect: client-side failures show their text (unless quiet), API failures follow spec §8. */
export function* handleFailure(deps: SagaDeps, error: unknown, label: string): SagaIterator<void> {
  if (isApiError(error)) {
    yield* handleApiFailure(deps, error);
    return;
  }
  if (isEffectFailure(error)) {
    yield* trackFailure(deps, error.label);
    if (!error.quiet) yield* showToast('error', textOf(deps, error.textKey));
    return;
  }
  // a bug or an unexpected answer: the borrower sees the generic message, analytics gets the label
  yield* trackFailure(deps, label);
  yield* showToast('error', textOf(deps, 'generic_error'));
}
