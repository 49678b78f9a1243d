import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from './events.ts';
import { initialSessionState } from './initial-state.ts';

/** Who is logged in (spec §3 client-held user state). Persisted; reset when the session ends. */
export interface SessionState {
  authToken: string | null;
  isAuthenticated: boolean;
  mobile: string | null;
  otpSent: boolean;
  gstOtpSent: boolean;
  sessionId: string | null;
  consumerId: string | null;
  /** Seconds the token lives, as the server said. */
  expiresIn: number | null;
  isGstFlow: boolean;
  /** The originating application of the GST flow (spec §2), already checked against the allow-list. */
  originAppUrl: string | null;
}

export { initialSessionState };

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    otpSent(state, action: PayloadAction<{ mobile: string }>) {
      state.otpSent = true;
      state.mobile = action.payload.mobile;
    },
    authenticated(
      state,
      action: PayloadAction<{
        mobile: string;
        sessionId: string;
        authToken: string;
        consumerId: string | null;
        expiresIn: number | null;
      }>,
    ) {
      Object.assign(state, action.payload);
      state.isAuthenticated = true;
      state.otpSent = false;
    },
    /** The borrower wants to give another number: the OTP step closes, the number stays to be corrected. */
    mobileChangeRequested(state) {
      state.otpSent = false;
    },
    gstFlowEntered(state, action: PayloadAction<{ originAppUrl: string }>) {
      state.isGstFlow = true;
      state.originAppUrl = action.payload.originAppUrl;
    },
    gstOtpSent(state) {
      state.gstOtpSent = true;
    },
    gstOtpVerified(state) {
      state.gstOtpSent = false;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialSessionState),
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
