import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppLocationProvider, useAppLocation, type AppRouter } from '../../src/app/app-location.tsx';
import { routerOf } from '../../src/app/router-location.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { AppContext } from '../../src/app/programme-context.ts';
import { theme } from '../../src/renderer/shell/theme.ts';
import { makeT } from '../renderer/helpers.tsx';
import type { startStore } from '../store/harness.ts';

type Bundle = Awaited<ReturnType<typeof startStore>>;

/** Where the app is (path and query), shown beside what a test renders. */
function LocationProbe() {
  const location = useAppLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The path and query the app is at, as the probe shows it. */
export const currentLocation = () => screen.getByTestId('location').textContent;

const routers = new Map<string, AppRouter>();
/** react-router's MemoryRouter starting at `path`, as the app's router: one per path, so a re-render keeps it. */
function memoryRouterAt(path: string): AppRouter {
  const router =
    routers.get(path) ?? routerOf(({ children }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>);
  routers.set(path, router);
  return router;
}

/**
 * `children` as the app mounts its parts: over the store of a real programme and its sagas, in the app's context,
 * a router at `path` and the theme, with a probe of where the app is.
 */
export function inApp(bundle: Bundle, path: string, children: ReactNode) {
  const { programme } = bundle;
  const url = new URL(path, 'http://app.test');
  return (
    <Provider store={bundle.store}>
      <AppContext.Provider
        value={{ programme, services: bundle.services, storage: window.sessionStorage, t: makeT(programme) }}
      >
        <AppLocationProvider initial={{ pathname: url.pathname, search: url.search }} Router={memoryRouterAt(path)}>
          <ThemeProvider theme={theme}>
            {children}
            <LocationProbe />
          </ThemeProvider>
        </AppLocationProvider>
      </AppContext.Provider>
    </Provider>
  );
}
