import type { EmotionCache } from '@emotion/cache';
import { Provider } from 'react-redux';
import type { ComponentType, ReactNode } from 'react';
import { createRuleContext, registerRuleOperations } from '../engine/rules.ts';
import { ScreenView } from '../renderer/screens/screen-view.tsx';
import { StyleCacheContext } from '../renderer/shell/style-cache.ts';
import type { AppStore } from '../store/create-app-store.ts';
import { AppShell } from './app-shell.tsx';
import { CrashBoundary } from './crash-boundary.tsx';
import { JourneyRoutes } from './journey-routes.tsx';
import { NavigationListener } from './navigation-listener.tsx';
import { AppContext, type AppContextValue } from './programme-context.ts';

// the app starts here (boot and the prerender load this module before either evaluates a rule)
registerRuleOperations();

/**
 * The whole app: store, programme, router, shell and routes. `Router` is the browser's (BrowserRouter) in the page and
 * a fixed location (StaticRouter) when the build prerenders a first screen from the same components. The shell and
 * the form screens are plain markup with a style sheet (the page's baseline included); what is drawn with MUI comes
 * inside its own scope (theme, emotion), loaded with it, whose styles go into `cache` when one is given (the
 * prerender's), else into the page's nonced cache.
 */
export function AppRoot({ store, value, cache, Router }: { store: AppStore; value: AppContextValue; cache?: EmotionCache; Router: ComponentType<{ children: ReactNode }> }) {
  const { programme, t } = value;
  const errorScreen = programme.screens[programme.programme.screens.error];
  return (
    <StyleCacheContext.Provider value={cache}>
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
    </StyleCacheContext.Provider>
  );
}
