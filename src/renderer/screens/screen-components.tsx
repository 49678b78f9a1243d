import type { ScreenKind } from '../../engine/screen-types.ts';
import { lazyPart, type LazyPart } from '../lazy-part.tsx';
import type { ScreenComponent, ScreenProps } from './screen-props.ts';

type LazyScreen<K extends ScreenKind> = ScreenComponent<K> & LazyPart<ScreenProps<K>>;

// every kind but the form is drawn with MUI, inside its scope; the form is plain markup (the login's page loads no MUI)
const THEMED = { themed: true } as const;

/**
 * One component per screen kind of the vocabulary (the type makes a missing kind a compile error). Each is loaded
 * with the first screen of its kind, so the login page does not carry the offer, home or KYC screens.
 */
export const screenComponents: { readonly [K in ScreenKind]: LazyScreen<K> } = {
  redirect: lazyPart(() => import('./redirect-screen.tsx').then((m) => m.RedirectScreen), THEMED),
  form: lazyPart(() => import('./form-screen.tsx').then((m) => m.FormScreen)),
  home: lazyPart(() => import('./home-screen.tsx').then((m) => m.HomeScreen), THEMED),
  location: lazyPart(() => import('./location-screen.tsx').then((m) => m.LocationScreen), THEMED),
  info: lazyPart(() => import('./info-screen.tsx').then((m) => m.InfoScreen), THEMED),
  wait: lazyPart(() => import('./wait-screen.tsx').then((m) => m.WaitScreen), THEMED),
  countdown: lazyPart(() => import('./countdown-screen.tsx').then((m) => m.CountdownScreen), THEMED),
  'consent-redirect': lazyPart(
    () => import('./consent-redirect-screen.tsx').then((m) => m.ConsentRedirectScreen),
    THEMED,
  ),
  return: lazyPart(() => import('./return-screen.tsx').then((m) => m.ReturnScreen), THEMED),
  quote: lazyPart(() => import('./quote-screen.tsx').then((m) => m.QuoteScreen), THEMED),
  offer: lazyPart(() => import('./offer-screen.tsx').then((m) => m.OfferScreen), THEMED),
  kfs: lazyPart(() => import('./kfs-screen.tsx').then((m) => m.KfsScreen), THEMED),
  'confirm-address': lazyPart(() => import('./confirm-address-screen.tsx').then((m) => m.ConfirmAddressScreen), THEMED),
  error: lazyPart(() => import('./error-screen.tsx').then((m) => m.ErrorScreen), THEMED),
  logout: lazyPart(() => import('./logout-screen.tsx').then((m) => m.LogoutScreen), THEMED),
  'not-found': lazyPart(() => import('./not-found-screen.tsx').then((m) => m.NotFoundScreen), THEMED),
};

/** Loads every screen kind now (tests; or to warm the cache once the first page is idle). */
export async function preloadScreenComponents(): Promise<void> {
  await Promise.all(Object.values(screenComponents).map((c) => c.preload()));
}

/** The component of one kind (typed so a screen of that kind is what it is given). */
export function screenComponentOf<K extends ScreenKind>(kind: K): ScreenComponent<K> {
  return screenComponents[kind];
}

/** True when the renderer has a component for `kind`. */
export function isScreenKind(kind: string): kind is ScreenKind {
  return Object.hasOwn(screenComponents, kind);
}
