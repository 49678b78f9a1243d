import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, repoRoot } from './helpers.ts';

// Where the borrower goes is chosen in one place, chooseDestination (src/engine/navigation.ts), over config
// transitions, and performed through one channel: the store's navigation request (saga-kit's navigateTo, which only
// takes a Destination chooseDestination made), performed by the app's navigation listener. Code anywhere else that
// navigates, or names a path to go to, fails here. The sandbox plays the lender's pages and is exempt.

/** Where each way of navigating is allowed: the listener performs, navigateTo requests, the slice records, the engine chooses. */
const ALLOWED: Record<string, readonly string[]> = {
  // the listener performs; the router's adapter hands it react-router's navigate, and its Redirect (a guard's, to a
  // chosen destination) is react-router's <Navigate> for the app's location
  navigate: ['src/app/navigation-listener.tsx', 'src/app/app-location.tsx', 'src/app/router-location.tsx'],
  request: ['src/store/saga-kit.ts', 'src/store/ui-slice.ts'],
  destination: ['src/engine/navigation.ts'],
};

/** The ways code could navigate on its own: each found outside its allowed files is a problem. */
export function navigationProblems(file: string, code: string): string[] {
  const problems: string[] = [];
  const allowed = (what: string) => (ALLOWED[what] ?? []).includes(file);
  if (!allowed('navigate') && /\buseNavigate\b|(?<![.\w])navigate\(/.test(code))
    problems.push('calls navigate(): only the navigation listener performs navigation');
  if (/<(?:Navigate|Redirect)\b(?![^>]*\bto=\{destinationPath\()/.test(code))
    problems.push('renders <Navigate> to a place chooseDestination did not choose');
  if (!allowed('request') && /\bnavigationRequested\(/.test(code))
    problems.push('requests navigation outside navigateTo');
  if (!allowed('destination') && /\bas\s+Destination\b/.test(code))
    problems.push('makes a Destination: only chooseDestination does');
  const literal =
    /(?:\bto=\{?|(?<![.\w])navigate\(|\bhref=\{?|\.assign\(|\.pushState\([^)]*?,\s*|\.replaceState\([^)]*?,\s*|\bredirect\()\s*['"`]\/[^'"`]*['"`]/.exec(
      code,
    );
  if (literal) problems.push(`goes to a literal path: ${literal[0]}`);
  return problems;
}

describe('only chooseDestination picks where the journey goes, and only the listener performs it', () => {
  const files = appSourceFiles();
  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s', (name, file) => {
    expect(navigationProblems(name, readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('the check catches each way of navigating outside the model', () => {
  const component = 'src/app/screen-data/journey-data.ts';
  it.each([
    [
      'navigate() to a literal path',
      component,
      `const navigate = useNavigate(); navigate('/home');`,
      [
        'calls navigate(): only the navigation listener performs navigation',
        "goes to a literal path: navigate('/home'",
      ],
    ],
    [
      'navigate() to a path built from config',
      component,
      'navigate(screenPath(programme, card.start));',
      ['calls navigate(): only the navigation listener performs navigation'],
    ],
    [
      '<Navigate> to a literal path',
      'src/app/screen-host.tsx',
      'return <Navigate to="/login" replace />;',
      ['renders <Navigate> to a place chooseDestination did not choose', 'goes to a literal path: to="/login"'],
    ],
    [
      '<Navigate> to a screen picked in the component',
      'src/app/screen-host.tsx',
      'return <Navigate to={screenPath(programme, p.screens.entry)} replace />;',
      ['renders <Navigate> to a place chooseDestination did not choose'],
    ],
    [
      'a navigation request made in a saga',
      'src/store/failure-saga.ts',
      `yield put(uiActions.navigationRequested({ screenId: screens.entry, replace: true } as Destination));`,
      ['requests navigation outside navigateTo', 'makes a Destination: only chooseDestination does'],
    ],
    [
      'a literal path given to the browser',
      'src/app/app-shell.tsx',
      `window.location.assign('/login');`,
      ["goes to a literal path: .assign('/login'"],
    ],
    [
      'a literal path in a link',
      'src/renderer/screens/home-screen.tsx',
      '<a href="/home">Home</a>',
      ['goes to a literal path: href="/home"'],
    ],
    [
      'the listener performing a request',
      'src/app/navigation-listener.tsx',
      'navigate(screenPath(programme, request.screenId, request.query), { replace: request.replace });',
      [],
    ],
    [
      'a refused screen redirected where chooseDestination said',
      'src/app/screen-host.tsx',
      'return <Navigate to={destinationPath(programme, access.destination)} replace />;',
      [],
    ],
    ['a component saying what happened', component, `dispatch(navigationTriggered({ kind: 'logout' }));`, []],
    [
      'a saga performing the chosen destination',
      'src/store/action-saga.ts',
      'if (run.destination) yield* navigateTo(run.destination);',
      [],
    ],
  ])('%s', (_name, file, code, expected) => {
    expect(navigationProblems(file, code)).toEqual(expected);
  });
});
