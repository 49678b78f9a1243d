import type { CheckPart, CheckResult, RunSummary } from '../server/studio-check.ts';
import type { ReleaseAnswer, ReleaseCommand } from '../server/studio-releases.ts';

export type { CheckResult, ReleaseAnswer, ReleaseCommand, RunSummary };

/** A file as the studio read it from disk: its text and the sha256 of the text (what a save compares with). */
export interface StudioFile {
  text: string;
  hash: string;
}

/** A file to save: its new text (null deletes it) and the hash of what was read (null: the file is new). */
export interface SaveEntry {
  text: string | null;
  baseHash: string | null;
}

/** What a save answers: written (with the new hashes), refused for a file changed on disk, or refused for a path. */
export type SaveResult =
  | { ok: true; saved: string[]; hashes: Record<string, string> }
  | { ok: false; status: 409; error: string; conflicts: string[] }
  | { ok: false; status: number; error: string };

/** An answer the studio's server gave with an error status other than a save's 409. */
export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', ...init });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new StudioRequestError(response.status, body.error ?? `${url}: HTTP ${response.status}`);
  return body;
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Every JSON file of journey-config/ and schemas/ as on disk, by path. */
export async function fetchStudioFiles(): Promise<Record<string, StudioFile>> {
  return (await call<{ files: Record<string, StudioFile> }>('/__studio/files')).files;
}

/**
 * Checks a programme with the studio's texts over the files on disk (nothing written). `part`: `fast` (the default:
 * lint and example vectors, the re-check of every edit), `scenarios` (only the scenarios: seconds; ask right after a
 * fast check and show them when they come), or `all`. A null text is a file the studio deleted.
 */
export function checkProgramme(
  programme: string,
  files: Record<string, string | null>,
  part: CheckPart = 'fast',
  signal?: AbortSignal,
): Promise<CheckResult> {
  const query = part === 'scenarios' ? '?scenarios=only' : part === 'all' ? '?scenarios=include' : '';
  return call<CheckResult>(`/__studio/check${query}`, { ...post({ programme, files }), ...(signal ? { signal } : {}) });
}

/** Saves files; a file changed on disk since it was read (409) or a refused path (403) comes back as `ok: false`. */
export async function saveStudioFiles(files: Record<string, SaveEntry>): Promise<SaveResult> {
  const response = await fetch('/__studio/save', post({ files }));
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, saved: body.saved as string[], hashes: body.hashes as Record<string, string> };
  const error = typeof body.error === 'string' ? body.error : `save: HTTP ${response.status}`;
  if (response.status === 409)
    return { ok: false, status: 409, error, conflicts: (body.conflicts as string[] | undefined) ?? [] };
  return { ok: false, status: response.status, error };
}

/**
 * Runs `journey publish <programme> --request` or `journey approve <programme> <version> --by` over the saved files:
 * its exit code and its words (a refusal is exit 1 with the command's message). An approval plays the programme's
 * scenarios: tens of seconds.
 */
export function runReleaseCommand(command: ReleaseCommand): Promise<ReleaseAnswer> {
  return call<ReleaseAnswer>('/__studio/release', post(command));
}

/** The file at the last commit (for the item-level diff before a save), or null when it is new. */
export async function fetchHeadText(path: string): Promise<string | null> {
  return (await call<{ text: string | null }>(`/__studio/head?path=${encodeURIComponent(path)}`)).text;
}

/**
 * What a save sends for the studio's texts: each file whose text differs from what was read (a file read and now
 * absent is deleted; a file not read is new).
 */
export function changedFiles(
  read: Readonly<Record<string, StudioFile>>,
  present: Readonly<Record<string, string>>,
): Record<string, SaveEntry> {
  const changes: Record<string, SaveEntry> = {};
  for (const [path, text] of Object.entries(present)) {
    const base = read[path];
    if (base?.text !== text) changes[path] = { text, baseHash: base?.hash ?? null };
  }
  for (const [path, base] of Object.entries(read))
    if (!(path in present)) changes[path] = { text: null, baseHash: base.hash };
  return changes;
}
