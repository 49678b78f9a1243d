// The page's entry: as small as it can be, so that a prerendered first screen (scripts/prerender.ts) is painted
// before any of the app's JavaScript runs. The app (React, MUI, the store) is fetched at once beside the page (the
// build preloads it, scripts/preload-entry-screen.ts) and started once the browser has painted.
import { recordEarlyTouches } from './early-touch.ts';

/** Resolves after the next frame has been painted (a task queued from an animation frame runs after its paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// from the first moment: a borrower may type on the painted page at any time before the hydration has committed
const touches = recordEarlyTouches(document);

async function main(): Promise<void> {
  if (document.getElementById('root')?.dataset.prerendered) await afterNextPaint();
  const { start } = await import('./boot.tsx');
  await start(touches);
}

void main();
