import { escapePointerSegment } from '../../engine/pointer.ts';
import { parsePointer } from '../../engine/pointer.ts';
import { releaseFile, type ReleaseRecord } from '../../engine/release-chain.ts';
import { DEPLOYMENT_FILE, type ProgrammeDeployment } from '../../engine/release-rollout.ts';
import type { Edit } from './files.ts';

// What the Releases tab shows of a programme's release records and deployment, and its edits of the rollout.

/** One version: its request, its approval when it has one, and what the deployment gives it. */
export interface VersionRow {
  version: string;
  hash: string;
  author: string;
  requestedAt: string;
  note: string;
  changelog: readonly string[];
  /** who published it, and when; absent while it waits for review */
  approval?: { approver: string; at: string };
  /** new leads get it: every one not in the rollout (`live`), or the rollout's share (`rollout`, in percent) */
  serves?: { live: true } | { rollout: number };
  /** the build serves it no more (`journey retire`): by whom and when */
  retired?: { by: string; at: string };
  /** the versions whose leads in flight it takes along (`journey publish --migrate`) */
  takesFrom?: readonly string[];
}

/** What the deployment gives `version`: live, a rollout's share (a share of 0 gives it nobody), or nothing. */
function servesOf(deployment: ProgrammeDeployment | undefined, version: string): VersionRow['serves'] {
  if (deployment?.live === version) return { live: true };
  const rollout = deployment?.rollout;
  return rollout?.version === version && rollout.percent > 0 ? { rollout: rollout.percent } : undefined;
}

/** Each requested version in order, with its approval and what the deployment gives it. */
export function listVersionRows(
  records: readonly ReleaseRecord[],
  deployment: ProgrammeDeployment | undefined,
): VersionRow[] {
  return records.flatMap((r) => {
    if (r.kind !== 'request') return [];
    const approval = records.find((a) => a.kind === 'approval' && a.version === r.version && a.hash === r.hash);
    const retired = records.find((a) => a.kind === 'retirement' && a.version === r.version && a.hash === r.hash);
    const serves = servesOf(deployment, r.version);
    return [
      {
        version: r.version,
        hash: r.hash,
        author: r.author,
        requestedAt: r.at,
        note: r.note,
        changelog: r.changelog,
        ...(approval?.kind === 'approval' ? { approval: { approver: approval.approver, at: approval.at } } : {}),
        ...(serves ? { serves } : {}),
        ...(retired?.kind === 'retirement' ? { retired: { by: retired.by, at: retired.at } } : {}),
        ...(r.migration ? { takesFrom: r.migration.from } : {}),
      },
    ];
  });
}

/** The deployment in a line: "v1 live; v2 to 50 % of new leads". */
export function describeDeployment(programme: string, deployment: ProgrammeDeployment | undefined): string {
  if (!deployment)
    return `deployment.json names no live version of ${programme}: new leads run the programme the app is built from.`;
  const { live, rollout } = deployment;
  if (!rollout) return `${live} live; no rollout.`;
  if (rollout.percent <= 0) return `${live} live; ${rollout.version} rolled back (0 % of new leads).`;
  if (rollout.percent >= 100) return `${live} live; ${rollout.version} to every new lead (100 %).`;
  return `${live} live; ${rollout.version} to ${rollout.percent} % of new leads.`;
}

/** True for a problem of the programme's release records or of its entry in deployment.json's `releases`. */
export function isReleaseProblem(problem: { file: string; pointer: string }, programme: string): boolean {
  if (problem.file === releaseFile(programme)) return true;
  const [first, second] = parsePointer(problem.pointer);
  return problem.file === DEPLOYMENT_FILE && first === 'releases' && second === programme;
}

/** A rollout's share as typed: a whole number from 0 to 100, else undefined. */
export function readPercent(text: string): number | undefined {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return undefined;
  const percent = Number(text);
  return percent <= 100 ? percent : undefined;
}

const placeOf = (programme: string) => `/releases/${escapePointerSegment(programme)}`;

/** The edit that makes `version` the programme's live version in deployment.json (its entry made when it has none). */
export function setLiveVersion(programme: string, version: string): Edit[] {
  return [{ file: DEPLOYMENT_FILE, pointer: `${placeOf(programme)}/live`, value: version }];
}

/** The edit that rolls `version` out to `percent` % of new leads, or (null) takes the rollout away. */
export function setRollout(programme: string, rollout: { version: string; percent: number } | null): Edit[] {
  const pointer = `${placeOf(programme)}/rollout`;
  return [
    rollout ? { file: DEPLOYMENT_FILE, pointer, value: rollout } : { file: DEPLOYMENT_FILE, pointer, remove: true },
  ];
}

/** The edit that changes the rollout's share alone (one number in the file's diff). */
export function setRolloutShare(programme: string, percent: number): Edit[] {
  return [{ file: DEPLOYMENT_FILE, pointer: `${placeOf(programme)}/rollout/percent`, value: percent }];
}
