import { ScreenHost } from './screen-host.tsx';

/**
 * Every address draws the screen host, which finds its screen from the programme's config (engine/navigation.ts:
 * screens sharing a route choose by rule, an address no screen has gets the not-found screen). One host for all of
 * them, so a move to another screen re-renders it instead of mounting a new one, as the routes of one level did.
 */
export function JourneyRoutes() {
  return <ScreenHost />;
}
