// A build step: once the page is built, the public first screens of the default programme (every screen a visitor
// without a session opens first, and not found) are drawn at build time by React's server renderer from the same
// components, into dist/.prerendered/, and the app server answers those paths with them. A phone paints the heading,
// the text and the mobile field before any JavaScript arrives; the app then hydrates that markup (src/app/first-visit/main.tsx).
// Nothing runs on a server at run time, and no script is inlined: the page keeps `script-src 'self'`. The shell and the
// form screens are plain markup whose style sheets are linked; emotion's styles of a screen drawn with MUI go in one
// <style> carrying the response's nonce (the server fills it in, as for index.html).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';
import { readBuildManifest } from './build-manifest.ts';
import { entryScreenModules } from './preload-entry-screen.ts';
import {
  NGINX_PAGES_FILE,
  PRERENDER_DIR,
  nginxPageMap,
  pageFileOf,
  prerenderIndexOf,
  type WrittenPage,
} from './prerender-index.ts';

type Entry = typeof import('../../src/app/first-visit/prerender-entry.tsx');

/** The id of the `<template>` holding a prerendered page's module preloads (src/app/first-visit/main.tsx reads the same). */
export const HELD_PRELOADS_ID = 'held-preloads';

const escapeAttr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The built page with a prerendered screen in #root (marked with its programme and locale) and its styles in the head. */
export function pageHtml(
  template: string,
  page: { html: string; styleIds: string[]; css: string; title?: string },
  drawn: { programme: string; locale: string },
  nonce: string,
  stylesheets: string[] = [],
): string {
  if (page.html.includes('<script'))
    throw new Error('prerender: the markup holds a script, which the CSP would refuse');
  // a screen drawn with MUI has emotion's styles; the login (plain markup and style sheets) has none
  const style = page.styleIds.length
    ? `<style data-emotion="jl ${escapeAttr(page.styleIds.join(' '))}" nonce="${nonce}">${page.css.replaceAll('</', '<\\/')}</style>`
    : '';
  // React's server renderer puts the image preloads it found first: they belong in the head, not in #root
  const preloads = /^(<link rel="preload"[^>]*\/>)*/.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(preloads.length);
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`).join('');
  // the app's module preloads wait, inert, until the screen is painted (src/app/first-visit/main.tsx releases them): fetched
  // beside the page they finish before its first paint, and a phone's simulated first paint (Lighthouse) waits for them
  const modules = template.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  const held = modules.length ? `<template id="${HELD_PRELOADS_ID}">${modules.join('')}</template>` : '';
  const head = template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const withStyle = head.replace('</head>', `    ${preloads}${links}${style}${held}\n  </head>`);
  if (!withStyle.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty <div id="root"></div>');
  if (!/<html lang="[^"]*">/.test(withStyle)) throw new Error('prerender: index.html has no <html lang="...">');
  // the title the app gives the screen, in the page's language (a function replacement: a title may hold `$&`)
  const titled = page.title
    ? withStyle.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title ?? '')}</title>`)
    : withStyle;
  return titled
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttr(drawn.locale)}">`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttr(drawn.programme)}" data-locale="${escapeAttr(drawn.locale)}">${markup}</div>`,
    );
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The style sheets Vite emitted for a module and what it imports (the light form's, with the form kind). */
function stylesheetsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...new Set([...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => stylesheetsOf(manifest, k, seen))]),
  ];
}

/** Builds the server entry with the app's own plugins and aliases, then writes each public first screen. */
async function prerender(
  root: string,
  outDir: string,
  config: Pick<UserConfig, 'plugins' | 'resolve'>,
): Promise<number> {
  const ssrOut = join(root, 'node_modules/.cache/prerender');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: config.plugins,
    resolve: config.resolve,
    // one file: the entry is imported with a query (a fresh copy per build), so a chunk importing it back would get
    // a second copy of its modules (a second React context, e.g. the style cache's, which the first never provides)
    build: {
      ssr: 'src/app/first-visit/prerender-entry.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const entry = (await import(`${pathToFileURL(join(ssrOut, 'prerender-entry.js')).href}?t=${Date.now()}`)) as Entry;
  const byLocale = await entry.defaultProgrammeByLocale();
  const [{ programme: source } = { programme: undefined }] = byLocale;
  if (!source) throw new Error('prerender: the default programme has no locale');
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  // the placeholder the server replaces with each response's nonce, as index.html's meta tag carries it
  const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(template)?.[1];
  if (!nonce) throw new Error('prerender: index.html has no <meta name="csp-nonce">');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const dir = join(outDir, PRERENDER_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const written: WrittenPage[] = [];
  for (const { locale, programme } of byLocale) {
    const inLocale = templateIn(template, manifest, root, locale);
    for (const { path, screenId, notFound } of entry.publicPaths(programme)) {
      const page = await entry.prerenderPath(programme, path);
      if (page.screenId !== screenId) throw new Error(`prerender: ${path} drew ${page.screenId}, not ${screenId}`);
      const file = pageFileOf(screenId, locale);
      const kind = programme.screens[screenId]?.kind;
      const kindModule = kind ? readBuildManifest(root).screenModules[kind] : undefined;
      // the page's, the app's (the shell's plain style sheet, with src/app/first-visit/boot.tsx) and the screen kind's
      const stylesheets = ['index.html', 'src/app/first-visit/boot.tsx', ...(kindModule ? [kindModule] : [])].flatMap(
        (key) => stylesheetsOf(manifest, key),
      );
      const html = pageHtml(
        withNoscript(inLocale, programme.texts.noscript),
        page,
        { programme: programme.id, locale },
        nonce,
        [...new Set(stylesheets)],
      );
      writeFileSync(join(dir, file), html);
      written.push({ locale, path, file, notFound });
    }
  }
  const index = prerenderIndexOf(
    {
      programme: source.id,
      programmeQueryParam: entry.deployment.programmeQueryParam ?? null,
      locales: byLocale.map((l) => l.locale),
      routes: [...new Set(Object.values(source.screens).map((s) => s.route))],
    },
    written,
  );
  writeFileSync(join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  writeFileSync(join(dir, NGINX_PAGES_FILE), nginxPageMap(index));
  return written.length;
}

/**
 * The built page as a page in `locale` starts from: it preloads the source locale's first screens and entry form
 * (scripts/build/preload-entry-screen.ts), which a page in another locale swaps for that locale's.
 */
/**
 * The page's `<noscript>` in the page's language (texts.json `noscript`): what a browser without JavaScript shows
 * beside the painted screen. index.html writes the source locale's words, which a test holds to the config text.
 */
export function withNoscript(page: string, text: string | undefined): string {
  if (!text) return page;
  if (!/<noscript>[^<]*<\/noscript>/.test(page)) throw new Error('prerender: index.html has no <noscript>');
  return page.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeText(text)}</noscript>`);
}

function templateIn(template: string, manifest: Manifest, root: string, locale: string): string {
  const localised = entryScreenModules(root, locale);
  return entryScreenModules(root).reduce((page, module, at) => {
    const from = manifest[module]?.file;
    const to = manifest[localised[at] ?? '']?.file;
    if (module === localised[at] || !from || !to) return page;
    if (!page.includes(`href="/${from}"`)) throw new Error(`prerender: index.html does not preload ${module}`);
    return page.replaceAll(`href="/${from}"`, `href="/${to}"`);
  }, template);
}

/** Vite plugin: prerenders the public first screens once the page is built (not for the server build it starts). */
export function prerenderPublicScreens(config: Pick<UserConfig, 'plugins' | 'resolve'>): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let isServerBuild = false;
  return {
    name: 'prerender-public-screens',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
      isServerBuild = Boolean(resolved.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      await prerender(root, outDir, config);
    },
  };
}
