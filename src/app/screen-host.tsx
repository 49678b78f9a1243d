import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { decideAccess, resolveResumeScreen, resolveScreenForPath, screenPath } from '../engine/navigation.ts';
import { screenCards } from '../engine/screen-types.ts';
import type { HomeCard } from '../engine/types.ts';
import { ScreenView } from '../renderer/screens/screen-view.tsx';
import type { OnAction, ScreenData } from '../renderer/screens/screen-props.ts';
import { screenText } from '../renderer/screens/resolve-text.ts';
import { actionTriggered, errorBoundaryReset, pincodeLookupRequested, screenEntered, screenLeft, serverStateNeeded } from '../store/events.ts';
import { selectErrorBoundary, selectLead, selectLocationDenied, selectRuleContext } from '../store/selectors.ts';
import { draftableData, formBindings, initialFormData, missingParams, offerData, pendingFor } from './screen-data.ts';
import { draftOwnerOf, saveDraft } from './drafts.ts';
import { useAppContext } from './programme-context.ts';
import { useAppDispatch, useAppSelector, useAppStore } from './store-hooks.ts';
import { useScreenWithParts } from './use-screen-parts.ts';
import { useScreenForm } from './use-screen-form.ts';

// a wait is never on the first page (login has no guard): the spinner comes with the first screen that waits
const Loader = lazy(() => import('../renderer/screens/loader.tsx').then((m) => ({ default: m.Loader })));

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search).entries());
}

/**
 * Shows the screen that config maps the current path to: applies the access rules and guards, tells the store
 * the screen was entered and left (on-enter effects, polls), and turns the store's state into screen props.
 */
export function ScreenHost() {
  const { programme, services, storage, t } = useAppContext();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const query = useMemo(() => queryOf(location.search), [location.search]);
  const context = useAppSelector((state) => selectRuleContext(state, programme, undefined, query));
  const screen = resolveScreenForPath(programme, location.pathname, context);
  const access = decideAccess(programme, screen, context);
  // a guard decides on the server's state: until this page load has read it, the screen waits (never shows early)
  const serverStateRead = useAppSelector((state) => state.ui.serverStateRead);
  const awaitingServer = screen.guard !== undefined && context.user.isAuthenticated === true && !serverStateRead;
  const allowed = access.allow && !awaitingServer;
  const onEnterAnswered = useAppSelector((state) => state.ui.readyScreens.includes(screen.id));
  const errorBoundary = useAppSelector(selectErrorBoundary);
  // both build a fresh object: compared field by field so an unrelated dispatch does not re-render the screen
  const pending = useAppSelector((state) => pendingFor(state, screen), shallowEqual);
  const lead = useAppSelector(selectLead);
  const locationDenied = useAppSelector(selectLocationDenied);
  const offers = useAppSelector((state) => offerData(state), shallowEqual);
  const screenForm = useScreenForm(programme, screen.id);
  const withParts = useScreenWithParts(programme, screen, screen.parts === true);

  // entering and leaving a screen drives on-enter effects and polling; keyed by screen and query
  const queryKey = location.search;
  useEffect(() => {
    if (!allowed) return;
    document.title = `${screen.title} | ${programme.programme.brand.name}`;
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

  const initialData = useRef<{ id: string; data: Record<string, unknown> | undefined }>({ id: '', data: undefined });
  if (initialData.current.id !== screen.id) {
    initialData.current = { id: screen.id, data: initialFormData(store.getState(), programme, screen, storage) };
  }

  const keepDraft = (draft: Record<string, unknown>) => {
    const uiSchema = screenForm.form?.uiSchema ?? programme.forms[screen.id]?.uiSchema;
    saveDraft(storage, programme.id, draftOwnerOf(store.getState().session), screen.id, draftableData(uiSchema, draft));
  };
  const onAction: OnAction = useCallback(
    (actionId, formData, extra) => {
      // what is sent is kept until it is accepted: a dropped connection or a refused session must not lose it
      if (formData) keepDraft(formData);
      const card = extra?.cardId ? screenCards(screen).find((c) => c.id === extra.cardId) : undefined;
      if (card && !card.action && card.start) {
        navigate(screenPath(programme, card.start));
        return;
      }
      dispatch(actionTriggered({ screenId: screen.id, actionId, query, ...(formData ? { formData } : {}), ...(card ? { cardId: card.id } : {}) }));
    },
    [dispatch, navigate, programme, query, screen],
  );

  const data: ScreenData = {
    ...screenForm,
    ...(initialData.current.data ? { formInitialData: initialData.current.data } : {}),
    formBindings: formBindings(screen, context),
    onDraftChange: keepDraft,
    onPincodeLookup: (pincode) => lookupPincode(store, dispatch, pincode),
    ...offers,
    lead: lead as Record<string, unknown> | null,
    locationDenied,
    onElapsed: () => {
      const first = screen.actions?.[0];
      if (first) onAction(first.id);
    },
    missingParams: missingParams(store.getState(), screen),
    onEditCard: (card: HomeCard) => {
      if (card.edit) navigate(screenPath(programme, card.edit, { edit: 'true' }));
    },
    onRetry: () => {
      dispatch(errorBoundaryReset());
      navigate(screenPath(programme, resolveResumeScreen(programme, context)), { replace: true });
    },
    ...(errorBoundary ? { errorInfo: errorBoundary } : {}),
  };

  if (!access.allow && !(access.reason === 'guard' && awaitingServer)) return <Navigate to={screenPath(programme, access.redirectTo)} replace />;
  // what the screen needs is still on its way (the server's state for a guard, the on-enter reads it awaits)
  if (awaitingServer || (screen.awaitOnEnter === true && !onEnterAnswered && !errorBoundary)) return (
      <Suspense fallback={null}>
        <Loader text={screenText(screen, 'loader', t) ?? t('loading')} />
      </Suspense>
    );
  const shown = errorBoundary && screen.kind !== 'error' && screen.kind !== 'logout' ? programme.screens[programme.programme.screens.error] ?? screen : withParts;
  return <ScreenView screen={shown} programme={programme} context={context} t={t} pending={pending} onAction={onAction} data={data} />;
}

let lookupSeq = 0;

/** Asks the store for a pincode's place and resolves once the answer is in state (no retry: spec §5). */
function lookupPincode(
  store: ReturnType<typeof useAppStore>,
  dispatch: ReturnType<typeof useAppDispatch>,
  pincode: string,
): Promise<{ city: string; state: string; country: string } | { error: string }> {
  lookupSeq += 1;
  const requestId = `pincode-${lookupSeq}`;
  return new Promise((resolve) => {
    const check = () => {
      const entry = store.getState().ui.pincode[requestId];
      if (!entry || entry.status === 'loading') return false;
      unsubscribe();
      resolve(entry.status === 'succeeded' ? { city: entry.city ?? '', state: entry.state ?? '', country: entry.country ?? '' } : { error: entry.error ?? '' });
      return true;
    };
    const unsubscribe = store.subscribe(() => void check());
    dispatch(pincodeLookupRequested({ requestId, pincode }));
    check();
  });
}
