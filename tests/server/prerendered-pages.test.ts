// Which page answers each path, with the build's prerendered first screens: the app server (`npm start`) and the
// nginx recipe (docs/deploy/nginx.conf with the map the build writes) must pick the same one, so a borrower behind
// nginx gets the login painted before the JavaScript too. nginx is served only where it is installed (.ci/run
// installs it).
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrerenderIndex } from '../../scripts/build/prerender-index.ts';
import { contentSecurityPolicy, startAppServer } from '../../scripts/serve-app.ts';
import { addPrerenderedPages, hasNginx, makeBuildFolder, sendRaw, startNginx } from './helpers.ts';

const index: PrerenderIndex = {
  programme: 'business-loan',
  programmeQueryParam: 'programme',
  pages: { '/login': 'login.html', '/gst-verification': 'gst-entry.html' },
  notFound: 'not-found.html',
  routes: ['/', '/login', '/gst-verification', '/bank-statement', '/business-details/step-1', '*'],
};

/**
 * path -> the page answered: a prerendered file, or 'plain' for index.html. Both servers choose by one rule
 * (docs/deploy/README.md, "Which page answers"): the path decoded, trailing slashes dropped, case kept; the first
 * programme parameter of the query, decoded, an empty one asking for none.
 */
const expected: Array<[string, string]> = [
  ['/login', 'login.html'],
  ['/login/', 'login.html'],
  ['/login//', 'login.html'],
  ['/LOGIN', 'not-found.html'],
  ['/Login', 'not-found.html'],
  ['/%6Cogin', 'login.html'],
  ['/%6cogin', 'login.html'],
  ['/login%2F', 'login.html'],
  ['/login%20', 'not-found.html'],
  ['/login;x=1', 'not-found.html'],
  ['/%C3%A9', 'not-found.html'],
  ['/gst-verification', 'gst-entry.html'],
  ['/gst%2Dverification', 'gst-entry.html'],
  ['/gst%2dverification/', 'gst-entry.html'],
  ['/GST-verification', 'not-found.html'],
  ['/bank-statement', 'plain'],
  ['/bank-statement/', 'plain'],
  ['/business-details/step-1', 'plain'],
  ['/business-details//step-1', 'not-found.html'],
  ['/Business-Details/step-1', 'not-found.html'],
  ['/business-details/step-9', 'not-found.html'],
  ['/', 'plain'],
  ['/index.html', 'plain'],
  ['/index.html/', 'plain'],
  ['/%69ndex.html', 'plain'],
  ['/no-such-screen', 'not-found.html'],
  ['/login?programme=business-loan', 'login.html'],
  ['/login?programme=business%2Dloan', 'login.html'],
  ['/login?programme=%62usiness-loan', 'login.html'],
  ['/login?%70rogramme=business-loan', 'login.html'],
  ['/login?%70rogramme=supply-chain-finance', 'plain'],
  ['/login?%70ROGRAMME=supply-chain-finance', 'login.html'],
  ['/login?programme', 'login.html'],
  ['/login?programme=', 'login.html'],
  ['/login?programme&programme=supply-chain-finance', 'login.html'],
  ['/login?programme=supply-chain-finance&programme=business-loan', 'plain'],
  ['/login?programme=business-loan&programme=supply-chain-finance', 'login.html'],
  ['/login?utm_source=sms&programme=business-loan&x=1', 'login.html'],
  ['/login?utm_source=sms&programme=supply-chain-finance', 'plain'],
  ['/login?programmes=other', 'login.html'],
  ['/login?xprogramme=other', 'login.html'],
  ['/login?PROGRAMME=supply-chain-finance', 'login.html'],
  ['/login?programme%3Dsupply-chain-finance', 'login.html'],
  ['/login?programme=Business-Loan', 'plain'],
  ['/login?programme=business+loan', 'plain'],
  ['/login?programme=business-loan%00', 'plain'],
  ['/login?programme=%zz', 'plain'],
  ['/login?&&programme=business-loan&&', 'login.html'],
  ['/gst-verification?programme=supply-chain-finance', 'plain'],
  ['/no-such-screen?programme=supply-chain-finance', 'plain'],
];

interface Served {
  url: string;
  stop: () => void;
}

async function serveAppServer(dist: string): Promise<Served> {
  const app: { server: Server; url: string } = await startAppServer({ dist, port: 0, apiTarget: 'http://127.0.0.1:9' });
  return { url: app.url, stop: () => app.server.close() };
}

describe.each([
  { name: 'the app server', available: true, start: serveAppServer },
  { name: 'the nginx recipe', available: hasNginx, start: startNginx },
])('$name answers each path with the page the build picked', ({ available, start }) => {
  let served: Served | undefined;
  beforeAll(async () => {
    if (!available) return;
    const build = makeBuildFolder();
    addPrerenderedPages(build.dist, index);
    served = await start(build.dist);
  });
  afterAll(() => served?.stop());

  it.skipIf(!available).each(expected)('%s -> %s, with the nonce of its own answer', async (path, page) => {
    const answer = await sendRaw(served?.url ?? '', path);
    expect(answer.status).toBe(200);
    const body = answer.body.toString();
    const shown =
      /<p>page ([\w.-]+)<\/p>/.exec(body)?.[1] ?? (body.includes('<div id="root"></div>') ? 'plain' : 'other');
    expect(shown).toBe(page);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(nonce));
    expect(body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(body).not.toContain('__CSP_NONCE__');
  });

  it
    .skipIf(!available)
    .each([
      '/login/../login',
      '/./login',
      '/login/.',
      '/login/%2e%2e/login',
      '/login/.%2E/login',
      '/login%2F..%2Flogin',
      '//login',
      '/login%5C',
      '/login\\x',
      '/login%00',
    ])('%s is refused with 400, not resolved into another page', async (path) => {
    const answer = await sendRaw(served?.url ?? '', path);
    expect(answer.status).toBe(400);
  });

  it
    .skipIf(!available)
    .each(['/.prerendered/login.html', '/.prerendered/index.json', '/.prerendered/nginx-pages.conf'])(
    '%s is not served by name',
    async (path) => {
      const answer = await sendRaw(served?.url ?? '', path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('page login.html');
    },
  );
});
