import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { AppContext } from '../../src/app/programme-context.ts';
import { theme } from '../../src/renderer/shell/theme.ts';
import { makeT } from '../renderer/helpers.tsx';
import type { startStore } from '../store/harness.ts';

type Bundle = Awaited<ReturnType<typeof startStore>>;

/** Where the app is (path and query), shown beside what a test renders. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The path and query the app is at, as the probe shows it. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * `children` as the app mounts its parts: over the store of a real programme and its sagas, in the app's context,
 * a router at `path` and the theme, with a probe of where the app is.
 */
export function inApp(bundle: Bundle, path: string, children: ReactNode) {
  const { programme } = bundle;
  return (
    <Provider store={bundle.store}>
      <AppContext.Provider value={{ programme, services: bundle.services, storage: window.sessionStorage, t: makeT(programme) }}>
        <MemoryRouter initialEntries={[path]}>
          <ThemeProvider theme={theme}>
            {children}
            <LocationProbe />
          </ThemeProvider>
        </MemoryRouter>
      </AppContext.Provider>
    </Provider>
  );
}
