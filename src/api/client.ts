import { isJsonObject } from '../engine/json.ts';
import { toHttpError, toNetworkError, type ApiError } from './api-error.ts';
import type {
  ApiClient,
  ApiClientConfig,
  ApiResponse,
  EndpointSpec,
  QueryValue,
  RequestOptions,
  RetryPolicy,
} from './types.ts';

export interface ApiClientDeps {
  config: ApiClientConfig;
  fetch: typeof fetch;
  /** The session token, read at call time so a login or logout takes effect at once. */
  getToken: () => string | null | undefined;
  /** Waits between retries; injected so tests control time. */
  sleep: (ms: number) => Promise<void>;
  retry: RetryPolicy;
  /** Whether the device is online, and how to wait for it; without it the device is taken to be always online. */
  connectivity?: Connectivity;
}

/** The device's connection, and what to do with a call that failed because it was offline. */
export interface Connectivity {
  isOnline: () => boolean;
  /** Resolves once the device is online again (at once when it already is). */
  whenOnline: () => Promise<void>;
  /** Whether this offline failure waits for the connection and is sent once more (the error rules decide). */
  waitsForConnection: (error: ApiError) => boolean;
  /** Told when a call starts waiting for the connection. */
  onWaiting?: (error: ApiError) => void;
}

/** Back-off before retry n (0-based): min(baseMs * 2^n, maxMs) (spec §9 data cache). */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.baseMs * 2 ** attempt, policy.maxMs);
}

function buildUrl(config: ApiClientConfig, spec: EndpointSpec, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const name of spec.query ?? []) {
    const value = query?.[name];
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return `${config.baseUrl.replace(/\/$/, '')}${spec.path}${search ? `?${search}` : ''}`;
}

function buildInit(
  config: ApiClientConfig,
  spec: EndpointSpec,
  options: RequestOptions,
  token: string | null | undefined,
): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (spec.auth !== false && token) headers[config.tokenHeader] = token;
  if (spec.cache === false) headers['Cache-Control'] = 'no-store';
  const init: RequestInit = { method: spec.method, headers };
  if (spec.cache === false) init.cache = 'no-store';
  if (options.body !== undefined && spec.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return init;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `data` of an envelope `{ data: ... }`; a body without the envelope is taken as the data itself. */
function unwrap(body: unknown): unknown {
  return isJsonObject(body) && 'data' in body ? body.data : body;
}

/** Reads may be retried on no response or a 5xx; never on 4xx, never writes (spec §9; a write is never repeated, so it cannot happen twice). */
function isRetryable(spec: EndpointSpec, error: ApiError): boolean {
  return spec.method === 'GET' && spec.retry !== false && (error.statusCode === 0 || error.statusCode >= 500);
}

/**
 * The one HTTP client of the app (spec §7): method, path, query and auth come from the endpoint table, the token
 * goes in the configured header, there is no client time-out, failures are thrown as ApiError.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { config } = deps;

  async function once<T>(name: string, spec: EndpointSpec, options: RequestOptions): Promise<ApiResponse<T>> {
    const token = options.token !== undefined ? options.token : deps.getToken();
    let response: Response;
    try {
      response = await deps.fetch(buildUrl(config, spec, options.query), buildInit(config, spec, options, token));
    } catch (cause) {
      throw toNetworkError(name, cause, deps.connectivity ? !deps.connectivity.isOnline() : false);
    }
    const body = await readBody(response).catch(() => null);
    if (!response.ok) throw toHttpError(name, response.status, body);
    return { status: response.status, data: unwrap(body) as T };
  }

  async function requestWithStatus<T>(name: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const spec = config.endpoints[name];
    if (!spec) throw new Error(`unknown API endpoint "${name}"`);
    let waitedForConnection = false;
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(name, spec, options);
      } catch (error) {
        const apiError = error as ApiError;
        // offline: the request never left the device, so sending it once more when the connection is back is not a
        // second write (writes are otherwise never retried)
        if (!waitedForConnection && apiError.offline && deps.connectivity?.waitsForConnection(apiError)) {
          waitedForConnection = true;
          deps.connectivity.onWaiting?.(apiError);
          await deps.connectivity.whenOnline();
          attempt -= 1;
          continue;
        }
        if (attempt >= deps.retry.retries || !isRetryable(spec, apiError)) throw apiError;
        await deps.sleep(backoffMs(deps.retry, attempt));
      }
    }
  }

  return {
    requestWithStatus,
    request: async <T>(name: string, options?: RequestOptions) => (await requestWithStatus<T>(name, options)).data,
  };
}
