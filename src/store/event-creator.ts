import type { PayloadAction, PayloadActionCreator } from '@reduxjs/toolkit';

/**
 * Redux Toolkit's `createAction` (no prepare callback) without Redux Toolkit at run time: the page draws a first
 * visit's login and dispatches its events before the store (Redux Toolkit, immer, the sagas) has loaded, and importing
 * the toolkit for this one helper would bring all of it into that first JavaScript. Same shape as the toolkit's: a
 * function `payload -> { type, payload }` with `type`, `match` and a `toString` giving the type (which the slices'
 * `addCase` and redux-saga's `take` read).
 */
export function createAction<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T> {
  const creator = (payload?: P) => ({ type, payload });
  const match = (action: unknown): action is PayloadAction<P, T> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return Object.assign(creator, { type, match, toString: () => type }) as unknown as PayloadActionCreator<P, T>;
}
