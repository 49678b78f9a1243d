// Which page answers each path, with the build's prerendered first screens: the app server (`npm start`) and the
// nginx recipe (docs/deploy/nginx.conf with the map the build writes) must pick the same one, so a borrower behind
// nginx gets the login painted before the JavaScript too. nginx is served only where it is installed (.ci/run
// installs it).
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrerenderIndex } from '../../scripts/build/prerender-index.ts';
import { contentSecurityPolicy, startAppServer } from '../../scripts/serve-app.ts';
import { addPrerenderedPages, hasNginx, makeBuildFolder, sendRaw, startNginx } from './helpers.ts';

const locales = ['en-IN', 'hi-IN', 'ta-IN'];
const index: PrerenderIndex = {
  programme: 'business-loan',
  programmeQueryParam: 'programme',
  locales,
  pages: Object.fromEntries(
    locales.map((l) => [l, { '/login': `login.${l}.html`, '/gst-verification': `gst-entry.${l}.html` }]),
  ),
  notFound: Object.fromEntries(locales.map((l) => [l, `not-found.${l}.html`])),
  routes: ['/', '/login', '/gst-verification', '/bank-statement', '/business-details/step-1', '*'],
};

/**
 * path -> the page answered: a prerendered file, or 'plain' for index.html. Both servers choose by one rule
 * (docs/deploy/README.md, "Which page answers"): the path decoded, trailing slashes dropped, case kept; the first
 * programme parameter of the query, decoded, an empty one asking for none.
 */
const expected: Array<[string, string]> = [
  ['/login', 'login.en-IN.html'],
  ['/login/', 'login.en-IN.html'],
  ['/login//', 'login.en-IN.html'],
  ['/LOGIN', 'not-found.en-IN.html'],
  ['/Login', 'not-found.en-IN.html'],
  ['/%6Cogin', 'login.en-IN.html'],
  ['/%6cogin', 'login.en-IN.html'],
  ['/login%2F', 'login.en-IN.html'],
  ['/login%20', 'not-found.en-IN.html'],
  ['/login;x=1', 'not-found.en-IN.html'],
  ['/%C3%A9', 'not-found.en-IN.html'],
  ['/gst-verification', 'gst-entry.en-IN.html'],
  ['/gst%2Dverification', 'gst-entry.en-IN.html'],
  ['/gst%2dverification/', 'gst-entry.en-IN.html'],
  ['/GST-verification', 'not-found.en-IN.html'],
  ['/bank-statement', 'plain'],
  ['/bank-statement/', 'plain'],
  ['/business-details/step-1', 'plain'],
  ['/business-details//step-1', 'not-found.en-IN.html'],
  ['/Business-Details/step-1', 'not-found.en-IN.html'],
  ['/business-details/step-9', 'not-found.en-IN.html'],
  ['/', 'plain'],
  ['/index.html', 'plain'],
  ['/index.html/', 'plain'],
  ['/%69ndex.html', 'plain'],
  ['/no-such-screen', 'not-found.en-IN.html'],
  ['/login?programme=business-loan', 'login.en-IN.html'],
  ['/login?programme=business%2Dloan', 'login.en-IN.html'],
  ['/login?programme=%62usiness-loan', 'login.en-IN.html'],
  ['/login?%70rogramme=business-loan', 'login.en-IN.html'],
  ['/login?%70rogramme=supply-chain-finance', 'plain'],
  ['/login?%70ROGRAMME=supply-chain-finance', 'login.en-IN.html'],
  ['/login?programme', 'login.en-IN.html'],
  ['/login?programme=', 'login.en-IN.html'],
  ['/login?programme&programme=supply-chain-finance', 'login.en-IN.html'],
  ['/login?programme=supply-chain-finance&programme=business-loan', 'plain'],
  ['/login?programme=business-loan&programme=supply-chain-finance', 'login.en-IN.html'],
  ['/login?utm_source=sms&programme=business-loan&x=1', 'login.en-IN.html'],
  ['/login?utm_source=sms&programme=supply-chain-finance', 'plain'],
  ['/login?programmes=other', 'login.en-IN.html'],
  ['/login?xprogramme=other', 'login.en-IN.html'],
  ['/login?PROGRAMME=supply-chain-finance', 'login.en-IN.html'],
  ['/login?programme%3Dsupply-chain-finance', 'login.en-IN.html'],
  ['/login?programme=Business-Loan', 'plain'],
  ['/login?programme=business+loan', 'plain'],
  ['/login?programme=business-loan%00', 'plain'],
  ['/login?programme=%zz', 'plain'],
  ['/login?&&programme=business-loan&&', 'login.en-IN.html'],
  ['/gst-verification?programme=supply-chain-finance', 'plain'],
  ['/no-such-screen?programme=supply-chain-finance', 'plain'],
];

/**
 * [target, Accept-Language (none: not sent), the page answered]: the page's locale is the client's first visit's
 * (src/engine/locale-choice.ts): the first `lang` parameter when it is a declared locale (decoded, case kept), else the
 * first acceptable Accept-Language entry a declared locale serves (by tag in any case, then by language), else the
 * source. Nothing else in the query or the header picks a page.
 */
const byLocale: Array<[string, string | undefined, string]> = [
  ['/login', 'hi-IN', 'login.hi-IN.html'],
  ['/login', 'hi', 'login.hi-IN.html'],
  ['/login', 'HI-in', 'login.hi-IN.html'],
  ['/login', 'hi-Deva-IN', 'login.hi-IN.html'],
  ['/login', 'ta-IN,ta;q=0.9,en-US;q=0.8,en;q=0.7', 'login.ta-IN.html'],
  ['/login', 'ta-IN,hi-IN;q=0.9', 'login.ta-IN.html'],
  ['/login', 'en-US,hi;q=0.9', 'login.en-IN.html'],
  ['/login', 'fr-FR,fr;q=0.9,hi;q=0.8', 'login.hi-IN.html'],
  ['/login', 'fr-FR', 'login.en-IN.html'],
  ['/login', '*', 'login.en-IN.html'],
  ['/login', '', 'login.en-IN.html'],
  ['/login', 'hi;q=0, ta;q=0.5', 'login.ta-IN.html'],
  ['/login', 'hi;q=0.000,ta', 'login.ta-IN.html'],
  ['/login', 'hi;q=0.01', 'login.hi-IN.html'],
  ['/login', 'hindi, ta', 'login.ta-IN.html'],
  ['/login', '  ta-IN ; q=0.7 , en;q=0.3', 'login.ta-IN.html'],
  ['/login', 'xx-IN,ta', 'login.ta-IN.html'],
  ['/login?lang=hi-IN', 'ta', 'login.hi-IN.html'],
  ['/login?lang=hi-IN', undefined, 'login.hi-IN.html'],
  ['/login?lang=hi%2DIN', undefined, 'login.hi-IN.html'],
  ['/login?%6Cang=ta-IN', undefined, 'login.ta-IN.html'],
  ['/login?x=1&lang=ta-IN&y', 'hi', 'login.ta-IN.html'],
  ['/login?lang=hi-IN&lang=ta-IN', undefined, 'login.hi-IN.html'],
  ['/login?lang=xx-XX', 'ta', 'login.ta-IN.html'],
  ['/login?lang=HI-IN', undefined, 'login.en-IN.html'],
  ['/login?LANG=hi-IN', undefined, 'login.en-IN.html'],
  ['/login?lang=hi', undefined, 'login.en-IN.html'],
  ['/login?lang=&lang=hi-IN', undefined, 'login.en-IN.html'],
  ['/login?lang=hi-IN%00', undefined, 'login.en-IN.html'],
  ['/login?lang=..%2F..%2Fetc', 'ta', 'login.ta-IN.html'],
  ['/login?langs=hi-IN', undefined, 'login.en-IN.html'],
  ['/gst-verification', 'ta', 'gst-entry.ta-IN.html'],
  ['/no-such-screen', 'hi', 'not-found.hi-IN.html'],
  ['/no-such-screen?lang=ta-IN', 'hi', 'not-found.ta-IN.html'],
  ['/bank-statement', 'hi', 'plain'],
  ['/login?programme=supply-chain-finance', 'hi', 'plain'],
  ['/login?programme=business-loan&lang=ta-IN', 'hi', 'login.ta-IN.html'],
];

/** What the page answered says it is: a prerendered file, 'plain' for index.html. */
function pageShown(body: string): string {
  return /<p>page ([\w.-]+)<\/p>/.exec(body)?.[1] ?? (body.includes('<div id="root"></div>') ? 'plain' : 'other');
}

interface Served {
  url: string;
  stop: () => void;
}

/** A build with the prerendered pages, served by `start` for the describe's tests when that server is available: its URL. */
function servedBuild(available: boolean, start: (dist: string) => Promise<Served>): () => string {
  let served: Served | undefined;
  beforeAll(async () => {
    if (!available) return;
    const build = makeBuildFolder();
    addPrerenderedPages(build.dist, index);
    served = await start(build.dist);
  });
  afterAll(() => served?.stop());
  return () => served?.url ?? '';
}

async function serveAppServer(dist: string): Promise<Served> {
  const app: { server: Server; url: string } = await startAppServer({ dist, port: 0, apiTarget: 'http://127.0.0.1:9' });
  return { url: app.url, stop: () => app.server.close() };
}

describe.each([
  { name: 'the app server', available: true, start: serveAppServer },
  { name: 'the nginx recipe', available: hasNginx, start: startNginx },
])('$name answers each path with the page the build picked', ({ available, start }) => {
  const url = servedBuild(available, start);

  it.skipIf(!available).each(expected)('%s -> %s, with the nonce of its own answer', async (path, page) => {
    const answer = await sendRaw(url(), path);
    expect(answer.status).toBe(200);
    const body = answer.body.toString();
    expect(pageShown(body)).toBe(page);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(nonce));
    expect(body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(body).not.toContain('__CSP_NONCE__');
  });

  it.skipIf(!available).each(byLocale)(
    '%s with Accept-Language %j -> %s, which varies by Accept-Language',
    async (path, acceptLanguage, page) => {
      const answer = await sendRaw(url(), path, {
        headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
      });
      expect(answer.status).toBe(200);
      expect(pageShown(answer.body.toString())).toBe(page);
      expect(answer.headers.vary).toBe(page === 'plain' ? undefined : 'Accept-Language');
    },
  );

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
    const answer = await sendRaw(url(), path);
    expect(answer.status).toBe(400);
  });

  it
    .skipIf(!available)
    .each(['/.prerendered/login.html', '/.prerendered/index.json', '/.prerendered/nginx-pages.conf'])(
    '%s is not served by name',
    async (path) => {
      const answer = await sendRaw(url(), path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('page login.html');
    },
  );
});

/**
 * [Accept-Language, the app server's page, nginx's]: the app server sorts the entries by q-value; nginx takes them in
 * the order sent, every browser's most wanted first (docs/deploy/README.md, "Which page answers").
 */
const outOfOrder: Array<[string, string, string]> = [
  ['en;q=0.5, hi', 'login.hi-IN.html', 'login.en-IN.html'],
  ['en;q=0.5, fr, ta;q=0.8', 'login.ta-IN.html', 'login.en-IN.html'],
  ['ta;q=0.8, hi;q=0.8', 'login.ta-IN.html', 'login.ta-IN.html'],
];

describe.each([
  { name: 'the app server', available: true, start: serveAppServer, at: 1 as const },
  { name: 'the nginx recipe', available: hasNginx, start: startNginx, at: 2 as const },
])('$name with Accept-Language entries out of the q-value order', ({ available, start, at }) => {
  const url = servedBuild(available, start);

  it.skipIf(!available).each(outOfOrder)('%j', async (acceptLanguage, ...pages) => {
    const answer = await sendRaw(url(), '/login', { headers: { 'Accept-Language': acceptLanguage } });
    expect(pageShown(answer.body.toString())).toBe(pages[at - 1]);
  });
});
