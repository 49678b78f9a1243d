import { useCallback, useEffect, useRef, useState } from 'react';
import { runReleaseCommand, type ReleaseCommand } from './studio-client.ts';

/** The last release command: idle, running (since when), or its outcome in the command's own words. */
export type ReleaseState =
  | { status: 'idle' }
  | { status: 'running'; command: ReleaseCommand; since: number }
  | { status: 'succeeded'; command: ReleaseCommand; said: string }
  | { status: 'refused'; command: ReleaseCommand; said: string }
  | { status: 'failed'; command: ReleaseCommand; error: string };

export interface ReleaseCommands {
  state: ReleaseState;
  /** Runs a request or an approval on the studio's server, then takes the files it wrote. */
  run(command: ReleaseCommand): void;
}

/**
 * The studio's release commands, one at a time: a request or an approval runs on the server (an approval plays the
 * programme's scenarios, tens of seconds) while the page stays usable; then `refresh` takes the records it wrote. Kept
 * above the tabs, so the outcome is still there after a look at another tab.
 */
export function useReleaseCommands(refresh: () => Promise<void>): ReleaseCommands {
  const [state, setState] = useState<ReleaseState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const run = useCallback(
    (command: ReleaseCommand) => {
      setState({ status: 'running', command, since: Date.now() });
      runReleaseCommand(command)
        .then(async ({ code, out, err }) => {
          await refresh();
          const said = (code === 0 ? out : err || out).trimEnd();
          if (mounted.current) setState({ status: code === 0 ? 'succeeded' : 'refused', command, said });
        })
        .catch((error: unknown) => {
          if (mounted.current)
            setState({ status: 'failed', command, error: error instanceof Error ? error.message : String(error) });
        });
    },
    [refresh],
  );
  return { state, run };
}
