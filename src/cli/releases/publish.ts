import { isJsonObject, type Json } from '../../engine/json.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lintMigration } from '../../engine/release-migration-lint.ts';
import type { Migration } from '../../engine/release-migration.ts';
import {
  canonicalJson,
  diffVersions,
  publishedProgrammes,
  publishedRequests,
  readRecords,
  readVersionContent,
  releaseContent,
  type ReleaseRequest,
} from '../../engine/release-chain.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../../engine/types.ts';
import { appendRecord, identityOf, sha256Hex, storeVersion } from './release-store.ts';

// `journey publish <programme> --request` and `journey approve <programme> <version>`: four eyes on a whole version.

export interface ReleaseOptions {
  request: boolean;
  note?: string;
  by?: string;
  /** A JSON file of the migration that moves leads in flight to the requested version (release-migration.ts). */
  migrate?: string;
}

export interface ReleaseDeps {
  out: (text: string) => void;
  /** lint's problems for one programme, the release chains included */
  lint: (programme: string) => Promise<Problem[]>;
  /** the names of the programme's scenarios that fail */
  scenarioFailures: (programme: ResolvedProgramme) => Promise<string[]>;
}

/** A refusal: the command prints it and exits 1. */
export class ReleaseRefusal extends Error {}

/** Who runs release command `command`: `--by`, else git's user; a refusal when neither says. */
export function identity(root: string, by: string | undefined, command: string): string {
  const who = identityOf(root, by);
  if (!who)
    throw new ReleaseRefusal(
      `journey ${command}: refused: who are you? Set git's user.name and user.email, or pass --by "<name> <email>"`,
    );
  return who;
}

/** The business-terms changelog of `programme` against the last published version (its stored document). */
function changelogSince(
  source: ConfigSource,
  programme: ResolvedProgramme,
  last: ReleaseRequest | undefined,
): string[] {
  if (!last) return ['first version'];
  const stored = readVersionContent(source, programme.id, last.hash);
  if (stored === undefined) return [`changes since ${last.version} unknown: its stored version is missing`];
  const lines = diffVersions(stored, releaseContent(programme));
  return lines.length ? lines : [`no change since ${last.version}`];
}

/** Records a pending version of the programme as it resolves now, with its changelog since the live version. */
export function requestRelease(
  root: string,
  source: ConfigSource,
  programme: ResolvedProgramme,
  options: ReleaseOptions,
  out: (text: string) => void,
): number {
  if (!options.request)
    throw new ReleaseRefusal(
      'journey publish: a version is published by another person: run journey publish <programme> --request, then they run journey approve <programme> <version>',
    );
  const author = identity(root, options.by, 'publish');
  const content = releaseContent(programme) as Json;
  const hash = sha256Hex(canonicalJson(content));
  const records = readRecords(source, programme.id);
  const same = records.find((r) => r.kind === 'request' && r.hash === hash);
  if (same)
    throw new ReleaseRefusal(
      `journey publish: refused: ${programme.id} is unchanged since ${same.version} (sha256 ${hash.slice(0, 12)})`,
    );
  const version = `v${records.filter((r) => r.kind === 'request').length + 1}`;
  const changelog = changelogSince(source, programme, publishedRequests(records).at(-1));
  const migration = options.migrate === undefined ? undefined : readMigration(root, source, programme, options.migrate);
  storeVersion(root, programme.id, hash, content);
  appendRecord(root, source, programme.id, {
    kind: 'request',
    version,
    hash,
    at: new Date().toISOString(),
    author,
    note: options.note ?? '',
    changelog,
    ...(migration ? { migration } : {}),
  });
  out(
    `journey publish: ${programme.id} ${version} requested by ${author}; another person approves it with: journey approve ${programme.id} ${version}`,
  );
  out(`  sha256 ${hash}`);
  for (const line of changelog) out(`  ${line}`);
  if (migration) out(`  leads in flight on ${migration.from.join(', ')} move to ${version}`);
  return 0;
}

/** The migration file of `--migrate`, its shape and its mapping checked against the versions it joins. */
function readMigration(root: string, source: ConfigSource, programme: ResolvedProgramme, file: string): Migration {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(resolve(root, file), 'utf8'));
  } catch (error) {
    throw new ReleaseRefusal(
      `journey publish: refused: cannot read the migration ${file} (${(error as Error).message})`,
    );
  }
  const names = (v: unknown) => isJsonObject(v) && Object.values(v).every((x) => typeof x === 'string');
  if (
    !isJsonObject(json) ||
    !Array.isArray(json.from) ||
    !json.from.length ||
    !json.from.every((v) => typeof v === 'string') ||
    (json.screens !== undefined && !names(json.screens)) ||
    (json.answers !== undefined && !names(json.answers))
  )
    throw new ReleaseRefusal(
      `journey publish: refused: ${file} is no migration: {"from": ["v1", ...], "screens": {"old": "new"}, "answers": {"savedAs.field": "savedAs.field"}}`,
    );
  const migration = json as unknown as Migration;
  const earlier = publishedProgrammes(source, programme.id, readRecords(source, programme.id));
  const problems = lintMigration(migration, earlier, programme, (pointer, message) => ({
    file,
    pointer,
    message,
  }));
  if (problems.length)
    throw new ReleaseRefusal(
      [
        `journey publish: refused: the migration names what the versions do not have`,
        ...problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`),
      ].join('\n'),
    );
  return migration;
}

/** Publishes a requested version when another person approves it, and lint and the programme's scenarios pass. */
export async function approveRelease(
  root: string,
  source: ConfigSource,
  programme: ResolvedProgramme,
  version: string,
  options: ReleaseOptions,
  deps: ReleaseDeps,
): Promise<number> {
  const records = readRecords(source, programme.id);
  const request = records.find((r): r is ReleaseRequest => r.kind === 'request' && r.version === version);
  if (!request)
    throw new ReleaseRefusal(`journey approve: refused: ${programme.id} has no requested version ${version}`);
  if (records.some((r) => r.kind === 'approval' && r.version === version))
    throw new ReleaseRefusal(`journey approve: refused: ${programme.id} ${version} is already published`);
  const approver = identity(root, options.by, 'approve');
  if (approver === request.author)
    throw new ReleaseRefusal(
      `journey approve: refused: ${approver} requested ${programme.id} ${version}; another person must approve it`,
    );
  const now = sha256Hex(canonicalJson(releaseContent(programme)));
  if (now !== request.hash)
    throw new ReleaseRefusal(
      `journey approve: refused: ${programme.id} has changed since ${version} was requested (sha256 ${request.hash.slice(0, 12)}, now ${now.slice(0, 12)}): request a new version`,
    );
  const problems = await deps.lint(programme.id);
  if (problems.length) {
    throw new ReleaseRefusal(
      [
        `journey approve: refused: journey lint reports ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
        ...problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`),
      ].join('\n'),
    );
  }
  const failing = await deps.scenarioFailures(programme);
  if (failing.length)
    throw new ReleaseRefusal(
      `journey approve: refused: ${failing.length} scenario${failing.length === 1 ? '' : 's'} of ${programme.id} fail${failing.length === 1 ? 's' : ''}: ${failing.join(', ')}`,
    );
  appendRecord(root, source, programme.id, {
    kind: 'approval',
    version,
    hash: request.hash,
    at: new Date().toISOString(),
    approver,
  });
  deps.out(
    `journey approve: ${programme.id} ${version} is published (requested by ${request.author}, approved by ${approver})`,
  );
  return 0;
}
