import { networkInterfaces } from 'node:os';
import { startSandbox } from '../src/sandbox/server.ts';
import { startAppServer } from './serve-app.ts';

/** Where a phone on the same network reaches this machine: its first non-internal IPv4 address. */
function findLanAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return undefined;
}

/** The address printed and given to the sandbox for return links: the bound one, or the LAN one for a wildcard. */
function findPublicHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? (findLanAddress() ?? '127.0.0.1') : host;
}

/** A port another program holds, said in one line that names the variable choosing another one. */
export class PortTakenError extends Error {
  constructor(port: number, variable: string) {
    super(
      `port ${port} is taken by another program: set ${variable} to a free port (e.g. ${variable}=${port + 1} npm start)`,
    );
  }
}

/** Runs `start` (a server listening on `port`); a port already in use becomes a PortTakenError naming `variable`. */
export async function listenOn<T>(port: number, variable: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'EADDRINUSE') throw new PortTakenError(port, variable);
    throw error;
  }
}

/** Starts the sandbox and the app server, prints where to go, and stops both on Ctrl-C. */
export async function runServers(): Promise<void> {
  const host = process.env.HOST || '127.0.0.1';
  const publicHost = findPublicHost(host);
  const appPort = Number(process.env.PORT ?? 5173);
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
  // the sandbox's external pages (bank data, KYC, e-sign) are opened by the browser itself: on a phone they must be
  // reachable at the LAN address too, and must send the borrower back to the app there
  const sandbox = await listenOn(sandboxPort, 'SANDBOX_PORT', () =>
    startSandbox({
      port: sandboxPort,
      host,
      publicUrl: process.env.SANDBOX_PUBLIC_URL || `http://${publicHost}:${sandboxPort}`,
      appOrigin: `http://${publicHost}:${appPort}`,
      log: (line: string) => console.log(`[sandbox] ${line}`),
    }),
  );
  const wildcard = publicHost !== host;
  const app = await listenOn(appPort, 'PORT', () =>
    startAppServer({
      dist: 'dist',
      port: appPort,
      host,
      apiTarget: wildcard ? `http://127.0.0.1:${sandbox.port}` : sandbox.url,
    }),
  ).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  const otp = process.env.SANDBOX_OTP ?? '123456';
  console.log(
    `\nApp:      http://${publicHost}:${appPort}/login${host === '127.0.0.1' ? '   (HOST=0.0.0.0 npm start to open it on a phone on this network)' : ''}`,
  );
  console.log(
    `Sandbox:  http://${publicHost}:${sandbox.port}   (sandbox OTP: ${otp}; any mobile number 6-9xxxxxxxxx; scenario numbers in docs/sandbox.md)`,
  );
  console.log('Programme: add ?programme=supply-chain-finance to the first URL to try the dealer programme.\n');
  const stop = () => {
    app.server.close();
    void sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
