import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Json } from '../../engine/json.ts';
import {
  readRecords,
  recordHashOf,
  releaseFile,
  versionFile,
  type ReleaseRecord,
  type UnsealedRecord,
} from '../../engine/release-chain.ts';
import { lintReleaseChains } from '../../engine/release-lint.ts';
import type { ConfigSource, Problem } from '../../engine/types.ts';

/** SHA-256 in hex, the digest of every release hash. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Lint's check of every release chain (or only programme `only`'s), with Node's SHA-256. */
export const lintChains = (source: ConfigSource, only?: string): Problem[] =>
  lintReleaseChains(source, sha256Hex, only);

/** Who runs the command: `--by`, else git's user.name and user.email in `root`; undefined when neither is set. */
export function identityOf(root: string, by: string | undefined): string | undefined {
  if (by?.trim()) return by.trim();
  const git = (key: string) => {
    try {
      return execFileSync('git', ['config', key], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return '';
    }
  };
  const name = git('user.name');
  const email = git('user.email');
  return name || email ? `${name}${email ? ` <${email}>` : ''}`.trim() : undefined;
}

function writeJson(root: string, file: string, json: unknown): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), `${JSON.stringify(json, null, 2)}\n`);
}

/** Stores a version's resolved document where the chain's lint and the next request's diff read it. */
export function storeVersion(root: string, programme: string, hash: string, content: Json): void {
  writeJson(root, versionFile(programme, hash), {
    $schema: '../../meta/release-version.schema.json',
    programme,
    hash,
    content,
  });
}

/** Appends a record to the programme's release file, linked to the last record and sealed with its own hash. */
export function appendRecord(
  root: string,
  source: ConfigSource,
  programme: string,
  fields: UnsealedRecord,
): ReleaseRecord {
  const records = readRecords(source, programme);
  const linked = { ...fields, previous: records.at(-1)?.recordHash ?? null };
  const record = { ...linked, recordHash: recordHashOf(linked, sha256Hex) } as ReleaseRecord;
  writeJson(root, releaseFile(programme), {
    $schema: '../meta/releases.schema.json',
    programme,
    records: [...records, record],
  });
  return record;
}
