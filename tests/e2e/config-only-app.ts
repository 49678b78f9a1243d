import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startAppServer } from '../../scripts/serve-app.ts';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { writeLowerRateProgramme } from '../fixtures/lower-rate-programme.ts';
import { writeUdyamProgramme } from '../fixtures/udyam-programme.ts';
import { writeCoBorrowerProgramme } from './co-borrower-programme.ts';

const repoRoot = join(import.meta.dirname, '../..');

/** The app and the sandbox built from a throwaway copy of the project, with a programme written only as config. */
export interface ConfigOnlyApp {
  root: string;
  /** the sandbox's state, saved after each change */
  dataFile: string;
  sandbox: Sandbox;
  app: { server: Server; url: string };
  close(): Promise<void>;
}

/**
 * Copies the project (without its generated files), lets `writeProgramme` add a programme's config to the copy, then
 * lints it (every programme of the copy must pass), compiles and builds it, as an analyst's programme would be shipped:
 * nothing of it is code.
 */
async function buildCopy(root: string, writeProgramme: (root: string) => void): Promise<void> {
  for (const part of [
    'journey-config',
    'schemas',
    'src',
    'bin',
    'scripts',
    'public',
    'index.html',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
  ]) {
    cpSync(join(repoRoot, part), join(root, part), {
      recursive: true,
      filter: (from) => !from.includes(`${join('src', 'generated')}`),
    });
  }
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name !== '.cache' && name !== '.vite')
      symlinkSync(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name));
  }
  writeProgramme(root);
  // what is copied is taken above, at the call: from here the copy is the test's own, and nothing below blocks the
  // worker, so a test can go on in the browser while the copy builds (studio.e2e.ts does)
  const programmes = readdirSync(join(root, 'journey-config/programmes')).length;
  expect(await runNode(root, ['bin/journey.mjs', 'lint'])).toContain(`${programmes} programmes OK`);
  await runNode(root, ['bin/journey.mjs', 'compile']);
  await runNode(root, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
}

/** The sandbox (its own data file) and the app server of a built copy. */
async function serveCopy(root: string, onClose: () => void): Promise<ConfigOnlyApp> {
  const dataFile = join(root, `sandbox-${randomUUID()}.json`);
  const sandbox = await startSandbox({
    port: 0,
    delayMs: 400,
    tokenTtlS: 3600,
    configRoot: root,
    dataFile,
    log: () => {},
  });
  const app = await startAppServer({ dist: join(root, 'dist'), port: 0, apiTarget: sandbox.url });
  return {
    root,
    dataFile,
    sandbox,
    app,
    async close() {
      app.server.close();
      await sandbox.close();
      onClose();
    },
  };
}

/** A copy of the project with the programme `writeProgramme` adds, built and served for one caller (the studio's). */
export async function startConfigOnlyApp(
  prefix: string,
  writeProgramme: (root: string) => void,
): Promise<ConfigOnlyApp> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  await buildCopy(root, writeProgramme);
  return serveCopy(root, () => rmSync(root, { recursive: true, force: true }));
}

/** The e2e files' programmes made only of config: one copy holds them all, built once for every file of the run. */
function writeSharedProgrammes(root: string): void {
  writeUdyamProgramme(root);
  writeLowerRateProgramme(root);
  writeCoBorrowerProgramme(root);
}

/**
 * The shared copy, built by the first file that asks in this run (it takes the lock, a directory made atomically in the
 * run's folder from the global setup) while the others wait for its `built` or `failed` mark.
 */
async function sharedCopy(): Promise<string> {
  const dir = inject('configOnlyDir');
  const root = join(dir, 'app');
  try {
    mkdirSync(join(dir, 'lock'));
  } catch {
    for (let waited = 0; waited < 300000; waited += 500) {
      if (existsSync(join(dir, 'built'))) return root;
      if (existsSync(join(dir, 'failed')))
        throw new Error(`the shared config-only app failed to build: ${readFileSync(join(dir, 'failed'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the shared config-only app was not built within 300 s');
  }
  mkdirSync(root);
  try {
    await buildCopy(root, writeSharedProgrammes);
  } catch (error) {
    writeFileSync(join(dir, 'failed'), String(error));
    throw error;
  }
  writeFileSync(join(dir, 'built'), '');
  return root;
}

/** Runs `node args` in `cwd` without blocking the worker; resolves to its output, or throws with it on a failure. */
export function runNode(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // NODE_ENV production, as `npm run build` has it: vitest's own 'test', inherited, built React's development build
    // into the config-only apps (slower pages than the borrower's, and not what ships)
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
 * In a describe block: serves the shared config-only app (udyam-loan, concession-loan, co-borrower-loan) with a
 * sandbox of this file's own before its tests, and takes them down after them. The returned function gives the running
 * app to each test.
 */
export function useConfigOnlyApp(): () => ConfigOnlyApp {
  let built: ConfigOnlyApp | undefined;
  beforeAll(async () => {
    built = await serveCopy(await sharedCopy(), () => {});
  }, 300000);
  afterAll(async () => {
    await built?.close();
  });
  return () => {
    if (!built) throw new Error('the config-only app was not built');
    return built;
  };
}
