import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { resolveMessage } from '../engine/messages.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { deployment, loadFirstScreens, loadProgramme, programmeIds } from '../generated/index.ts';
import type { AppStore } from '../store/create-app-store.ts';
import type { RootState, StoreServices } from '../store/types.ts';
import { createBrowserServices } from './browser-services.ts';
import { AppRoot } from './app-root.tsx';
import { createLateStore, isFreshSession } from './late-store.ts';
import { selectProgrammeId } from './programme-selection.ts';
import { firstScreenOf, preloadFirstScreen } from './first-screen.ts';
import { keepEarlyInput } from './early-input.ts';

/**
 * The whole programme and the store (its sagas and persistence, a chunk of their own, fetched after the first render
 * has begun): both chunks are fetched at once, then the store starts on the programme.
 */
async function loadProgrammeAndStore(load: () => Promise<ResolvedProgramme>, services: StoreServices) {
  const [programme, storeStart] = await Promise.all([load(), import('./store-start.ts')]);
  return { programme, bundle: await storeStart.startStore(programme, services) };
}

/**
 * Boot: pick the programme (config), load its resolved config, render. A first visit of a page the build prerendered
 * (scripts/prerender.ts) takes it over at once from the initial state and the programme's first screens (the part a
 * visitor without a session opens, `journey compile`'s first-screens.json); the store and the whole programme follow
 * (late-store.ts), so the JavaScript before the borrower can use the login holds no Redux Toolkit, sagas,
 * persistence or the journey's other screens. Any other visit restores the session from session storage first and
 * draws its own page.
 */
export async function start(): Promise<void> {
  const id = selectProgrammeId(programmeIds, deployment, window.location.search, window.sessionStorage);
  const load = loadProgramme[id];
  if (!load) throw new Error(`no programme ${id}`);
  const services = createBrowserServices();
  const root = document.getElementById('root');
  if (!root) return;
  const render = async (programme: ResolvedProgramme, store: AppStore, state: RootState) => {
    const t = (key: string) => resolveMessage(programme.texts, key);
    // the screen's kind and form first, so the first render draws the screen (not a loader) and matches the prerender
    await preloadFirstScreen(programme, state, window.location);
    return <AppRoot store={store} value={{ programme, services, storage: window.sessionStorage, t }} Router={BrowserRouter} />;
  };
  const loadFirst = loadFirstScreens[id];
  if (loadFirst && root.dataset.prerendered === id && isFreshSession(window.sessionStorage, id)) {
    const late = createLateStore();
    const first = await loadFirst();
    const page = await render(first, late as unknown as AppStore, late.getState());
    // what the borrower typed or ticked on the painted page meanwhile: the form starts from it (early-input.ts)
    const state = late.getState();
    keepEarlyInput(root, window.sessionStorage, first.id, firstScreenOf(first, state, window.location).id, state.session);
    const app = hydrateRoot(root, page);
    const { programme, bundle } = await loadProgrammeAndStore(load, services);
    // the whole programme for what comes next (the screens after the login), then the store with what was dispatched
    app.render(await render(programme, late as unknown as AppStore, late.getState()));
    late.attach(bundle.store);
    return;
  }
  const { programme, bundle } = await loadProgrammeAndStore(load, services);
  // the store's start (its creation, the sagas, the session read back) and what the first screen loads are two tasks
  await new Promise((resolve) => setTimeout(resolve, 0));
  const page = await render(programme, bundle.store, bundle.store.getState());
  // nothing is painted yet and nothing can be typed: the first render is a transition, which React draws in slices of
  // a few milliseconds (a render outside one is one long task, about 200 ms at 4x CPU on the form screen)
  startTransition(() => createRoot(root).render(page));
}
