// Forwards /api to the lender API (the sandbox locally). When the browser goes away (tab closed, navigation, a
// client-side abort) the upstream call is abandoned too, so a slow lender answer does not hold a socket for nobody.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';

/**
 * The lender's answer headers the borrower's page gets: its CORS grant (the sandbox's `*`) is dropped, since the page
 * calls /api on its own origin and no other site may read these answers; `own` (the server's security headers) win.
 */
function answerHeadersOf(upstream: IncomingHttpHeaders, own: Readonly<Record<string, string>>): IncomingHttpHeaders {
  const ownNames = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  const kept = Object.entries(upstream).filter(([name]) => !name.startsWith('access-control-') && !ownNames.has(name));
  return { ...Object.fromEntries(kept), ...own };
}

/** Proxies one request to `target` at `path` (already stripped of the /api prefix, query included), adding `own` headers. */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  path: string,
  own: Readonly<Record<string, string>>,
): void {
  const upstream = httpRequest(
    {
      hostname: target.hostname,
      port: target.port,
      path,
      method: req.method,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answerHeadersOf(answer.headers, own));
      // pipeline destroys the upstream answer when the browser's socket closes before the end
      pipeline(answer, res, () => {});
    },
  );
  upstream.on('error', () => {
    if (res.destroyed || res.writableEnded) return; // the browser left first: nobody to tell
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...own });
    res.end(JSON.stringify({ BAD_GATEWAY: 'The lender API is not reachable' }));
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
