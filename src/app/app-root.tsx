import type { EmotionCache } from '@emotion/cache';
import { Provider } from 'react-redux';
import { createRuleContext, registerRuleOperations } from '../engine/rules.ts';
import { ScreenView } from '../renderer/screens/screen-view.tsx';
import { StyleCacheContext } from '../renderer/shell/style-cache.ts';
import type { AppStore } from '../store/create-app-store.ts';
import { AppLocationProvider, type AppRouter } from './app-location.tsx';
import { AppShell } from './app-shell.tsx';
import { CrashBoundary } from './crash-boundary.tsx';
import { NavigationListener } from './navigation-listener.tsx';
import { AppContext, type AppContextValue } from './programme-context.ts';
import { ScreenHost } from './screen-host.tsx';

// the app starts here (boot and the prerender load this module before either evaluates a rule)
registerRuleOperations();

/**
 * The whole app: store, programme, location, shell and the screen host (which finds the path's screen in config).
 * `Router` is react-router's BrowserRouter in the page (router-location.tsx), drawn beside the screens; without one
 * the app stays at `location`: the build's prerender of a first screen, and a first visit's hydration of it until
 * the router has arrived. The shell and the form screens are plain markup with a style sheet (the page's baseline
 * included); what is drawn with MUI comes inside its own scope (theme, emotion), loaded with it, whose styles go into
 * `cache` when one is given (the prerender's), else into the page's nonced cache.
 */
export function AppRoot({
  store,
  value,
  cache,
  location,
  Router,
}: {
  store: AppStore;
  value: AppContextValue;
  cache?: EmotionCache;
  location: { pathname: string; search: string };
  Router?: AppRouter | undefined;
}) {
  const { programme, t } = value;
  const errorScreen = programme.screens[programme.programme.screens.error];
  return (
    <StyleCacheContext.Provider value={cache}>
      <Provider store={store}>
        <AppContext.Provider value={value}>
          <AppLocationProvider initial={location} Router={Router}>
            <NavigationListener />
            <AppShell>
              <CrashBoundary
                fallback={(error, reset) =>
                  errorScreen ? (
                    <ScreenView
                      screen={errorScreen}
                      programme={programme}
                      context={createRuleContext()}
                      t={t}
                      pending={{}}
                      onAction={() => reset()}
                      data={{ errorInfo: { message: t('generic_error') }, onRetry: reset }}
                    />
                  ) : (
                    <p role="alert">{error.message}</p>
                  )
                }
              >
                <ScreenHost />
              </CrashBoundary>
            </AppShell>
          </AppLocationProvider>
        </AppContext.Provider>
      </Provider>
    </StyleCacheContext.Provider>
  );
}
