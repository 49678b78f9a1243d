import { useEffect, useSyncExternalStore } from 'react';

/**
 * Work to do once React has committed what is being rendered now: validating a field just left (its last typed value
 * reaches the data in the same render as the blur), focusing the first invalid field once the errors are drawn.
 */
export interface AfterCommitQueue {
  /** Runs `job` after the commit of the render under way (or the next one). */
  push(job: () => void): void;
  subscribe(listener: () => void): () => void;
  version(): number;
  /** Runs the jobs waiting, in order. */
  run(): void;
}

export function createAfterCommitQueue(): AfterCommitQueue {
  let jobs: Array<() => void> = [];
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    push(job) {
      jobs.push(job);
      version += 1;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
    run() {
      const waiting = jobs;
      jobs = [];
      for (const job of waiting) job();
    },
  };
}

/**
 * Renders nothing; runs the queue's jobs after each commit that follows a push. Its own re-render is all a push
 * costs: the form around it does not re-render.
 */
export function AfterCommit({ queue }: { queue: AfterCommitQueue }) {
  const version = useSyncExternalStore(queue.subscribe, queue.version, queue.version);
  useEffect(() => queue.run(), [queue, version]);
  return null;
}
