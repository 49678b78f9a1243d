import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isJsonObject } from '../engine/json.ts';
import { isApiError } from '../api/api-error.ts';
import { APP_CALLERS } from '../engine/vocabulary.ts';
import { callEndpoint, stringOrNull, type EffectInput } from './effects/effect-kit.ts';
import type { pincodeLookupRequested } from './events.ts';
import { matchHttpErrorRule } from './failure.ts';
import { handleApiFailure } from './failure-saga.ts';
import { textOf, trackFailure } from './saga-kit.ts';
import type { SagaDeps } from './types.ts';
import { uiActions } from './ui-slice.ts';

/** The pincode lookup is not an effect of an action, but its call is named and built by config like one. */
const CALLER = APP_CALLERS.pincodeLookup;

/**
 * spec §5: the address of a pincode, from the address master (no retry: the endpoint says so). The answer lands in
 * ui.pincode[requestId]; a 400 reads as the invalid-pincode text of the programme's error rules.
 */
export function* onPincodeLookupRequested(
  deps: SagaDeps,
  event: ReturnType<typeof pincodeLookupRequested>,
): SagaIterator<void> {
  const { requestId, pincode } = event.payload;
  yield put(uiActions.pincodeLookupStarted({ requestId, pincode }));
  try {
    const input: EffectInput = {
      effect: CALLER,
      screen: undefined,
      action: undefined,
      params: {},
      formData: {},
      query: {},
    };
    const data: unknown = yield call(callEndpoint, deps, input, 'lookup', { pincode });
    const place = Array.isArray(data) ? data[0] : data;
    const read = (field: string) => (isJsonObject(place) ? stringOrNull(place[field]) : null);
    yield put(
      uiActions.pincodeLookupSucceeded({
        requestId,
        city: read('city'),
        state: read('state'),
        country: read('country'),
      }),
    );
  } catch (error) {
    const rule = isApiError(error) ? matchHttpErrorRule(deps.programme.httpErrors, error) : undefined;
    if (isApiError(error) && rule?.outcome === 'session-expired') {
      yield call(handleApiFailure, deps, error);
      return;
    }
    yield* trackFailure(deps, deps.programme.calls[CALLER]?.lookup ?? CALLER);
    const message =
      rule?.message && rule.outcome === 'replace-message'
        ? textOf(deps, rule.message)
        : isApiError(error) && error.message
          ? error.message
          : textOf(deps, 'generic_error');
    yield put(uiActions.pincodeLookupFailed({ requestId, error: message }));
  }
}
