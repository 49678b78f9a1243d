import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CheckPart, CheckResult, Overlay } from './studio-check.ts';
import {
  checkStudioPaths,
  readHeadText,
  readStudioFiles,
  RefusedPath,
  SaveFailed,
  saveStudioFiles,
  type SaveRequest,
} from './studio-files.ts';
import {
  journeyProcess,
  oneAtATime,
  readReleaseCommand,
  RefusedRelease,
  releaseArgs,
  type JourneyRunner,
} from './studio-releases.ts';

/** Where the studio's endpoints live. */
export const STUDIO_PREFIX = '/__studio/';

/** Runs a check (in a worker thread in the dev server, in-process in tests). */
export type CheckRunner = (programme: string, overlay: Overlay, part: CheckPart) => Promise<CheckResult>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Node's file system errors a hostile path can still cause: answered 400, with the code and never the path. */
const PATH_ERRORS = new Set([
  'ENAMETOOLONG',
  'ENOTDIR',
  'EISDIR',
  'EINVAL',
  'ELOOP',
  'ERR_INVALID_ARG_VALUE',
  'ERR_INVALID_ARG_TYPE',
]);
const MAX_BODY = 32 * 1024 * 1024;

/** The host name of a Host header or an origin's authority, without the port: `[::1]:5180` -> `[::1]`. */
function hostName(authority: string): string {
  return authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.split(':')[0];
}

/**
 * True when the request names a loopback host and, when it has an Origin, comes from the studio's own page (the
 * Origin is exactly `http://<Host>`): a page of another site (a cross-site POST), of another port on this machine, or
 * a name that resolves to 127.0.0.1 (DNS rebinding) is refused. A browser's `Sec-Fetch-Site` must say the same.
 */
export function isStudioRequest(headers: IncomingMessage['headers']): boolean {
  const host = typeof headers.host === 'string' ? headers.host.toLowerCase() : '';
  if (!LOOPBACK.has(hostName(host))) return false;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  return headers.origin === undefined || String(headers.origin).toLowerCase() === `http://${host}`;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

class BadRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 415 = 400,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  // a cross-origin page can send text/plain without asking first (no preflight); application/json it cannot
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
    throw new BadRequest('the request must be sent as Content-Type: application/json', 415);
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
  if (!isRecord(body) || typeof body.programme !== 'string')
    throw new BadRequest('expected { programme: string, files: { path: text } }');
  const files = body.files ?? {};
  if (!isRecord(files) || !Object.values(files).every(isTextOrNull))
    throw new BadRequest("files: each value is the file's text (or null: deleted)");
  return { programme: body.programme, overlay: files as Overlay };
}

function readSaveRequest(body: unknown): SaveRequest {
  const files = isRecord(body) ? body.files : undefined;
  const valid =
    isRecord(files) &&
    Object.values(files).every((f) => isRecord(f) && isTextOrNull(f.text) && isTextOrNull(f.baseHash));
  if (!valid) throw new BadRequest('expected { files: { path: { text: string | null, baseHash: string | null } } }');
  return files as SaveRequest;
}

function checkPart(query: URLSearchParams): CheckPart {
  const scenarios = query.get('scenarios');
  return scenarios === 'only' ? 'scenarios' : scenarios === 'include' ? 'all' : 'fast';
}

/** What the studio's endpoints run: a check, and the journey command (release requests and approvals). */
interface Runners {
  runCheck: CheckRunner;
  runJourney: JourneyRunner;
}

async function route(
  root: string,
  { runCheck, runJourney }: Runners,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const endpoint = `${req.method} ${url.pathname.slice(STUDIO_PREFIX.length)}`;
  if (endpoint === 'GET files') return send(res, 200, { files: readStudioFiles(root) });
  if (endpoint === 'GET head')
    return send(res, 200, { text: await readHeadText(root, url.searchParams.get('path') ?? '') });
  if (endpoint === 'POST check') {
    const { programme, overlay } = readCheckRequest(await readBody(req));
    checkStudioPaths(root, Object.keys(overlay));
    return send(res, 200, await runCheck(programme, overlay, checkPart(url.searchParams)));
  }
  if (endpoint === 'POST save') {
    const outcome = saveStudioFiles(root, readSaveRequest(await readBody(req)));
    return send(res, outcome.status, outcome.body);
  }
  if (endpoint === 'POST release') {
    const command = readReleaseCommand(root, await readBody(req));
    return send(res, 200, await runJourney(releaseArgs(command)));
  }
  send(res, 404, { error: `no studio endpoint ${endpoint}` });
}

/** The answer for a request that failed: a status and a plain message, never the project's absolute path. */
function answerFailure(error: unknown): { status: number; message: string } {
  if (error instanceof RefusedPath || error instanceof BadRequest || error instanceof RefusedRelease)
    return { status: error.status, message: error.message };
  if (error instanceof SaveFailed) return { status: 500, message: error.message };
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && PATH_ERRORS.has(code))
    return { status: 400, message: `the file path cannot be used (${code})` };
  console.error('[studio]', error); // the details (paths included) go to the dev server's terminal only
  return {
    status: 500,
    message: `the studio server failed (${typeof code === 'string' ? code : 'an internal error'}); its terminal says more`,
  };
}

/**
 * The studio's endpoints (design contract "Studio interfaces"): GET files, POST check, POST save, GET head, POST
 * release (a release request or approval, answered with the command's exit code and words), under `/__studio/`. Every
 * request must name a loopback Host and, if it has one, the studio's own Origin (else 403); a POST must be JSON (else
 * 415). `runJourney` runs the journey command (a process of its own unless a test gives another), one at a time.
 */
export function studioMiddleware(
  root: string,
  runCheck: CheckRunner,
  runJourney: JourneyRunner = journeyProcess(root),
) {
  const runners: Runners = { runCheck, runJourney: oneAtATime(runJourney) };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(STUDIO_PREFIX)) return next();
    if (!isStudioRequest(req.headers))
      return send(res, 403, { error: 'the studio answers only its own page on this machine (localhost, 127.0.0.1)' });
    route(root, runners, req, res, url).catch((error: unknown) => {
      const { status, message } = answerFailure(error);
      send(res, status, { error: message });
    });
  };
}
