import { useCallback, useEffect, useState } from 'react';
import { CONFIG_CHANGED_EVENT, STATE_PATH, type PlaygroundState } from './state-types.ts';

export type StateLoad = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; state: PlaygroundState; version: number };

/**
 * The config as the dev server reads it, fetched again whenever a config or schema file is saved (the server's
 * custom HMR event): no restart, no page reload, and what the analyst typed in the context stays.
 */
export function usePlaygroundState(): StateLoad {
  const [load, setLoad] = useState<StateLoad>({ status: 'loading' });
  const refetch = useCallback(async () => {
    try {
      const response = await fetch(STATE_PATH, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${STATE_PATH}: HTTP ${response.status}`);
      const state = (await response.json()) as PlaygroundState;
      setLoad((prev) => ({ status: 'ready', state, version: prev.status === 'ready' ? prev.version + 1 : 1 }));
    } catch (error) {
      setLoad({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  useEffect(() => {
    void refetch();
    const hot = import.meta.hot;
    if (!hot) return;
    // several files saved at once (a git checkout) arrive as a burst: one fetch for the burst
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refetch(), 80);
    };
    hot.on(CONFIG_CHANGED_EVENT, onChange);
    return () => {
      clearTimeout(timer);
      hot.off(CONFIG_CHANGED_EVENT, onChange);
    };
  }, [refetch]);
  return load;
}
