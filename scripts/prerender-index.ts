// What the prerender build step (scripts/prerender.ts) leaves for the app server (scripts/serve-app.ts) to read.

/** Where the pages go, inside dist/ (a dot folder: the static server never answers it as a file). */
export const PRERENDER_DIR = '.prerendered';

/** The list of pages the app server reads: path -> file, and the file of the not-found page. */
export interface PrerenderIndex {
  programme: string;
  /** The query parameter that picks another programme on a first visit (deployment.json), if any. */
  programmeQueryParam?: string | null;
  pages: Record<string, string>;
  notFound?: string;
  /** Every route of the programme's screens: a path outside them is answered with the not-found page. */
  routes: string[];
}
