import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CheckPart, CheckResult, Overlay } from './studio-check.ts';
import { readHeadText, readStudioFiles, RefusedPath, saveStudioFiles, type SaveRequest } from './studio-files.ts';

/** Where the studio's endpoints live. */
export const STUDIO_PREFIX = '/__studio/';

/** Runs a check (in a worker thread in the dev server, in-process in tests). */
export type CheckRunner = (programme: string, overlay: Overlay, part: CheckPart) => Promise<CheckResult>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_BODY = 32 * 1024 * 1024;

/** The host name of a Host header or an origin's authority, without the port: `[::1]:5180` -> `[::1]`. */
function hostName(authority: string): string {
  return authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.split(':')[0];
}

/**
 * True when the request names a loopback host and, when it has an Origin, comes from a loopback page: a page of
 * another site (a cross-site POST) or a name that resolves to 127.0.0.1 (DNS rebinding) is refused.
 */
export function isLoopbackRequest(headers: IncomingMessage['headers']): boolean {
  const host = headers.host;
  if (typeof host !== 'string' || !LOOPBACK.has(hostName(host.toLowerCase()))) return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  const match = /^https?:\/\/([^/]+)$/.exec(String(origin).toLowerCase());
  return match !== null && LOOPBACK.has(hostName(match[1]));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

class BadRequest extends Error {}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BadRequest('the request is too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new BadRequest('the request body is not JSON');
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTextOrNull = (v: unknown) => typeof v === 'string' || v === null;

function readCheckRequest(body: unknown): { programme: string; overlay: Overlay } {
  if (!isRecord(body) || typeof body.programme !== 'string') throw new BadRequest('expected { programme: string, files: { path: text } }');
  const files = body.files ?? {};
  if (!isRecord(files) || !Object.values(files).every(isTextOrNull)) throw new BadRequest('files: each value is the file\'s text (or null: deleted)');
  return { programme: body.programme, overlay: files as Overlay };
}

function readSaveRequest(body: unknown): SaveRequest {
  const files = isRecord(body) ? body.files : undefined;
  const valid = isRecord(files) && Object.values(files).every((f) => isRecord(f) && isTextOrNull(f.text) && isTextOrNull(f.baseHash));
  if (!valid) throw new BadRequest('expected { files: { path: { text: string | null, baseHash: string | null } } }');
  return files as SaveRequest;
}

function checkPart(query: URLSearchParams): CheckPart {
  const scenarios = query.get('scenarios');
  return scenarios === 'only' ? 'scenarios' : scenarios === 'include' ? 'all' : 'fast';
}

async function route(root: string, runCheck: CheckRunner, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const endpoint = `${req.method} ${url.pathname.slice(STUDIO_PREFIX.length)}`;
  if (endpoint === 'GET files') return send(res, 200, { files: readStudioFiles(root) });
  if (endpoint === 'GET head') return send(res, 200, { text: await readHeadText(root, url.searchParams.get('path') ?? '') });
  if (endpoint === 'POST check') {
    const { programme, overlay } = readCheckRequest(await readBody(req));
    return send(res, 200, await runCheck(programme, overlay, checkPart(url.searchParams)));
  }
  if (endpoint === 'POST save') {
    const outcome = saveStudioFiles(root, readSaveRequest(await readBody(req)));
    return send(res, outcome.status, outcome.body);
  }
  send(res, 404, { error: `no studio endpoint ${endpoint}` });
}

/**
 * The studio's endpoints (design contract "Studio interfaces"): GET files, POST check, POST save, GET head, under
 * `/__studio/`. Every request must name a loopback Host and, if it has one, a loopback Origin (else 403).
 */
export function studioMiddleware(root: string, runCheck: CheckRunner) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(STUDIO_PREFIX)) return next();
    if (!isLoopbackRequest(req.headers)) return send(res, 403, { error: 'the studio answers only pages on this machine (localhost, 127.0.0.1)' });
    route(root, runCheck, req, res, url).catch((error: unknown) => {
      if (error instanceof RefusedPath) send(res, 403, { error: error.message });
      else if (error instanceof BadRequest) send(res, 400, { error: error.message });
      else send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  };
}
