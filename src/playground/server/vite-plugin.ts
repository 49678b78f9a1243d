import { realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { readConfigSource } from '../../cli/read-config.ts';
import { listProgrammes } from '../../engine/resolve-programme.ts';
import { CONFIG_CHANGED_EVENT, STATE_PATH } from '../state-types.ts';
import { workerCheckRunner } from './check-workers.ts';
import { buildPlaygroundState } from './state.ts';
import { studioMiddleware, type CheckRunner } from './studio-api.ts';
import { STUDIO_ROOTS } from './studio-files.ts';

const CONFIG_FILE = /[\\/](journey-config|schemas)[\\/].*\.json$/;

/** `/` and `/?schema=...` open the playground page, the studio (the app's index.html is not the playground). */
function servePlaygroundPage(req: IncomingMessage, _res: ServerResponse, next: () => void) {
  if (req.url === '/' || req.url?.startsWith('/?')) req.url = `/playground.html${req.url.slice(1)}`;
  next();
}

/** The file a request asks Vite for: under its root, or the absolute path of an `/@fs/` URL; undefined when unreadable. */
function requestedFile(url: string, viteRoot: string): string | undefined {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    return pathname.startsWith('/@fs/') ? resolve(pathname.slice('/@fs'.length)) : resolve(viteRoot, `.${pathname}`);
  } catch {
    return undefined;
  }
}

/** True when `file`, inside a project's journey-config/ or schemas/, is a link (or under one) to outside that project. */
function isLinkedOut(file: string, projects: readonly string[]): boolean {
  return projects.some((project) => {
    if (!STUDIO_ROOTS.some((folder) => file.startsWith(join(project, folder) + sep))) return false;
    try {
      return !realpathSync(file).startsWith(realpathSync(project) + sep);
    } catch (error) {
      return (error as { code?: string }).code !== 'ENOENT'; // a missing file is Vite's 404; a link loop is refused
    }
  });
}

/**
 * Vite's static server follows symbolic links: a link inside journey-config/ or schemas/ to a file outside the project
 * would be served (the studio's own endpoints skip links). Such a request is answered 403.
 */
function refuseLinksOut(viteRoot: string, projects: readonly string[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const file = requestedFile(req.url ?? '/', viteRoot);
    if (file === undefined || !isLinkedOut(file, projects)) return next();
    res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'a symbolic link out of the project is not served' }));
  };
}

/** What writes files: the preview of a build answers these with 403. */
const WRITING = new Set(['/__studio/save', '/__studio/release']);

/** The preview of a build answers a save or a release command with 403: only the dev server (`npm run studio`) writes. */
function refuseWrites(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (!WRITING.has(req.url?.split('?')[0] ?? '')) return next();
  res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: 'the preview of a build is read-only: run npm run studio to save or release' }));
}

function serveState(root: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== STATE_PATH) return next();
    // read on each request: what is on disk now, so a reload of the page is always current
    const body = JSON.stringify(buildPlaygroundState(root));
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  };
}

/** Starts the check worker and checks every programme once, so the analyst's first edit is re-checked at full speed. */
function warmChecks(root: string, runCheck: CheckRunner): void {
  const ids = listProgrammes(readConfigSource(root).source);
  void ids.reduce(
    (done, id) =>
      done
        .then(() => runCheck(id, {}, 'fast'))
        .then(
          () => undefined,
          () => undefined,
        ),
    Promise.resolve(),
  );
}

/**
 * The analysts' playground and studio, node side: answers `/__playground/state` with the config under `root` checked
 * by the engine, and when a config or schema file changes, tells the page (a custom HMR event) so it fetches again.
 * The studio's endpoints (`/__studio/files`, `check`, `save`, `head`, `release`) are served by the dev server; the preview of a
 * build serves them too but refuses a save and a release command (it stays read-only).
 */
export function journeyPlayground(options: { root: string }): Plugin {
  const root = resolve(options.root);
  return {
    name: 'journey-playground',
    configureServer(server) {
      server.watcher.add([join(root, 'journey-config'), join(root, 'schemas')]);
      const changed = (file: string) => {
        if (!CONFIG_FILE.test(file) || !resolve(file).startsWith(root)) return;
        server.ws.send({ type: 'custom', event: CONFIG_CHANGED_EVENT, data: { file } });
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
      const runCheck = workerCheckRunner(root);
      server.httpServer?.once('close', runCheck.stop);
      server.middlewares.use(refuseLinksOut(server.config.root, [...new Set([root, resolve(server.config.root)])]));
      server.middlewares.use(studioMiddleware(root, runCheck));
      server.middlewares.use(servePlaygroundPage);
      server.middlewares.use(serveState(root));
      if (!process.env.VITEST) warmChecks(root, runCheck);
    },
    configurePreviewServer(server) {
      // the studio's page reads and checks the files; a save or release is refused (the preview of a build stays read-only)
      const runCheck = workerCheckRunner(root);
      server.httpServer?.once('close', runCheck.stop);
      server.middlewares.use(refuseWrites);
      server.middlewares.use(studioMiddleware(root, runCheck));
      server.middlewares.use(servePlaygroundPage);
      server.middlewares.use(serveState(root));
    },
  };
}
