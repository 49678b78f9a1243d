import type { ResolvedProgramme } from '../engine/types.ts';
import { startSandbox, type Sandbox } from '../sandbox/server.ts';
import type { VirtualClock } from './virtual-clock.ts';

/** One call the app made to the lender: what it sent and what it was answered. */
export interface CallRecord {
  /** the endpoint's name in api.json (e.g. createLead), or METHOD path when none matches */
  endpoint: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  answer: unknown;
  /** the device was offline: the call never left it (status 0, no answer) */
  offline?: boolean;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * The lender of one scenario: the real sandbox on loopback, on the scenario's virtual clock (its callbacks come
 * `delayMs` of virtual time after their step, and no real time is waited), and every call the app makes to it.
 */
export class Lender {
  readonly calls: CallRecord[] = [];
  private readonly inflight = new Set<Promise<unknown>>();

  private constructor(
    private readonly sandbox: Sandbox,
    private readonly programme: ResolvedProgramme,
  ) {}

  /** `dataFile`: where the sandbox keeps its state (what `journey audit` reads), else memory only. */
  static async start(
    programme: ResolvedProgramme,
    clock: VirtualClock,
    configRoot: string,
    delayMs: number,
    dataFile: string | null = null,
  ): Promise<Lender> {
    const sandbox = await startSandbox({
      port: 0,
      delayMs,
      slowMs: 0,
      dataFile,
      now: clock.now,
      configRoot,
      log: () => {},
    });
    return new Lender(sandbox, programme);
  }

  get url(): string {
    return this.sandbox.url;
  }

  close(): Promise<void> {
    return this.sandbox.close();
  }

  /** Whether a call is on its way (the runner lets it answer before it looks or moves time). */
  busy(): boolean {
    return this.inflight.size > 0;
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
  }

  private endpointOf(method: string, path: string): string {
    const found = Object.entries(this.programme.api.endpoints).find(
      ([, spec]) => spec.method === method && spec.path === path,
    );
    return found ? found[0] : `${method} ${path}`;
  }

  /**
   * The app's fetch for one page load: its /api calls go to the sandbox; a page load that is gone gets no answer;
   * while `online()` is false a call fails as a browser's does offline (a TypeError, nothing reaches the lender).
   */
  fetchFor(alive: () => boolean, online: () => boolean = () => true): typeof fetch {
    const base = this.programme.api.baseUrl.replace(/\/$/, '');
    return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.invalid');
      const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
      const method = String(init.method ?? 'GET').toUpperCase();
      if (!online()) {
        this.calls.push({
          endpoint: this.endpointOf(method, path),
          method,
          path,
          query: Object.fromEntries(url.searchParams),
          body: typeof init.body === 'string' ? parseJson(init.body) : undefined,
          status: 0,
          answer: null,
          offline: true,
        });
        throw new TypeError('Failed to fetch');
      }
      const work = (async () => {
        const response = await fetch(`${this.sandbox.url}${path}${url.search}`, init);
        const text = await response.text();
        this.calls.push({
          endpoint: this.endpointOf(method, path),
          method,
          path,
          query: Object.fromEntries(url.searchParams),
          body: typeof init.body === 'string' ? parseJson(init.body) : undefined,
          status: response.status,
          answer: parseJson(text),
        });
        return new Response(text, { status: response.status, headers: response.headers });
      })();
      this.inflight.add(work);
      try {
        const response = await work;
        if (!alive()) return new Promise<Response>(() => {});
        return response;
      } finally {
        this.inflight.delete(work);
      }
    }) as typeof fetch;
  }

  /**
   * What the borrower does on the lender's page the app sent them to: opens it and presses one of its two buttons
   * (`success` or `cancel`); answers where the page sends them back (its redirect).
   */
  async choose(pageUrl: string, choice: 'success' | 'cancel'): Promise<URL> {
    const url = new URL(pageUrl);
    const opened = await fetch(url);
    if (opened.status !== 200) throw new Error(`the lender's page ${url.pathname} answered ${opened.status}`);
    await opened.text();
    const session = url.searchParams.get('session') ?? '';
    const answer = await fetch(new URL(url.pathname, url), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ session, choice }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await answer.text();
    const location = answer.headers.get('location');
    if (answer.status !== 302 || !location)
      throw new Error(`the lender's page ${url.pathname} did not send the borrower back (HTTP ${answer.status})`);
    return new URL(location, url);
  }
}
