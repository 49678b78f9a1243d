import type { IncomingMessage } from 'node:http';

/** What a route handler answers; the server turns it into an HTTP response (JSON, HTML or a redirect). */
export interface Reply {
  status: number;
  /** An object is sent as JSON; a string is sent as HTML; null sends no body. */
  body: unknown;
  headers?: Record<string, string>;
}

/** A refusal with an error body; spec §8: a 400 body is a map of code -> message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(body)[0] ?? `HTTP ${status}`);
  }
}

/** A 400 with a single code (spec §8). */
export function fail(code: string, message: string, extra: Record<string, string> = {}): HttpError {
  return new HttpError(400, { [code]: message, ...extra });
}

export function badRequest(message: string): HttpError {
  return fail('BAD_REQUEST', message);
}

/** Success envelope: every answer is `{ data: ... }` (docs/openapi.json). */
export function ok(data: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return { status, body: { data }, headers };
}

export function html(page: string, status = 200): Reply {
  return { status, body: page, headers: { 'Content-Type': 'text/html; charset=utf-8' } };
}

export function redirect(location: string): Reply {
  return { status: 302, body: null, headers: { Location: location } };
}

const MAX_BODY_BYTES = 1_000_000;

/** Reads the raw body; a body over 1 MB is drained unbuffered and refused (the client still gets its answer). */
export function readRaw(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new HttpError(413, { PAYLOAD_TOO_LARGE: 'Request body exceeds 1 MB' }));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** The JSON body of an API call: must be an object (an empty body counts as `{}` so field checks can name what is missing). */
export function parseJsonBody(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('Request body must be a JSON object');
  return value as Record<string, unknown>;
}

/** The urlencoded body of an external page's form. */
export function parseFormBody(raw: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Appends `name=value` to an http(s) URL, keeping its own query and hash. */
export function withParam(url: string, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
