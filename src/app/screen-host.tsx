import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { decideAccess, destinationPath, resolveScreenForPath } from '../engine/navigation.ts';
import { screenForm } from '../engine/screen-types.ts';
import { homeSteps } from '../engine/steps.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';
import type { OnAction } from '../renderer/screens/screen-props.ts';
import { screenText } from '../renderer/screens/resolve-text.ts';
import { actionTriggered, navigationTriggered, screenEntered, screenLeft, serverStateNeeded } from '../store/events.ts';
import { selectErrorBoundary, selectRuleContext } from '../store/selectors.ts';
import { Redirect, useAppLocation } from './app-location.tsx';
import { useAppContext } from './programme-context.ts';
import { keepDraft } from './screen-data/form-data.ts';
import { KindHost } from './screen-data/kind-host.tsx';
import { pendingFor } from './screen-data/screen-state.ts';
import { useAppDispatch, useAppSelector, useAppStore } from './store-hooks.ts';
import { useScreenWithParts } from './use-screen-parts.ts';
import { loadScreenForm } from './use-screen-form.ts';

// a wait is never on the first page (login has no guard): the spinner comes with the first screen that waits
const Loader = lazy(() => import('../renderer/screens/loader.tsx').then((m) => ({ default: m.Loader })));

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search).entries());
}

/**
 * Shows the screen that config maps the current path to: applies the access rules and guards, tells the store
 * the screen was entered and left (on-enter effects, polls; the store keeps it as `ui.shownScreen`, which the shell
 * reads), and hands the screen to the host of its kind, which
 * gives it its kind's data.
 */
export function ScreenHost() {
  const { programme, t } = useAppContext();
  const location = useAppLocation();
  const query = useMemo(() => queryOf(location.search), [location.search]);
  const context = useAppSelector((state) => selectRuleContext(state, programme, undefined, query));
  const screen = resolveScreenForPath(programme, location.pathname, context);
  const access = decideAccess(programme, screen, context);
  // a guard decides on the server's state: until this page load has read it, the screen waits (never shows early)
  const serverStateRead = useAppSelector((state) => state.ui.serverStateRead);
  const awaitingServer = screen.guard !== undefined && context.user.isAuthenticated === true && !serverStateRead;
  useScreenEntry(screen, access.allow && !awaitingServer, awaitingServer);
  const onEnterAnswered = useAppSelector((state) => state.ui.readyScreens.includes(screen.id));
  const errorBoundary = useAppSelector(selectErrorBoundary);
  const withParts = useScreenWithParts(programme, screen, screen.parts === true);
  // while the error boundary holds a failure the error screen stands in for the routed one: its buttons are its own
  const shown =
    errorBoundary && screen.kind !== 'error' && screen.kind !== 'logout'
      ? (errorScreenOf(programme) ?? screen)
      : withParts;
  // a fresh object each time: compared field by field so an unrelated dispatch does not re-render the screen
  const pending = useAppSelector((state) => pendingFor(state, programme, shown), shallowEqual);
  const onAction = useScreenAction(shown, query);

  // refused: where to is chooseDestination's (decideAccess asks it), performed declaratively
  if (!access.allow && !(access.reason === 'guard' && awaitingServer))
    return <Redirect to={destinationPath(programme, access.destination)} />;
  // what the screen needs is still on its way (the server's state for a guard, the on-enter reads it awaits)
  if (awaitingServer || (screen.awaitOnEnter === true && !onEnterAnswered && !errorBoundary))
    return (
      <Suspense fallback={null}>
        <Loader text={screenText(screen, 'loader', t) ?? t('loading')} />
      </Suspense>
    );
  return (
    <KindHost
      key={shown.id}
      kind={shown.kind}
      screen={shown}
      programme={programme}
      context={context}
      t={t}
      pending={pending}
      onAction={onAction}
    />
  );
}

/** The programme's error screen, shown in place of any screen while the error boundary holds a failure. */
function errorScreenOf(programme: ResolvedProgramme): Screen | undefined {
  return programme.screens[programme.programme.screens.error];
}

/** The page's title on a screen (the prerendered first screens carry the same). */
export function pageTitleOf(screen: Screen, programme: ResolvedProgramme): string {
  return `${screen.title} | ${programme.programme.brand.name}`;
}

/**
 * Entering and leaving an allowed screen (keyed by screen and query) sets the page title, tracks the route and drives
 * on-enter effects and polling; a screen whose guard waits for the server's state asks for it.
 */
function useScreenEntry(screen: Screen, allowed: boolean, awaitingServer: boolean): void {
  const { programme, services } = useAppContext();
  const location = useAppLocation();
  const dispatch = useAppDispatch();
  const queryKey = location.search;
  useEffect(() => {
    if (!allowed) return;
    document.title = pageTitleOf(screen, programme);
    const routeEvent = programme.programme.analytics?.routeChange;
    if (routeEvent) services.track({ ...routeEvent, label: location.pathname });
    dispatch(screenEntered({ screenId: screen.id, query: queryOf(queryKey) }));
    return () => {
      dispatch(screenLeft({ screenId: screen.id }));
    };
  }, [allowed, screen.id, queryKey]);

  useEffect(() => {
    if (awaitingServer) dispatch(serverStateNeeded());
  }, [awaitingServer, dispatch]);

  // the form and its validation start loading with the route, not once the screen's waits are over
  useEffect(() => {
    if (screenForm(screen)) void loadScreenForm(programme, screen.id);
  }, [programme, screen]);
}

/**
 * The borrower's actions on the screen: what is sent is kept as a draft first; a card with no action of its own says
 * it was started (the engine picks its step's first missing `submit` screen, else its start screen); every other
 * action goes to the store.
 */
function useScreenAction(screen: Screen, query: Record<string, string>): OnAction {
  const { programme, storage } = useAppContext();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (actionId, formData, extra) => {
      // what is sent is kept until it is accepted: a dropped connection or a refused session must not lose it
      if (formData) keepDraft(storage, programme, store.getState(), screen.id, formData);
      const card = extra?.cardId
        ? homeSteps(programme.programme, screen.id).find((c) => c.id === extra.cardId)
        : undefined;
      if (card && !card.action && card.start) {
        dispatch(navigationTriggered({ kind: 'card-start', screenId: screen.id, cardId: card.id }));
        return;
      }
      dispatch(
        actionTriggered({
          screenId: screen.id,
          actionId,
          query,
          ...(formData ? { formData } : {}),
          ...(card ? { cardId: card.id } : {}),
        }),
      );
    },
    [dispatch, programme, query, screen, storage, store],
  );
}
