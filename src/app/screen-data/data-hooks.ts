import type { ScreenKind } from '../../engine/screen-types.ts';
import type { DataHook } from './data-hook-env.ts';
import { useFormData, useOfferData } from './form-data.ts';
import {
  noScreenData,
  useConfirmAddressData,
  useCountdownData,
  useErrorData,
  useHomeData,
  useInfoData,
  useLocationData,
  useQuoteData,
} from './journey-data.ts';

/**
 * One data hook per screen kind of the vocabulary (the type makes a kind without one a compile error). Each gives
 * its kind exactly what `ScreenDataByKind` says it reads, so a form screen is not woken by a new offer or quote.
 */
export const screenDataHooks: { readonly [K in ScreenKind]: DataHook<K> } = {
  redirect: noScreenData,
  form: useFormData,
  home: useHomeData,
  location: useLocationData,
  info: useInfoData,
  wait: noScreenData,
  countdown: useCountdownData,
  'consent-redirect': noScreenData,
  return: noScreenData,
  quote: useQuoteData,
  offer: useOfferData,
  'confirm-address': useConfirmAddressData,
  kfs: noScreenData,
  error: useErrorData,
  logout: noScreenData,
  'not-found': noScreenData,
};
