// The page's entry: as small as it can be, so that a prerendered first screen (scripts/prerender.ts) is painted
// before any of the app's JavaScript runs. The app (React, the screen, its form) is fetched once the browser has
// painted the screen (its preloads, scripts/preload-entry-screen.ts, wait in the page until then) and started in
// short tasks (boot.tsx).
import { recordEarlyTouches } from './early-touch.ts';

/** Resolves after the next frame has been painted (a task queued from an animation frame runs after its paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// from the first moment: a borrower may type on the painted page at any time before the hydration has committed
const touches = recordEarlyTouches(document);

/** Resolves once the frame after next has begun: the next one has been painted and, as a rule, presented. */
function afterTwoFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Resolves once the whole prerendered screen has been painted: the browser has reported a first paint (its paint
 * timing entry, taken when the frame was presented, a little after the main thread drew it; 100 ms after a frame at
 * most, should none come) and two frames have begun since this entry ran. This entry runs once the page is parsed,
 * and a first paint can come before that, drawing only the top of the page when the parser yielded (a loaded phone):
 * the rest (the footer's text, the largest on the login) is painted in the next frame.
 */
function afterWholePagePainted(): Promise<void> {
  const reported = new Promise<void>((resolve) => {
    if (performance.getEntriesByType('paint').length) return resolve();
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    void afterNextPaint().then(() => setTimeout(resolve, 100));
  });
  return Promise.all([reported, afterTwoFrames()]).then(() => undefined);
}

/**
 * A prerendered page holds the app's module preloads in an inert template (scripts/prerender.ts) until its screen is
 * painted; this releases them. Lighthouse's simulated phone counts every request finished before the paint it
 * observed in its first paint and LCP: fetched beside the page, the whole app was.
 */
function releaseHeldPreloads(): void {
  const held = document.getElementById('held-preloads');
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}

async function main(): Promise<void> {
  if (document.getElementById('root')?.dataset.prerendered) {
    await afterWholePagePainted();
    releaseHeldPreloads();
    // React's own evaluation first, the app's after it: two tasks instead of one long one while the page is usable
    await import('react-dom/client');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const { start } = await import('./boot.tsx');
  await start(touches);
}

void main();
