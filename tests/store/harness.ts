import { join } from 'node:path';
import { vi } from 'vitest';
import type { Storage } from 'redux-persist';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { createAppStore } from '../../src/store/create-app-store.ts';
import { memoryStorage, persistStorageOf } from '../../src/store/memory-storage.ts';
import { preloadEffectWorkers } from '../../src/store/effects/effect-table.ts';
import { initialJourneyState, type JourneyState } from '../../src/store/journey-slice.ts';
import { initialSessionState, type SessionState } from '../../src/store/session-slice.ts';
import type { RootState, StoreServices } from '../../src/store/types.ts';
import { initialUiState } from '../../src/store/ui-slice.ts';

const repoRoot = join(import.meta.dirname, '../..');

// the app downloads the signed-in journey's effects after login; these tests start anywhere in the journey
await preloadEffectWorkers();
const cache = new Map<string, ResolvedProgramme>();

/** The real programme, resolved from the repository's config. */
export function loadProgramme(id = 'business-loan'): ResolvedProgramme {
  if (!cache.has(id)) {
    const { source } = readConfigSource(repoRoot);
    const { programme, problems } = resolveProgramme(source, id);
    if (!programme) throw new Error(problems.map((p) => p.message).join('\n'));
    cache.set(id, programme);
  }
  return cache.get(id)!;
}

/** A redux-persist storage in memory, with its contents visible to the test. */
export function persistedMemory(): Storage & { items: Map<string, string> } {
  const tab = memoryStorage();
  return Object.assign(persistStorageOf(tab), { items: tab.items });
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

type Reply =
  | { status?: number; data?: unknown; body?: unknown }
  | ((call: RecordedCall) => { status?: number; data?: unknown; body?: unknown });

/**
 * A stub of the lender's API: routes by "METHOD /path" (without the /api base). A route may hold one reply or a
 * list played in order (the last one repeats). Replies are wrapped as { data } unless `body` is given.
 */
export function stubServer(routes: Record<string, Reply | Reply[]> = {}) {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://stub');
    const path = parsed.pathname.replace(/^\/api/, '');
    const call: RecordedCall = {
      method: String(init.method ?? 'GET'),
      path,
      query: Object.fromEntries(parsed.searchParams),
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    const route = table.get(`${call.method} ${path}`);
    const entry = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
    const reply =
      typeof entry === 'function'
        ? entry(call)
        : (entry ?? { status: 404, body: { message: `no stub for ${call.method} ${path}` } });
    const body = 'body' in reply ? reply.body : { data: reply.data ?? null };
    return new Response(JSON.stringify(body), { status: reply.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    route: (key: string, reply: Reply | Reply[]) => void table.set(key, reply),
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export function testServices(fetch: typeof globalThis.fetch) {
  return {
    fetch,
    origin: () => 'https://app.example',
    redirect: vi.fn<(url: string) => void>(),
    getPosition: vi.fn<StoreServices['getPosition']>(async () => ({ lat: 12.97, long: 77.59 })),
    track: vi.fn<StoreServices['track']>(),
    now: () => 1_700_000_000_000,
  } satisfies StoreServices;
}

/** A state with the given session and journey parts over the initial ones. */
export function stateWith(session: Partial<SessionState> = {}, journey: Partial<JourneyState> = {}): RootState {
  return {
    session: { ...initialSessionState, ...session },
    journey: { ...initialJourneyState, ...journey },
    ui: initialUiState,
  };
}

export const loggedIn: Partial<SessionState> = {
  isAuthenticated: true,
  authToken: 'T1',
  mobile: '9876543210',
  sessionId: 'S1',
  consumerId: 'C1',
};
export const aLead = (extra: Record<string, unknown> = {}) => ({
  leadId: 'L1',
  status: 'PENDING',
  stageCode: 2,
  applicantName: null,
  businessName: null,
  programCode: null,
  offerAccepted: false,
  ...extra,
});
export const steps = (done: string[], pending: string[]) => [
  ...done.map((s) => ({ workflowTriggerValue: s, status: 'completed' })),
  ...pending.map((s) => ({ workflowTriggerValue: s, status: 'pending' })),
];

/** Lets sagas run: microtasks and zero-delay timers, under real or fake timers. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A store of the real programme over a stub server. */
export async function startStore(
  options: {
    routes?: Record<string, Reply | Reply[]>;
    state?: RootState;
    storage?: Storage;
    programme?: ResolvedProgramme;
    connectivity?: StoreServices['connectivity'];
    saveFile?: StoreServices['saveFile'];
    loadScreenParts?: StoreServices['loadScreenParts'];
  } = {},
) {
  const server = stubServer(options.routes);
  const services = {
    ...testServices(server.fetch),
    ...(options.connectivity ? { connectivity: options.connectivity } : {}),
    ...(options.saveFile ? { saveFile: options.saveFile } : {}),
    ...(options.loadScreenParts ? { loadScreenParts: options.loadScreenParts } : {}),
  };
  const programme = options.programme ?? loadProgramme();
  const bundle = createAppStore({ programme, services, storage: options.storage, preloadedState: options.state });
  const dispatch = bundle.store.dispatch;
  await bundle.ready;
  const get = () => bundle.store.getState() as RootState;
  return {
    ...bundle,
    server,
    services,
    dispatch,
    get,
    /** The last navigation the store asked for (screen id), or null. */
    navigatedTo: () => get().ui.navigation?.screenId ?? null,
    toastTexts: () => get().ui.toasts.map((t) => t.text),
  };
}
