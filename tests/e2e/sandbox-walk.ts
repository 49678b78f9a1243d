import { inject } from 'vitest';
import type { Answer, CallOptions, Harness } from '../sandbox/harness.ts';
import { GSTIN, walk, type Milestone, type Walk } from '../sandbox/journey.ts';

/** The e2e sandbox's callback delay (tests/e2e/global-setup.ts). */
const SANDBOX_DELAY_MS = 400;

/**
 * The sandbox contract tests' walker, pointed at the sandbox the browser uses. That sandbox runs on the real clock:
 * `advance` is owed, and paid by waiting before the next call, so callbacks have come due when the walk goes on.
 */
function liveHarness(): Harness {
  const url = inject('sandboxUrl');
  let owed = 0;
  async function call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    if (owed > 0) await new Promise((resolve) => setTimeout(resolve, owed + 100));
    owed = 0;
    const search = o.query ? `?${new URLSearchParams(o.query)}` : '';
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers['x-auth-token'] = o.token;
    let payload: string | undefined = o.raw;
    if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    const response = await fetch(`${url}${path}${search}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    const body: unknown = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body };
  }
  return {
    url,
    delayMs: SANDBOX_DELAY_MS,
    now: () => Date.now(),
    advance: (ms) => {
      owed += ms;
    },
    call,
    get: (path, token, query) => call('GET', path, { token, query }),
    post: (path, token, body) => call('POST', path, { token, body }),
    lines: [],
    exchanges: [],
    close: async () => {},
  };
}

/** A borrower whose lead the lender's API has taken to `until` (inclusive), without a browser. */
export async function leadAt(mobile: string, until: Milestone): Promise<Walk & { mobile: string; gstin: string }> {
  const h = liveHarness();
  const walked = await walk(h, mobile, until);
  await h.call('GET', '/consumer/fetch/profile', { token: walked.token }); // pays the last callback's delay
  return { ...walked, mobile, gstin: GSTIN };
}
