import { useState } from 'react';
import type { ProgrammeDeployment } from '../../../engine/release-rollout.ts';
import type { Edit } from '../../model/files.ts';
import { readPercent, setLiveVersion, setRollout, setRolloutShare, type VersionRow } from '../../model/releases.ts';

type RecordEdit = (label: string, edits: Edit[], group?: string) => void;

interface RolloutEditorProps {
  programme: string;
  deployment: ProgrammeDeployment | undefined;
  rows: readonly VersionRow[];
  edit: RecordEdit;
}

/**
 * Which published version new leads get (deployment.json `releases`), and the rollout of another to a share of them:
 * ordinary studio edits of deployment.json (undo, the check, Save), the share a whole number from 0 to 100.
 */
export function RolloutEditor({ programme, deployment, rows, edit }: RolloutEditorProps) {
  const published = rows.filter((r) => r.approval).map((r) => r.version);
  const rollout = deployment?.rollout;
  return (
    <section aria-label="Rollout">
      <h4>Rollout</h4>
      {published.length ? (
        <div className="st-inline">
          <label>
            Live version{' '}
            <select
              value={deployment?.live ?? ''}
              onChange={(e) =>
                edit(`Make ${programme} ${e.target.value} live`, setLiveVersion(programme, e.target.value))
              }
            >
              {!deployment && <option value="">none (the build&apos;s)</option>}
              {published.map((v) => (
                <option key={v}>{v}</option>
              ))}
            </select>
          </label>
          {deployment && (
            <RolloutChoice
              programme={programme}
              deployment={deployment}
              versions={published.filter((v) => v !== deployment.live)}
              edit={edit}
            />
          )}
        </div>
      ) : (
        <p>A version can go live once it is published.</p>
      )}
      {rollout && <ShareBox key={rollout.version} programme={programme} rollout={rollout} edit={edit} />}
    </section>
  );
}

/** The version rolled out beside the live one (none: every new lead gets the live one); it starts at 0 %. */
function RolloutChoice({
  programme,
  deployment,
  versions,
  edit,
}: {
  programme: string;
  deployment: ProgrammeDeployment;
  versions: readonly string[];
  edit: RecordEdit;
}) {
  const percent = deployment.rollout?.percent ?? 0;
  return (
    <label>
      Rolled out to a share of new leads{' '}
      <select
        value={deployment.rollout?.version ?? ''}
        onChange={({ target: { value } }) =>
          value
            ? edit(`Roll ${programme} ${value} out`, setRollout(programme, { version: value, percent }))
            : edit(`Stop the rollout of ${programme}`, setRollout(programme, null))
        }
      >
        <option value="">no rollout</option>
        {versions.map((v) => (
          <option key={v}>{v}</option>
        ))}
      </select>
    </label>
  );
}

/** The rollout's share as typed: written when it is a whole number from 0 to 100, else named and not written. */
function ShareBox({
  programme,
  rollout,
  edit,
}: {
  programme: string;
  rollout: { version: string; percent: number };
  edit: RecordEdit;
}) {
  const [typed, setTyped] = useState(String(rollout.percent));
  const percent = readPercent(typed);
  return (
    <>
      <label>
        Share of new leads (%){' '}
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          value={typed}
          aria-invalid={percent === undefined}
          {...(percent === undefined ? { 'aria-describedby': 'st-rollout-percent' } : {})}
          onChange={(e) => {
            setTyped(e.target.value);
            const next = readPercent(e.target.value);
            if (next !== undefined && next !== rollout.percent)
              edit(
                `Roll ${programme} ${rollout.version} out to ${next} %`,
                setRolloutShare(programme, next),
                `rollout:${programme}`,
              );
          }}
        />
      </label>
      {percent === undefined && (
        <p role="alert" id="st-rollout-percent" className="pg-error">
          A share is a whole number from 0 to 100: {typed || 'nothing'} is not written.
        </p>
      )}
    </>
  );
}
