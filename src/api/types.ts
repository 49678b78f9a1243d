/**
 * The shapes src/api needs from the endpoint table (journey-config/common/api.json). Declared here, not imported
 * from the engine, because src/api depends on nothing else in src (eslint.config.js layers).
 */
export interface EndpointSpec {
  method: 'GET' | 'POST';
  path: string;
  /** false: the session token is not sent (send OTP, verify OTP, create token; spec §7). */
  auth?: boolean;
  /** Query parameter names the endpoint takes; others are not sent. */
  query?: string[];
  /** false: a read that must not be retried (the pincode lookup, spec §5). */
  retry?: boolean;
  /** false: never served from a cache (the lead workflow, spec §4 / §9). */
  cache?: boolean;
}

export interface ApiClientConfig {
  baseUrl: string;
  tokenHeader: string;
  /** spec §9: 0, no client time-out; kept for the table's sake, never used to abort a call. */
  timeoutMs?: number;
  endpoints: Record<string, EndpointSpec>;
}

export interface RetryPolicy {
  /** How many times a failed read is tried again (spec §9: 3). */
  retries: number;
  /** Back-off min(baseMs * 2^n, maxMs) before try n + 1 (spec §9: 1000, 30000). */
  baseMs: number;
  maxMs: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** An explicit token for this call (spec §7: "can be passed explicitly for some reads"). */
  token?: string | null;
}

/** A successful answer: the HTTP status (202 matters to generate offer) and the response's `data`. */
export interface ApiResponse<T> {
  status: number;
  data: T;
}

export interface ApiClient {
  /** Calls an endpoint by name and resolves with the response's `data`; throws ApiError on failure. */
  request<T = unknown>(endpoint: string, options?: RequestOptions): Promise<T>;
  /** As `request`, with the HTTP status of the success (e.g. 202 "not ready yet"). */
  requestWithStatus<T = unknown>(endpoint: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}
