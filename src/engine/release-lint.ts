import { isJsonObject, type Json } from './json.ts';
import { DEPLOYMENT_FILE } from './release-rollout.ts';
import {
  RELEASES_ROOT,
  canonicalJson,
  readRecords,
  readVersionContent,
  recordHashOf,
  releaseFile,
  programmeOfVersion,
  publishedProgrammes,
  servedRequests,
  versionFile,
  type Digest,
  type ReleaseRecord,
  type ReleaseRequest,
} from './release-chain.ts';
import { lintMigration } from './release-migration-lint.ts';
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

/** A request's migration against the versions published before it and the version it stores. */
function lintRecordMigration(
  source: ConfigSource,
  programme: string,
  before: readonly ReleaseRecord[],
  record: ReleaseRequest,
  content: Json,
): Problem[] {
  const earlier = publishedProgrammes(source, programme, before);
  const i = before.length;
  return lintMigration(
    record.migration!,
    earlier,
    programmeOfVersion(content, record.version, record.hash),
    (pointer, message) => ({
      file: releaseFile(programme),
      pointer: `/records/${i}/migration${pointer}`,
      message,
    }),
  );
}

/** What a record points at: a request's stored version still hashing to its hash, an approval's request, a retirement's approval. */
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
    if (hash !== record.hash)
      return at(
        'hash',
        `${record.version}'s version ${path} was edited after it was recorded: it hashes to ${short(hash)}`,
      );
    return record.migration ? lintRecordMigration(source, programme, records.slice(0, i), record, content) : [];
  }
  if (record.kind === 'retirement') {
    const published = records
      .slice(0, i)
      .some((r) => r.kind === 'approval' && r.version === record.version && r.hash === record.hash);
    return published
      ? []
      : at('version', `retires ${record.version}, which no earlier approval of that hash published`);
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

/** Each version deployment.json makes live or rolls out is one the build serves: published and not retired. */
function lintDeployedVersions(source: ConfigSource): Problem[] {
  const deployment = source[DEPLOYMENT_FILE];
  const releases = isJsonObject(deployment) && isJsonObject(deployment.releases) ? deployment.releases : {};
  return Object.entries(releases).flatMap(([programme, release]) => {
    if (!isJsonObject(release)) return [];
    const served = servedRequests(readRecords(source, programme)).map((r) => r.version);
    const named = [
      { pointer: `/releases/${programme}/live`, version: release.live },
      ...(isJsonObject(release.rollout)
        ? [{ pointer: `/releases/${programme}/rollout/version`, version: release.rollout.version }]
        : []),
    ];
    return named
      .filter(({ version }) => typeof version === 'string' && !served.includes(version))
      .map(({ pointer, version }) => ({
        file: DEPLOYMENT_FILE,
        pointer,
        message: `${programme} ${String(version)} is not served: it is ${readRecords(source, programme).some((r) => r.kind === 'retirement' && r.version === version) ? 'retired' : 'no published version'} (served: ${served.join(', ') || 'none'})`,
      }));
  });
}

/**
 * Every release file's chain (or only programme `only`'s): each record names the one before by hash, and none was
 * edited afterwards; and every version the deployment runs is served.
 */
export function lintReleaseChains(source: ConfigSource, digest: Digest, only?: string): Problem[] {
  const mine = (programme: string) => only === undefined || programme === only;
  return [
    ...releasedProgrammes(source)
      .filter(mine)
      .flatMap((programme) => {
        const records = readRecords(source, programme);
        return records.flatMap((_, i) => lintRecord({ source, programme, records, i, digest }));
      }),
    ...lintDeployedVersions(source).filter((p) => mine(p.pointer.split('/')[2] ?? '')),
  ];
}
