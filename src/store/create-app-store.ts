import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
  type Storage,
} from 'redux-persist';
import type { ApiError } from '../api/api-error.ts';
import { createApiClient, type ApiClientDeps, type Connectivity } from '../api/client.ts';
import type { ApiClient, ApiClientConfig } from '../api/types.ts';
import { resolveMessage } from '../engine/messages.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { matchHttpErrorRule } from './failure.ts';
import { journeyReducer } from './journey-slice.ts';
import { createPersistConfig } from './persistence.ts';
import { rootSaga } from './root-saga.ts';
import { sessionReducer } from './session-slice.ts';
import type { RootState, SagaDeps, StoreServices } from './types.ts';
import { uiActions, uiReducer } from './ui-slice.ts';

export interface CreateAppStoreOptions {
  programme: ResolvedProgramme;
  services: StoreServices;
  /** A redux-persist storage (the app passes session storage); without one nothing is persisted. */
  storage?: Storage;
  preloadedState?: Partial<RootState>;
  /**
   * Redux Toolkit's development checks (immutability, serialisability): on by default outside production builds;
   * the headless scenario runner turns them off, as the built app runs without them.
   */
  developmentChecks?: boolean;
}

function numberConstant(programme: ResolvedProgramme, name: string, fallback: number): number {
  const value = programme.constants[name];
  return typeof value === 'number' ? value : fallback;
}

/**
 * A call that failed because the device was offline waits for the connection and is sent once more when the
 * programme's error rules say so (http-errors.json `retry-when-online`); the rule's text tells the borrower why the
 * button is still busy. Other failures are the error rules' business (spec §8).
 */
function offlinePolicy(
  programme: () => ResolvedProgramme,
  device: NonNullable<StoreServices['connectivity']>,
  tell: (text: string) => void,
): Connectivity {
  const ruleFor = (error: ApiError) => matchHttpErrorRule(programme().httpErrors, error);
  return {
    ...device,
    waitsForConnection: (error) => ruleFor(error)?.outcome === 'retry-when-online',
    onWaiting: (error) =>
      tell(resolveMessage(programme().texts, ruleFor(error)?.message ?? 'generic_error', {}, 'generic_error')),
  };
}

/** spec §9 defaults, used only when a programme lacks the constant. */
const DEFAULTS = { readRetries: 3, retryBaseMs: 1000, retryMaxMs: 30000, rehydrateTimeoutMs: 5000 };

/** The API client of a programme: its api table, its retry constants, and the device's connectivity when it has one. */
function programmeApiClient(
  current: () => ResolvedProgramme,
  services: StoreServices,
  getToken: ApiClientDeps['getToken'],
  tell: (text: string) => void,
): ApiClient {
  // the api table and retry constants are the same in every language; only the offline text is worded anew
  const programme = current();
  return createApiClient({
    config: programme.api as ApiClientConfig,
    fetch: (input, init) => services.fetch(input, init),
    getToken,
    sleep: (ms) => (services.sleep ? services.sleep(ms) : new Promise((resolve) => setTimeout(resolve, ms))),
    retry: {
      retries: numberConstant(programme, 'readRetries', DEFAULTS.readRetries),
      baseMs: numberConstant(programme, 'retryBaseMs', DEFAULTS.retryBaseMs),
      maxMs: numberConstant(programme, 'retryMaxMs', DEFAULTS.retryMaxMs),
    },
    ...(services.connectivity ? { connectivity: offlinePolicy(current, services.connectivity, tell) } : {}),
  });
}

/**
 * The store of one programme: slices, sagas (with the api client and the injected browser services) and, given a
 * storage, persistence of session and journey. `ready` resolves once the persisted state is back.
 */
export function createAppStore(options: CreateAppStoreOptions) {
  const { services, storage } = options;
  // the programme the sagas word what they say in (toasts, the error page, the KFS they build): the one the store was
  // made with until the borrower changes language (rewordIn), the same programme in other words
  let programme = options.programme;
  const rootReducer = combineReducers({ session: sessionReducer, journey: journeyReducer, ui: uiReducer });
  const config = storage
    ? createPersistConfig(
        programme.id,
        storage,
        numberConstant(programme, 'rehydrateTimeoutMs', DEFAULTS.rehydrateTimeoutMs),
      )
    : undefined;
  const reducer = (
    config ? persistReducer(config, rootReducer as Reducer<RootState>) : rootReducer
  ) as Reducer<RootState>;

  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        immutableCheck: options.developmentChecks !== false,
        // redux-persist's own actions carry functions, which the serialisable check would refuse
        serializableCheck:
          options.developmentChecks === false
            ? false
            : { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(sagaMiddleware),
  });

  let persistor: Persistor | null = null;
  const api = programmeApiClient(
    () => programme,
    services,
    () => store.getState().session.authToken,
    (text) => store.dispatch(uiActions.toastShown({ level: 'warning', text })),
  );
  const deps: SagaDeps = {
    get programme() {
      return programme;
    },
    api,
    services,
    persisted: Boolean(config),
    purge: async () => {
      await persistor?.purge();
    },
  };
  sagaMiddleware.run(rootSaga, deps);

  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  if (config) {
    persistor = persistStore(store, null, () => markReady());
  } else {
    markReady();
  }
  /** From now on the sagas say what they say in `next`: the programme in the language the borrower chose. */
  const rewordIn = (next: ResolvedProgramme) => {
    if (next.id !== programme.id) throw new Error(`rewordIn: ${next.id} is not ${programme.id}`);
    programme = next;
  };
  return { store, persistor, ready, programme: options.programme, rewordIn };
}

export type AppStoreBundle = ReturnType<typeof createAppStore>;
export type AppStore = AppStoreBundle['store'];
export type AppDispatch = AppStore['dispatch'];
