import type { SCREEN_KINDS } from '../../engine/vocabulary.ts';
import { ConfirmAddressScreen } from './confirm-address-screen.tsx';
import { ConsentRedirectScreen } from './consent-redirect-screen.tsx';
import { CountdownScreen } from './countdown-screen.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { FormScreen } from './form-screen.tsx';
import { HomeScreen } from './home-screen.tsx';
import { InfoScreen } from './info-screen.tsx';
import { LocationScreen } from './location-screen.tsx';
import { LogoutScreen } from './logout-screen.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { OfferScreen } from './offer-screen.tsx';
import { QuoteScreen } from './quote-screen.tsx';
import { RedirectScreen } from './redirect-screen.tsx';
import { ReturnScreen } from './return-screen.tsx';
import type { ScreenComponent } from './screen-props.ts';
import { WaitScreen } from './wait-screen.tsx';

export type ScreenKind = (typeof SCREEN_KINDS)[number];

/** One component per screen kind of the vocabulary (the type makes a missing kind a compile error). */
export const screenComponents: Readonly<Record<ScreenKind, ScreenComponent>> = {
  redirect: RedirectScreen,
  form: FormScreen,
  home: HomeScreen,
  location: LocationScreen,
  info: InfoScreen,
  wait: WaitScreen,
  countdown: CountdownScreen,
  'consent-redirect': ConsentRedirectScreen,
  return: ReturnScreen,
  quote: QuoteScreen,
  offer: OfferScreen,
  'confirm-address': ConfirmAddressScreen,
  error: ErrorScreen,
  logout: LogoutScreen,
  'not-found': NotFoundScreen,
};

/** True when the renderer has a component for `kind`. */
export function isScreenKind(kind: string): kind is ScreenKind {
  return Object.hasOwn(screenComponents, kind);
}
