import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { runJourney } from '../../src/cli/main.ts';

export const repoRoot = join(import.meta.dirname, '../..');

/** The app's own source files (.ts, .tsx) under `dir`: not the sandbox, which plays the lender, nor generated files. */
export function appSourceFiles(dir = join(repoRoot, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['src/sandbox', 'src/generated'].some((e) => relative(repoRoot, path).startsWith(e))) return [];
    if (statSync(path).isDirectory()) return appSourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Runs the `journey` command in-process and captures what it prints. */
export async function journey(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { out: (t: string) => (out += t + '\n'), err: (t: string) => (err += t + '\n'), readStdin: () => stdin };
  // as bin/journey.mjs does: `journey test` (the store and the sandbox) is its own entry
  const command = args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '--root');
  // ... and so is `journey approve`, which plays the programme's scenarios before it publishes
  const code =
    command === 'test'
      ? await (await import('../../src/scenarios/command.ts')).runTestCommand(args, io)
      : command === 'approve'
        ? await (await import('../../src/scenarios/release-gate.ts')).runApprove(args, io)
        : await runJourney(args, io);
  return { code, out, err };
}

/**
 * A throwaway copy of the project's config (journey-config, schemas) with node_modules linked, for breaking things.
 * node_modules is a folder of links to each package rather than one link, so the validator cache that `journey
 * compile` writes to node_modules/.cache stays in the copy: test files that compile in parallel do not share it.
 */
export function copyProject(): {
  root: string;
  edit: (file: string, change: (json: Record<string, unknown>) => void) => void;
  write: (file: string, json: unknown) => void;
  cleanup: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'journey-config-'));
  cpSync(join(repoRoot, 'journey-config'), join(root, 'journey-config'), { recursive: true });
  cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name !== '.cache' && name !== '.vite')
      symlinkSync(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name));
  }
  return {
    root,
    edit(file, change) {
      const path = join(root, file);
      const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      change(json);
      writeFileSync(path, JSON.stringify(json, null, 2));
    },
    write(file, json) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), JSON.stringify(json, null, 2));
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
