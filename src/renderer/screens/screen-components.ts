import { lazy } from 'react';
import type { SCREEN_KINDS } from '../../engine/vocabulary.ts';
import type { ScreenComponent } from './screen-props.ts';

export type ScreenKind = (typeof SCREEN_KINDS)[number];

/**
 * One component per screen kind of the vocabulary (the type makes a missing kind a compile error). Each is loaded
 * with the first screen of its kind, so the login page does not carry the offer, home or KYC screens.
 */
export const screenComponents: Readonly<Record<ScreenKind, ScreenComponent>> = {
  redirect: lazy(() => import('./redirect-screen.tsx').then((m) => ({ default: m.RedirectScreen }))),
  form: lazy(() => import('./form-screen.tsx').then((m) => ({ default: m.FormScreen }))),
  home: lazy(() => import('./home-screen.tsx').then((m) => ({ default: m.HomeScreen }))),
  location: lazy(() => import('./location-screen.tsx').then((m) => ({ default: m.LocationScreen }))),
  info: lazy(() => import('./info-screen.tsx').then((m) => ({ default: m.InfoScreen }))),
  wait: lazy(() => import('./wait-screen.tsx').then((m) => ({ default: m.WaitScreen }))),
  countdown: lazy(() => import('./countdown-screen.tsx').then((m) => ({ default: m.CountdownScreen }))),
  'consent-redirect': lazy(() => import('./consent-redirect-screen.tsx').then((m) => ({ default: m.ConsentRedirectScreen }))),
  return: lazy(() => import('./return-screen.tsx').then((m) => ({ default: m.ReturnScreen }))),
  quote: lazy(() => import('./quote-screen.tsx').then((m) => ({ default: m.QuoteScreen }))),
  offer: lazy(() => import('./offer-screen.tsx').then((m) => ({ default: m.OfferScreen }))),
  'confirm-address': lazy(() => import('./confirm-address-screen.tsx').then((m) => ({ default: m.ConfirmAddressScreen }))),
  error: lazy(() => import('./error-screen.tsx').then((m) => ({ default: m.ErrorScreen }))),
  logout: lazy(() => import('./logout-screen.tsx').then((m) => ({ default: m.LogoutScreen }))),
  'not-found': lazy(() => import('./not-found-screen.tsx').then((m) => ({ default: m.NotFoundScreen }))),
};

/** True when the renderer has a component for `kind`. */
export function isScreenKind(kind: string): kind is ScreenKind {
  return Object.hasOwn(screenComponents, kind);
}
