import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isJsonObject } from '../../engine/json.ts';
import { listProgrammes } from '../../engine/resolve-programme.ts';
import {
  SERVED_VERSIONS,
  readRecords,
  servedRequests,
  servedVersionPath,
  versionFile,
} from '../../engine/release-chain.ts';
import type { ConfigSource } from '../../engine/types.ts';

/** A published version the build serves: its programme, label and content hash. */
export interface ServedVersion {
  programme: string;
  version: string;
  hash: string;
}

/** Every programme's published versions not retired (journey retire), with a stored document to serve. */
export function servedVersions(source: ConfigSource): ServedVersion[] {
  return listProgrammes(source).flatMap((programme) =>
    servedRequests(readRecords(source, programme))
      .filter((r) => isJsonObject(source[versionFile(programme, r.hash)]))
      .map((r) => ({ programme, version: r.version, hash: r.hash })),
  );
}

/**
 * Writes each published version's resolved programme under its content hash in `publicDir` (Vite copies it into
 * dist/, where both servers answer it as immutable).
 */
export function writeServedVersions(source: ConfigSource, publicDir: string): ServedVersion[] {
  const served = servedVersions(source);
  rmSync(join(publicDir, SERVED_VERSIONS), { recursive: true, force: true });
  for (const { programme, version, hash } of served) {
    const stored = source[versionFile(programme, hash)] as { content: unknown };
    const file = join(publicDir, servedVersionPath(programme, hash));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ programme, version, hash, content: stored.content })}\n`);
  }
  return served;
}
