import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listProgrammes } from '../../engine/resolve-programme.ts';
import {
  SERVED_VERSIONS,
  readRecords,
  readVersionContent,
  servedRequests,
  servedVersionPath,
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
      .filter((r) => readVersionContent(source, programme, r.hash) !== undefined)
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
    const content = readVersionContent(source, programme, hash);
    const file = join(publicDir, servedVersionPath(programme, hash));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ programme, version, hash, content })}\n`);
  }
  return served;
}
