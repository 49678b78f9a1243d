import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Runtime } from './context.ts';
import { dispatch } from './dispatch.ts';
import type { Reply } from './http-kit.ts';
import { maskMobilesIn } from './mask.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { scenarioOf } from './scenarios.ts';
import { loadState, saveState } from './store.ts';

export type { SandboxOptions } from './options.ts';

export interface Sandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Permissive CORS so a dev server on another port can call the sandbox directly. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested ? requested : 'x-auth-token, content-type, cache-control, accept',
    'Access-Control-Max-Age': '600',
  };
}

function send(res: ServerResponse, reply: Reply, extra: Record<string, string>): void {
  const headers: Record<string, string> = { ...extra, ...reply.headers };
  let payload = '';
  if (typeof reply.body === 'string') payload = reply.body;
  else if (reply.body !== null && reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['Content-Type'] ??= 'application/json; charset=utf-8';
    headers['Cache-Control'] ??= 'no-store';
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}

/**
 * Starts the simulator of the lender's consumer API and its external pages (docs/sandbox.md).
 * Options fall back to the SANDBOX_* environment (see options.ts and docs/sandbox.md).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const opts = resolveOptions(options);
  const state = loadState(opts.dataFile, opts.log);
  const runtime: Runtime = { otpRequests: new Map(), pendingOtp: new Map(), failedReads: new Set() };
  const slowTimers = new Set<NodeJS.Timeout>();
  let publicUrl = opts.publicUrl ?? '';

  const server = createServer((req, res) => {
    const started = performance.now();
    const finish = (reply: Reply) => {
      send(res, reply, corsHeaders(req));
      opts.log(
        `${req.method} ${maskMobilesIn(req.url ?? '/')} ${reply.status} ${Math.round(performance.now() - started)}ms`,
      );
    };
    if (req.method === 'OPTIONS') {
      finish({ status: 204, body: null });
      return;
    }
    dispatch(req, state, runtime, opts, publicUrl)
      .then(({ reply, mobile, changed }) => {
        // spec: save after each mutating request so a restart keeps leads and tokens
        if (changed && opts.dataFile) saveState(opts.dataFile, state);
        if (scenarioOf(mobile) !== 'slow') return finish(reply);
        const timer = setTimeout(() => {
          slowTimers.delete(timer);
          finish(reply);
        }, opts.slowMs);
        slowTimers.add(timer);
      })
      .catch((error: unknown) => {
        opts.log(`internal error: ${(error as Error).stack ?? String(error)}`);
        if (!res.headersSent)
          finish({ status: 500, body: { INTERNAL_ERROR: 'The sandbox failed to handle this request' } });
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host}:${port}`;
  publicUrl ||= url;

  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of slowTimers) clearTimeout(timer);
        slowTimers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
