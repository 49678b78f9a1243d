import { inject } from 'vitest';
import { sendRequest, type Answer, type CallOptions, type Harness } from '../sandbox/harness.ts';
import { GSTIN, expectOk, walk, walkAfterOffer, type Milestone, type Walk } from '../sandbox/journey.ts';

/** The e2e sandbox's callback delay (tests/e2e/global-setup.ts). */
const SANDBOX_DELAY_MS = 400;

/**
 * The sandbox contract tests' walker, pointed at the sandbox the browser uses. That sandbox runs on the real clock:
 * `advance` is owed, and paid by waiting before the next call, so callbacks have come due when the walk goes on.
 */
function liveHarness(url: string): Harness {
  let owed = 0;
  async function call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    if (owed > 0) await new Promise((resolve) => setTimeout(resolve, owed + 100));
    owed = 0;
    return sendRequest(url, method, path, o);
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

/**
 * A borrower whose lead the lender's API has taken to `until` (inclusive), without a browser: on the e2e sandbox (or bench:phone's), or
 * on another (a config-only app's) with its programme's code; `then` makes more calls with the walk's token first.
 */
export async function leadAt(
  mobile: string,
  until: Milestone,
  opts: {
    sandboxUrl?: string;
    programCode?: string;
    programmeVersion?: string;
    then?: (h: Harness, w: Walk) => Promise<void>;
  } = {},
): Promise<Walk & { mobile: string; gstin: string }> {
  const h = liveHarness(opts.sandboxUrl ?? inject('sandboxUrl'));
  const walked = await walk(h, mobile, until, {
    ...(opts.programCode === undefined ? {} : { programCode: opts.programCode }),
    ...(opts.programmeVersion ? { programmeVersion: opts.programmeVersion } : {}),
  });
  await opts.then?.(h, walked);
  await h.call('GET', '/consumer/fetch/profile', { token: walked.token }); // pays the last callback's delay
  return { ...walked, mobile, gstin: GSTIN };
}

/**
 * A lead whose offer the borrower accepted in the browser, taken on by the lender's API from KYC to `until`
 * (inclusive): the accepted offer is read back from the lead, as a new device would.
 */
export async function leadOnFrom(sandboxUrl: string, w: Walk, until: Milestone): Promise<Walk> {
  const h = liveHarness(sandboxUrl);
  const offer = expectOk(await h.get('/consumer/fetch/leadDetails', w.token)).offer;
  const walked = await walkAfterOffer(h, { ...w, offer }, until);
  await h.call('GET', '/consumer/fetch/profile', { token: walked.token }); // pays the last callback's delay
  return walked;
}
