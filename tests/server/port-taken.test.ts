// `npm start` on a port another program holds: one line naming the variable to set, not an EADDRINUSE stack.
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from '../../scripts/serve-app.ts';
import { listenOn, PortTakenError } from '../../scripts/start-servers.ts';
import { makeBuildFolder } from './helpers.ts';

let holder: Server;
let dist: string;
let port: number;
beforeAll(async () => {
  dist = makeBuildFolder().dist;
  holder = createServer();
  await new Promise<void>((ok) => holder.listen(0, '127.0.0.1', ok));
  port = (holder.address() as AddressInfo).port;
});
afterAll(() => {
  holder.close();
  rmSync(dirname(dist), { recursive: true, force: true });
});

describe('listenOn', () => {
  it.each([['PORT'], ['SANDBOX_PORT']])('a taken port names %s in one line', async (variable) => {
    const started = listenOn(port, variable, () => startAppServer({ dist, port, apiTarget: 'http://127.0.0.1:9' }));
    await expect(started).rejects.toBeInstanceOf(PortTakenError);
    await expect(started).rejects.toThrow(
      `port ${port} is taken by another program: set ${variable} to a free port (e.g. ${variable}=${port + 1} npm start)`,
    );
  });

  it('passes other failures through unchanged, and a free port starts', async () => {
    await expect(listenOn(1, 'PORT', () => Promise.reject(new Error('other')))).rejects.toThrow('other');
    const app = await listenOn(0, 'PORT', () => startAppServer({ dist, port: 0, apiTarget: 'http://127.0.0.1:9' }));
    expect(app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    app.server.close();
  });
});
