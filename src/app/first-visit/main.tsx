// The page's entry, as small as it can be: a prerendered first screen (scripts/build/prerender.ts) is painted before the
// app's JavaScript runs, and the app is fetched only after that paint (Lighthouse counts what arrives before it).
import { afterFrames, afterPaint, nextTask } from '../../renderer/frames.ts';

/** Resolves once the whole prerendered screen is painted: a first paint reported (100 ms after a paint at most) and two frames begun since. */
function afterWholePagePainted(): Promise<void> {
  const reported = new Promise<void>((resolve) => {
    if (performance.getEntriesByType('paint').length) return resolve();
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    void afterPaint().then(() => setTimeout(resolve, 100));
  });
  // a first paint can come while the parser yielded, with only the top of the page: the rest is in the next frame
  return Promise.all([reported, afterFrames(2)]).then(() => undefined);
}

/** Releases the app's module preloads, held in an inert template (scripts/build/prerender.ts) until the screen is painted. */
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
    await nextTask();
  }
  const { start } = await import('./boot.tsx');
  await start();
}

void main();
