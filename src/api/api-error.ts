import { isJsonObject } from '../engine/json.ts';

/**
 * A failed call, normalised (spec §7: "raised as an error with statusCode and message"; §8 for the 400 body).
 * statusCode 0 means no response at all (network failure).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string | null;
  readonly body: unknown;
  readonly endpoint: string;
  /** No response, and the device said it was offline: the request never reached the server. */
  readonly offline: boolean;

  constructor(init: {
    statusCode: number;
    code: string | null;
    message: string;
    body: unknown;
    endpoint: string;
    offline?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.body = init.body;
    this.endpoint = init.endpoint;
    this.offline = init.offline ?? false;
  }
}

/** True for an ApiError, also across module copies (tests, HMR), where instanceof may lie. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ApiError')
  );
}

/**
 * Reads code and message out of an error body. An explicit `message` (and `code`) wins; otherwise, as spec §8
 * says of 400s, the body is a map of code -> message and the first string entry is used.
 */
export function readErrorBody(body: unknown): { code: string | null; message: string } {
  if (typeof body === 'string') return { code: null, message: body };
  if (!isJsonObject(body)) return { code: null, message: '' };
  const code = typeof body.code === 'string' ? body.code : null;
  if (typeof body.message === 'string') return { code, message: body.message };
  const inner = body.data ?? body.errors;
  if (isJsonObject(inner)) {
    const nested = readErrorBody(inner);
    if (nested.message) return nested;
  }
  const first = Object.entries(body).find(([, value]) => typeof value === 'string');
  return first ? { code: code ?? first[0], message: first[1] as string } : { code, message: '' };
}

/** The ApiError for an HTTP failure. */
export function toHttpError(endpoint: string, statusCode: number, body: unknown): ApiError {
  const { code, message } = readErrorBody(body);
  return new ApiError({ statusCode, code, message, body, endpoint });
}

/** The ApiError for a call that got no response (status 0). */
export function toNetworkError(endpoint: string, cause: unknown, offline = false): ApiError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({ statusCode: 0, code: null, message, body: null, endpoint, offline });
}
