import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { EffectFailure } from '../failure.ts';
import { journeyActions } from '../journey-slice.ts';
import type { GeoPosition, SagaDeps } from '../types.ts';
import type { EffectInput, EffectWorkers } from './effect-kit.ts';

/** spec §8 numbered location messages: unavailable 33, timeout 34, unsupported 37, anything else 36. */
function messageKeyOf(code: unknown): string {
  if (code === 2) return 'message_33';
  if (code === 3) return 'message_34';
  if (code === 'unsupported') return 'message_37';
  return 'message_36';
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/**
 * spec §2 location access: high accuracy, the screen's time-out, no cached position. Granted: coordinates and the
 * coordinates are kept (the consent time comes from the login's consent boxes, not from this browser prompt). Denied (code 1): the page shows its denied state and the journey stays. Other errors
 * are only logged (tracked), so the action fails quietly either way.
 */
export function* requestLocation(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const config = (input.screen?.kind === 'location' ? input.screen.geolocation : undefined) ?? {};
  const options = {
    enableHighAccuracy: config.enableHighAccuracy !== false,
    timeout: numberOr(config.timeoutMs, numberOr(deps.programme.constants.geolocationTimeoutMs, 15000)),
    maximumAge: numberOr(config.maximumAgeMs, 0),
  };
  let position: GeoPosition;
  try {
    position = yield call(deps.services.getPosition, options);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 1) {
      yield put(journeyActions.locationDenied());
      throw new EffectFailure('message_32', { quiet: true, label: 'location:denied' });
    }
    throw new EffectFailure(messageKeyOf(code), { quiet: true, label: `location:${String(code)}` });
  }
  yield put(journeyActions.locationGranted({ geoLocation: { lat: position.lat, long: position.long } }));
}

/** This module's effects, loaded with the signed-in journey's (journey-effects.ts). */
export const LOCATION_WORKERS = {
  'location/request': requestLocation,
} satisfies EffectWorkers;
