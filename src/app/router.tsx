import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

// The app's router: where the app is, and a way to go elsewhere. Every path draws the same screen host, which finds
// its screen from the programme's config (engine/navigation.ts), so route matching, nested routes and data loading
// (what react-router adds, about 12.6 kB gzip, an eighth of the login's first JavaScript) are not needed: the page's
// address, the browser's history and React's transitions are.

/** Where the app is: the address's path, query (with its `?`) and fragment (with its `#`). */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: AppLocation;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

/** `to` (absolute, or relative to `from`'s path) as a location. */
export function resolveLocation(to: string, from: AppLocation = { pathname: '/', search: '', hash: '' }): AppLocation {
  const url = new URL(to, `http://app${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const href = (location: AppLocation) => `${location.pathname}${location.search}${location.hash}`;

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('router: used outside a router (BrowserRouter, StaticRouter or MemoryRouter)');
  return value;
}

/** Where the app is now. */
export function useLocation(): AppLocation {
  return useRouter().location;
}

/** Goes to another address of the app (a history entry, or in place of the current one). */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** Goes to `to` once drawn (as react-router's `<Navigate>`: after the render, in an effect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

const readWindow = (): AppLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/**
 * The page's router: the address bar and the browser's history (Back, Forward). A change of location renders in a
 * transition, as react-router's BrowserRouter does, so a screen still loading keeps the one before on show.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readWindow);
  useLayoutEffect(() => {
    const onPopState = () => startTransition(() => setLocation(readWindow()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options) => {
    const next = resolveLocation(to, readWindow());
    if (options?.replace) window.history.replaceState(null, '', href(next));
    else window.history.pushState(null, '', href(next));
    startTransition(() => setLocation(next));
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router fixed at one address (the build's prerender): going elsewhere is a mistake there, and says so. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({
      location: resolveLocation(location),
      navigate: (to) => {
        throw new Error(`router: a prerendered page cannot go to ${to}`);
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router that keeps its address in memory (tests): starts at `initialEntries`' last entry. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState(() => resolveLocation(initialEntries[initialEntries.length - 1] ?? '/'));
  const navigate = useCallback<NavigateFunction>((to) => startTransition(() => setLocation((from) => resolveLocation(to, from))), []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
