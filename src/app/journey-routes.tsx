import { useMemo } from 'react';
import type { ResolvedProgramme } from '../engine/types.ts';
import { useLocation } from './app-location.tsx';
import { ScreenHost } from './screen-host.tsx';

/**
 * The screen host of the route the location is on (a route of the programme's config, else the not-found route):
 * keyed by it, so another route starts a host of its own, while screens sharing a route choose by rule within one.
 */
export function JourneyRoutes({ programme }: { programme: ResolvedProgramme }) {
  const routes = useMemo(() => new Set(Object.values(programme.screens).map((s) => s.route)), [programme]);
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return <ScreenHost key={routes.has(path) ? path : '*'} />;
}
