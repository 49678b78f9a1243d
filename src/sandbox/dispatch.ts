import type { IncomingMessage } from 'node:http';
import type { Ctx, Route, Runtime } from './context.ts';
import { HttpError, parseFormBody, parseJsonBody, readRaw, type Reply } from './http-kit.ts';
import type { ResolvedOptions } from './options.ts';
import { routesByPath } from './routes/index.ts';
import { scenarioOf } from './scenarios.ts';
import { consumerById, type State } from './store.ts';

const routes = routesByPath();

/** Reads the flaky-reads scenario leaves alone: logout has effects and the pincode lookup is never retried (spec §5). */
const NOT_FLAKY = new Set(['/logout', '/consumer/master/fetch/address']);

export interface Dispatched {
  reply: Reply;
  /** The mobile number behind the call, for the slow scenario. */
  mobile?: string;
  changed: boolean;
}

function authenticate(ctx: Ctx, req: IncomingMessage): void {
  const header = req.headers['x-auth-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw new HttpError(401, { UNAUTHORIZED: 'Missing x-auth-token header' });
  const record = ctx.state.tokens[token];
  const consumer = record && consumerById(ctx.state, record.consumerId);
  if (!record || !consumer) throw new HttpError(401, { UNAUTHORIZED: 'Invalid session token. Please login again' });
  if (ctx.now >= record.expiresAt) {
    delete ctx.state.tokens[token];
    ctx.touch();
    throw new HttpError(401, { UNAUTHORIZED: 'Session expired. Please login again' });
  }
  ctx.consumer = consumer;
  ctx.authToken = token;
  ctx.mobile = consumer.mobile;
}

/** Scenario 9000000050: the first try of each distinct read fails with 503, the retry succeeds. */
function flakyRead(ctx: Ctx, route: Route, url: URL): HttpError | undefined {
  if (route.method !== 'GET' || !route.auth || NOT_FLAKY.has(route.path) || scenarioOf(ctx.mobile) !== 'flaky-reads')
    return undefined;
  const key = `${ctx.consumer?.consumerId} ${url.pathname}${url.search}`;
  if (ctx.runtime.failedReads.has(key)) return undefined;
  ctx.runtime.failedReads.add(key);
  return new HttpError(
    503,
    { SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please retry.' },
    { 'Retry-After': '1' },
  );
}

/** Scenario 9000000082: the KYC details read is down (503 every time; the app only logs it). */
function kycDetailsDown(ctx: Ctx, url: URL): HttpError | undefined {
  if (url.pathname !== '/consumer/fetch/kycdetail' || scenarioOf(ctx.mobile) !== 'kyc-details-down') return undefined;
  return new HttpError(503, { SERVICE_UNAVAILABLE: 'The KYC service is temporarily unavailable. Please retry.' });
}

/** Routes one request to its handler and turns every outcome, including a thrown bug, into a reply. */
export async function dispatch(
  req: IncomingMessage,
  state: State,
  runtime: Runtime,
  opts: ResolvedOptions,
  publicUrl: string,
): Promise<Dispatched> {
  let changed = false;
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const ctx: Ctx = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: {},
    now: opts.now(),
    state,
    runtime,
    opts,
    publicUrl,
    touch: () => (changed = true),
  };
  const done = (reply: Reply): Dispatched => ({ reply, mobile: ctx.mobile, changed });
  const candidates = routes.get(url.pathname);
  if (!candidates) return done({ status: 404, body: { NOT_FOUND: `No endpoint ${url.pathname}` } });
  const route = candidates.find((r) => r.method === ctx.method);
  if (!route) {
    const allow = candidates.map((r) => r.method).join(', ');
    return done({
      status: 405,
      body: { METHOD_NOT_ALLOWED: `${ctx.method} is not allowed on ${url.pathname}; use ${allow}` },
      headers: { Allow: allow },
    });
  }
  try {
    if (route.method === 'POST') {
      const raw = await readRaw(req);
      ctx.body = route.form ? parseFormBody(raw) : parseJsonBody(raw);
    }
    if (route.auth) authenticate(ctx, req);
    const failure = flakyRead(ctx, route, url) ?? kycDetailsDown(ctx, url);
    if (failure) throw failure;
    return done(route.handler(ctx));
  } catch (error) {
    if (error instanceof HttpError) return done({ status: error.status, body: error.body, headers: error.headers });
    opts.log(`internal error on ${ctx.method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
    return done({ status: 500, body: { INTERNAL_ERROR: 'The sandbox failed to handle this request' } });
  }
}
