import { startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { resolveMessage } from '../../engine/messages.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import { deployment, loadFirstScreens, loadProgramme, programmeIds } from '../../generated/index.ts';
import type { AppStore } from '../../store/create-app-store.ts';
import type { RootState, StoreServices } from '../../store/types.ts';
import { createBrowserServices } from '../browser-services.ts';
import type { AppRouter } from '../app-location.tsx';
import { AppRoot } from '../app-root.tsx';
import { createLateStore, isFreshSession } from './late-store.ts';
import { selectProgrammeId } from '../programme-selection.ts';
import { firstScreenOf, preloadFirstScreen } from './first-screen.ts';
import { keepEarlyInput } from './early-input.ts';
import { draftScopeOf } from '../drafts.ts';
import { yieldToPage } from '../../renderer/frames.ts';

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
  const load = loadProgramme[id];
  if (!load) throw new Error(`no programme ${id}`);
  const services = createBrowserServices();
  const root = document.getElementById('root');
  if (!root) return;
  const location = { pathname: window.location.pathname, search: window.location.search };
  const render = async (programme: ResolvedProgramme, store: AppStore, state: RootState, Router?: AppRouter) => {
    const t = (key: string) => resolveMessage(programme.texts, key);
    // the screen's kind and form first, so the first render draws the screen (not a loader) and matches the prerender
    await preloadFirstScreen(programme, state, window.location);
    return <AppRoot store={store} value={{ programme, services, storage: window.sessionStorage, t }} location={location} Router={Router} />;
  };
  const loadFirst = loadFirstScreens[id];
  if (loadFirst && root.dataset.prerendered === id && isFreshSession(window.sessionStorage, id)) {
    const late = createLateStore();
    const first = await loadFirst();
    const page = await render(first, late as unknown as AppStore, late.getState());
    await yieldToPage();
    // hydrated in a transition, drawn in slices with the page running between them; what was typed meanwhile stays in
    // the page, and the light form takes it at the commit
    const hydrated = whenCommitted();
    let app: Root | undefined;
    startTransition(() => void (app = hydrateRoot(root, <Committed onCommit={hydrated.resolve}>{page}</Committed>)));
    const [programme, storeStart, Router] = await Promise.all([load(), import('./store-start.ts'), loadRouter(), hydrated.promise]);
    await yieldToPage();
    const bundle = await storeStart.startStore(programme, services, yieldToPage);
    await yieldToPage();
    // the store takes what the page dispatched meanwhile (the screen opened, Get OTP pressed), then the page re-renders
    // once with it and the whole programme (the screens after the login), in slices: a transition
    late.attach(bundle.store, { quiet: true });
    await yieldToPage();
    const whole = await render(programme, bundle.store, bundle.store.getState(), Router);
    startTransition(() => app?.render(<Committed onCommit={nothing}>{whole}</Committed>));
    return;
  }
  const { programme, Router, bundle } = await loadProgrammeAndStore(load, services);
  // the store's start (its creation, the sagas, the session read back) and what the first screen loads are two tasks
  await yieldToPage();
  const page = await render(programme, bundle.store, bundle.store.getState(), Router);
  if (root.dataset.prerendered) return drawOverPainted(root, page, programme, bundle.store.getState());
  // nothing is painted yet and nothing can be typed: the first render is a transition, which React draws in slices of
  // a few milliseconds (a render outside one is one long task, about 200 ms at 4x CPU on the form screen)
  startTransition(() => createRoot(root).render(page));
}

/**
 * A painted page this tab's state may not match (it was in the journey before) is drawn over, not hydrated: what was
 * typed on it becomes the form's draft, and the render is one task, so no key falls between the read and the commit.
 */
function drawOverPainted(root: HTMLElement, page: ReactNode, programme: ResolvedProgramme, state: RootState): void {
  keepEarlyInput(root, window.sessionStorage, draftScopeOf(programme), firstScreenOf(programme, state, window.location).id, state.session);
  const focused = document.activeElement instanceof HTMLInputElement && root.contains(document.activeElement) ? document.activeElement : undefined;
  flushSync(() => createRoot(root).render(page));
  // keys pressed during the render go to the field the borrower was in
  const again = focused?.id ? document.getElementById(focused.id) : null;
  if (again instanceof HTMLInputElement) {
    again.focus();
    if (focused && again.type === focused.type && focused.selectionStart !== null) again.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  }
}
