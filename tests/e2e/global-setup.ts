import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../../src/sandbox/server.ts';
import { startAppServer } from '../../scripts/serve-app.ts';
import { MISSING_CHROMIUM, findChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    sandboxUrl: string;
    chromium: string;
    /** the run's folder for the config-only app the e2e files share (config-only-app.ts) */
    configOnlyDir: string;
  }
}

/** Starts the sandbox (short callback delays) and the built app behind the production CSP, once for all files. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromium = findChromium();
  if (!chromium) throw new Error(MISSING_CHROMIUM);
  const root = join(import.meta.dirname, '../..');
  if (!existsSync(join(root, 'dist/index.html')))
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const sandbox = await startSandbox({ port: 0, delayMs: 400, tokenTtlS: 3600, log: () => {} });
  const app = await startAppServer({ dist: join(root, 'dist'), port: 0, apiTarget: sandbox.url });
  project.provide('appUrl', app.url);
  project.provide('sandboxUrl', sandbox.url);
  project.provide('chromium', chromium);
  const configOnlyDir = mkdtempSync(join(tmpdir(), 'journey-config-only-'));
  project.provide('configOnlyDir', configOnlyDir);
  return async () => {
    app.server.close();
    await sandbox.close();
    rmSync(configOnlyDir, { recursive: true, force: true });
  };
}
