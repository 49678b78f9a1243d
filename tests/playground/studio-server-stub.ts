import { vi } from 'vitest';
import type { Problem } from '../../src/engine/types.ts';
import type { FileTexts } from '../../src/playground/model/files.ts';

/** The studio's server stood in by `fetch`: it serves `files` (each hashed as its path) and a check that finds `problems`. */
export function stubStudioServer(files: FileTexts, problems: readonly Problem[] = []): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/__studio/files')
        return new Response(
          JSON.stringify({
            files: Object.fromEntries(Object.entries(files).map(([p, text]) => [p, { text, hash: p }])),
          }),
        );
      if (url.startsWith('/__studio/check'))
        return new Response(
          JSON.stringify({ problems, vectors: { passed: 0, failed: [] }, scenarios: { passed: 0, failed: [] }, ms: 1 }),
        );
      return new Response('{}', { status: 404 });
    }),
  );
}
