// The slices' initial states, apart from the slices: a first visit draws the login from them (src/app/first-visit/late-store.ts)
// before Redux Toolkit, immer and the sagas have arrived, so this file imports nothing at run time.
import type { JourneyState } from './journey-slice.ts';
import type { SessionState } from './session-slice.ts';
import type { UiState } from './ui-slice.ts';

export const initialSessionState: SessionState = {
  authToken: null,
  isAuthenticated: false,
  mobile: null,
  otpSent: false,
  gstOtpSent: false,
  sessionId: null,
  consumerId: null,
  expiresIn: null,
  isGstFlow: false,
  originAppUrl: null,
};

export const initialJourneyState: JourneyState = {
  lead: null,
  workflows: [],
  applicants: [],
  saved: {},
  submitted: {},
  userInfo: { consentTimestamp: null, contactNumer: null, geoLocation: null, gstDetails: null },
  consumerProfile: null,
  kycStatus: {},
  quoteResponse: [],
  selectedQuoteId: null,
  offer: null,
  bankStatementUrl: null,
  bankStatementStatus: 'idle',
  bankStatementError: null,
  isUserReturningFromBanking: false,
  workflowError: {},
  locationDenied: false,
};

export const initialUiState: UiState = {
  toasts: [],
  pending: [],
  errorBoundary: null,
  navigation: null,
  shownScreen: null,
  openModal: null,
  pollingScreen: null,
  pincode: {},
  serverStateRead: false,
  readyScreens: [],
  lastSessionEnd: null,
  lastToastId: 0,
  lastNavigationSeq: 0,
};
