// The screens `npm run bench:phone` measures: one (or two) of every screen kind, in both programmes. A screen is
// opened on a first visit (`first`), by a borrower who has just logged in (`signed-in`), or by one whose lead the
// lender's API has first taken to a milestone (tests/sandbox/journey.ts), so the guard lets the screen show.

export const PROGRAMMES = ['business-loan', 'supply-chain-finance'];

/**
 * name, the kind it stands for, the route opened, how it is reached, and where it must land when that is not the
 * route (a redirect, a logout, a return page asking the server: `lands: '*'` takes wherever the app sends it).
 * `mobile` is a sandbox trigger number (docs/sandbox.md), which has one lead: such a screen runs in the first programme.
 * `from` is a screen reached only in the tab: the borrower is on `from.route` and presses `from.press`, and the run is
 * a Lighthouse timespan of that press (its blocking time and layout shift; a timespan has no LCP and no score).
 */
const KINDS = [
  { name: 'login', kind: 'form (light)', route: '/login', visit: 'first' },
  { name: 'index', kind: 'redirect', route: '/', visit: 'first', lands: '/login' },
  { name: 'not-found', kind: 'not-found', route: '/no-such-page', visit: 'first' },
  { name: 'home', kind: 'home', route: '/home', visit: 'signed-in' },
  { name: 'location-access', kind: 'location', route: '/business-details/location-access', visit: 'signed-in' },
  { name: 'other-details-2', kind: 'form (RJSF)', route: '/other-details/step-2', visit: 'signed-in' },
  { name: 'error', kind: 'error', route: '/error', visit: 'signed-in' },
  { name: 'logout', kind: 'logout', route: '/logout', visit: 'signed-in', lands: '/login' },
  { name: 'gst-instructions', kind: 'info', route: '/gst/instructions', milestone: 'applicant' },
  { name: 'gst-success', kind: 'countdown', route: '/gst-success', milestone: 'gst' },
  { name: 'bank-statement', kind: 'consent-redirect', route: '/bank-statement', milestone: 'gst' },
  {
    name: 'banking-success',
    kind: 'return',
    route: '/banking-success?Status=success',
    milestone: 'quotes',
    lands: '*',
  },
  // the quote never arrives for this number, so the wait for it stays on screen
  { name: 'hold-on', kind: 'wait', route: '/hold-on', milestone: 'quotes', mobile: '9000000021' },
  { name: 'quote', kind: 'quote', route: '/quote', milestone: 'quotes' },
  // the offer shows a quote the borrower chose in this tab (its guard reads the quotes the quote screen fetched, spec
  // §4): a load of /offer goes back to /quote, so it is measured in the tab, from the press of "View offer" on
  {
    name: 'offer',
    kind: 'offer',
    route: '/offer',
    milestone: 'quotes',
    from: { route: '/quote', press: 'View offer' },
  },
  { name: 'post-offer-home', kind: 'home (after the offer)', route: '/offer', milestone: 'offer' },
  { name: 'confirm-address', kind: 'confirm-address', route: '/confirm-address', milestone: 'offer' },
  { name: 'mandate', kind: 'form (RJSF, checks)', route: '/mandate', milestone: 'entity-kyc' },
  { name: 'kfs', kind: 'kfs', route: '/key-fact-statement', milestone: 'mandate' },
  { name: 'congratulations', kind: 'info (Loan Success)', route: '/congratulations', milestone: 'done' },
];

export const SCREENS = PROGRAMMES.flatMap((programme, index) =>
  KINDS.filter((screen) => index === 0 || !screen.mobile).map((screen) => ({
    ...screen,
    programme,
    id: `${programme}/${screen.name}`,
  })),
);

/** What the budget phone must reach (issue 23), medians of the runs; the other screens are measured, not judged. */
export const TARGETS = {
  'business-loan/login': { performance: 95, lcpMs: 1800 },
  'business-loan/other-details-2': { performance: 90 },
};

/** The screens a `--screens=` list names, each item a screen's id, its name, its programme or its kind's first word. */
export function selectScreens(items) {
  const unknown = items.filter((item) => !SCREENS.some((s) => matches(s, item)));
  if (unknown.length)
    throw new Error(
      `--screens: no screen ${unknown.join(', ')}; the screens are ${SCREENS.map((s) => s.id).join(', ')}`,
    );
  return SCREENS.filter((s) => items.some((item) => matches(s, item)));
}

const matches = (screen, item) => [screen.id, screen.name, screen.programme, screen.kind.split(' ')[0]].includes(item);
