import type { Action, Store } from '@reduxjs/toolkit';
import { initialJourneyState, initialSessionState, initialUiState } from '../../store/initial-state.ts';
import { persistedItemKey } from '../../store/persist-key.ts';
import type { RootState } from '../../store/types.ts';

/**
 * A stand-in for the app's store while the real one (Redux Toolkit, the sagas, persistence) is still on its way: it
 * holds the initial state, so a first visit draws and hydrates the prerendered login from it, and it keeps every
 * action the page dispatches meanwhile (the screen opened, a button pressed) to hand them, in order, to the real
 * store once it is attached. What the borrower types lives in the form (React state), which the hand-over keeps.
 */
export interface LateStore extends Store<RootState> {
  /**
   * Takes the real store: replays the waiting actions into it, then reads and dispatches through it. `quiet`: the
   * late store's subscribers are not told (neither now nor later), for a page that re-renders with the real store
   * itself: their synchronous re-render (useSyncExternalStore's) would be one long task (boot.tsx).
   */
  attach(store: Store<RootState>, options?: { quiet?: boolean }): void;
  /** Whether the real store is attached. */
  readonly attached: boolean;
}

/** The state a first visit starts from (every slice initial), without loading the slices. */
export function initialRootState(): RootState {
  return { session: initialSessionState, journey: initialJourneyState, ui: initialUiState };
}

export function createLateStore(initial: RootState = initialRootState()): LateStore {
  let target: Store<RootState> | undefined;
  const waiting: Action[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const late: LateStore = {
    get attached() {
      return target !== undefined;
    },
    getState: () => (target ? target.getState() : initial),
    dispatch: ((action: Action) => {
      if (target) return target.dispatch(action);
      waiting.push(action);
      return action;
    }) as Store<RootState>['dispatch'],
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    replaceReducer() {
      throw new Error('late store: replace the reducer of the real store');
    },
    [Symbol.observable]() {
      throw new Error('late store: not observable');
    },
    attach(store, { quiet = false } = {}) {
      if (target) throw new Error('late store: already attached');
      target = store;
      if (!quiet) store.subscribe(notify);
      for (const action of waiting.splice(0)) store.dispatch(action);
      if (!quiet) notify();
    },
  };
  return late;
}

/**
 * Whether this tab holds no session or journey of the programme beyond the initial ones (redux-persist's item
 * absent, or holding the initial slices), read without redux-persist: the page a first visit gets.
 */
export function isFreshSession(storage: Storage, programmeId: string): boolean {
  const item = storage.getItem(persistedItemKey(programmeId));
  if (item === null) return true;
  try {
    const stored = JSON.parse(item) as { session?: string; journey?: string };
    const same = (text: string | undefined, initial: unknown) =>
      text !== undefined && JSON.stringify(JSON.parse(text)) === JSON.stringify(initial);
    return same(stored.session, initialSessionState) && same(stored.journey, initialJourneyState);
  } catch {
    return false;
  }
}
