// A build step: the page preloads, beside the app's entry, what the journey's first screen needs (the default
// programme, the entry screen's kind, its form and validators). Without it a phone fetches them one round trip after
// another (entry -> programme -> screen kind -> form), each only once the one before has run; with it they arrive
// together. Read from config, so a programme with another entry screen preloads that one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { programmeFolder, readBuildManifest } from './build-manifest.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

type EntryScreen = {
  locale: string;
  programme: { screens: { entry: string } };
  screens: Record<string, { kind: string }>;
};

/**
 * The source modules of the default programme's entry screen, relative to the project root: in the source locale, or
 * in `locale` (its first screens and form are that locale's; the kind and the validators are the same in every one).
 */
export function entryScreenModules(root: string, locale?: string): string[] {
  const { defaultProgramme: id } = JSON.parse(
    readFileSync(join(root, 'journey-config/common/deployment.json'), 'utf8'),
  ) as { defaultProgramme: string };
  const resolved = JSON.parse(readFileSync(join(root, 'src/generated', id, 'programme.json'), 'utf8')) as EntryScreen;
  const entry = resolved.programme.screens.entry;
  const kind = resolved.screens[entry]?.kind;
  const kindModule = kind ? readBuildManifest(root).screenModules[kind] : undefined;
  const texts = programmeFolder(id, locale ?? resolved.locale, resolved.locale);
  return [
    // the app itself, which the page's small entry imports once the first paint is done (src/app/first-visit/main.tsx)
    'src/app/first-visit/boot.tsx',
    // a first visit of the prerendered entry screen reads the programme's first screens; the whole comes with the store
    `${texts}/first-screens.json`,
    ...(kindModule ? [kindModule] : []),
    `${texts}/${entry}.form.json`,
    `src/generated/${id}/${entry}.js`,
  ];
}

/** A chunk's file and every file it imports statically. */
function collectFiles(
  chunk: OutputChunk | undefined,
  chunks: Map<string, OutputChunk>,
  into: Set<string>,
): Set<string> {
  if (!chunk || into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) collectFiles(chunks.get(file), chunks, into);
  return into;
}

/** The files to preload: the entry screen's chunks and their imports, less what the entry already brings. */
export function filesToPreload(bundle: OutputBundle, root: string): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const byModule = new Map([...chunks.values()].map((c) => [c.facadeModuleId ?? '', c]));
  const entryFiles = collectFiles(
    [...chunks.values()].find((c) => c.isEntry),
    chunks,
    new Set(),
  );
  const wanted = new Set<string>();
  for (const module of entryScreenModules(root)) collectFiles(byModule.get(join(root, module)), chunks, wanted);
  return [...wanted].filter((file) => !entryFiles.has(file));
}

/** Vite plugin: adds the entry screen's modulepreload links to the built page. */
export function preloadEntryScreen(): Plugin {
  let root = process.cwd();
  return {
    name: 'preload-entry-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return [];
        return filesToPreload(ctx.bundle, root).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
