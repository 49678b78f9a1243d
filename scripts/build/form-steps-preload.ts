// A build step: the RJSF form's libraries are evaluated in steps, one dynamic import after another
// (src/renderer/screens/full-form-body.tsx), but fetched at once: the first step's dynamic import preloads, besides its
// own files, every file of the whole form, so no later step waits for a round trip of its own.
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunk holding `module` (a path ending), if any. */
function chunkHolding(bundle: OutputBundle, module: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)),
  );
}

/** A chunk of style sheets alone: Vite drops its empty script after this plugin has read the bundle, so it is never shipped. */
const isCssOnly = (chunk: OutputChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css(\?|$)/.test(id));

/** A chunk's file and every file it imports statically (not a chunk of style sheets alone). */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName) || isCssOnly(chunk)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') withStaticImports(bundle, next, into);
  }
  return into;
}

/**
 * The RJSF form's libraries are evaluated in steps, one dynamic import after another (full-form-body.tsx), but
 * fetched at once: the first step's dynamic import preloads, besides its own files, every file of the form
 * (journey-form.tsx and its imports), so the later steps wait for no round trip of their own. `resolveDependencies`
 * is handed no bundle: `capture` keeps it, before Vite's own generateBundle writes the preload lists.
 */
export function formStepsPreloadAhead(firstStep: string, whole: string) {
  let bundle: OutputBundle = {};
  const capture: Plugin = {
    name: 'form-steps-preload-ahead',
    apply: 'build',
    generateBundle: { order: 'pre', handler: (_options, output) => void (bundle = output) },
  };
  const resolveDependencies = (file: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] => {
    const step = bundle[file];
    if (
      context.hostType !== 'js' ||
      step?.type !== 'chunk' ||
      !step.moduleIds.some((id) => id.replaceAll('\\', '/').includes(firstStep))
    )
      return deps;
    const form = chunkHolding(bundle, whole);
    return form ? [...new Set([...deps, ...withStaticImports(bundle, form)])] : deps;
  };
  return { capture, resolveDependencies };
}
