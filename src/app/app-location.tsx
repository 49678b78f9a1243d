import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

// The app's router: every route draws the screen host, which picks the screen from the location (the programme's
// config), so the app needs only where it is and a way to go elsewhere; a router library cost every route 16 kB gzip.

/** Where the app is: the path, query and fragment of its address. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Goes to `to` (a path with its query), replacing the current history entry when `replace`. */
export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

const LocationContext = createContext<{ location: AppLocation; navigate: NavigateTo } | undefined>(undefined);

/** The location a path (with its query and fragment) names. */
export function locationOf(path: string): AppLocation {
  const url = new URL(path, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const pageLocation = (): AppLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/** The page's address: a navigation adds (or replaces) a history entry, back and forward are followed; each in a transition, as a router's. */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(pageLocation);
  const follow = useCallback(() => startTransition(() => setLocation(pageLocation())), []);
  useLayoutEffect(() => {
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [follow]);
  const navigate = useCallback<NavigateTo>(
    (to, { replace = false } = {}) => {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      follow();
    },
    [follow],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** A location held in memory, starting at `path` (the prerender's fixed page, a test's): navigations change it alone. */
export function MemoryLocation({ path, children }: { path: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => locationOf(path));
  const navigate = useCallback<NavigateTo>((to) => startTransition(() => setLocation(locationOf(to))), []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

function useLocationContext() {
  const context = useContext(LocationContext);
  if (!context) throw new Error('app-location: drawn outside BrowserLocation or MemoryLocation');
  return context;
}

/** Where the app is. */
export const useLocation = (): AppLocation => useLocationContext().location;

/** Goes elsewhere in the app. */
export const useNavigate = (): NavigateTo => useLocationContext().navigate;

/** Goes to `to` once drawn (a guard's redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
