import { lazy, type ComponentType, type ReactNode } from 'react';
import type { ScreenKind } from '../../engine/screen-types.ts';
import { loadMuiScope } from '../shell/lazy-themed.ts';
import type { ScreenComponent, ScreenProps } from './screen-props.ts';

type LazyScreen<K extends ScreenKind> = ScreenComponent<K> & { preload: () => Promise<void> };

/**
 * A screen component loaded on first use; once loaded (or preloaded) it renders without suspending. Every kind but the
 * form is drawn with MUI, so it comes inside the MUI scope (the theme, emotion's cache), loaded with it; the form kind
 * is plain markup (the login's page loads no MUI), and its RJSF form brings its own scope.
 */
function lazyScreen<K extends ScreenKind>(loadKind: () => Promise<ScreenComponent<K>>, plain = false): LazyScreen<K> {
  const load = plain ? loadKind : () => Promise.all([loadKind(), loadMuiScope()]).then(([Kind, MuiScope]) => themed(Kind, MuiScope));
  let loaded: ScreenComponent<K> | undefined;
  const Lazy = lazy(async () => {
    loaded ??= await load();
    return { default: loaded };
  });
  const LazyScreen = (props: ScreenProps<K>) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  LazyScreen.preload = async () => {
    loaded ??= await load();
  };
  return LazyScreen;
}

function themed<K extends ScreenKind>(Kind: ScreenComponent<K>, MuiScope: ComponentType<{ children: ReactNode }>): ScreenComponent<K> {
  return (props: ScreenProps<K>) => (
    <MuiScope>
      <Kind {...props} />
    </MuiScope>
  );
}

/**
 * One component per screen kind of the vocabulary (the type makes a missing kind a compile error). Each is loaded
 * with the first screen of its kind, so the login page does not carry the offer, home or KYC screens.
 */
export const screenComponents: { readonly [K in ScreenKind]: LazyScreen<K> } = {
  redirect: lazyScreen(() => import('./redirect-screen.tsx').then((m) => m.RedirectScreen)),
  form: lazyScreen(() => import('./form-screen.tsx').then((m) => m.FormScreen), true),
  home: lazyScreen(() => import('./home-screen.tsx').then((m) => m.HomeScreen)),
  location: lazyScreen(() => import('./location-screen.tsx').then((m) => m.LocationScreen)),
  info: lazyScreen(() => import('./info-screen.tsx').then((m) => m.InfoScreen)),
  wait: lazyScreen(() => import('./wait-screen.tsx').then((m) => m.WaitScreen)),
  countdown: lazyScreen(() => import('./countdown-screen.tsx').then((m) => m.CountdownScreen)),
  'consent-redirect': lazyScreen(() => import('./consent-redirect-screen.tsx').then((m) => m.ConsentRedirectScreen)),
  return: lazyScreen(() => import('./return-screen.tsx').then((m) => m.ReturnScreen)),
  quote: lazyScreen(() => import('./quote-screen.tsx').then((m) => m.QuoteScreen)),
  offer: lazyScreen(() => import('./offer-screen.tsx').then((m) => m.OfferScreen)),
  kfs: lazyScreen(() => import('./kfs-screen.tsx').then((m) => m.KfsScreen)),
  'confirm-address': lazyScreen(() => import('./confirm-address-screen.tsx').then((m) => m.ConfirmAddressScreen)),
  error: lazyScreen(() => import('./error-screen.tsx').then((m) => m.ErrorScreen)),
  logout: lazyScreen(() => import('./logout-screen.tsx').then((m) => m.LogoutScreen)),
  'not-found': lazyScreen(() => import('./not-found-screen.tsx').then((m) => m.NotFoundScreen)),
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
