import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFrames,
  afterPaint,
  nextTask,
  onAfterPaint,
  onNextFrame,
  onNextTask,
  yieldToPage,
} from '../../src/renderer/frames.ts';

/** A window whose animation frames run when the test says so. */
function fakeView() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let id = 0;
  return {
    requestAnimationFrame: (cb: FrameRequestCallback) => (callbacks.set(++id, cb), id),
    cancelAnimationFrame: (frame: number) => void callbacks.delete(frame),
    frame() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const cb of due) cb(0);
    },
    pending: () => callbacks.size,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('frames', () => {
  it('runs a next task after the current one, and not once cancelled', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    onNextTask(() => ran.push('a'));
    const cancel = onNextTask(() => ran.push('b'));
    cancel();
    ran.push('now');
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['now', 'a']);
  });

  it('runs after a paint: in a task queued from the next frame', async () => {
    vi.useFakeTimers();
    const view = fakeView();
    vi.stubGlobal('window', view);
    let done = false;
    const waiting = afterPaint().then(() => (done = true));
    await vi.runAllTimersAsync();
    expect(done).toBe(false); // no frame yet
    view.frame();
    expect(done).toBe(false); // the frame's callback only queues the task
    await vi.runAllTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });

  it('cancels a wait for a paint before its frame and after it', async () => {
    vi.useFakeTimers();
    const view = fakeView();
    vi.stubGlobal('window', view);
    const then = vi.fn();
    onAfterPaint(then)();
    expect(view.pending()).toBe(0);
    const cancel = onAfterPaint(then);
    view.frame();
    cancel();
    await vi.runAllTimersAsync();
    expect(then).not.toHaveBeenCalled();
  });

  it('falls back to a task where there are no frames', async () => {
    vi.stubGlobal('window', undefined);
    const then = vi.fn();
    onNextFrame(then);
    await nextTask();
    expect(then).toHaveBeenCalledOnce();
  });

  it('waits for as many frames as asked', async () => {
    const view = fakeView();
    vi.stubGlobal('window', view);
    let done = false;
    const waiting = afterFrames(2).then(() => (done = true));
    view.frame();
    await Promise.resolve();
    expect(done).toBe(false);
    view.frame();
    await waiting;
    expect(done).toBe(true);
  });

  it('yields with scheduler.yield where the browser has it, else in a task', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToPage();
    expect(yielded).toHaveBeenCalledOnce();
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    const waiting = yieldToPage().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });
});
