import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readConfigSource } from '../../cli/read-config.ts';
import { VERSION_LABEL } from '../../engine/release-chain.ts';
import { listProgrammes } from '../../engine/resolve-programme.ts';

// The studio's `POST /__studio/release`: `journey publish <programme> --request [--note]` and `journey approve
// <programme> <version> --by <identity>`, run as the command line runs them. The page names a programme (one of those
// listed), a version label, a note or an identity; never a path, an option or the root.

/** What the page asks for. */
export type ReleaseCommand =
  | { command: 'request'; programme: string; note: string }
  | { command: 'approve'; programme: string; version: string; by: string };

/** What the command did: its exit code and what it printed, the command line's words verbatim. */
export interface ReleaseAnswer {
  code: number;
  out: string;
  err: string;
}

/** Runs `journey <args>` over the studio's root (the root is the runner's, never the page's). */
export type JourneyRunner = (args: readonly string[]) => Promise<ReleaseAnswer>;

/** A release command the studio refuses before it runs: 400, with why. */
export class RefusedRelease extends Error {
  readonly status = 400;
}

const KEYS: Record<ReleaseCommand['command'], readonly string[]> = {
  request: ['command', 'programme', 'note'],
  approve: ['command', 'programme', 'version', 'by'],
};
const MAX_NOTE = 2000;
const MAX_IDENTITY = 200;
const hasControl = (text: string, allowed = '') =>
  [...text].some((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) && !allowed.includes(c));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readText(body: Record<string, unknown>, key: string): string {
  const value = body[key] ?? '';
  if (typeof value !== 'string') throw new RefusedRelease(`${key} must be a text`);
  return value;
}

/** The programme id, checked against the programmes the config under `root` lists. */
function readProgramme(root: string, body: Record<string, unknown>): string {
  const id = readText(body, 'programme');
  const known = listProgrammes(readConfigSource(root).source);
  if (!known.includes(id)) throw new RefusedRelease(`unknown programme "${id}" (known: ${known.join(', ')})`);
  return id;
}

/** What the page sent, checked: a known programme, a version label, a note or an identity of sane size, nothing else. */
export function readReleaseCommand(root: string, body: unknown): ReleaseCommand {
  const command = isRecord(body) ? body.command : undefined;
  if (!isRecord(body) || (command !== 'request' && command !== 'approve'))
    throw new RefusedRelease(
      'expected { command: "request", programme, note } or { command: "approve", programme, version, by }',
    );
  const stray = Object.keys(body).find((key) => !KEYS[command].includes(key));
  if (stray) throw new RefusedRelease(`a ${command} takes only ${KEYS[command].join(', ')}, not ${stray}`);
  const programme = readProgramme(root, body);
  if (command === 'request') {
    const note = readText(body, 'note');
    if (note.length > MAX_NOTE || hasControl(note, '\n\t'))
      throw new RefusedRelease(`a note is text of at most ${MAX_NOTE} characters`);
    return { command, programme, note };
  }
  const version = readText(body, 'version');
  if (!VERSION_LABEL.test(version)) throw new RefusedRelease(`"${version}" is no version label (v1, v2, ...)`);
  const by = readText(body, 'by').trim();
  if (!by) throw new RefusedRelease('say who approves: a name and e-mail address');
  if (by.length > MAX_IDENTITY || hasControl(by))
    throw new RefusedRelease(`an identity is one line of at most ${MAX_IDENTITY} characters`);
  return { command, programme, version, by };
}

/** The command line of a release command (`--note=` and `--by=`: a value starting with "-" stays a value). */
export function releaseArgs(command: ReleaseCommand): string[] {
  if (command.command === 'request')
    return ['publish', command.programme, '--request', ...(command.note ? [`--note=${command.note}`] : [])];
  return ['approve', command.programme, command.version, `--by=${command.by}`];
}

/** Runs one command at a time: two approvals of one version must not both append a record. */
export function oneAtATime(run: JourneyRunner): JourneyRunner {
  let last: Promise<unknown> = Promise.resolve();
  return (args) => {
    const next = last.then(() => run(args));
    last = next.catch(() => undefined);
    return next;
  };
}

const JOURNEY_BIN = fileURLToPath(new URL('../../../bin/journey.mjs', import.meta.url));
/** An approval plays the programme's scenarios (tens of seconds); a command still running after this is stopped. */
const COMMAND_LIMIT_MS = 10 * 60_000;

/**
 * The dev server's runner: `node bin/journey.mjs <args> --root <root>` in a process of its own, as an analyst runs it
 * (git's identity read in `root`, the scenarios in production mode as bin/journey.mjs sets it), so a scenario run of
 * seconds never holds up the dev server.
 */
export function journeyProcess(root: string): JourneyRunner {
  // the dev server's own mode (development) is not the command's: bin/journey.mjs sets it as from a terminal
  const { NODE_ENV: _mode, ...env } = process.env;
  return (args) =>
    new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [JOURNEY_BIN, ...args, '--root', root],
        { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: COMMAND_LIMIT_MS },
        (error, stdout, stderr) => {
          const code = error ? error.code : 0;
          // a number is the command's exit code; anything else (not started, stopped) is the server's failure
          if (typeof code === 'number') resolve({ code, out: stdout, err: stderr });
          else reject(error ?? new Error('journey did not run'));
        },
      );
    });
}
