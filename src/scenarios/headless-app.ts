import type { Storage } from 'redux-persist';
import { decideAccess, destinationPath, resolveScreenForPath, type TransitionRef } from '../engine/navigation.ts';
import type { RuleContext } from '../engine/rules.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';
import { createAppStore, type AppStoreBundle } from '../store/create-app-store.ts';
import { navigationCompleted, screenEntered, screenLeft, serverStateNeeded } from '../store/events.ts';
import { selectRuleContext } from '../store/selectors.ts';
import type { RootState, StoreServices } from '../store/types.ts';

/** Something the headless app saw, in order: the journey's trace (coverage and failure reports read it). */
export type TraceEvent =
  | { type: 'screen'; screen: string; from: string | null }
  | { type: 'left'; url: string; from: string | null }
  | { type: 'modal'; modal: string; screen: string | null }
  | { type: 'press'; name: string }
  /** a transition chooseDestination took (a navigation request, or a refused access sent on) */
  | { type: 'transition'; via: TransitionRef; to: string }
  | { type: 'saved'; name: string; mediaType: string; text: string };

/**
 * One page load of the app without React or a browser: what the app shell does around the store. It keeps the
 * address, resolves it to a screen with the same engine functions as the screen host (access rules, guards waiting
 * for the server's state), tells the store a screen was entered and left, and performs the store's navigation
 * requests as the navigation listener does. `pump` does one round of that; the runner calls it until nothing changes.
 */
export class HeadlessApp {
  readonly bundle: AppStoreBundle;
  private path = '/';
  private query: Record<string, string> = {};
  private entered: { key: string; screen: string } | null = null;
  private lastSeq = 0;
  private askedServer = false;
  private lastShown: string | null = null;
  private lastModal: string | null = null;

  constructor(
    readonly programme: ResolvedProgramme,
    services: StoreServices,
    storage: Storage,
    private readonly trace: TraceEvent[],
  ) {
    this.bundle = createAppStore({ programme, services, storage, developmentChecks: false });
  }

  get state(): RootState {
    return this.bundle.store.getState() as RootState;
  }

  /** The screen the borrower sees: the error screen stands in for the routed one while the error boundary holds a failure. */
  shown(): string | null {
    const screenId = this.entered?.screen ?? null;
    const screen = screenId ? this.programme.screens[screenId] : undefined;
    if (this.state.ui.errorBoundary && screen && screen.kind !== 'error' && screen.kind !== 'logout')
      return this.programme.programme.screens.error;
    return screenId;
  }

  /** The address the page is at (a reload opens it again). */
  address(): { path: string; query: Record<string, string> } {
    return { path: this.path, query: this.query };
  }

  queryNow(): Record<string, string> {
    return this.query;
  }

  context(): RuleContext {
    return selectRuleContext(this.state, this.programme, undefined, this.query);
  }

  /** The borrower opens an address of the app (typed, a link, or a page sending them back). */
  open(path: string, query: Record<string, string> = {}): void {
    this.path = path;
    this.query = query;
  }

  /** One round of the shell's work; true when something changed. */
  pump(): boolean {
    let changed = this.performNavigation();
    changed = this.resolveAddress() || changed;
    changed = this.noteShown() || changed;
    return changed;
  }

  private performNavigation(): boolean {
    const request = this.state.ui.navigation;
    if (!request || request.seq <= this.lastSeq) return false;
    this.lastSeq = request.seq;
    if (request.via) this.trace.push({ type: 'transition', via: request.via, to: request.screenId });
    this.open(
      this.programme.screens[request.screenId]?.route === '*'
        ? '/'
        : (this.programme.screens[request.screenId]?.route ?? '/'),
      request.query ?? {},
    );
    this.bundle.store.dispatch(navigationCompleted(request.seq));
    return true;
  }

  /** The screen host: the screen for the address, its access, entering and leaving (keyed by screen, query and access). */
  private resolveAddress(): boolean {
    for (let hops = 0; hops < 20; hops++) {
      const context = this.context();
      const screen: Screen = resolveScreenForPath(this.programme, this.path, context);
      const access = decideAccess(this.programme, screen, context);
      const awaitingServer =
        screen.guard !== undefined && context.user.isAuthenticated === true && !this.state.ui.serverStateRead;
      if (!access.allow && !(access.reason === 'guard' && awaitingServer)) {
        if (access.destination.via)
          this.trace.push({ type: 'transition', via: access.destination.via, to: access.destination.screenId });
        const to = destinationPath(this.programme, access.destination);
        const [path, search = ''] = to.split('?');
        this.open(path, Object.fromEntries(new URLSearchParams(search)));
        continue;
      }
      if (awaitingServer && !this.askedServer) {
        this.askedServer = true;
        this.bundle.store.dispatch(serverStateNeeded());
      }
      const allowed = access.allow && !awaitingServer;
      const key = `${allowed}|${screen.id}|${new URLSearchParams(this.query)}`;
      if (this.entered?.key === key) return false;
      const before = this.entered;
      if (before && before.key.startsWith('true|')) this.bundle.store.dispatch(screenLeft({ screenId: before.screen }));
      this.entered = { key, screen: screen.id };
      if (allowed) this.bundle.store.dispatch(screenEntered({ screenId: screen.id, query: this.query }));
      return true;
    }
    throw new Error(`the app keeps sending the borrower on from ${this.path}: a loop of access rules`);
  }

  /** Records the screen shown and a modal opened when they change. */
  private noteShown(): boolean {
    let changed = false;
    const shown = this.entered && this.entered.key.startsWith('true|') ? this.shown() : null;
    if (shown && shown !== this.lastShown) {
      this.trace.push({ type: 'screen', screen: shown, from: this.lastShown });
      this.lastShown = shown;
      changed = true;
    }
    const modal = this.state.ui.openModal;
    if (modal !== this.lastModal) {
      if (modal) this.trace.push({ type: 'modal', modal, screen: shown });
      this.lastModal = modal;
      changed = true;
    }
    return changed;
  }

  /** The screen shown before this page load (a page coming back continues the same path). */
  continueFrom(screen: string | null): void {
    this.lastShown = screen;
  }
}
