import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import type { ComponentType, ReactNode } from 'react';
import { createRuleContext } from '../engine/rules.ts';
import { ScreenView } from '../renderer/screens/screen-view.tsx';
import { theme } from '../renderer/shell/theme.ts';
import type { AppStore } from '../store/create-app-store.ts';
import { AppShell } from './app-shell.tsx';
import { CrashBoundary } from './crash-boundary.tsx';
import { JourneyRoutes } from './journey-routes.tsx';
import { NavigationListener } from './navigation-listener.tsx';
import { AppContext, type AppContextValue } from './programme-context.ts';

/**
 * The whole app: theme, store, programme, router, shell and routes. `Router` is the browser's (BrowserRouter) in the
 * page and a fixed location (StaticRouter) when the build prerenders a first screen from the same components.
 */
export function AppRoot({ store, value, cache, Router }: { store: AppStore; value: AppContextValue; cache: EmotionCache; Router: ComponentType<{ children: ReactNode }> }) {
  const { programme, t } = value;
  const errorScreen = programme.screens[programme.programme.screens.error];
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Provider store={store}>
          <AppContext.Provider value={value}>
            <Router>
              <NavigationListener />
              <AppShell>
                <CrashBoundary
                  fallback={(error, reset) =>
                    errorScreen ? (
                      <ScreenView screen={errorScreen} programme={programme} context={createRuleContext()} t={t} pending={{}} onAction={() => reset()} data={{ errorInfo: { message: t('generic_error') }, onRetry: reset }} />
                    ) : (
                      <p role="alert">{error.message}</p>
                    )
                  }
                >
                  <JourneyRoutes programme={programme} />
                </CrashBoundary>
              </AppShell>
            </Router>
          </AppContext.Provider>
        </Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
