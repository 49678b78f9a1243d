import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { resolveMessage } from '../engine/messages.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { deployment, loadProgramme, programmeIds } from '../generated/index.ts';
import type { AppStore } from '../store/create-app-store.ts';
import type { RootState, StoreServices } from '../store/types.ts';
import { createBrowserServices } from './browser-services.ts';
import { AppRoot } from './app-root.tsx';
import { createLateStore, isFreshSession } from './late-store.ts';
import { selectProgrammeId } from './programme-selection.ts';
import { preloadFirstScreen } from './first-screen.ts';

/** The store, its sagas and persistence: a chunk of their own, fetched after the first render has begun. */
const loadStore = (programme: ResolvedProgramme, services: StoreServices) => import('./store-start.ts').then((m) => m.startStore(programme, services));

/**
 * Boot: pick the programme (config), load its resolved config, render. A first visit of a page the build prerendered
 * (scripts/prerender.ts) takes it over from the initial state at once and the store follows (late-store.ts), so the
 * JavaScript before the borrower can use the login holds no Redux Toolkit, sagas or persistence; any other visit
 * restores the session from session storage first and draws its own page.
 */
export async function start(): Promise<void> {
  const id = selectProgrammeId(programmeIds, deployment, window.location.search, window.sessionStorage);
  const load = loadProgramme[id];
  if (!load) throw new Error(`no programme ${id}`);
  const programme = await load();
  const services = createBrowserServices();
  const root = document.getElementById('root');
  if (!root) return;
  const t = (key: string) => resolveMessage(programme.texts, key);
  const render = async (store: AppStore, state: RootState) => {
    // the screen's kind and form first, so the first render draws the screen (not a loader) and matches the prerender
    await preloadFirstScreen(programme, state, window.location);
    return <AppRoot store={store} value={{ programme, services, storage: window.sessionStorage, t }} Router={BrowserRouter} />;
  };
  if (root.dataset.prerendered === programme.id && isFreshSession(window.sessionStorage, programme.id)) {
    const late = createLateStore();
    hydrateRoot(root, await render(late as unknown as AppStore, late.getState()));
    late.attach((await loadStore(programme, services)).store);
    return;
  }
  const bundle = await loadStore(programme, services);
  createRoot(root).render(await render(bundle.store, bundle.store.getState()));
}
