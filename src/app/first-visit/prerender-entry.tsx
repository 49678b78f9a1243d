// Built by the prerender build step (scripts/build/prerender.ts) for Node, never shipped to the browser: draws a public
// first screen (the login, the GST entry point, not found) from the same components the page hydrates, so a phone
// paints the heading, the text and the mobile field before any JavaScript has arrived.
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { resolveMessage } from '../../engine/messages.ts';
import { resolveScreenForPath } from '../../engine/navigation.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import { setDisplayLocale } from '../../engine/format.ts';
import { deployment, loadLocalised, loadProgramme, locales } from '../../generated/index.ts';
import { localeChoice, programmeLoaders } from '../locale-selection.ts';
import { createAppStore } from '../../store/create-app-store.ts';
import { selectRuleContext } from '../../store/selectors.ts';
import type { StoreServices } from '../../store/types.ts';
import { AppRoot } from '../app-root.tsx';
import { pageTitleOf } from '../screen-host.tsx';
import { preloadFirstScreen } from './first-screen.ts';
import { memoryStorage } from '../../store/memory-storage.ts';

export { deployment };

/** One prerendered page: its title, the markup for #root and the styles it uses (emotion's ids and their CSS). */
export interface PrerenderedPage {
  path: string;
  screenId: string;
  title: string;
  html: string;
  styleIds: string[];
  css: string;
}

/** Nothing is called while prerendering (effects do not run): any call is a mistake, and says so. */
const noServices: StoreServices = {
  fetch: () => Promise.reject(new Error('prerender: no network at build time')),
  origin: () => '',
  redirect: () => {},
  getPosition: () => Promise.reject({ code: 'unsupported' }),
  track: () => {},
  now: () => 0,
};

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The default programme (the one a first visit without `?programme=` gets) in each locale it declares, the source
 * first, loaded as the page loads it in that locale.
 */
export async function defaultProgrammeByLocale(): Promise<Array<{ locale: string; programme: ResolvedProgramme }>> {
  const id = deployment.defaultProgramme;
  const files = { source: locales.source, plain: loadProgramme[id], localised: loadLocalised };
  return Promise.all(
    (locales.byProgramme[id] ?? [locales.source]).map(async (locale) => {
      const load = programmeLoaders(id, locale, files).whole;
      if (!load) throw new Error(`prerender: no programme ${id} in ${locale}`);
      return { locale, programme: await load() };
    }),
  );
}

/** The paths to prerender: every screen a visitor without a session opens first, and the not-found screen. */
export function publicPaths(
  programme: ResolvedProgramme,
): Array<{ path: string; screenId: string; notFound: boolean }> {
  const notFound = programme.programme.screens.notFound;
  return Object.values(programme.screens)
    .filter((s) => s.access === 'unauthenticated' || s.id === notFound)
    .map((s) => ({ path: s.route === '*' ? '/__not-found__' : s.route, screenId: s.id, notFound: s.id === notFound }));
}

/** Renders one path of a programme as a first visit sees it, waiting for every lazy part (its kind, its form). */
export async function prerenderPath(programme: ResolvedProgramme, path: string): Promise<PrerenderedPage> {
  // amounts, months and dates in the programme's language, as the page's first render draws them (boot.tsx)
  setDisplayLocale(programme.locale ?? locales.source);
  const bundle = createAppStore({ programme, services: noServices });
  await preloadFirstScreen(programme, bundle.store.getState(), { pathname: path, search: '' });
  const screen = resolveScreenForPath(
    programme,
    path,
    selectRuleContext(bundle.store.getState(), programme, undefined, {}),
  );
  const cache = createCache({ key: 'jl' });
  cache.compat = true; // emotion keeps each rule's CSS in cache.inserted instead of writing <style> into the markup
  const t = (key: string) => resolveMessage(programme.texts, key);
  // the language choice as the page's first render draws it (boot.tsx), so the hydration matches
  const choice = localeChoice(
    locales.byProgramme[programme.id] ?? [],
    locales.names,
    programme.locale ?? locales.source,
    () => {},
  );
  const { prelude } = await prerenderToNodeStream(
    <AppRoot
      store={bundle.store}
      value={{ programme, services: noServices, storage: memoryStorage(), t, ...(choice ? { locales: choice } : {}) }}
      cache={cache}
      location={{ pathname: path, search: '' }}
    />,
  );
  const html = await collect(prelude);
  const styles = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return {
    path,
    screenId: screen.id,
    title: pageTitleOf(screen, programme),
    html,
    styleIds: styles.map(([id]) => id),
    css: styles.map(([, css]) => css).join(''),
  };
}
