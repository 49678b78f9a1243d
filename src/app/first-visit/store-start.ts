import storageSession from 'redux-persist/es/storage/session';
import type { ResolvedProgramme } from '../../engine/types.ts';
import { createAppStore, type AppStoreBundle } from '../../store/create-app-store.ts';
import type { StoreServices } from '../../store/types.ts';
import { draftOwnerOf, watchDrafts, type DraftSession } from '../drafts.ts';
import { versioned } from '../version-files.ts';

/** How long an ended session's drafts are kept when a programme does not say (constants.json draftKeepMinutes). */
const DEFAULT_DRAFT_KEEP_MINUTES = 30;

/**
 * The store with its sagas and persistence, loaded apart from the page's first render (boot.tsx): a first visit
 * draws the login without it and takes it once it has arrived; a returning session waits for it before drawing.
 * Resolves once the persisted session is back in the store. `pause` lets the page run between the steps (a first
 * visit starts the store while the borrower may already be typing: boot.tsx).
 */
export async function startStore(
  programme: ResolvedProgramme,
  services: StoreServices,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<AppStoreBundle> {
  // spec §3/§9: user state lives in session storage only, and is purged on logout and session expiry
  const bundle = createAppStore({ programme, services, storage: storageSession });
  await bundle.ready;
  await pause();
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
  const drafts = watchDrafts(
    window.sessionStorage,
    (typeof keepMinutes === 'number' ? keepMinutes : DEFAULT_DRAFT_KEEP_MINUTES) * 60_000,
  );
  const draftSession = (state: ReturnType<typeof bundle.store.getState>): DraftSession => ({
    authenticated: state.session.isAuthenticated,
    owner: draftOwnerOf(state.session),
    ended: state.ui.lastSessionEnd,
  });
  // the lead's version, once the lender has answered for the lead: the page loads again on it (version-switch.ts);
  // a build where no lead can run another version has none of this
  if (versioned) {
    const { watchVersion } = await import('../version-switch.ts');
    watchVersion(bundle, programme, services.track, {
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
    });
  }
  let before = draftSession(bundle.store.getState());
  bundle.store.subscribe(() => {
    const after = draftSession(bundle.store.getState());
    drafts.sessionChanged(before, after);
    before = after;
  });
  return bundle;
}
