import { describe, expect, it } from 'vitest';
import {
  chooseDestination,
  decideAccess,
  isAllowedOrigin,
  pickTransition,
  resolveScreenForPath,
  screenPath,
  type NavigationTrigger,
} from '../../src/engine/navigation.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import type { ResolvedProgramme, Screen } from '../../src/engine/types.ts';

const screen = (id: string, route: string, extra: Partial<Screen> = {}): Screen => ({
  id,
  route,
  title: id,
  kind: 'info',
  access: 'authenticated',
  ...extra,
});
const programme = {
  id: 'p',
  screens: {
    login: screen('login', '/login', { access: 'unauthenticated' }),
    home: screen('home', '/home'),
    offer: screen('offer', '/offer', { when: { '!': { var: 'lead.offerAccepted' } } }),
    'post-offer-home': screen('post-offer-home', '/offer', { when: { var: 'lead.offerAccepted' } }),
    'gst-success': screen('gst-success', '/gst-success', { guard: { var: 'workflow.completed.GST_RETURN_CALLBACK' } }),
    'gst-instructions': screen('gst-instructions', '/gst/instructions'),
    'hold-on': screen('hold-on', '/hold-on'),
    quote: screen('quote', '/quote'),
    'not-found': screen('not-found', '*', { access: 'public' }),
  },
  programme: {
    screens: { entry: 'login', home: 'home', afterLogin: 'home', error: 'error', notFound: 'not-found' },
    gstFlow: { instructionsScreen: 'gst-instructions' },
    workflow: {
      steps: [],
      terminalSteps: [],
      groups: { 'pre-offer': { steps: ['BS_CALLBACK'], screen: 'home' } },
      stageScreens: { '6': 'quote' },
      stepScreens: { QUOTE_CALLBACK: 'hold-on' },
    },
  },
} as unknown as ResolvedProgramme;

const ctx = (user: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  createRuleContext({ user, ...extra });

describe('resolveScreenForPath', () => {
  it.each([
    ['/home', ctx({}), 'home'],
    ['/home/', ctx({}), 'home'],
    ['/offer', ctx({}, { lead: { offerAccepted: false } }), 'offer'],
    ['/offer', ctx({}, { lead: { offerAccepted: true } }), 'post-offer-home'],
    ['/nowhere', ctx({}), 'not-found'],
  ])('%s -> %s', (path, context, expected) => {
    expect(resolveScreenForPath(programme, path, context).id).toBe(expected);
  });
});

describe('decideAccess (spec §2 access rules)', () => {
  const s = programme.screens;
  it.each([
    [s.home, ctx({ isAuthenticated: false }), { allow: false, redirectTo: 'login', reason: 'login-required' }],
    [s.home, ctx({ isAuthenticated: true }), { allow: true }],
    [s.login, ctx({ isAuthenticated: false }), { allow: true }],
    [s.login, ctx({ isAuthenticated: true }), { allow: false, redirectTo: 'home', reason: 'already-logged-in' }],
    [
      s.login,
      ctx({ isAuthenticated: true, isGstFlow: true }),
      { allow: false, redirectTo: 'gst-instructions', reason: 'already-logged-in' },
    ],
    [s['not-found'], ctx({}), { allow: true }],
    [
      s['gst-success'],
      ctx(
        { isAuthenticated: true },
        { workflow: { currentStep: 'QUOTE_CALLBACK', completed: {}, allCompleted: false } },
      ),
      { allow: false, redirectTo: 'hold-on', reason: 'guard' },
    ],
    [
      s['gst-success'],
      ctx(
        { isAuthenticated: true },
        {
          workflow: {
            currentStep: 'CREATE_BANKING_URL',
            completed: { GST_RETURN_CALLBACK: true },
            allCompleted: false,
          },
        },
      ),
      { allow: true },
    ],
    // no lead yet: the empty current step is no screen's step; the borrower goes home, never to a success page
    [
      s['gst-success'],
      ctx({ isAuthenticated: true }, { workflow: { currentStep: '', completed: {}, allCompleted: false } }),
      { allow: false, redirectTo: 'home', reason: 'guard' },
    ],
    // every step done (current step empty): where the lead's stage says
    [
      s['gst-success'],
      ctx(
        { isAuthenticated: true },
        { lead: { stageCode: 6 }, workflow: { currentStep: '', completed: {}, allCompleted: true } },
      ),
      { allow: false, redirectTo: 'quote', reason: 'guard' },
    ],
  ])('%#', (target, context, expected) => {
    const decision = decideAccess(programme, target as Screen, context);
    expect(decision).toMatchObject(expected);
    if (!decision.allow) expect(decision.destination).toMatchObject({ screenId: decision.redirectTo, replace: true });
  });
});

describe('chooseDestination names the transition it took (via), for coverage', () => {
  const withOwn = {
    ...programme,
    screens: {
      ...programme.screens,
      quote: screen('quote', '/quote', {
        actions: [
          { id: 'back', next: [{ to: 'home' }] },
          { id: 'view', next: [{ when: { var: 'user.isGstFlow' }, to: 'gst-instructions' }, { to: 'hold-on' }] },
        ],
      } as Partial<Screen>),
      'hold-on': screen('hold-on', '/hold-on', {
        kind: 'wait',
        poll: { everyMs: 1, next: [{ to: 'quote' }] },
      } as Partial<Screen>),
      index: screen('index', '/', {
        kind: 'redirect',
        redirect: [{ when: { var: 'user.isAuthenticated' }, to: 'home' }, { to: 'login' }],
      } as Partial<Screen>),
    },
    programme: {
      ...programme.programme,
      steps: [
        { id: 'a', home: 'home' },
        { id: 'b', home: 'home', action: { id: 'go', next: [{ to: 'quote' }] } },
      ],
      modals: { sure: { text: 'x', actions: [{ id: 'stay' }, { id: 'leave', next: [{ to: 'home' }] }] } },
      navigation: { leadStatus: [{ when: { '==': [{ var: 'lead.status' }, 'X'] }, to: 'hold-on' }] },
    },
  } as unknown as ResolvedProgramme;
  const signedIn = (extra: Record<string, unknown> = {}, user: Record<string, unknown> = {}) =>
    ctx({ isAuthenticated: true, ...user }, extra);
  it.each([
    [
      "an action's second next (the first does not hold)",
      { kind: 'action', screenId: 'quote', actionId: 'view' },
      signedIn(),
      'hold-on',
      { file: 'screen:quote', pointer: '/actions/1/next/1' },
    ],
    [
      "an action's first next",
      { kind: 'action', screenId: 'quote', actionId: 'view' },
      signedIn({}, { isGstFlow: true }),
      'gst-instructions',
      { file: 'screen:quote', pointer: '/actions/1/next/0' },
    ],
    [
      "a card's action next",
      { kind: 'action', screenId: 'home', actionId: 'go', cardId: 'b' },
      signedIn(),
      'quote',
      { file: 'programme', pointer: '/steps/1/action/next/0' },
    ],
    [
      "a modal's action next",
      { kind: 'action', screenId: 'quote', actionId: 'leave', modalId: 'sure' },
      signedIn(),
      'home',
      { file: 'programme', pointer: '/modals/sure/actions/1/next/0' },
    ],
    [
      'a redirect',
      { kind: 'screen-entered', screenId: 'index' },
      ctx({}),
      'login',
      { file: 'screen:index', pointer: '/redirect/1' },
    ],
    [
      'a poll done',
      { kind: 'poll-done', screenId: 'hold-on' },
      signedIn(),
      'quote',
      { file: 'screen:hold-on', pointer: '/poll/next/0' },
    ],
    [
      'a written list entry before the implied ones',
      { kind: 'outcome', outcome: 'leadRead' },
      signedIn({ lead: { status: 'X' } }),
      'hold-on',
      { file: 'programme', pointer: '/navigation/leadStatus/0', list: 'leadStatus' },
    ],
    [
      'resume by the stage table',
      { kind: 'resume' },
      signedIn({ lead: { stageCode: 6 } }),
      'quote',
      { file: 'programme', pointer: '/workflow/stageScreens/6', list: 'resume' },
    ],
    [
      'resume at an unknown stage: home (its lead read routes by the current step)',
      { kind: 'resume' },
      signedIn({
        lead: { stageCode: 99 },
        workflow: { currentStep: 'QUOTE_CALLBACK', completed: {}, allCompleted: false },
      }),
      'home',
      { file: 'programme', pointer: '/screens/home', list: 'resume' },
    ],
    [
      'a stopped poll: the currentStep list first (the same entry sits in resume too)',
      { kind: 'poll-stopped', screenId: 'hold-on' },
      signedIn({ workflow: { currentStep: 'BS_CALLBACK', completed: {}, allCompleted: false } }),
      'home',
      { file: 'programme', pointer: '/workflow/groups/pre-offer/screen', list: 'currentStep' },
    ],
    [
      'login required',
      { kind: 'access-refused', screenId: 'home', reason: 'login-required' },
      ctx({}),
      'login',
      { file: 'programme', pointer: '/screens/entry', list: 'loginRequired' },
    ],
  ] as const)('%s', (_name, trigger, context, to, via) => {
    expect(chooseDestination(withOwn, trigger as NavigationTrigger, context)).toEqual({
      screenId: to,
      replace: expect.any(Boolean),
      via,
    });
  });
  it("names no transition where none chose: a card's Start, and home when a guard would send a screen to itself", () => {
    const start = {
      ...withOwn,
      programme: { ...withOwn.programme, steps: [{ id: 'a', home: 'home', start: 'quote' }] },
    } as unknown as ResolvedProgramme;
    expect(chooseDestination(start, { kind: 'card-start', screenId: 'home', cardId: 'a' }, signedIn())).toEqual({
      screenId: 'quote',
      replace: false,
    });
    expect(
      chooseDestination(withOwn, { kind: 'access-refused', screenId: 'home', reason: 'guard' }, signedIn()),
    ).toEqual({ screenId: 'home', replace: true });
  });
});

describe('resume and transitions', () => {
  it('prefers the stage table, then home (whose lead read routes by the current step, spec §2)', () => {
    const resume = (context: ReturnType<typeof ctx>) =>
      chooseDestination(programme, { kind: 'resume' }, context)?.screenId;
    expect(resume(ctx({}, { lead: { stageCode: 6 } }))).toBe('quote');
    expect(
      resume(
        ctx(
          {},
          { lead: { stageCode: 99 }, workflow: { currentStep: 'QUOTE_CALLBACK', completed: {}, allCompleted: false } },
        ),
      ),
    ).toBe('home');
    expect(resume(ctx({}))).toBe('home');
  });
  it('picks the first transition whose rule holds', () => {
    const list = [{ when: { var: 'user.isGstFlow' }, to: 'gst-success' }, { to: 'home' }];
    expect(pickTransition(list, ctx({ isGstFlow: true }))?.to).toBe('gst-success');
    expect(pickTransition(list, ctx({}))?.to).toBe('home');
    expect(pickTransition(undefined, ctx({}))).toBeUndefined();
  });
  it('builds paths', () => {
    expect(screenPath(programme, 'home', { edit: 'true' })).toBe('/home?edit=true');
    expect(screenPath(programme, 'not-found')).toBe('/');
  });
});

describe('isAllowedOrigin (originApp allow-list)', () => {
  const allowed = ['https://partner.example'];
  it.each([
    ['https://partner.example', true],
    ['https://partner.example/', true],
    ['https://partner.example/path', false],
    ['http://partner.example', false],
    ['https://evil.example', false],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['https://partner.example.evil.example', false],
    ['https://user@partner.example', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (candidate, expected) => {
    expect(isAllowedOrigin(candidate, allowed)).toBe(expected);
  });
});
