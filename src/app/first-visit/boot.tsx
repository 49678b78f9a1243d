import { startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { setDisplayLocale } from '../../engine/format.ts';
import { resolveMessage } from '../../engine/messages.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import {
  deployment,
  loadFirstScreens,
  loadLocalised,
  loadProgramme,
  locales,
  programmeIds,
} from '../../generated/index.ts';
import { keepLocale, localeChoice, programmeLoaders, selectLocale } from '../locale-selection.ts';
import type { AppStore, AppStoreBundle } from '../../store/create-app-store.ts';
import type { RootState, StoreServices } from '../../store/types.ts';
import { createBrowserServices } from '../browser-services.ts';
import type { AppRouter } from '../app-location.tsx';
import { AppRoot } from '../app-root.tsx';
import { createLateStore, isFreshSession } from './late-store.ts';
import { selectProgrammeId } from '../programme-selection.ts';
import { firstScreenOf, preloadFirstScreen } from './first-screen.ts';
import { keepEarlyInput } from './early-input.ts';
import { draftScopeOf } from '../drafts.ts';
import { installKeptVersion } from '../version-files.ts';
import { yieldToPage } from '../../renderer/frames.ts';
import { handOverShownErrors, keepDraftsNow } from '../../renderer/form/keep-drafts.ts';

/** Tells when React has committed what it drew (the hydration, done in slices, is over): no DOM of its own. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const nothing = () => {};

/** A promise and the callback that resolves it (once: later calls do nothing). */
function whenCommitted(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** react-router's BrowserRouter (a chunk of its own: a first visit hydrates the login before it arrives). */
const loadRouter = () => import('../router-location.tsx').then((m) => m.BrowserAppRouter);

/**
 * The whole programme, the router and the store (its sagas and persistence, a chunk of their own, fetched after the
 * first render has begun): the chunks are fetched at once, then the store starts on the programme.
 */
async function loadProgrammeAndStore(load: () => Promise<ResolvedProgramme>, services: StoreServices) {
  const [programme, storeStart, Router] = await Promise.all([load(), import('./store-start.ts'), loadRouter()]);
  return { programme, Router, bundle: await storeStart.startStore(programme, services) };
}

/**
 * Picks the programme and draws it. A first visit of a prerendered page is hydrated at once from the initial state and
 * the programme's first screens (first-screens.json), the store, the router and the whole programme following
 * (late-store.ts; the router is drawn beside the screens, so adding it keeps them as painted);
 * any other visit restores the session first. Each step is a task of its own, none long enough to hold a key.
 */
export async function start(): Promise<void> {
  const id = selectProgrammeId(programmeIds, deployment, window.location.search, window.sessionStorage);
  const root = document.getElementById('root');
  if (!root) return;
  // the older version the lead runs, when the tab was switched to one, in the build's place: built in the source locale only
  const version = installKeptVersion(id, window.sessionStorage);
  // the page the server painted for this programme, in the locale it chose from the browser's languages
  const painted = root.dataset.prerendered === id ? root.dataset.locale : undefined;
  const declared = version ? [locales.source] : (locales.byProgramme[id] ?? [locales.source]);
  const locale = selectLocale(declared, locales.source, {
    search: window.location.search,
    storage: window.sessionStorage,
    painted,
    preferred: navigator.languages ?? [],
  });
  const files = { source: locales.source, localised: loadLocalised };
  const loaders = (tag: string) =>
    programmeLoaders(id, tag, { ...files, plain: loadProgramme[id], firstScreens: loadFirstScreens[id] });
  const { whole: load, firstScreens: loadFirst } = loaders(locale);
  if (!load) throw new Error(`no programme ${id}`);
  document.documentElement.lang = locale;
  const services = createBrowserServices();
  // what is drawn, so a change of language draws the same store in the other language's programme: the screens are
  // drawn afresh in its words, each form's draft kept first so they open with what was typed
  const shown: Shown = {};
  const choose = async (tag: string) => {
    const next = await loaders(tag).whole?.();
    if (!next || !shown.app || !shown.store) return;
    keepDraftsNow();
    handOverShownErrors();
    keepLocale(window.sessionStorage, tag);
    document.documentElement.lang = tag;
    // what the sagas say from now on (a toast, the error page) is in the chosen language too, not the one loaded
    shown.rewordIn?.(next);
    const page = await render(next, shown.store, shown.store.getState(), shown.Router);
    startTransition(() => shown.app?.render(page));
  };
  const render: Render = async (programme, store, state, Router) => {
    // amounts, months and dates in the programme's language and digits (Latin unless it chose native; Indian grouping)
    setDisplayLocale(programme.locale ?? locales.source, programme.digits);
    const t = (key: string) => resolveMessage(programme.texts, key);
    // the screen's kind and form first, so the first render draws the screen (not a loader) and matches the prerender
    await preloadFirstScreen(programme, state, window.location);
    const choice = localeChoice(declared, locales.names, programme.locale ?? locales.source, (tag) => void choose(tag));
    const value = { programme, services, storage: window.sessionStorage, t, ...(choice ? { locales: choice } : {}) };
    // where the page is now: a change of language mid-journey draws the app afresh there, not at the address it
    // loaded with (a Hindi borrower on business details step 2 was sent back through the login's guard to home)
    const location = { pathname: window.location.pathname, search: window.location.search };
    return <AppRoot store={store} value={value} location={location} Router={Router} />;
  };
  // a page painted in another locale than this session's (one chosen earlier in the session) is drawn over
  if (loadFirst && painted === locale && isFreshSession(window.sessionStorage, id)) {
    Object.assign(shown, await hydratePrerendered(root, { first: loadFirst, whole: load }, services, render));
    return;
  }
  const { programme, Router, bundle } = await loadProgrammeAndStore(load, services);
  // the store's start (its creation, the sagas, the session read back) and what the first screen loads are two tasks
  await yieldToPage();
  const page = await render(programme, bundle.store, bundle.store.getState(), Router);
  Object.assign(shown, { store: bundle.store, Router, rewordIn: bundle.rewordIn });
  if (root.dataset.prerendered) {
    shown.app = drawOverPainted(root, page, programme, bundle.store.getState());
    return;
  }
  // nothing is painted yet and nothing can be typed: the first render is a transition, which React draws in slices of
  // a few milliseconds (a render outside one is one long task, about 200 ms at 4x CPU on the form screen)
  shown.app = createRoot(root);
  startTransition(() => shown.app?.render(page));
}

/** What is drawn: the root, the store and the router the page was drawn with, and how the sagas are told the language. */
type Shown = { app?: Root; store?: AppStore; Router?: AppRouter; rewordIn?: AppStoreBundle['rewordIn'] };
type Render = (
  programme: ResolvedProgramme,
  store: AppStore,
  state: RootState,
  Router?: AppRouter,
) => Promise<ReactNode>;

/**
 * A first visit of the prerendered page: hydrated in a transition from the first screens, drawn in slices with the page
 * running between them (what was typed meanwhile stays in the page, and the light form takes it at the commit); then
 * the store takes what the page dispatched meanwhile (the screen opened, Get OTP pressed), and the page re-renders
 * once with it and the whole programme (the screens after the login), in slices: a transition.
 */
async function hydratePrerendered(
  root: HTMLElement,
  load: { first: () => Promise<ResolvedProgramme>; whole: () => Promise<ResolvedProgramme> },
  services: StoreServices,
  render: Render,
): Promise<Shown> {
  const late = createLateStore();
  const page = await render(await load.first(), late as unknown as AppStore, late.getState());
  await yieldToPage();
  const hydrated = whenCommitted();
  let app: Root | undefined;
  startTransition(() => void (app = hydrateRoot(root, <Committed onCommit={hydrated.resolve}>{page}</Committed>)));
  const [programme, storeStart, Router] = await Promise.all([
    load.whole(),
    import('./store-start.ts'),
    loadRouter(),
    hydrated.promise,
  ]);
  await yieldToPage();
  const bundle = await storeStart.startStore(programme, services, yieldToPage);
  await yieldToPage();
  late.attach(bundle.store, { quiet: true });
  await yieldToPage();
  const whole = await render(programme, bundle.store, bundle.store.getState(), Router);
  startTransition(() => app?.render(<Committed onCommit={nothing}>{whole}</Committed>));
  return { ...(app ? { app } : {}), store: bundle.store, Router, rewordIn: bundle.rewordIn };
}

/**
 * A painted page this tab's state may not match (it was in the journey before) is drawn over, not hydrated: what was
 * typed on it becomes the form's draft, and the render is one task, so no key falls between the read and the commit.
 */
function drawOverPainted(root: HTMLElement, page: ReactNode, programme: ResolvedProgramme, state: RootState): Root {
  keepEarlyInput(
    root,
    window.sessionStorage,
    draftScopeOf(programme),
    firstScreenOf(programme, state, window.location).id,
    state.session,
  );
  const focused =
    document.activeElement instanceof HTMLInputElement && root.contains(document.activeElement)
      ? document.activeElement
      : undefined;
  const app = createRoot(root);
  flushSync(() => app.render(page));
  // keys pressed during the render go to the field the borrower was in
  const again = focused?.id ? document.getElementById(focused.id) : null;
  if (again instanceof HTMLInputElement) {
    again.focus();
    if (focused && again.type === focused.type && focused.selectionStart !== null)
      again.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  }
  return app;
}
