import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { errorBoundaryReset, modalDismissed, navigationCompleted, sessionEnded, toastDismissed } from './events.ts';

export type ToastLevel = 'info' | 'success' | 'warning' | 'error';
export interface Toast {
  id: number;
  level: ToastLevel;
  text: string;
}

/** A request to the app to go to a screen; the app performs it and answers navigationCompleted(seq). */
export interface NavigationRequest {
  screenId: string;
  replace: boolean;
  seq: number;
  query?: Record<string, string>;
}

export interface PincodeLookup {
  status: 'loading' | 'succeeded' | 'failed';
  pincode: string;
  city: string | null;
  state: string | null;
  country: string | null;
  error: string | null;
}

/** What the screens show right now. Not persisted: a reload starts with no toasts, modals or pending actions. */
export interface UiState {
  toasts: Toast[];
  /** Keys of actions whose effects are running (pendingKey), to block double submits. */
  pending: string[];
  errorBoundary: { statusCode?: number; message?: string } | null;
  navigation: NavigationRequest | null;
  openModal: string | null;
  /** Screen whose poll loop is running, if any. */
  pollingScreen: string | null;
  pincode: Record<string, PincodeLookup>;
  /** Counters for ids; kept across resets so an old id never comes back. */
  lastToastId: number;
  lastNavigationSeq: number;
}

export const initialUiState: UiState = {
  toasts: [],
  pending: [],
  errorBoundary: null,
  navigation: null,
  openModal: null,
  pollingScreen: null,
  pincode: {},
  lastToastId: 0,
  lastNavigationSeq: 0,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    toastShown(state, action: PayloadAction<{ level: ToastLevel; text: string }>) {
      state.lastToastId += 1;
      state.toasts.push({ id: state.lastToastId, ...action.payload });
    },
    actionStarted(state, action: PayloadAction<string>) {
      if (!state.pending.includes(action.payload)) state.pending.push(action.payload);
    },
    actionSettled(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((key) => key !== action.payload);
    },
    errorBoundaryShown(state, action: PayloadAction<{ statusCode?: number; message?: string }>) {
      state.errorBoundary = action.payload;
    },
    navigationRequested(state, action: PayloadAction<{ screenId: string; replace?: boolean; query?: Record<string, string> }>) {
      state.lastNavigationSeq += 1;
      const { screenId, replace = false, query } = action.payload;
      state.navigation = { screenId, replace, seq: state.lastNavigationSeq, ...(query ? { query } : {}) };
    },
    modalOpened(state, action: PayloadAction<string>) {
      state.openModal = action.payload;
    },
    modalClosed(state) {
      state.openModal = null;
    },
    pollStarted(state, action: PayloadAction<string>) {
      state.pollingScreen = action.payload;
    },
    pollStopped(state, action: PayloadAction<string>) {
      if (state.pollingScreen === action.payload) state.pollingScreen = null;
    },
    pincodeLookupStarted(state, action: PayloadAction<{ requestId: string; pincode: string }>) {
      const { requestId, pincode } = action.payload;
      state.pincode[requestId] = { status: 'loading', pincode, city: null, state: null, country: null, error: null };
    },
    pincodeLookupSucceeded(state, action: PayloadAction<{ requestId: string; city: string | null; state: string | null; country: string | null }>) {
      const { requestId, ...place } = action.payload;
      const entry = state.pincode[requestId];
      if (entry) Object.assign(entry, place, { status: 'succeeded', error: null });
    },
    pincodeLookupFailed(state, action: PayloadAction<{ requestId: string; error: string }>) {
      const entry = state.pincode[action.payload.requestId];
      if (entry) Object.assign(entry, { status: 'failed', error: action.payload.error });
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(toastDismissed, (state, action) => {
        state.toasts = state.toasts.filter((t) => t.id !== action.payload);
      })
      .addCase(modalDismissed, (state) => {
        state.openModal = null;
      })
      .addCase(errorBoundaryReset, (state) => {
        state.errorBoundary = null;
      })
      .addCase(navigationCompleted, (state, action) => {
        if (state.navigation?.seq === action.payload) state.navigation = null;
      })
      // pending actions stay: their sagas clear them in `finally`; counters stay monotonic; the toast and the
      // navigation that announce the end of a session (expired, logged out) outlive it
      .addCase(sessionEnded, (state) => ({ ...initialUiState, toasts: state.toasts, navigation: state.navigation, pending: state.pending, pollingScreen: state.pollingScreen, lastToastId: state.lastToastId, lastNavigationSeq: state.lastNavigationSeq })),
});

export const uiActions = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
