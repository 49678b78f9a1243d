import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startAppServer } from '../../scripts/serve-app.ts';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.ts';

const repoRoot = join(import.meta.dirname, '../..');

/** The app and the sandbox built from a throwaway copy of the project, with a programme written only as config. */
export interface ConfigOnlyApp {
  root: string;
  sandbox: Sandbox;
  app: { server: Server; url: string };
  close(): Promise<void>;
}

/**
 * Copies the project (without its generated files), lets `writeProgramme` add a programme's config to the copy, then
 * lints it (every programme of the copy must pass), compiles, builds, and starts the sandbox and the app server from
 * the copy, as an analyst's programme would be shipped: nothing of it is code.
 */
export async function startConfigOnlyApp(prefix: string, writeProgramme: (root: string) => void): Promise<ConfigOnlyApp> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const part of ['journey-config', 'schemas', 'src', 'bin', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(join(repoRoot, part), join(root, part), { recursive: true, filter: (from) => !from.includes(`${join('src', 'generated')}`) });
  }
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name !== '.cache' && name !== '.vite') symlinkSync(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name));
  }
  writeProgramme(root);
  // what is copied is taken above, at the call: from here the copy is the test's own, and nothing below blocks the
  // worker, so a test can go on in the browser while the copy builds (studio.e2e.ts does)
  expect(await runNode(root, ['bin/journey.mjs', 'lint'])).toContain('3 programmes OK');
  await runNode(root, ['bin/journey.mjs', 'compile']);
  await runNode(root, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  const sandbox = await startSandbox({ port: 0, delayMs: 400, tokenTtlS: 3600, configRoot: root, dataFile: join(root, 'sandbox.json'), log: () => {} });
  const app = await startAppServer({ dist: join(root, 'dist'), port: 0, apiTarget: sandbox.url });
  return {
    root, sandbox, app,
    async close() {
      app.server.close();
      await sandbox.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs `node args` in `cwd` without blocking the worker; resolves to its output, or throws with it on a failure. */
export function runNode(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (status) => {
      const output = Buffer.concat(chunks).toString();
      if (status === 0) resolve(output);
      else reject(new Error(`${args.join(' ')}: ${output}`));
    });
  });
}

/**
 * In a describe block: builds the config-only app before its tests (startConfigOnlyApp) and takes it down after them.
 * The returned function gives the running app to each test.
 */
export function useConfigOnlyApp(prefix: string, writeProgramme: (root: string) => void): () => ConfigOnlyApp {
  let built: ConfigOnlyApp | undefined;
  beforeAll(async () => {
    built = await startConfigOnlyApp(prefix, writeProgramme);
  }, 300000);
  afterAll(async () => {
    await built?.close();
  });
  return () => {
    if (!built) throw new Error('the config-only app was not built');
    return built;
  };
}
