import { loadScreenParts } from '../generated/index.ts';
import type { SavedFile } from '../store/types.ts';

/** The platform services the store is given: the browser's fetch, location, geolocation and analytics sink. */

export interface TrackedEvent {
  category: string;
  action: string;
  label: string;
  error?: boolean;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes analytics events to `window.dataLayer` (the default sink; a tag manager can read it). */
export function trackToDataLayer(event: TrackedEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: event.error ? 'journey_error' : 'journey_event', ...event });
}

/** Geolocation as a promise; rejects with `{code}` like GeolocationPositionError, or `{code: 'unsupported'}`. */
export function getBrowserPosition(options: {
  enableHighAccuracy: boolean;
  timeout: number;
  maximumAge: number;
}): Promise<{ lat: number; long: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject({ code: 'unsupported' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, long: position.coords.longitude }),
      (error) => reject({ code: error.code }),
      options,
    );
  });
}

/** Leaves the app for an external page (bank-data sharing, KYC, e-mandate, e-sign) or the originating app. */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}

/** Resolves once the browser is online again (at once when it is). */
export function waitUntilOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** Saves a file on the device: the browser's download of a blob, named as given. */
export function saveFileInBrowser(file: SavedFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the blob by then; revoking at once can cancel it in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The screen parts the build shipped apart, for a programme (none for an unknown one). */
function loadProgrammeScreenParts(programmeId: string): Promise<Record<string, Record<string, unknown>>> {
  return loadScreenParts[programmeId]?.() ?? Promise.resolve({});
}

export function createBrowserServices() {
  return {
    fetch: window.fetch.bind(window),
    origin: () => window.location.origin,
    redirect: redirectBrowser,
    getPosition: getBrowserPosition,
    track: trackToDataLayer,
    now: () => Date.now(),
    connectivity: { isOnline: () => navigator.onLine, whenOnline: waitUntilOnline },
    saveFile: saveFileInBrowser,
    loadScreenParts: loadProgrammeScreenParts,
  };
}
