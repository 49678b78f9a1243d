import { useEffect, useState } from 'react';
import type { ReleaseCommand } from '../studio-client.ts';
import type { ReleaseState } from '../use-release-commands.ts';

/** What a running command is doing, in a line. */
function runningWords(c: ReleaseCommand): string {
  return c.command === 'request'
    ? `Requesting a review of ${c.programme}: journey publish resolves it and writes its changelog…`
    : `Approving ${c.programme} ${c.version} as ${c.by}: journey approve runs lint and the programme's scenarios…`;
}

/** Seconds since `since`, counted while shown: a long approval shows it is still at work. */
function useSecondsSince(since: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === undefined ? 0 : Math.max(0, Math.round((now - since) / 1000));
}

/** What the last command is doing or did, in its own words: a status while it runs or when it succeeded, an alert when refused. */
export function ReleaseOutcome({ state }: { state: ReleaseState }) {
  const seconds = useSecondsSince(state.status === 'running' ? state.since : undefined);
  return (
    <>
      <div role="status" aria-label="Release command" className="st-release-status">
        {state.status === 'running' && (
          <p>
            {runningWords(state.command)} ({seconds} s)
          </p>
        )}
        {state.status === 'succeeded' && <pre>{state.said}</pre>}
      </div>
      {state.status === 'refused' && (
        <div role="alert" aria-label="Release refused" className="pg-error">
          <pre>{state.said}</pre>
        </div>
      )}
      {state.status === 'failed' && (
        <p role="alert" aria-label="Release failed" className="pg-error">
          The command did not run: {state.error}
        </p>
      )}
    </>
  );
}
