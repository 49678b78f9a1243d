// The /api proxy of the app server, against a stand-in lender API on an ephemeral port.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../scripts/serve-app.ts';
import { makeBuildFolder, sendRaw } from './helpers.ts';

let app: { server: Server; url: string };
let lender: Server;
const seen: Array<{ url: string; host: string | undefined; method: string | undefined }> = [];
/** Requests the stand-in holds without answering, and when each one was dropped. */
const held: Array<{ req: IncomingMessage; closed: Promise<void> }> = [];

beforeAll(async () => {
  lender = createServer((req, res) => {
    seen.push({ url: req.url ?? '', host: req.headers.host, method: req.method });
    if (req.url?.startsWith('/slow')) {
      held.push({ req, closed: new Promise((resolve) => res.on('close', () => resolve())) });
      return;
    }
    res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => lender.listen(0, '127.0.0.1', resolve));
  const { port } = lender.address() as AddressInfo;
  app = await startAppServer({ dist: makeBuildFolder().dist, port: 0, apiTarget: `http://127.0.0.1:${port}` });
});
afterAll(() => {
  app.server.close();
  lender.closeAllConnections();
  lender.close();
});

describe('the /api proxy', () => {
  it('forwards the path without the prefix, the query, the method and the answer', async () => {
    const answer = await sendRaw(app.url, '/api/v1/lead?x=1&y=%20', { method: 'POST' });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.body.toString()).toBe('{"ok":true}');
    const lenderPort = new URL(`http://${seen.at(-1)?.host}`).port;
    expect(seen.at(-1)).toEqual({ url: '/v1/lead?x=1&y=%20', host: `127.0.0.1:${lenderPort}`, method: 'POST' });
  });

  it('abandons the lender call when the browser goes away', async () => {
    const gone = new Promise<void>((resolve) => {
      const req = request(`${app.url}/api/slow`);
      req.on('error', () => resolve());
      req.end();
      const wait = setInterval(() => {
        if (held.length) {
          clearInterval(wait);
          req.destroy();
        }
      }, 10);
    });
    await gone;
    await expect(
      Promise.race([
        held[0]?.closed.then(() => 'dropped'),
        new Promise((r) => setTimeout(() => r('still open'), 3000)),
      ]),
    ).resolves.toBe('dropped');
  });

  it('answers 502 when the lender is not reachable', async () => {
    const lonely = await startAppServer({ dist: makeBuildFolder().dist, port: 0, apiTarget: 'http://127.0.0.1:9' });
    try {
      const answer = await sendRaw(lonely.url, '/api/v1/anything');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body.toString())).toEqual({ BAD_GATEWAY: 'The lender API is not reachable' });
    } finally {
      lonely.server.close();
    }
  });
});
