import type { Reducer } from '@reduxjs/toolkit';
import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
  type Storage,
} from 'redux-persist';
import { initialJourneyState } from './journey-slice.ts';
import { initialSessionState } from './session-slice.ts';
import { persistKey } from './persist-key.ts';
import type { RootState } from './types.ts';

export { persistKey };

/** Bump with a migration below whenever the persisted shape of session or journey changes. */
export const PERSIST_VERSION = 1;

/** Version -> how to bring the state saved by the previous version up to it. */
const migrations: MigrationManifest = {
  1: (state) => state,
};

/**
 * Merges what was stored into the fresh state one slice deep, so a field added to a slice since the state was
 * saved keeps its initial value instead of turning undefined.
 */
const reconcile = (inbound: unknown, _original: RootState, reduced: RootState): RootState => {
  const stored = (inbound ?? {}) as Partial<RootState>;
  return {
    ...reduced,
    session: { ...initialSessionState, ...reduced.session, ...stored.session },
    journey: { ...initialJourneyState, ...reduced.journey, ...stored.journey },
  };
};

/** spec §3: the client-held user state (session and journey) is persisted; ui is not. §9: rehydrate time-out. */
export function createPersistConfig(
  programmeId: string,
  storage: Storage,
  timeoutMs: number,
): PersistConfig<RootState> {
  return {
    key: persistKey(programmeId),
    version: PERSIST_VERSION,
    storage,
    whitelist: ['session', 'journey'],
    timeout: timeoutMs,
    migrate: createMigrate(migrations, { debug: false }),
    stateReconciler: reconcile as unknown as PersistConfig<RootState>['stateReconciler'],
  };
}

export type PersistedRootReducer = Reducer<RootState & PersistedState>;
