import { useEffect, useState } from 'react';
import { loadLocalised, loadScreenParts } from '../generated/index.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';

const cache = new Map<string, Record<string, Record<string, unknown>>>();

/**
 * The screen with its kind-specific config (a Key Fact Statement's sections, browser guides), which the build ships
 * apart from the programme every page loads, in one file per programme and locale fetched when a screen that has
 * parts opens: in the borrower's language (the KFS was shown in English on a Hindi page when the plain file was
 * loaded in every locale). Until it has arrived the screen is returned as shipped; a screen with no parts is returned
 * at once.
 */
export function useScreenWithParts(programme: ResolvedProgramme, screen: Screen, hasParts: boolean): Screen {
  const localised = programme.locale ? loadLocalised[`${programme.id}/${programme.locale}`]?.screenParts : undefined;
  const load = hasParts ? (localised ?? loadScreenParts[programme.id]) : undefined;
  const key = localised ? `${programme.id}@${programme.locale}` : programme.id;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // a late answer after the screen closed only fills the cache (React 19 ignores the state update)
    if (load && !cache.has(key)) void load().then((parts) => setLoaded(cache.set(key, parts).size));
  }, [load, key]);
  const parts = cache.get(key)?.[screen.id];
  return parts ? { ...screen, ...parts } : screen;
}
