import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readConfigTexts } from '../../cli/read-config.ts';

/** The folders the studio reads and writes, relative to the project root. */
export const STUDIO_ROOTS = ['journey-config', 'schemas'] as const;

/** sha256 of a text (UTF-8), hex: what the studio read, to tell a file changed on disk since. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * A path the studio refuses to touch, with why, in words that name only the relative path the page sent: 403 for a
 * place the studio never writes, 400 for a path no file can have there.
 */
export class RefusedPath extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 = 403,
  ) {
    super(message);
  }
}

/** The message of a save refused because the file changed on disk since the studio read it (409). */
export function conflictMessage(path: string): string {
  return `${path} changed on disk since the studio read it: reload it or merge your edits by hand.`;
}

/** Linux's and macOS's limits: a name of more than 255 bytes is refused by the file system itself. */
const MAX_NAME_BYTES = 255;
const MAX_PATH_CHARS = 1024;

/** The shape of the path alone (no disk): relative, inside the studio's folders, a `.json` file of sane names. */
function checkPathShape(path: string): string[] {
  if (typeof path !== 'string' || !path) throw new RefusedPath('a file path is needed', 400);
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    throw new RefusedPath('a file path may not hold a NUL or another control character', 400);
  if (path.length > MAX_PATH_CHARS)
    throw new RefusedPath(`a file path may be at most ${MAX_PATH_CHARS} characters long`, 400);
  if (path.startsWith('/') || path.includes('\\') || /^[a-zA-Z]:/.test(path))
    throw new RefusedPath(`${path}: only a path relative to the project is allowed`);
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === ''))
    throw new RefusedPath(`${path}: "..", "." and empty segments are not allowed`);
  if (!(STUDIO_ROOTS as readonly string[]).includes(segments[0]) || segments.length < 2)
    throw new RefusedPath(`${path}: the studio writes only inside journey-config/ and schemas/`);
  if (!path.endsWith('.json')) throw new RefusedPath(`${path}: the studio writes only .json files`);
  const long = segments.find((s) => Buffer.byteLength(s) > MAX_NAME_BYTES);
  if (long)
    throw new RefusedPath(`${path}: the name ${long.slice(0, 40)}… is longer than ${MAX_NAME_BYTES} bytes`, 400);
  return segments;
}

/** What is on disk at `absolute`: nothing, a folder, a file or a link (any other answer is refused plainly). */
function kindAt(absolute: string, path: string): 'none' | 'folder' | 'file' | 'link' {
  try {
    const stat = lstatSync(absolute);
    return stat.isSymbolicLink() ? 'link' : stat.isDirectory() ? 'folder' : 'file';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') return 'none';
    throw new RefusedPath(`${path}: this path cannot be used (${code ?? 'unreadable'})`, 400);
  }
}

/**
 * Checks a path the page sent: relative, `/`-separated, inside journey-config/ or schemas/, a `.json` file, no `..`
 * or empty segment, no NUL or over-long name; on disk, no symbolic link on the way (each existing component is
 * lstat-ed), each folder on the way a folder and the file not a folder. Throws RefusedPath; returns the absolute path.
 */
export function checkStudioPath(root: string, path: string): string {
  const segments = checkPathShape(path);
  let at = root;
  for (const [i, segment] of segments.entries()) {
    at = join(at, segment);
    const kind = kindAt(at, path);
    const shown = segments.slice(0, i + 1).join('/');
    if (kind === 'none') break; // the rest does not exist yet: nothing further can be a link or a file
    if (kind === 'link') throw new RefusedPath(`${path}: a symbolic link is on the path (${shown})`);
    if (kind === 'file' && i < segments.length - 1)
      throw new RefusedPath(`${path}: ${shown} is a file, not a folder`, 400);
    if (kind === 'folder' && i === segments.length - 1) throw new RefusedPath(`${path} is a folder, not a file`, 400);
  }
  return join(root, ...segments);
}

/** Checks every path of one request (checkStudioPath), and that none is a folder of another: path -> absolute path. */
export function checkStudioPaths(root: string, paths: readonly string[]): Record<string, string> {
  const absolute = Object.fromEntries(paths.map((path) => [path, checkStudioPath(root, path)]));
  const folderOfAnother = paths.find((path) => paths.some((other) => other.startsWith(`${path}/`)));
  if (folderOfAnother)
    throw new RefusedPath(`${folderOfAnother} is a file, and a folder of another file of the same request`, 400);
  return absolute;
}

/** Every JSON file under journey-config/ and schemas/ (links not followed), with its text and hash. */
export function readStudioFiles(root: string): Record<string, { text: string; hash: string }> {
  return Object.fromEntries(
    Object.entries(readConfigTexts(root, 'skip')).map(([path, text]) => [path, { text, hash: hashText(text) }]),
  );
}

/** What the page asks to save: the new text (null: delete) and the hash of what it read (null: a new file). */
export type SaveRequest = Readonly<Record<string, { text: string | null; baseHash: string | null }>>;

export type SaveOutcome =
  | { status: 200; body: { saved: string[]; hashes: Record<string, string> } }
  | { status: 409; body: { error: string; conflicts: string[] } }
  | { status: 400 | 403; body: { error: string } };

/** A save that failed while writing, after every file was put back as it was: the answer says so, without paths. */
export class SaveFailed extends Error {}

function readText(absolute: string): string | null {
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return null;
  }
}

/** One file of a save: where it goes, its new text (null: deleted), what was there before, its temporary copy. */
interface Change {
  absolute: string;
  text: string | null;
  before: string | null;
  temporary?: string;
}

/** Creates the folders `absolute` needs; returns those it created, outermost first (for a roll-back to remove). */
function makeFolders(absolute: string): string[] {
  const first = mkdirSync(dirname(absolute), { recursive: true });
  if (first === undefined) return [];
  const created: string[] = [];
  for (let dir = dirname(absolute); dir.length >= first.length; dir = dirname(dir)) created.unshift(dir);
  return created;
}

/** Runs one step of a roll-back; a step that fails does not stop the others. */
function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // what could be put back is; the answer says the save failed
  }
}

/** Puts back what a save changed: the files renamed or deleted so far, the temporary copies, the new (empty) folders. */
function rollBack(done: readonly Change[], changes: readonly Change[], folders: readonly string[]): void {
  for (const change of [...done].reverse()) {
    const { absolute, before } = change;
    attempt(() => (before === null ? rmSync(absolute, { force: true }) : writeFileSync(absolute, before, 'utf8')));
  }
  for (const { temporary } of changes) if (temporary) attempt(() => rmSync(temporary, { force: true }));
  for (const folder of [...folders].reverse()) attempt(() => rmdirSync(folder));
}

/**
 * Writes every file of a save or none: each new text goes to a temporary file beside its target first, then all are
 * renamed over their targets (deletions in the same pass); a failure anywhere puts back what was already changed.
 */
function writeAll(changes: readonly Change[]): void {
  const folders: string[] = [];
  const done: Change[] = [];
  try {
    for (const change of changes) {
      if (change.text === null) continue;
      folders.push(...makeFolders(change.absolute));
      // named apart from the target, so a name of 255 bytes still has room for its temporary copy
      change.temporary = join(dirname(change.absolute), `.${randomBytes(6).toString('hex')}.studio-tmp`);
      writeFileSync(change.temporary, change.text, { encoding: 'utf8', flag: 'wx' });
    }
    for (const change of changes) {
      if (change.temporary) renameSync(change.temporary, change.absolute);
      else rmSync(change.absolute, { force: true });
      delete change.temporary;
      done.push(change);
    }
  } catch (error) {
    rollBack(done, changes, folders);
    throw new SaveFailed(
      `the save failed while writing (${(error as { code?: string }).code ?? 'an I/O error'}); every file is as it was before`,
    );
  }
}

/**
 * Saves the studio's files, all or nothing: every path is checked first (400 or 403 on the first refused, nothing
 * written), then every file's hash on disk is compared with what the studio read (409 naming each changed file,
 * nothing written), then all are written (writeAll: a failure leaves every file as it was, and throws SaveFailed).
 */
export function saveStudioFiles(root: string, request: SaveRequest): SaveOutcome {
  const entries = Object.entries(request);
  let absolute: Record<string, string>;
  try {
    absolute = checkStudioPaths(
      root,
      entries.map(([path]) => path),
    );
  } catch (error) {
    if (error instanceof RefusedPath) return { status: error.status, body: { error: error.message } };
    throw error;
  }
  const changes = entries.map(([path, { text }]) => ({
    path,
    absolute: absolute[path],
    text,
    before: readText(absolute[path]),
  }));
  const conflicts = changes
    .filter(({ path, before }) => (before === null ? null : hashText(before)) !== request[path].baseHash)
    .map(({ path }) => path);
  if (conflicts.length) return { status: 409, body: { error: conflicts.map(conflictMessage).join(' '), conflicts } };
  writeAll(changes);
  const hashes = Object.fromEntries(
    changes.flatMap(({ path, text }) => (text === null ? [] : [[path, hashText(text)]])),
  );
  return { status: 200, body: { saved: entries.map(([path]) => path), hashes } };
}

/** The file's text at the last commit (`git show HEAD:<path>`, no shell), or null when it is new or there is no git. */
export function readHeadText(root: string, path: string): Promise<string | null> {
  checkStudioPath(root, path);
  return new Promise((resolve) => {
    execFile(
      'git',
      ['show', `HEAD:./${path}`],
      { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => resolve(error ? null : stdout),
    );
  });
}
