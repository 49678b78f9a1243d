import type { ApiClient } from '../api/types.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import type { JourneyState } from './journey-slice.ts';
import type { SessionState } from './session-slice.ts';
import type { UiState } from './ui-slice.ts';

export interface RootState {
  session: SessionState;
  journey: JourneyState;
  ui: UiState;
}

export interface GeoPosition {
  lat: number;
  long: number;
}

/** A file handed to the borrower's device (Loan Success's documents). */
export interface SavedFile {
  name: string;
  /** Its media type, e.g. `application/pdf`. */
  type: string;
  content: string | Uint8Array<ArrayBuffer>;
}

/** What the browser provides, injected so the store stays free of DOM globals and tests control it. */
export interface StoreServices {
  fetch: typeof fetch;
  /** The app's origin (scheme, host, port), for return addresses. */
  origin: () => string;
  /** Leaves the app for an external page (bank data, KYC, e-mandate, e-sign, the GST origin app). */
  redirect: (url: string) => void;
  /** Rejects with {code: 1|2|3} like GeolocationPositionError, or {code: 'unsupported'}. */
  getPosition: (opts: { enableHighAccuracy: boolean; timeout: number; maximumAge: number }) => Promise<GeoPosition>;
  track: (event: { category: string; action: string; label: string; error?: boolean }) => void;
  now: () => number;
  /**
   * Waits `ms` (polls, time-outs, retries); absent: real timers. A headless run (`journey test`) gives a virtual
   * clock here, so time is advanced instead of waited for.
   */
  sleep?: (ms: number) => Promise<void>;
  /**
   * SHA-256 of a text, in hex; absent: Web Crypto (the browser's). A headless run answers it at once, so a digest is
   * never work that finishes in real time while the run's virtual clock waits.
   */
  sha256Hex?: (text: string) => Promise<string>;
  /** Saves a file on the device (a download); absent (a headless run): documents cannot be saved. */
  saveFile?: (file: SavedFile) => void;
  /**
   * The kind-specific config the build ships apart from the programme (a KFS's sections), by screen id, for a
   * programme; absent: the programme carries it (tests, headless runs).
   */
  loadScreenParts?: (programmeId: string) => Promise<Record<string, Record<string, unknown>>>;
  /** The device's connection (navigator.onLine and its `online` event); absent: always online. */
  connectivity?: {
    isOnline: () => boolean;
    /** Resolves once the device is online (at once when it already is). */
    whenOnline: () => Promise<void>;
  };
}

/** What every saga works with. */
export interface SagaDeps {
  programme: ResolvedProgramme;
  api: ApiClient;
  services: StoreServices;
  /** Whether session and journey are persisted: sagas then wait for the rehydration before reading state. */
  persisted: boolean;
  /** Removes the persisted state (logout, session expiry). */
  purge: () => Promise<void>;
}
