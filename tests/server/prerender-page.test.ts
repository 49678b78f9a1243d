// The prerendered page (scripts/build/prerender.ts pageHtml): the screen's markup in #root, its styles in the head, and the
// app's module preloads held in an inert template until the page is painted (src/app/first-visit/main.tsx releases them).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELD_PRELOADS_ID, pageHtml, withNoscript } from '../../scripts/build/prerender.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveInLocale } from '../../src/engine/i18n.ts';

const built = (preloads: string[]) =>
  [
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="csp-nonce" content="__CSP_NONCE__" />',
    '    <title>Business loan</title>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    ...preloads.map((file) => `    <link rel="modulepreload" crossorigin href="/assets/${file}">`),
    '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>',
  ].join('\n');
const drawn = { programme: 'business-loan', locale: 'en-IN' };
const page = { html: '<link rel="preload" as="image" href="/logo.svg"/><h1>Login</h1>', styleIds: [], css: '' };

/** The module preloads the browser would fetch at once (outside any template), and those held in the template. */
function preloadsOf(html: string) {
  const template = new RegExp(`<template id="${HELD_PRELOADS_ID}">(.*?)</template>`).exec(html)?.[1] ?? '';
  const hrefs = (text: string) => [...text.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { fetchedAtOnce: hrefs(html.replace(template, '')), held: hrefs(template) };
}

describe('the prerendered page', () => {
  it.each([
    {
      preloads: ['boot.js', 'react.js', 'login.js'],
      held: ['/assets/boot.js', '/assets/react.js', '/assets/login.js'],
    },
    { preloads: [], held: [] },
  ])(
    'holds the module preloads $preloads in a template, in order, and fetches none of them beside the page',
    ({ preloads, held }) => {
      const html = pageHtml(built(preloads), page, drawn, '__CSP_NONCE__', ['assets/plain-ui.css']);
      expect(preloadsOf(html)).toEqual({ fetchedAtOnce: [], held });
      expect(html.includes(`<template id="${HELD_PRELOADS_ID}">`)).toBe(held.length > 0);
    },
  );

  it('keeps the entry script, links the style sheets and the image preload in the head, and draws the markup in #root', () => {
    const html = pageHtml(built(['boot.js']), page, drawn, '__CSP_NONCE__', ['assets/plain-ui.css']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/plain-ui.css">');
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(html).toContain('<div id="root" data-prerendered="business-loan" data-locale="en-IN"><h1>Login</h1></div>');
  });

  it('titles the page as the app titles the screen (escaped), in place of the built page’s title', () => {
    const titled = { ...page, title: 'लॉग इन <&> $& | Udyam' };
    const html = pageHtml(built([]), titled, { programme: 'business-loan', locale: 'hi-IN' }, '__CSP_NONCE__');
    expect(html).toContain('<title>लॉग इन &lt;&amp;&gt; $&amp; | Udyam</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it.each(['hi-IN', 'ta-IN'])('in %s: <html lang> and the root name the locale it is drawn in', (locale) => {
    const html = pageHtml(built([]), page, { programme: 'business-loan', locale }, '__CSP_NONCE__');
    expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">\\n`));
    expect(html).toContain(`<div id="root" data-prerendered="business-loan" data-locale="${locale}">`);
    expect(html).not.toContain('<script>');
  });
});

describe("the page's <noscript>, in the page's language", () => {
  const index = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const { source } = readConfigSource(join(import.meta.dirname, '../..'));
  const texts = (source['journey-config/common/texts.json'] as { texts: Record<string, string> }).texts;

  it("index.html says the config text of the source locale (texts.json noscript), so its words are config's", () => {
    expect(/<noscript>([^<]*)<\/noscript>/.exec(index)?.[1]).toBe(texts.noscript);
  });

  it('a prerendered page says it in its locale, escaped', () => {
    const hindi = resolveInLocale(source, 'business-loan', 'hi-IN').programme!;
    expect(withNoscript(index, hindi.texts.noscript)).toContain(
      '<noscript>इस एप्लिकेशन के लिए JavaScript ज़रूरी है।</noscript>',
    );
    expect(withNoscript(index, 'a < b & c')).toContain('<noscript>a &lt; b &amp; c</noscript>');
    expect(() => withNoscript('<html></html>', 'x')).toThrow(/no <noscript>/);
  });
});
