import { readRecords } from '../../../engine/release-chain.ts';
import { readProgrammeDeployment } from '../../../engine/release-rollout.ts';
import type { Problem, ResolvedProgramme } from '../../../engine/types.ts';
import type { Edit, FileTexts } from '../../model/files.ts';
import { sourceOf } from '../../model/programme-layers.ts';
import { ProblemList } from '../../problem-list.tsx';
import { describeDeployment, isReleaseProblem, listVersionRows, type VersionRow } from '../../model/releases.ts';
import type { ReleaseCommands } from '../use-release-commands.ts';
import { ApproveVersion } from './approve-version.tsx';
import { CompareVersions } from './release-compare.tsx';
import { ReleaseOutcome } from './release-outcome.tsx';
import { RequestReview } from './request-review.tsx';
import { RolloutEditor } from './rollout-editor.tsx';

interface ReleasesPanelProps {
  /** the programme as the studio resolves it now, unsaved edits included */
  programme: ResolvedProgramme;
  files: FileTexts;
  /** the files with unsaved edits: a request is of the saved files, so it waits until they are saved */
  changed: Readonly<Record<string, string | null>>;
  /** the check's lint problems: those of the programme's release records and rollout are shown here */
  problems: readonly Problem[];
  release: ReleaseCommands;
  epoch: number;
  edit(label: string, edits: Edit[], group?: string): void;
}

/**
 * The programme's versions (journey-config/releases/<programme>.json, read by the engine's release-chain functions):
 * each with its hash, author, approver, time, note and changelog; which is live and the rollout (deployment.json); two
 * versions compared; a review requested and a version approved as `journey publish --request` and `journey approve`
 * do it, on the studio's server.
 */
export function ReleasesPanel({ programme, files, changed, problems, release, epoch, edit }: ReleasesPanelProps) {
  const source = sourceOf(files);
  const deployment = readProgrammeDeployment(source, programme.id);
  const rows = listVersionRows(readRecords(source, programme.id), deployment);
  const chain = problems.filter((p) => isReleaseProblem(p, programme.id));
  return (
    <section aria-label="Releases" className="st-releases">
      <h3>Releases</h3>
      <p aria-label="Deployment">{describeDeployment(programme.id, deployment)}</p>
      {chain.length > 0 && <ProblemList problems={chain} label="Release record problems" />}
      {rows.length ? (
        <VersionList programme={programme.id} rows={rows} />
      ) : (
        <p>{programme.id} has no version yet: request the first one below.</p>
      )}
      <CompareVersions programme={programme} files={files} rows={rows} />
      <RequestReview programme={programme.id} changed={changed} release={release} />
      <ApproveVersion programme={programme.id} rows={rows} release={release} />
      <ReleaseOutcome state={release.state} />
      <RolloutEditor key={epoch} programme={programme.id} deployment={deployment} rows={rows} edit={edit} />
    </section>
  );
}

/** An ISO time as a reader takes it in: `2025-04-01 09:30 UTC`. */
const shownTime = (at: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(at) ? `${at.slice(0, 10)} ${at.slice(11, 16)} UTC` : at;

function stateOf(row: VersionRow): string {
  if (!row.approval) return 'pending review';
  if (row.retired) return `retired by ${row.retired.by} (no lead in flight runs it; the build serves it no more)`;
  if (row.serves && 'live' in row.serves) return 'published, live';
  if (row.serves) return `published, rolled out to ${row.serves.rollout} % of new leads`;
  return 'published';
}

/** The versions, newest first: each as its records say it. */
function VersionList({ programme, rows }: { programme: string; rows: readonly VersionRow[] }) {
  return (
    <ol aria-label={`Versions of ${programme}`} className="st-versions" reversed>
      {[...rows].reverse().map((row) => (
        <li
          key={row.version}
          aria-label={row.version}
          data-state={row.retired ? 'retired' : row.approval ? 'published' : 'pending'}
        >
          <h4>
            {row.version}: {stateOf(row)}
          </h4>
          <dl>
            <dt>Hash</dt>
            <dd>
              <code title={row.hash}>{row.hash.slice(0, 12)}</code>
            </dd>
            <dt>Requested</dt>
            <dd>
              by {row.author}, <time dateTime={row.requestedAt}>{shownTime(row.requestedAt)}</time>
            </dd>
            <dt>Approved</dt>
            <dd>
              {row.approval ? (
                <>
                  by {row.approval.approver}, <time dateTime={row.approval.at}>{shownTime(row.approval.at)}</time>
                </>
              ) : (
                'not yet: another person approves it'
              )}
            </dd>
            {row.note && (
              <>
                <dt>Note</dt>
                <dd>{row.note}</dd>
              </>
            )}
            {row.takesFrom && (
              <>
                <dt>Leads in flight</dt>
                <dd>those on {row.takesFrom.join(', ')} move to it</dd>
              </>
            )}
            <dt>Changes</dt>
            <dd>
              <ul aria-label={`Changes in ${row.version}`}>
                {row.changelog.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
