import { createHash } from 'node:crypto';
import type { Storage } from 'redux-persist';
import { resolveMessage } from '../engine/messages.ts';
import { decideVersion, type ProgrammeDeployment } from '../engine/release-rollout.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { memoryStorage, persistStorageOf } from '../store/memory-storage.ts';
import type { SavedFile } from '../store/types.ts';
import { HeadlessApp, type TraceEvent } from './headless-app.ts';
import type { Lender } from './lender.ts';
import type { VirtualClock } from './virtual-clock.ts';

/** Where external pages send the borrower back to: the app's own origin in a headless run. */
export const APP_ORIGIN = 'http://app.test';
/** How long the borrower waits at most for a screen before a step fails (virtual time). */
const PATIENCE_MS = 60 * 60 * 1000;

/**
 * The device's download, headless: the file the app hands the borrower goes into the trace (its name, media type and
 * text; bytes read as Latin-1, so a PDF's text lines stay readable) for a step's `expect.files` to check.
 */
export function recordSaves(trace: TraceEvent[], alive: () => boolean): (file: SavedFile) => void {
  return (file) => {
    if (!alive()) return;
    const text = typeof file.content === 'string' ? file.content : Buffer.from(file.content).toString('latin1');
    trace.push({ type: 'saved', name: file.name, mediaType: file.type, text });
  };
}

/**
 * The borrower's browser tab over a whole scenario: page loads of the headless app (a new one after each visit to
 * the lender's pages, as a browser loads the app again), the virtual clock, and what was seen (trace, messages).
 */
export class JourneySession {
  readonly trace: TraceEvent[] = [];
  readonly messages: string[] = [];
  app!: HeadlessApp;
  leftTo: string | null = null;
  // a page load that comes back from the lender's page finds what the last one kept
  private storage: Storage = persistStorageOf(memoryStorage());
  private owner = 0;
  private lastToast = 0;
  private lastError: string | null = null;
  private traceSeen = 0;
  private lookupsSeen = new Set<string>();
  /** pincode lookups the borrower's typing asked for (their request ids) */
  lookups = 0;
  private online = true;
  private onlineAgain: Array<() => void> = [];

  /** The published versions a borrower's journey may run, and the deployment a new lead's is picked by (issue 35). */
  versions?: { byVersion: Readonly<Record<string, ResolvedProgramme>>; deployment?: ProgrammeDeployment };

  constructor(
    public programme: ResolvedProgramme,
    readonly clock: VirtualClock,
    readonly lender: Lender,
    private readonly locationDenied: boolean,
  ) {}

  /** The version the signed-in borrower's journey runs when it is not the one loaded: the shell loads it instead. */
  private otherVersion(): ResolvedProgramme | undefined {
    if (!this.versions || this.leftTo !== null) return undefined;
    const { session, journey } = this.app.state;
    // the browser's decision (engine decideVersion), over every version the shell has
    const decision = decideVersion({
      signedIn: session.isAuthenticated,
      leadKnown: journey.leadKnown === true,
      lead: journey.lead ? { version: journey.lead.programmeVersion ?? null } : null,
      mobile: session.mobile,
      deployment: this.versions.deployment,
      running: this.programme.release?.version,
      built: undefined,
      shipped: Object.keys(this.versions.byVersion),
      kept: null,
      // a later version may take the lead with it (its release's migration); by default it finishes where it began
      known: Object.values(this.versions.byVersion).flatMap((p) => (p.release ? [p.release] : [])),
    });
    return decision.kind === 'switch' ? this.versions.byVersion[decision.version] : undefined;
  }

  /** A new page load of the app; `newTab` starts without this tab's session storage. */
  async load(path: string, query: Record<string, string> = {}, newTab = false): Promise<void> {
    const previous = this.app?.shown() ?? null;
    if (this.app) await this.retire();
    if (newTab) this.storage = persistStorageOf(memoryStorage());
    this.owner += 1;
    const owner = this.owner;
    const alive = () => owner === this.owner && this.leftTo === null;
    const services = {
      fetch: this.lender.fetchFor(alive, () => this.online),
      connectivity: {
        isOnline: () => this.online,
        whenOnline: () =>
          this.online ? Promise.resolve() : new Promise<void>((resolve) => this.onlineAgain.push(resolve)),
      },
      origin: () => APP_ORIGIN,
      redirect: (url: string) => {
        if (!alive()) return;
        this.leftTo = url;
        this.trace.push({ type: 'left', url, from: this.app.shown() });
      },
      getPosition: async () => {
        if (this.locationDenied) throw { code: 1 };
        return { lat: 12.97, long: 77.59 };
      },
      track: () => {},
      saveFile: recordSaves(this.trace, alive),
      now: this.clock.now,
      sleep: this.clock.sleeper(owner),
      // answered at once: Web Crypto's digest finishes in real time, which a loaded machine stretched past the grace
      // the run gives such work, and the KFS acknowledgement then never reached the lender (resume-after-kyc, 1 in 15)
      sha256Hex: async (text: string) => createHash('sha256').update(text).digest('hex'),
    };
    this.leftTo = null;
    this.app = new HeadlessApp(this.programme, services, this.storage, this.trace);
    this.app.continueFrom(previous);
    this.lastToast = 0;
    await this.app.bundle.ready;
    this.app.open(path, query);
    await this.settle();
  }

  /** The device loses its connection (calls fail as a browser's do offline) or gets it back (waiting calls go). */
  async setNetwork(online: boolean): Promise<void> {
    this.online = online;
    if (online) for (const resolve of this.onlineAgain.splice(0)) resolve();
    await this.settle();
  }

  /** The page is gone (the borrower left for the lender's page, or opened another tab): its sagas never wake again. */
  private async retire(): Promise<void> {
    await this.app.bundle.persistor?.flush();
    this.clock.dropOwner(this.owner);
    this.owner += 1;
  }

  /** Lets the app and the lender answer everything they can without time passing. */
  async settle(): Promise<void> {
    let quiet = 0;
    for (let rounds = 0; quiet < 3; rounds++) {
      if (rounds > 5000) throw new Error('the app never settles: it keeps dispatching without time passing');
      await new Promise((resolve) => setImmediate(resolve));
      if (this.lender.busy()) {
        await this.lender.drain();
        quiet = 0;
        continue;
      }
      const changed = this.leftTo === null && this.app.pump();
      this.noteMessages();
      const other = this.otherVersion();
      if (other) {
        // the page loads again on the lead's version (the browser's reload of the same address)
        this.programme = other;
        return this.load(this.app.address().path, this.app.address().query);
      }
      quiet = changed ? 0 : quiet + 1;
    }
  }

  /** Lets time pass, timer by timer, until `reached` holds (true) or nothing more can happen (false). */
  async until(reached: () => boolean, patienceMs = PATIENCE_MS): Promise<boolean> {
    await this.settle();
    const limit = this.clock.now() + patienceMs;
    while (!reached()) {
      if (this.leftTo !== null) return false;
      if (!this.clock.fireNext(limit) && !(await this.graceForWork())) return false;
      await this.settle();
    }
    return true;
  }

  /**
   * Work that is neither a call nor a timer (a digest the browser computes, say) answers in real time: when nothing
   * is due, a short real wait lets it finish; true when it changed something.
   */
  private async graceForWork(): Promise<boolean> {
    const before = `${this.app.state.ui.lastNavigationSeq}|${this.lender.calls.length}|${this.trace.length}|${this.leftTo}|${this.clock.nextDue()}`;
    for (let i = 0; i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await this.settle();
      const now = `${this.app.state.ui.lastNavigationSeq}|${this.lender.calls.length}|${this.trace.length}|${this.leftTo}|${this.clock.nextDue()}`;
      if (now !== before || this.lender.busy()) return true;
    }
    return false;
  }

  /** `ms` of time pass: every timer due by then fires, in order. */
  async wait(ms: number): Promise<void> {
    const target = this.clock.now() + ms;
    await this.settle();
    while (this.leftTo === null && this.clock.fireNext(target)) await this.settle();
    this.clock.moveTo(target);
    await this.settle();
  }

  private noteMessages(): void {
    if (!this.app) return;
    const ui = this.app.state.ui;
    for (const toast of ui.toasts) {
      if (toast.id > this.lastToast) {
        this.messages.push(toast.text);
        this.lastToast = toast.id;
      }
    }
    // a pincode field shows its lookup's failure under it
    for (const [id, lookup] of Object.entries(ui.pincode)) {
      if (lookup.status !== 'failed' || this.lookupsSeen.has(id)) continue;
      this.lookupsSeen.add(id);
      if (lookup.error) this.messages.push(lookup.error);
    }
    const error = ui.errorBoundary?.message ?? null;
    if (error && error !== this.lastError) this.messages.push(error);
    this.lastError = error;
    for (; this.traceSeen < this.trace.length; this.traceSeen++) {
      const event = this.trace[this.traceSeen];
      const modal = event.type === 'modal' ? this.programme.programme.modals?.[event.modal] : undefined;
      if (modal)
        this.messages.push(
          ...(modal.title ? [modal.title] : []),
          resolveMessage(this.programme.texts, modal.text, {}, 'generic_error'),
        );
    }
  }

  async close(): Promise<void> {
    if (this.app) await this.retire();
  }
}
