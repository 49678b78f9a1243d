import { isJsonObject } from './json.ts';
import { RELEASES_ROOT, canonicalJson, readRecords, recordHashOf, releaseFile, versionFile, type Digest, type ReleaseRecord } from './release-chain.ts';
import type { ConfigSource, Problem } from './types.ts';

const short = (hash: string) => hash.slice(0, 12);

/** The programmes that have a release file. */
function releasedProgrammes(source: ConfigSource): string[] {
  const pattern = new RegExp(`^${RELEASES_ROOT}/([^/]+)\\.json$`);
  return Object.keys(source).flatMap((path) => pattern.exec(path)?.[1] ?? []).sort();
}

/** One record: its link to the one before, its own hash, and (a request) the stored version's hash. */
function lintRecord(source: ConfigSource, programme: string, records: ReleaseRecord[], i: number, digest: Digest): Problem[] {
  const file = releaseFile(programme);
  const record = records[i]!;
  const problems: Problem[] = [];
  const before = i === 0 ? null : records[i - 1]!.recordHash;
  if (record.previous !== before) {
    problems.push({ file, pointer: `/records/${i}/previous`, message: `names ${record.previous === null ? 'no record' : short(String(record.previous))} as the record before, but the record before is ${before === null ? 'none' : short(before)}: the chain is broken` });
  }
  const own = recordHashOf(record, digest);
  if (record.recordHash !== own) {
    problems.push({ file, pointer: `/records/${i}/recordHash`, message: `${record.version} was edited after it was recorded: its fields hash to ${short(own)}, not ${short(String(record.recordHash))}` });
  }
  if (record.kind === 'request') {
    const stored = source[versionFile(programme, record.hash)];
    const content = isJsonObject(stored) ? stored.content : undefined;
    if (content === undefined) problems.push({ file, pointer: `/records/${i}/hash`, message: `${record.version}'s version ${versionFile(programme, record.hash)} is missing` });
    else if (digest(canonicalJson(content)) !== record.hash) {
      problems.push({ file, pointer: `/records/${i}/hash`, message: `${record.version}'s version ${versionFile(programme, record.hash)} was edited after it was recorded: it hashes to ${short(digest(canonicalJson(content)))}` });
    }
  } else if (!records.slice(0, i).some((r) => r.kind === 'request' && r.version === record.version && r.hash === record.hash)) {
    problems.push({ file, pointer: `/records/${i}/version`, message: `approves ${record.version}, which no earlier request of that hash names` });
  }
  return problems;
}

/** Every release file's chain: each record names the one before by hash, and none was edited afterwards. */
export function lintReleaseChains(source: ConfigSource, digest: Digest): Problem[] {
  return releasedProgrammes(source).flatMap((programme) => {
    const records = readRecords(source, programme);
    return records.flatMap((_, i) => lintRecord(source, programme, records, i, digest));
  });
}
