import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReleaseRecord } from '../../src/engine/release-chain.ts';

// What the release tests share, read and written with the file system alone (a page's test cannot load the CLI): the
// programme, the two people of four eyes, the records a release writes, and a change for the next request to list.

export const BL = 'business-loan';
export const ASHA = 'Asha <asha@lender.example>';
export const RAVI = 'Ravi <ravi@lender.example>';
export const RELEASES = `journey-config/releases/${BL}.json`;
const TEXTS = 'journey-config/common/texts.json';

/** The programme's release records as on disk under `root`. */
export function readReleaseRecords(root: string): ReleaseRecord[] {
  return (JSON.parse(readFileSync(join(root, RELEASES), 'utf8')) as { records: ReleaseRecord[] }).records;
}

/** Sets a common text on disk under `root`: a change the next request lists. */
export function setCommonTextOnDisk(root: string, key: string, text: string): void {
  const path = join(root, TEXTS);
  const json = JSON.parse(readFileSync(path, 'utf8')) as { texts: Record<string, string> };
  json.texts[key] = text;
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}
