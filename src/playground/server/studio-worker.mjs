// The studio's checks, off the dev server's thread: a check of lint and vectors on every edit, or a programme's
// scenarios (seconds), answered by message. TypeScript through tsx's loader, as bin/journey.mjs runs the CLI.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { registerRuleOperations } = await import('../../engine/rules.ts');
registerRuleOperations();
const { checkOverlay } = await import('./studio-check.ts');
// the app loads the signed-in journey's effects after login; a headless run has them from the start
const { preloadEffectWorkers } = await import('../../store/effects/effect-table.ts');
await preloadEffectWorkers();

parentPort.on('message', async ({ id, programme, overlay, part }) => {
  try {
    parentPort.postMessage({ id, result: await checkOverlay(workerData.root, programme, overlay, part) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
