// The page's entry: as small as it can be, so that a prerendered first screen (scripts/prerender.ts) is painted
// before any of the app's JavaScript runs. The app (React, MUI, the store) is fetched at once beside the page (the
// build preloads it, scripts/preload-entry-screen.ts) and started once the browser has painted.

/** Resolves after the next frame has been painted (a task queued from an animation frame runs after its paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A prerendered page holds the app's module preloads in an inert template (scripts/prerender.ts) until its screen is
 * painted: this releases them at the first paint (or the next frame's, whichever the browser reports first).
 */
function releasePreloadsAtFirstPaint(): void {
  const held = document.getElementById('held-preloads');
  if (!(held instanceof HTMLTemplateElement)) return;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    document.head.append(held.content);
  };
  if (performance.getEntriesByType('paint').length) return release();
  new PerformanceObserver(release).observe({ type: 'paint', buffered: true });
  void afterNextPaint().then(release);
}

async function main(): Promise<void> {
  releasePreloadsAtFirstPaint();
  if (document.getElementById('root')?.dataset.prerendered) {
    await afterNextPaint();
    // React's own evaluation first, the app's after it: two tasks instead of one long one while the page is usable
    await import('react-dom/client');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const { start } = await import('./boot.tsx');
  await start();
}

void main();
