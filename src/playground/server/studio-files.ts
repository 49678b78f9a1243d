import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readConfigTexts } from '../../cli/read-config.ts';

/** The folders the studio reads and writes, relative to the project root. */
export const STUDIO_ROOTS = ['journey-config', 'schemas'] as const;

/** sha256 of a text (UTF-8), hex: what the studio read, to tell a file changed on disk since. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A path the studio refuses to touch, with why; the answer is 403. */
export class RefusedPath extends Error {}

/** The message of a save refused because the file changed on disk since the studio read it (409). */
export function conflictMessage(path: string): string {
  return `${path} changed on disk since the studio read it: reload it or merge your edits by hand.`;
}

/**
 * Checks a path the page sent: relative, `/`-separated, inside journey-config/ or schemas/, a `.json` file, no `..`
 * or empty segment, and no symbolic link on the way (each existing component is lstat-ed). Throws RefusedPath.
 */
export function checkStudioPath(root: string, path: string): string {
  if (typeof path !== 'string' || !path) throw new RefusedPath('a file path is needed');
  if (path.startsWith('/') || path.includes('\\') || /^[a-zA-Z]:/.test(path)) throw new RefusedPath(`${path}: only a path relative to the project is allowed`);
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === '')) throw new RefusedPath(`${path}: "..", "." and empty segments are not allowed`);
  if (!(STUDIO_ROOTS as readonly string[]).includes(segments[0]) || segments.length < 2) throw new RefusedPath(`${path}: the studio writes only inside journey-config/ and schemas/`);
  if (!path.endsWith('.json')) throw new RefusedPath(`${path}: the studio writes only .json files`);
  let at = root;
  for (const segment of segments) {
    at = join(at, segment);
    let isLink = false;
    try {
      isLink = lstatSync(at).isSymbolicLink();
    } catch {
      break; // the rest does not exist yet: nothing further can be a link
    }
    if (isLink) throw new RefusedPath(`${path}: a symbolic link is on the path (${segments.slice(0, segments.indexOf(segment) + 1).join('/')})`);
  }
  return join(root, ...segments);
}

/** Every JSON file under journey-config/ and schemas/ (links not followed), with its text and hash. */
export function readStudioFiles(root: string): Record<string, { text: string; hash: string }> {
  return Object.fromEntries(Object.entries(readConfigTexts(root, 'skip')).map(([path, text]) => [path, { text, hash: hashText(text) }]));
}

/** What the page asks to save: the new text (null: delete) and the hash of what it read (null: a new file). */
export type SaveRequest = Readonly<Record<string, { text: string | null; baseHash: string | null }>>;

export type SaveOutcome =
  | { status: 200; body: { saved: string[]; hashes: Record<string, string> } }
  | { status: 409; body: { error: string; conflicts: string[] } }
  | { status: 403; body: { error: string } };

function currentHash(absolute: string): string | null {
  try {
    return hashText(readFileSync(absolute, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename over it. */
function writeAtomically(absolute: string, text: string): void {
  mkdirSync(dirname(absolute), { recursive: true });
  const temporary = `${absolute}.${randomBytes(6).toString('hex')}.studio-tmp`;
  writeFileSync(temporary, text, 'utf8');
  try {
    renameSync(temporary, absolute);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Saves the studio's files: every path is checked first (403 on the first refused, nothing written), then every
 * file's hash on disk is compared with what the studio read (409 naming each changed file, nothing written), then
 * each file is written atomically (or deleted for a null text).
 */
export function saveStudioFiles(root: string, request: SaveRequest): SaveOutcome {
  const entries = Object.entries(request);
  const absolute: Record<string, string> = {};
  try {
    for (const [path] of entries) absolute[path] = checkStudioPath(root, path);
  } catch (error) {
    if (error instanceof RefusedPath) return { status: 403, body: { error: error.message } };
    throw error;
  }
  const conflicts = entries.filter(([path, { baseHash }]) => currentHash(absolute[path]) !== baseHash).map(([path]) => path);
  if (conflicts.length) return { status: 409, body: { error: conflicts.map(conflictMessage).join(' '), conflicts } };
  const hashes: Record<string, string> = {};
  for (const [path, { text }] of entries) {
    if (text === null) rmSync(absolute[path], { force: true });
    else {
      writeAtomically(absolute[path], text);
      hashes[path] = hashText(text);
    }
  }
  return { status: 200, body: { saved: entries.map(([path]) => path), hashes } };
}

/** The file's text at the last commit (`git show HEAD:<path>`, no shell), or null when it is new or there is no git. */
export function readHeadText(root: string, path: string): Promise<string | null> {
  checkStudioPath(root, path);
  return new Promise((resolve) => {
    execFile('git', ['show', `HEAD:./${path}`], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => resolve(error ? null : stdout));
  });
}
