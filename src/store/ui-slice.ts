import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Destination, TransitionRef } from '../engine/navigation.ts';
import { journeyActions } from './journey-slice.ts';
import {
  errorBoundaryReset,
  modalDismissed,
  navigationCompleted,
  screenEntered,
  screenLeft,
  sessionEnded,
  toastDismissed,
  type SessionEndReason,
} from './events.ts';
import { initialUiState } from './initial-state.ts';

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
  /** the transition chooseDestination took (the headless runner's coverage reads it; the app ignores it) */
  via?: TransitionRef;
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
  /** The screen the host shows (entered and not yet left): the shell's logout and modals act on it. */
  shownScreen: string | null;
  openModal: string | null;
  /** Screen whose poll loop is running, if any. */
  pollingScreen: string | null;
  pincode: Record<string, PincodeLookup>;
  /**
   * Whether this page load has read the lead and its workflow from the server: guards decide on the server's
   * state, never on what an earlier page load left in storage (or on nothing at all).
   */
  serverStateRead: boolean;
  /** Screens whose on-enter effects have answered since they were entered (for `awaitOnEnter`). */
  readyScreens: string[];
  /** Why the last session ended (the app keeps an expired session's drafts for its borrower). */
  lastSessionEnd: SessionEndReason | null;
  /** Counters for ids; kept across resets so an old id never comes back. */
  lastToastId: number;
  lastNavigationSeq: number;
}

export { initialUiState };

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
    /** Only a destination chooseDestination made can be requested (the navigation model, engine/navigation.ts). */
    navigationRequested(state, action: PayloadAction<Destination>) {
      state.lastNavigationSeq += 1;
      const { screenId, replace, query, via } = action.payload;
      state.navigation = {
        screenId,
        replace,
        seq: state.lastNavigationSeq,
        ...(query ? { query } : {}),
        ...(via ? { via } : {}),
      };
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
    serverStateRead(state) {
      state.serverStateRead = true;
    },
    screenReady(state, action: PayloadAction<string>) {
      if (!state.readyScreens.includes(action.payload)) state.readyScreens.push(action.payload);
    },
    pincodeLookupStarted(state, action: PayloadAction<{ requestId: string; pincode: string }>) {
      const { requestId, pincode } = action.payload;
      state.pincode[requestId] = { status: 'loading', pincode, city: null, state: null, country: null, error: null };
    },
    pincodeLookupSucceeded(
      state,
      action: PayloadAction<{ requestId: string; city: string | null; state: string | null; country: string | null }>,
    ) {
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
      // any read of the lead's workflow (or of no lead at all) is the server's word for this page load
      .addCase(journeyActions.workflowLoaded, (state) => {
        state.serverStateRead = true;
      })
      .addCase(journeyActions.leadCleared, (state) => {
        state.serverStateRead = true;
      })
      .addCase(screenEntered, (state, action) => {
        state.readyScreens = state.readyScreens.filter((id) => id !== action.payload.screenId);
        state.shownScreen = action.payload.screenId;
      })
      .addCase(screenLeft, (state, action) => {
        state.readyScreens = state.readyScreens.filter((id) => id !== action.payload.screenId);
        if (state.shownScreen === action.payload.screenId) state.shownScreen = null;
      })
      .addCase(navigationCompleted, (state, action) => {
        if (state.navigation?.seq === action.payload) state.navigation = null;
      })
      // pending actions stay: their sagas clear them in `finally`; counters stay monotonic; the toast and the
      // navigation that announce the end of a session (expired, logged out) outlive it
      .addCase(sessionEnded, (state, action) => ({
        ...initialUiState,
        lastSessionEnd: action.payload?.reason ?? 'logout',
        toasts: state.toasts,
        navigation: state.navigation,
        shownScreen: state.shownScreen,
        pending: state.pending,
        pollingScreen: state.pollingScreen,
        lastToastId: state.lastToastId,
        lastNavigationSeq: state.lastNavigationSeq,
      })),
});

export const uiActions = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
