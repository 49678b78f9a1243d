// The page's waits, one helper each: a task of its own, the next frame, after a paint, a yield to the page.

/** Stops a wait that has not run yet. */
export type CancelWait = () => void;

/** Calls `then` in a task of its own, after whatever the page has queued meanwhile (a key, a paint). */
export function onNextTask(then: () => void): CancelWait {
  const timer = setTimeout(then, 0);
  return () => clearTimeout(timer);
}

/** Calls `then` in the next animation frame of `view` (before its paint), or in a task where there are no frames. */
export function onNextFrame(
  then: () => void,
  view: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'> | null = globalThis.window ?? null,
): CancelWait {
  if (typeof view?.requestAnimationFrame !== 'function') return onNextTask(then);
  const frame = view.requestAnimationFrame(() => then());
  return () => view.cancelAnimationFrame(frame);
}

/** Calls `then` in a task after the browser has painted what is committed now (a task queued from a frame runs after its paint). */
export function onAfterPaint(then: () => void): CancelWait {
  let cancelTask: CancelWait | undefined;
  const cancelFrame = onNextFrame(() => (cancelTask = onNextTask(then)));
  return () => {
    cancelFrame();
    cancelTask?.();
  };
}

/** Resolves in a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => void onNextTask(resolve));

/** Resolves in a task after the next paint. */
export const afterPaint = (): Promise<void> => new Promise((resolve) => void onAfterPaint(resolve));

/** Resolves once `count` more frames have begun (two: the next one has been painted and, as a rule, presented). */
export function afterFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number): void => void (left <= 0 ? resolve() : onNextFrame(() => step(left - 1)));
    step(count);
  });
}

/**
 * Lets the page run what waits (a key, a tap, a frame) before going on: scheduler.yield where the browser has it (the
 * rest runs ahead of other tasks), else a task of its own.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : nextTask();
}
