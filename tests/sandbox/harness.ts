import { startSandbox, type SandboxOptions } from '../../src/sandbox/server.ts';

/** One recorded exchange, for the contract test that validates real answers against docs/openapi.json. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
}

export interface CallOptions {
  body?: unknown;
  /** A raw request body, sent as is (malformed JSON tests). */
  raw?: string;
  token?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface Harness {
  url: string;
  delayMs: number;
  /** The injected clock; `advance` moves it so callbacks come due without sleeping. */
  now(): number;
  advance(ms: number): void;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  get(path: string, token?: string, query?: Record<string, string>): Promise<Answer>;
  post(path: string, token: string | undefined, body: unknown): Promise<Answer>;
  lines: string[];
  exchanges: Exchange[];
  close(): Promise<void>;
}

export const START = Date.UTC(2025, 0, 15, 10, 0, 0);

/** One request to a sandbox at `baseUrl`, as the contract tests and the e2e walker both send it: JSON in, JSON read back. */
export async function sendRequest(baseUrl: string, method: string, path: string, o: CallOptions = {}): Promise<Answer> {
  const search = o.query ? `?${new URLSearchParams(o.query)}` : '';
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers['x-auth-token'] = o.token;
  let payload: string | undefined = o.raw;
  if (o.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  }
  const response = await fetch(`${baseUrl}${path}${search}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await response.text();
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body };
}

/** A sandbox on an ephemeral port with an injected clock starting at `startAt` (a restart can carry the time on). */
export async function startHarness(options: SandboxOptions = {}, startAt = START): Promise<Harness> {
  let time = startAt;
  const lines: string[] = [];
  const exchanges: Exchange[] = [];
  const delayMs = options.delayMs ?? 30;
  const sandbox = await startSandbox({
    port: 0,
    otp: '123456',
    tokenTtlS: 3600,
    dataFile: null,
    log: (line) => lines.push(line),
    now: () => time,
    ...options,
    delayMs,
  });

  async function call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    const answer = await sendRequest(sandbox.url, method, path, o);
    exchanges.push({ method, path, status: answer.status, body: answer.body });
    return answer;
  }

  return {
    url: sandbox.url,
    delayMs,
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
    call,
    get: (path, token, query) => call('GET', path, { token, query }),
    post: (path, token, body) => call('POST', path, { token, body }),
    lines,
    exchanges,
    close: () => sandbox.close(),
  };
}

/** Polls `check` until it returns a value, within a bounded time: no fixed sleeps in the tests. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 3000,
  everyMs = 10,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
