import { createAction } from './event-creator.ts';
import type { NavigationTrigger } from '../engine/navigation.ts';

/**
 * Events the app dispatches (past tense: something happened in the UI), and the one event every slice resets on.
 * The sagas decide what they mean; reducers only record what the UI needs to know.
 */

/** A screen was opened (after access checks); `query` is the URL's query parameters. */
export const screenEntered = createAction<{ screenId: string; query?: Record<string, string> }>('screen/entered');
/** A screen was closed: its poll loop and unfinished on-enter effects are cancelled. */
export const screenLeft = createAction<{ screenId: string }>('screen/left');
/** A button was pressed: a screen action, a home card's action or a programme modal's action. */
export const actionTriggered = createAction<{
  screenId: string;
  actionId: string;
  formData?: Record<string, unknown>;
  cardId?: string;
  modalId?: string;
  query?: Record<string, string>;
}>('action/triggered');
/** A guarded screen was asked for before this page load has read the lead and its workflow from the server. */
export const serverStateNeeded = createAction('server/stateNeeded');
/**
 * The ui slice's `modalOpened` (same type, so the slice's reducer takes it), for the shell to open a modal (Logout
 * with typed answers) without importing the slice: that would bring Redux Toolkit and immer into the JavaScript a
 * first visit loads before the login can be used.
 */
export const modalOpened = createAction<string>('ui/modalOpened');
export const modalDismissed = createAction('modal/dismissed');
export const toastDismissed = createAction<number>('toast/dismissed');
export const errorBoundaryReset = createAction('errorBoundary/reset');
/**
 * Something happened that may move the borrower (a card's Start or Edit, Try again, Logout): the store asks
 * chooseDestination and requests the one navigation it answers. Components never name a path.
 */
export const navigationTriggered = createAction<NavigationTrigger>('navigation/triggered');
/** The app performed the navigation request with this sequence number. */
export const navigationCompleted = createAction<number>('navigation/completed');
/** An address form asked for the city, state and country of a pincode (spec §5; no retry). */
export const pincodeLookupRequested = createAction<{ requestId: string; pincode: string }>('pincode/lookupRequested');
/** The borrower picked one of the quotes (the offer screen starts from it). */
export const quoteSelected = createAction<string>('quote/selected');

/** The session ended (logout or expiry): every slice returns to its initial state (spec §3, §8). */
export const sessionEnded = createAction<{ reason: SessionEndReason } | undefined>('session/ended');
/** logout: the borrower left; expired: the server refused the session (what they typed is kept for them). */
export type SessionEndReason = 'logout' | 'expired';
