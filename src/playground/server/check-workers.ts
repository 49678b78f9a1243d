import { Worker } from 'node:worker_threads';
import type { CheckRunner } from './studio-api.ts';
import type { CheckPart, CheckResult, Overlay } from './studio-check.ts';

interface Pending {
  resolve: (r: CheckResult) => void;
  reject: (e: Error) => void;
}

type Run = ((programme: string, overlay: Overlay, part: CheckPart) => Promise<CheckResult>) & { stop(): void };

/** One worker thread answering checks in order, started on first use and again after it dies. */
function checkWorker(root: string): Run {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, Pending>();
  const start = (): Worker => {
    // headless scenarios run the app's store as the built app runs it, without development checks (as journey test)
    const w = new Worker(new URL('./studio-worker.mjs', import.meta.url), {
      workerData: { root },
      env: { ...process.env, NODE_ENV: 'production' },
    });
    w.on('message', ({ id, result, error }: { id: number; result?: CheckResult; error?: string }) => {
      const p = pending.get(id);
      pending.delete(id);
      if (error !== undefined) p?.reject(new Error(error));
      else p?.resolve(result!);
      // an idle worker does not keep the process alive (the dev server's close, a test's end)
      if (!pending.size) w.unref();
    });
    w.on('error', (error) => {
      for (const p of pending.values()) p.reject(error);
      pending.clear();
      worker = undefined;
    });
    return w;
  };
  const run = (programme: string, overlay: Overlay, part: CheckPart) =>
    new Promise<CheckResult>((resolve, reject) => {
      worker ??= start();
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, programme, overlay, part });
    });
  return Object.assign(run, { stop: () => void worker?.terminate() });
}

/**
 * Runs one check at a time; a check asked again (same programme and part) before the last one asked started replaces
 * it, and both callers get the newer texts' answer: typing fast never queues a check per keystroke behind a run of
 * the scenarios.
 */
export function latestOnly(run: CheckRunner): CheckRunner {
  let busy = false;
  const queued = new Map<string, { args: [string, Overlay, CheckPart]; waiters: Pending[] }>();
  const pump = (): void => {
    const next = queued.entries().next();
    if (busy || next.done) return;
    const [key, { args, waiters }] = next.value;
    queued.delete(key);
    busy = true;
    const settle = (answer: (w: Pending) => void) => {
      busy = false;
      pump();
      waiters.forEach(answer);
    };
    run(...args).then(
      (r) => settle((w) => w.resolve(r)),
      (e: Error) => settle((w) => w.reject(e)),
    );
  };
  return (programme, overlay, part) =>
    new Promise<CheckResult>((resolve, reject) => {
      const key = `${part} ${programme}`;
      const waiters = queued.get(key)?.waiters ?? [];
      queued.set(key, { args: [programme, overlay, part], waiters: [...waiters, { resolve, reject }] });
      pump();
    });
}

/**
 * The dev server's check runner: lint and vectors in one worker thread (answered in well under a second), scenarios in
 * another, so a scenario run of several seconds never holds up the re-check of the next edit.
 */
export function workerCheckRunner(root: string): CheckRunner & { stop(): void } {
  const fast = checkWorker(root);
  const slow = checkWorker(root);
  const runFast = latestOnly(fast);
  const runSlow = latestOnly(slow);
  const run: CheckRunner = (programme, overlay, part) =>
    (part === 'fast' ? runFast : runSlow)(programme, overlay, part);
  // the dev server's restart (a config change) makes a new runner: the old one's threads end with its server
  return Object.assign(run, { stop: () => (fast.stop(), slow.stop()) });
}
