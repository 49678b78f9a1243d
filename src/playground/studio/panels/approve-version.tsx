import { useState } from 'react';
import type { VersionRow } from '../../model/releases.ts';
import type { ReleaseCommands } from '../use-release-commands.ts';

/** A pending version approved by another person: `journey approve <programme> <version> --by <identity>`. */
export function ApproveVersion({
  programme,
  rows,
  release,
}: {
  programme: string;
  rows: readonly VersionRow[];
  release: ReleaseCommands;
}) {
  const pending = rows.filter((r) => !r.approval).map((r) => r.version);
  const [version, setVersion] = useState<string>();
  const [by, setBy] = useState('');
  const chosen = version && pending.includes(version) ? version : pending.at(-1);
  const running = release.state.status === 'running';
  return (
    <section aria-label="Approve a version">
      <h4>Approve</h4>
      {chosen ? (
        <>
          <p className="st-note">
            Publishes the version as <code>journey approve</code> does: refused for its author, while lint reports a
            problem, while a scenario of {programme} fails, or when the programme changed since the request. Lint and
            the scenarios take a while; the studio stays usable meanwhile.
          </p>
          <div className="st-inline">
            <label>
              Version{' '}
              <select value={chosen} onChange={(e) => setVersion(e.target.value)}>
                {pending.map((v) => (
                  <option key={v}>{v}</option>
                ))}
              </select>
            </label>
            <label>
              Approve as <input value={by} autoComplete="off" onChange={(e) => setBy(e.target.value)} />
            </label>
          </div>
          <button
            type="button"
            disabled={running || !by.trim()}
            onClick={() => release.run({ command: 'approve', programme, version: chosen, by: by.trim() })}
          >
            Approve
          </button>
        </>
      ) : (
        <p>No version of {programme} waits for review.</p>
      )}
    </section>
  );
}
