import { useEffect, useState } from 'react';
import { loadScreenParts } from '../generated/index.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';

const cache = new Map<string, Record<string, Record<string, unknown>>>();

/**
 * The screen with its kind-specific config (a Key Fact Statement's sections, browser guides), which the build ships
 * apart from the programme every page loads, in one file per programme fetched when a screen that has parts opens.
 * Until it has arrived the screen is returned as shipped; a screen with no parts is returned at once.
 */
export function useScreenWithParts(programme: ResolvedProgramme, screen: Screen, hasParts: boolean): Screen {
  const load = hasParts ? loadScreenParts[programme.id] : undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // a late answer after the screen closed only fills the cache (React 19 ignores the state update)
    if (load && !cache.has(programme.id)) void load().then((parts) => setLoaded(cache.set(programme.id, parts).size));
  }, [load, programme.id]);
  const parts = cache.get(programme.id)?.[screen.id];
  return parts ? { ...screen, ...parts } : screen;
}
