import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** A path and its query. */
type Where = { pathname: string; search: string };

/** Where the app is and how it moves, as react-router's router has it (router-location.tsx publishes them). */
export interface AppLocation extends Where {
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** The router, drawn beside the screens: it reports each location and its navigate to the app. */
export type AppRouter = ComponentType<{ onLocation: (location: AppLocation) => void }>;

const AppLocationContext = createContext<AppLocation | null>(null);

/** The app's location (pathname, search) and its navigate. */
export function useAppLocation(): AppLocation {
  const value = useContext(AppLocationContext);
  if (!value) throw new Error('useAppLocation outside <AppLocationProvider>');
  return value;
}

/**
 * The location the screens read. The router is their sibling, not their parent, so a first visit draws and hydrates
 * the screens at `initial` before react-router has arrived, and adding the router later keeps every element (and the
 * painted markup); a move asked for before it arrives is made once it has.
 */
export function AppLocationProvider({
  initial,
  Router,
  children,
}: {
  initial: Where;
  Router?: AppRouter | undefined;
  children: ReactNode;
}) {
  const router = useRef<AppLocation['navigate'] | null>(null);
  const waiting = useRef<Array<Parameters<AppLocation['navigate']>>>([]);
  // one function for the app's lifetime: what it calls is the router's latest navigate
  const navigate = useCallback<AppLocation['navigate']>(
    (...move) => (router.current ? router.current(...move) : void waiting.current.push(move)),
    [],
  );
  const [where, setWhere] = useState(initial);
  const publish = useCallback((next: AppLocation) => {
    router.current = next.navigate;
    // the router moves in a transition (react-router's BrowserRouter does): the screens follow in the same kind of render
    startTransition(() =>
      setWhere((now) =>
        now.pathname === next.pathname && now.search === next.search
          ? now
          : { pathname: next.pathname, search: next.search },
      ),
    );
    for (const move of waiting.current.splice(0)) next.navigate(...move);
  }, []);
  const value = useMemo(() => ({ ...where, navigate }), [where, navigate]);
  return (
    <>
      <AppLocationContext value={value}>{children}</AppLocationContext>
      {Router ? <Router onLocation={publish} /> : null}
    </>
  );
}

/** Moves to `to`, replacing the current entry, once drawn (what react-router's Navigate does, for the app's location). */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useAppLocation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
