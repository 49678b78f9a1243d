import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import storageSession from 'redux-persist/es/storage/session';
import { resolveMessage } from '../engine/messages.ts';
import { deployment, loadProgramme, programmeIds } from '../generated/index.ts';
import { createAppStore } from '../store/create-app-store.ts';
import { createBrowserServices } from './browser-services.ts';
import { AppRoot } from './app-root.tsx';
import { draftOwnerOf, watchDrafts, type DraftSession } from './drafts.ts';
import { createNoncedEmotionCache } from './emotion-cache.ts';
import { selectProgrammeId } from './programme-selection.ts';
import { initialJourneyState } from '../store/journey-slice.ts';
import { initialSessionState } from '../store/session-slice.ts';
import { preloadFirstScreen } from './first-screen.ts';

/** How long an ended session's drafts are kept when a programme does not say (constants.json draftKeepMinutes). */
const DEFAULT_DRAFT_KEEP_MINUTES = 30;

/** Boot: pick the programme (config), load its resolved config, restore the session from session storage, render. */
export async function start(): Promise<void> {
  const id = selectProgrammeId(programmeIds, deployment, window.location.search, window.sessionStorage);
  const load = loadProgramme[id];
  if (!load) throw new Error(`no programme ${id}`);
  const programme = await load();
  const services = createBrowserServices();
  // spec §3/§9: user state lives in session storage only, and is purged on logout and session expiry
  const bundle = createAppStore({ programme, services, storage: storageSession });
  await bundle.ready;
  // redux-persist writes a moment after each change; a reload or a hand-off right after signing in must not lose the
  // session, so whatever is staged is written when the page is hidden or left (session storage writes synchronously)
  const flush = () => void bundle.persistor?.flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // drafts are personal data too: logout removes them; a session the server ended keeps its borrower's for their
  // next login for draftKeepMinutes, and any login removes every other borrower's
  const keepMinutes = programme.constants.draftKeepMinutes;
  const drafts = watchDrafts(window.sessionStorage, (typeof keepMinutes === 'number' ? keepMinutes : DEFAULT_DRAFT_KEEP_MINUTES) * 60_000);
  const draftSession = (state: ReturnType<typeof bundle.store.getState>): DraftSession => ({
    authenticated: state.session.isAuthenticated, owner: draftOwnerOf(state.session), ended: state.ui.lastSessionEnd,
  });
  let before = draftSession(bundle.store.getState());
  bundle.store.subscribe(() => {
    const after = draftSession(bundle.store.getState());
    drafts.sessionChanged(before, after);
    before = after;
  });
  const t = (key: string) => resolveMessage(programme.texts, key);
  const root = document.getElementById('root');
  if (!root) return;
  // the screen's kind and form first, so the first render draws the screen (not a loader) and matches the prerender
  await preloadFirstScreen(programme, bundle.store.getState(), window.location);
  const app = <AppRoot store={bundle.store} value={{ programme, services, storage: window.sessionStorage, t }} cache={createNoncedEmotionCache()} Router={BrowserRouter} />;
  // the build drew this page for a first visit of the default programme (scripts/prerender.ts): take it over as it
  // stands; a returning session or another programme draws its own (React replaces the prerendered markup)
  const { session, journey } = bundle.store.getState();
  const fresh = JSON.stringify([session, journey]) === JSON.stringify([initialSessionState, initialJourneyState]);
  const firstVisit = root.dataset.prerendered === programme.id && fresh;
  if (firstVisit) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

