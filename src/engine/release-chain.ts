import { diffProgrammes } from './diff.ts';
import { isJsonObject, type Json } from './json.ts';
import { CONFIG_ROOT } from './resolve-programme.ts';
import type { Migration } from './release-migration.ts';
import type { ConfigSource, ResolvedProgramme } from './types.ts';

// A programme's release records (journey-config/releases/<programme>.json): an append-only chain of requests,
// approvals and retirements, each naming the record before it by hash, and each request naming the stored version it
// resolved to.

export const RELEASES_ROOT = `${CONFIG_ROOT}/releases`;

/** A version's label as releases.schema.json and deployment.schema.json write it: v1, v2, ... */
export const VERSION_LABEL = /^v[1-9][0-9]*$/;

/** SHA-256 of a text in hex; the caller's (Node's in the CLI): the engine imports no platform API. */
export type Digest = (text: string) => string;

interface RecordBase {
  /** the record's place in the chain: the recordHash of the record before it, null for the first */
  previous: string | null;
  version: string;
  /** sha-256 of the version's canonical JSON (the stored document's `content`) */
  hash: string;
  at: string;
  /** sha-256 of this record's canonical JSON without recordHash: a record edited afterwards no longer matches */
  recordHash: string;
}

export interface ReleaseRequest extends RecordBase {
  kind: 'request';
  author: string;
  note: string;
  changelog: string[];
  /** Leads in flight on the versions it names move to this one (release-migration.ts); absent: they finish where they began. */
  migration?: Migration;
}

export interface ReleaseApproval extends RecordBase {
  kind: 'approval';
  approver: string;
}

/** A published version the build no longer serves: the lender said no lead in flight runs it (`journey retire`). */
export interface ReleaseRetirement extends RecordBase {
  kind: 'retirement';
  by: string;
  note: string;
}

export type ReleaseRecord = ReleaseRequest | ReleaseApproval | ReleaseRetirement;

/** A record's fields before it is linked into the chain and sealed. */
export type UnsealedRecord =
  | Omit<ReleaseRequest, 'previous' | 'recordHash'>
  | Omit<ReleaseApproval, 'previous' | 'recordHash'>
  | Omit<ReleaseRetirement, 'previous' | 'recordHash'>;

/** JSON with every object's keys sorted: the same value always has the same text, so the same hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a version is: the resolved programme without where each part came from (a moved file is no new version). */
export function releaseContent(p: ResolvedProgramme): Json {
  const forms = Object.fromEntries(
    Object.entries(p.forms).map(([id, { schema, uiSchema }]) => [id, { schema, uiSchema }]),
  );
  const { origins: _origins, release: _release, ...rest } = { ...p, forms };
  return JSON.parse(canonicalJson(rest)) as Json;
}

/** The resolved programme a stored version holds, for diffing against the next one. */
export function programmeOfContent(content: Json): ResolvedProgramme {
  return { ...(content as unknown as ResolvedProgramme), origins: {} };
}

/** The programme a published version runs as: its stored content, naming the version it is. */
export function programmeOfVersion(content: Json, version: string, hash: string): ResolvedProgramme {
  return { ...programmeOfContent(content), release: { version, hash } };
}

/** The published version whose content `programme` resolves to, if any (its hash is `digest` of that content). */
export function releaseOf(
  source: ConfigSource,
  programme: ResolvedProgramme,
  digest: Digest,
): ResolvedProgramme['release'] {
  const hash = digest(canonicalJson(releaseContent(programme)));
  const request = publishedRequests(readRecords(source, programme.id)).find((r) => r.hash === hash);
  if (!request) return undefined;
  return { version: request.version, hash, ...(request.migration ? { migration: request.migration } : {}) };
}

export const releaseFile = (programme: string) => `${RELEASES_ROOT}/${programme}.json`;
/** Where the build serves published versions, each under its content hash, so a served file never changes. */
export const SERVED_VERSIONS = '/versions/';
export const servedVersionPath = (programme: string, hash: string) => `${SERVED_VERSIONS}${programme}/${hash}.json`;
export const versionFile = (programme: string, hash: string) => `${RELEASES_ROOT}/${programme}/${hash}.json`;

/** The content of the programme's stored version `hash` (the document the request stored), when it is there. */
export function readVersionContent(source: ConfigSource, programme: string, hash: string): Json | undefined {
  const stored = source[versionFile(programme, hash)];
  return isJsonObject(stored) ? stored.content : undefined;
}

/**
 * What changed from one version's content to another's, in the words of `journey diff` (the changelog's lines). Both
 * are canonical (`releaseContent`, or a stored content): a list compared whole must not differ by key order alone.
 */
export function diffVersions(before: Json, after: Json): string[] {
  return diffProgrammes(programmeOfContent(before), programmeOfContent(after));
}

/** A record's own hash: over every field but recordHash. */
export function recordHashOf(record: object, digest: Digest): string {
  const { recordHash: _own, ...fields } = record as { recordHash?: string };
  return digest(canonicalJson(fields));
}

/** The records of a programme's release file (none when it has no file yet). */
export function readRecords(source: ConfigSource, programme: string): ReleaseRecord[] {
  const file = source[releaseFile(programme)];
  return isJsonObject(file) && Array.isArray(file.records) ? (file.records as unknown as ReleaseRecord[]) : [];
}

/** The requests that an approval published, in order (the deployment names which is live). */
export function publishedRequests(records: readonly ReleaseRecord[]): ReleaseRequest[] {
  const approved = new Set(records.filter((r) => r.kind === 'approval').map((r) => r.version));
  return records.filter((r): r is ReleaseRequest => r.kind === 'request' && approved.has(r.version));
}

/** The published versions still served: those no retirement record names. */
export function servedRequests(records: readonly ReleaseRecord[]): ReleaseRequest[] {
  const retired = new Set(records.filter((r) => r.kind === 'retirement').map((r) => r.version));
  return publishedRequests(records).filter((r) => !retired.has(r.version));
}

/** Each published version among `records` that has its stored document, as the programme it runs as, by label. */
export function publishedProgrammes(
  source: ConfigSource,
  programme: string,
  records: readonly ReleaseRecord[],
): Record<string, ResolvedProgramme> {
  return Object.fromEntries(
    publishedRequests(records).flatMap((r) => {
      const stored = source[versionFile(programme, r.hash)];
      return isJsonObject(stored) && stored.content !== undefined
        ? [[r.version, programmeOfVersion(stored.content, r.version, r.hash)] as const]
        : [];
    }),
  );
}
