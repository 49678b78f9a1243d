import {
  RELEASES_ROOT,
  canonicalJson,
  readRecords,
  readVersionContent,
  recordHashOf,
  releaseFile,
  versionFile,
  type Digest,
  type ReleaseRecord,
} from './release-chain.ts';
import type { ConfigSource, Problem } from './types.ts';

const short = (hash: string) => hash.slice(0, 12);

/** The programmes that have a release file. */
function releasedProgrammes(source: ConfigSource): string[] {
  const pattern = new RegExp(`^${RELEASES_ROOT}/([^/]+)\\.json$`);
  return Object.keys(source)
    .flatMap((path) => pattern.exec(path)?.[1] ?? [])
    .sort();
}

/** Record `i` of a programme's chain, with the config it is read from and the digest that checks it. */
interface RecordAt {
  source: ConfigSource;
  programme: string;
  records: ReleaseRecord[];
  i: number;
  digest: Digest;
}

/** What a record points at: a request's stored version still hashing to its hash, an approval's request. */
function lintTarget({ source, programme, records, i, digest }: RecordAt): Problem[] {
  const record = records[i]!;
  const at = (key: string, message: string): Problem[] => [
    { file: releaseFile(programme), pointer: `/records/${i}/${key}`, message },
  ];
  if (record.kind === 'request') {
    const path = versionFile(programme, record.hash);
    const content = readVersionContent(source, programme, record.hash);
    if (content === undefined) return at('hash', `${record.version}'s version ${path} is missing`);
    const hash = digest(canonicalJson(content));
    return hash === record.hash
      ? []
      : at('hash', `${record.version}'s version ${path} was edited after it was recorded: it hashes to ${short(hash)}`);
  }
  const request = records
    .slice(0, i)
    .find((r) => r.kind === 'request' && r.version === record.version && r.hash === record.hash);
  if (!request) return at('version', `approves ${record.version}, which no earlier request of that hash names`);
  if (request.kind === 'request' && request.author === record.approver) {
    return at(
      'approver',
      `${record.version} is approved by its own author ${record.approver}: another person must approve it`,
    );
  }
  return [];
}

/** One record: its link to the one before, its own hash, and what it points at. */
function lintRecord(at: RecordAt): Problem[] {
  const { programme, records, i, digest } = at;
  const file = releaseFile(programme);
  const record = records[i]!;
  const problems: Problem[] = [];
  const before = i === 0 ? null : records[i - 1]!.recordHash;
  if (record.previous !== before) {
    const named = record.previous === null ? 'no record' : short(String(record.previous));
    problems.push({
      file,
      pointer: `/records/${i}/previous`,
      message: `names ${named} as the record before, but the record before is ${before === null ? 'none' : short(before)}: the chain is broken`,
    });
  }
  const own = recordHashOf(record, digest);
  if (record.recordHash !== own) {
    problems.push({
      file,
      pointer: `/records/${i}/recordHash`,
      message: `${record.version} was edited after it was recorded: its fields hash to ${short(own)}, not ${short(String(record.recordHash))}`,
    });
  }
  return [...problems, ...lintTarget(at)];
}

/**
 * Every release file's chain (or only programme `only`'s): each record names the one before by hash, and none was
 * edited afterwards.
 */
export function lintReleaseChains(source: ConfigSource, digest: Digest, only?: string): Problem[] {
  const programmes = releasedProgrammes(source).filter((programme) => only === undefined || programme === only);
  return programmes.flatMap((programme) => {
    const records = readRecords(source, programme);
    return records.flatMap((_, i) => lintRecord({ source, programme, records, i, digest }));
  });
}
