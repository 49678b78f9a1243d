import { startSandbox } from '../src/sandbox/server.ts';
import { startAppServer } from './serve-app.ts';

/** Starts the sandbox and the app server, prints where to go, and stops both on Ctrl-C. */
export async function runServers(): Promise<void> {
  const appPort = Number(process.env.PORT ?? 5173);
  const sandbox = await startSandbox({
    port: Number(process.env.SANDBOX_PORT ?? 4010),
    appOrigin: `http://127.0.0.1:${appPort}`,
    log: (line: string) => console.log(`[sandbox] ${line}`),
  });
  const app = await startAppServer({ dist: 'dist', port: appPort, apiTarget: sandbox.url });
  const otp = process.env.SANDBOX_OTP ?? '123456';
  console.log(`\nApp:      ${app.url}/login`);
  console.log(`Sandbox:  ${sandbox.url}   (sandbox OTP: ${otp}; any mobile number 6-9xxxxxxxxx; scenario numbers in docs/sandbox.md)`);
  console.log('Programme: add ?programme=supply-chain-finance to the first URL to try the dealer programme.\n');
  const stop = () => {
    app.server.close();
    void sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
