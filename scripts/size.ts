#!/usr/bin/env node
// `npm run size`: the gzip JavaScript each route of each programme loads in each locale it declares (entry, its screen
// kind's chunk, the resolved programme in that locale, and for forms the locale's form and the precompiled validators;
// RJSF and its validator runtime only for the forms that are not light; MUI's scope for every screen drawn with MUI,
// which the light form is not), from dist/.vite/manifest.json. Budgets are per route (the largest figure over the
// programmes and their locales), each printed beside its current figure; any route over its budget exits 1.
// Usage: tsx scripts/size.ts [--budget=/login:120 --budget=/offer:290 ...]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { locales, programmeIds } from '../src/generated/index.ts';
import { programmeFolder, readBuildManifest } from './build/build-manifest.ts';

const root = new URL('..', import.meta.url).pathname;
const { formRenderers, screenModules } = readBuildManifest(root);
const dist = join(root, 'dist');
type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
/** `--budget=<route>:<kB>`, e.g. `--budget=/login:120`. */
const budgets = new Map(
  process.argv
    .filter((a) => a.startsWith('--budget='))
    .map((a) => {
      const [route = '', kb = ''] = a.slice('--budget='.length).split(/:(?=[\d.]+$)/);
      if (!route || !Number.isFinite(Number(kb))) throw new Error(`size: ${a} is not --budget=<route>:<kB>`);
      return [route, Number(kb)] as const;
    }),
);

const gz = new Map<string, number>();
const gzipOf = (file: string): number => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gz.get(file) ?? 0;
};
/** A chunk and everything it imports statically. */
function closure(key: string | undefined, into = new Set<string>()): Set<string> {
  if (key === undefined) return into;
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}
const findKey = (predicate: (key: string) => boolean) => Object.keys(manifest).find(predicate);
const entryKey = findKey((k) => manifest[k]?.isEntry === true);
// the app proper, imported by the small entry once the first paint is done: every route needs it before it can be used
const bootKey = findKey((k) => k === 'src/app/first-visit/boot.tsx');
// the store, its sagas and persistence (src/app/first-visit/store-start.ts): a first visit of a prerendered public screen (the
// login, the GST entry point, not found) is drawn and hydrated before it arrives (src/app/first-visit/late-store.ts) and gets it
// after the first paint; any other screen is opened by a signed-in borrower, whose session the store restores first
const storeKey = findKey((k) => k === 'src/app/first-visit/store-start.ts');
// react-router (src/app/router-location.tsx): drawn beside the screens, so a prerendered first visit hydrates without it
const routerKey = findKey((k) => k === 'src/app/router-location.tsx');
const validatorRuntime = findKey((k) => k === 'src/app/precompiled-validator.ts');
// the RJSF form: its own dynamic entry, or (when the offer's screen imports it too) a shared chunk named after it
const fullForm =
  findKey((k) => k === 'src/renderer/form/journey-form.tsx') ?? findKey((k) => /^_journey-form-[\w-]+\.js$/.test(k));
// MUI's scope (the theme, emotion): every screen kind but the form is drawn with MUI, and so is the RJSF form; the
// shell and the light form (the login) are plain markup with a style sheet
const muiScope = findKey((k) => k === 'src/renderer/shell/mui-scope.tsx');

type Screen = { id: string; kind: string; route: string; access?: string; parts?: boolean };
type Figure = { kb: number; screen: string; later?: number };
const kbOf = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0) / 1024;

/**
 * What each route of a programme needs in a locale before it can be used (the largest of its screens): the texts
 * (the programme, its first screens, screen parts and forms) are the locale's own files, the code the same in every one.
 */
function routeFigures(id: string, locale: string): Map<string, Figure> {
  const folder = programmeFolder(id, locale, locales.source);
  const programme = JSON.parse(readFileSync(join(root, folder, 'programme.json'), 'utf8')) as {
    screens: Record<string, Screen>;
    programme: { screens: { notFound?: string } };
  };
  const textsKey = (name: string) => findKey((k) => k === `${folder}/${name}`);
  const byRoute = new Map<string, Figure>();
  for (const screen of Object.values(programme.screens)) {
    const files = closure(bootKey, closure(entryKey));
    const prerendered = screen.access === 'unauthenticated' || screen.id === programme.programme.screens.notFound;
    if (!prerendered) closure(routerKey, closure(storeKey, files));
    closure(
      findKey((k) => k === screenModules[screen.kind]),
      files,
    );
    // a first visit of a prerendered screen reads the programme's first screens (first-screens.json), the whole after
    closure(textsKey(prerendered ? 'first-screens.json' : 'programme.json'), files);
    // kind-specific config shipped apart from the programme (a KFS, browser guides) loads with its screen
    if (screen.parts) closure(textsKey('screen-parts.json'), files);
    const renderer = formRenderers[`${id}/${screen.id}`];
    if (renderer) {
      closure(textsKey(`${screen.id}.form.json`), files);
      // the validators are compiled once for every locale (their messages are the form's)
      closure(
        findKey((k) => k === `src/generated/${id}/${screen.id}.js`),
        files,
      );
      if (screen.kind !== 'form' || renderer === 'rjsf') {
        closure(validatorRuntime, files);
        closure(fullForm, files);
        closure(muiScope, files);
      }
    }
    if (screen.kind !== 'form') closure(muiScope, files);
    const kb = kbOf(files);
    // what a prerendered first visit fetches after its first paint (the store, the router, the whole programme), not counted in its figure
    const later = prerendered
      ? kbOf(
          [...closure(textsKey('programme.json'), closure(routerKey, closure(storeKey)))].filter((f) => !files.has(f)),
        )
      : undefined;
    const previous = byRoute.get(screen.route);
    if (!previous || previous.kb < kb)
      byRoute.set(screen.route, { kb, screen: screen.id, ...(later === undefined ? {} : { later }) });
  }
  return byRoute;
}

/** Per budgeted route, the largest figure over the programmes and their locales (and where it is). */
const largest = new Map<string, { kb: number; where: string }>();
for (const id of programmeIds) {
  const declared = locales.byProgramme[id] ?? [locales.source];
  const figures = new Map(declared.map((locale) => [locale, routeFigures(id, locale)]));
  const source = figures.get(locales.source) ?? new Map<string, Figure>();
  console.log(`\n${id}: gzip JS per route, kB, in ${declared.join(', ')}`);
  for (const [route, { screen }] of [...source].sort((a, b) => a[0].localeCompare(b[0]))) {
    const inEach = declared.map((locale) => figures.get(locale)?.get(route));
    const kbs = inEach.map((f) => (f ? f.kb.toFixed(1) : '–').padStart(7)).join('');
    const later = inEach.some((f) => f?.later !== undefined)
      ? `  then ${inEach.map((f) => f?.later?.toFixed(1) ?? '–').join(' / ')} kB after the first paint (the store, the router, the whole programme)`
      : '';
    console.log(`  ${route.padEnd(36)}${kbs}  (${screen})${later}`);
    if (!budgets.has(route)) continue;
    declared.forEach((locale, at) => {
      const found = inEach[at];
      if (found && (largest.get(route)?.kb ?? -1) < found.kb)
        largest.set(route, { kb: found.kb, where: `${id}/${found.screen} in ${locale}` });
    });
  }
}
if (budgets.size) {
  console.log('\nbudgets: gzip JS before the route can be used (largest over the programmes and their locales)');
  let over = false;
  for (const [route, budget] of budgets) {
    const found = largest.get(route);
    if (!found) {
      console.log(`  ${route.padEnd(36)} no such route in any programme  FAIL`);
      over = true;
      continue;
    }
    const ok = found.kb <= budget;
    over ||= !ok;
    console.log(
      `  ${route.padEnd(36)} ${found.kb.toFixed(1).padStart(7)} kB  budget ${String(budget).padStart(5)} kB  ${ok ? 'ok' : 'OVER'}  (${found.where})`,
    );
  }
  if (over) process.exit(1);
}
