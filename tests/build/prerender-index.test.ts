// The index of the prerendered pages (scripts/build/prerender-index.ts), which the app server reads and nginx's page map
// is written from: each public first screen in every locale the programme declares.
import { describe, expect, it } from 'vitest';
import { nginxPageMap, pageFileOf, prerenderIndexOf, type WrittenPage } from '../../scripts/build/prerender-index.ts';

const about = {
  programme: 'business-loan',
  programmeQueryParam: 'programme',
  locales: ['en-IN', 'hi-IN', 'ta-IN'],
  routes: ['/', '/login', '/gst-verification', '/home', '*'],
};
const screens = [
  { screenId: 'login', path: '/login', notFound: false },
  { screenId: 'gst-entry', path: '/gst-verification', notFound: false },
  { screenId: 'not-found', path: '/__not-found__', notFound: true },
];
const written: WrittenPage[] = about.locales.flatMap((locale) =>
  screens.map(({ screenId, path, notFound }) => ({ locale, path, file: pageFileOf(screenId, locale), notFound })),
);

describe('the prerender index', () => {
  it('lists each page in each locale, and each locale’s not-found page, the source locale first', () => {
    expect(prerenderIndexOf(about, written)).toEqual({
      ...about,
      pages: {
        'en-IN': { '/login': 'login.en-IN.html', '/gst-verification': 'gst-entry.en-IN.html' },
        'hi-IN': { '/login': 'login.hi-IN.html', '/gst-verification': 'gst-entry.hi-IN.html' },
        'ta-IN': { '/login': 'login.ta-IN.html', '/gst-verification': 'gst-entry.ta-IN.html' },
      },
      notFound: { 'en-IN': 'not-found.en-IN.html', 'hi-IN': 'not-found.hi-IN.html', 'ta-IN': 'not-found.ta-IN.html' },
    });
  });

  it('refuses a page in a locale the programme does not declare', () => {
    expect(() =>
      prerenderIndexOf(about, [{ locale: 'fr-FR', path: '/login', file: 'login.fr-FR.html', notFound: false }]),
    ).toThrow(/fr-FR, not a declared locale/);
  });

  it('nginx’s page map answers each page in each locale and picks the locale from ?lang and Accept-Language', () => {
    const map = nginxPageMap(prerenderIndexOf(about, written));
    for (const locale of about.locales) {
      expect(map).toContain(`"~^${locale}:/login/*$" /.prerendered/login.${locale}.html;`);
      expect(map).toContain(`"~^${locale}:/gst-verification/*$" /.prerendered/gst-entry.${locale}.html;`);
    }
    expect(map).toContain('map $args $journey_asked_locale {');
    expect(map).toContain('map $http_accept_language $journey_accepted_locale {');
    expect(map).toContain('    default en-IN;');
    expect(map).toContain('    default /.prerendered/not-found.en-IN.html;');
    expect(map).toContain('"~^hi-IN:" /.prerendered/not-found.hi-IN.html;');
  });
});
