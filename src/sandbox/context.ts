import type { Reply } from './http-kit.ts';
import type { ResolvedOptions } from './options.ts';
import type { Consumer, State } from './store.ts';

/** State that need not survive a restart (rate limits are not persisted: a restart starts them afresh). */
export interface Runtime {
  /** mobile -> times of recent OTP requests (rate limit). */
  otpRequests: Map<string, number[]>;
  /** mobile -> time of the OTP request a login may use. */
  pendingOtp: Map<string, number>;
  /** Reads already failed once for the flaky-reads scenario. */
  failedReads: Set<string>;
}

export interface Ctx {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  now: number;
  state: State;
  runtime: Runtime;
  opts: ResolvedOptions;
  /** Where the browser reaches this sandbox (for links to the external pages). */
  publicUrl: string;
  /** The caller, on calls that need a token. */
  consumer?: Consumer;
  /** The token the call came with (logout invalidates it). */
  authToken?: string;
  /** The mobile number behind the call, which selects the scenario. */
  mobile?: string;
  /** Marks the state as changed so it is saved after the answer. */
  touch(): void;
}

export type Handler = (ctx: Ctx) => Reply;

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** false: no token needed (send OTP, verify OTP, create token, external pages). */
  auth: boolean;
  /** External pages read urlencoded forms, not JSON. */
  form?: boolean;
  handler: Handler;
}

/** The authenticated caller; routes with auth: true always have one. */
export function caller(ctx: Ctx): Consumer {
  if (!ctx.consumer) throw new Error('route needs auth: true');
  return ctx.consumer;
}
