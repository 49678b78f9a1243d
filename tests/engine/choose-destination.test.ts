import { describe, expect, it } from 'vitest';
import { chooseDestination, type NavigationTrigger } from '../../src/engine/navigation.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import { listProgrammeTransitions } from '../../src/engine/transitions.ts';
import type { NavigationConfig, ResolvedProgramme, Screen } from '../../src/engine/types.ts';
import { repoRoot } from '../config/helpers.ts';

const screen = (id: string, extra: Record<string, unknown> = {}): Screen =>
  ({ id, route: `/${id}`, title: id, kind: 'info', access: 'authenticated', ...extra }) as Screen;

/** A small programme: every kind of transition the engine picks from, with rules that tell first match from fallbacks. */
function programmeWith(navigation?: NavigationConfig): ResolvedProgramme {
  return {
    id: 'p',
    screens: {
      login: screen('login', {
        access: 'unauthenticated',
        actions: [
          { id: 'send', label: 'Send', next: [{ when: { var: 'user.otpSent' }, to: 'home' }, { to: 'login' }] },
        ],
      }),
      home: screen('home', { kind: 'home' }),
      details: screen('details'),
      more: screen('more', { kind: 'form', form: { schema: 'forms/more.schema.json' } }),
      bank: screen('bank', {
        kind: 'wait',
        poll: {
          effect: 'workflow/poll',
          everyMs: 1,
          until: true,
          stopWhen: false,
          next: [{ when: { var: 'workflow.completed.BS' }, to: 'done' }],
        },
      }),
      done: screen('done', { kind: 'redirect', redirect: [{ when: { var: 'query.ok' }, to: 'home' }] }),
      quote: screen('quote', { guard: { var: 'workflow.completed.BS' } }),
      offer: screen('offer'),
      error: screen('error', { kind: 'error' }),
      gst: screen('gst'),
      bye: screen('bye', { kind: 'logout' }),
    },
    programme: {
      screens: { entry: 'login', home: 'home', afterLogin: 'home', error: 'error', notFound: 'home', logout: 'bye' },
      gstFlow: { entryScreen: 'gst', instructionsScreen: 'gst', originApps: [], defaultOriginUrl: '' },
      // the home's cards are the programme's steps shown on it
      steps: [
        {
          id: 'details',
          title: 'Details',
          home: 'home',
          completedBy: ['LEAD'],
          screens: ['details', 'more'],
          submit: ['more'],
          start: 'details',
          edit: 'details',
        },
        {
          id: 'bank',
          title: 'Bank',
          home: 'home',
          completedBy: ['BS'],
          action: { id: 'go', label: 'Go', next: [{ to: 'bank' }] },
        },
      ],
      modals: { slow: { text: 't', actions: [{ id: 'later', label: 'Later', next: [{ to: 'bye' }] }] } },
      workflow: {
        steps: ['LEAD', 'BS', 'QUOTE'],
        terminalSteps: ['REJECTED'],
        groups: { before: { steps: ['LEAD', 'BS'], screen: 'home' } },
        stageScreens: { '6': 'quote', REJECTED: 'error' },
        stepScreens: { QUOTE: 'offer' },
        rejectedStatus: 'REJECTED',
      },
      ...(navigation ? { navigation } : {}),
    },
  } as unknown as ResolvedProgramme;
}

const base = programmeWith();
const ctx = (parts: Record<string, unknown> = {}) => createRuleContext(parts);
const step = (currentStep: string, completed: Record<string, boolean> = {}) => ({
  workflow: { currentStep, completed, allCompleted: false },
});
// where the borrower goes; which transition chose it (`via`) is navigation.test.ts's
const to = (screenId: string, replace: boolean, query?: Record<string, string>) =>
  expect.objectContaining({ screenId, replace, ...(query ? { query } : {}) });

describe('chooseDestination: every destination, from one set of config transitions', () => {
  it.each<[string, ResolvedProgramme, NavigationTrigger, ReturnType<typeof ctx>, ReturnType<typeof to> | undefined]>([
    // a screen's own transitions: first rule that holds wins
    [
      'action next, first match',
      base,
      { kind: 'action', screenId: 'login', actionId: 'send' },
      ctx({ user: { otpSent: true } }),
      to('home', false),
    ],
    [
      'action next, the unconditional fallback',
      base,
      { kind: 'action', screenId: 'login', actionId: 'send' },
      ctx(),
      to('login', false),
    ],
    ['an unknown action stays', base, { kind: 'action', screenId: 'login', actionId: 'nope' }, ctx(), undefined],
    [
      "a home card's own action",
      base,
      { kind: 'action', screenId: 'home', actionId: 'go', cardId: 'bank' },
      ctx(),
      to('bank', false),
    ],
    [
      "a programme modal's action",
      base,
      { kind: 'action', screenId: 'bank', actionId: 'later', modalId: 'slow' },
      ctx(),
      to('bye', false),
    ],
    ['card start', base, { kind: 'card-start', screenId: 'home', cardId: 'details' }, ctx(), to('details', false)],
    [
      'card start, a submit screen missing in a session that started the step: that screen',
      base,
      { kind: 'card-start', screenId: 'home', cardId: 'details' },
      ctx({ submitted: { details: true } }),
      to('more', false),
    ],
    [
      'card edit opens its screen with edit=true',
      base,
      { kind: 'card-edit', screenId: 'home', cardId: 'details' },
      ctx(),
      to('details', false, { edit: 'true' }),
    ],
    [
      'a card with no edit screen stays',
      base,
      { kind: 'card-edit', screenId: 'home', cardId: 'bank' },
      ctx(),
      undefined,
    ],
    [
      'redirect on entry, rule holds',
      base,
      { kind: 'screen-entered', screenId: 'done' },
      ctx({ query: { ok: '1' } }),
      to('home', true),
    ],
    ['redirect on entry, no rule holds: stay', base, { kind: 'screen-entered', screenId: 'done' }, ctx(), undefined],
    ['poll done', base, { kind: 'poll-done', screenId: 'bank' }, ctx(step('QUOTE', { BS: true })), to('done', true)],
    // the programme's lists (implied by the workflow tables and screen roles)
    [
      "poll stopped: the current step's own screen",
      base,
      { kind: 'poll-stopped', screenId: 'bank' },
      ctx(step('QUOTE')),
      to('offer', true),
    ],
    [
      "poll stopped: the step's group",
      base,
      { kind: 'poll-stopped', screenId: 'bank' },
      ctx(step('BS')),
      to('home', true),
    ],
    [
      'poll stopped, no step screen: resume by stage',
      base,
      { kind: 'poll-stopped', screenId: 'bank' },
      ctx({ lead: { stageCode: 6 }, ...step('') }),
      to('quote', true),
    ],
    [
      'poll stopped, nothing known: home',
      base,
      { kind: 'poll-stopped', screenId: 'bank' },
      ctx(step('')),
      to('home', true),
    ],
    [
      'lead read: a status the stage table names',
      base,
      { kind: 'outcome', outcome: 'leadRead', screenId: 'home' },
      ctx({ lead: { status: 'REJECTED' } }),
      to('error', true),
    ],
    [
      'lead read: a stage number is no status',
      base,
      { kind: 'outcome', outcome: 'leadRead', screenId: 'home' },
      ctx({ lead: { status: '6' } }),
      undefined,
    ],
    [
      'lead read: never to the screen that read it',
      base,
      { kind: 'outcome', outcome: 'leadRead', screenId: 'error' },
      ctx({ lead: { status: 'REJECTED' } }),
      undefined,
    ],
    [
      "lead read on no screen (a guard's page-load read)",
      base,
      { kind: 'outcome', outcome: 'leadRead' },
      ctx({ lead: { status: 'REJECTED' } }),
      to('error', true),
    ],
    [
      'lead loaded on home: by stage',
      base,
      { kind: 'outcome', outcome: 'leadLoaded', screenId: 'home' },
      ctx({ lead: { stageCode: 6 } }),
      to('quote', true),
    ],
    [
      "lead loaded elsewhere: the stage route is home's only",
      base,
      { kind: 'outcome', outcome: 'leadLoaded', screenId: 'offer' },
      ctx({ lead: { stageCode: 6 } }),
      undefined,
    ],
    ['session expired', base, { kind: 'outcome', outcome: 'sessionExpired' }, ctx(), to('login', true)],
    ['lead rejected', base, { kind: 'outcome', outcome: 'leadRejected' }, ctx(), to('error', true)],
    ['left the app: nowhere', base, { kind: 'outcome', outcome: 'leftApp' }, ctx(), undefined],
    [
      'access: login required',
      base,
      { kind: 'access-refused', screenId: 'home', reason: 'login-required' },
      ctx(),
      to('login', true),
    ],
    [
      'access: already logged in',
      base,
      { kind: 'access-refused', screenId: 'login', reason: 'already-logged-in' },
      ctx({ user: { isAuthenticated: true } }),
      to('home', true),
    ],
    [
      'access: already logged in, GST flow',
      base,
      { kind: 'access-refused', screenId: 'login', reason: 'already-logged-in' },
      ctx({ user: { isAuthenticated: true, isGstFlow: true } }),
      to('gst', true),
    ],
    [
      "guard: the current step's screen",
      base,
      { kind: 'access-refused', screenId: 'quote', reason: 'guard' },
      ctx(step('QUOTE')),
      to('offer', true),
    ],
    [
      'guard: never the refused screen itself, home instead',
      base,
      { kind: 'access-refused', screenId: 'quote', reason: 'guard' },
      ctx({ lead: { stageCode: 6 }, ...step('') }),
      to('home', true),
    ],
    [
      'resume: stage first',
      base,
      { kind: 'resume' },
      ctx({ lead: { stageCode: 6 }, ...step('QUOTE') }),
      to('quote', true),
    ],
    // a stage the table does not name: home, whose lead read routes by status, then by the current step (spec §2)
    [
      "resume: an unknown stage goes home, not to the current step's screen",
      base,
      { kind: 'resume' },
      ctx({ lead: { stageCode: 99 }, ...step('QUOTE') }),
      to('home', true),
    ],
    ['resume: then home', base, { kind: 'resume' }, ctx(), to('home', true)],
    ['logout', base, { kind: 'logout' }, ctx(), to('bye', false)],
    // programme.json `navigation` comes first, `from` limits where a transition is taken
    [
      'navigation overrides the implied list',
      programmeWith({ sessionExpired: [{ when: { var: 'user.isGstFlow' }, to: 'gst' }] }),
      { kind: 'outcome', outcome: 'sessionExpired' },
      ctx({ user: { isGstFlow: true } }),
      to('gst', true),
    ],
    [
      'navigation whose rule fails falls back to the implied list',
      programmeWith({ sessionExpired: [{ when: { var: 'user.isGstFlow' }, to: 'gst' }] }),
      { kind: 'outcome', outcome: 'sessionExpired' },
      ctx(),
      to('login', true),
    ],
    [
      'navigation from a listed screen',
      programmeWith({ leadLoaded: [{ when: { var: 'lead.offerAccepted' }, to: 'offer', from: ['details'] }] }),
      { kind: 'outcome', outcome: 'leadLoaded', screenId: 'details' },
      ctx({ lead: { offerAccepted: true } }),
      to('offer', true),
    ],
    [
      'navigation not from another screen',
      programmeWith({ leadLoaded: [{ when: { var: 'lead.offerAccepted' }, to: 'offer', from: ['details'] }] }),
      { kind: 'outcome', outcome: 'leadLoaded', screenId: 'bank' },
      ctx({ lead: { offerAccepted: true } }),
      undefined,
    ],
    [
      'navigation adds a route to resume',
      programmeWith({ resume: [{ when: { var: 'lead.offerAccepted' }, to: 'offer' }] }),
      { kind: 'resume' },
      ctx({ lead: { offerAccepted: true, stageCode: 6 } }),
      to('offer', true),
    ],
  ])('%s', (_name, programme, trigger, context, expected) => {
    expect(chooseDestination(programme, trigger, context)).toEqual(expected);
  });
});

describe("the business loan's workflow tables, read by chooseDestination (spec §2 stage -> route map, lead-step reviewer)", () => {
  const loan = resolveProgramme(readConfigSource(repoRoot).source, 'business-loan').programme!;
  it.each<[string | number | null, string]>([
    [1, 'home'],
    ['6', 'quote'],
    [7, 'post-offer-home'],
    ['AGREEMENT_SIGN_COMPLETED', 'congratulations'],
    // no such stage, no stage, a key of every object: no stage route, and no current step either: home
    [10, 'home'],
    [null, 'home'],
    ['__proto__', 'home'],
  ])('resume at stage %j -> %s', (stageCode, screenId) => {
    expect(chooseDestination(loan, { kind: 'resume' }, ctx({ lead: { stageCode }, ...step('') }))?.screenId).toBe(
      screenId,
    );
  });
  it.each<[string, string]>([
    ['DEDUPE_CALLBACK', 'home'],
    ['CREATE_LEAD', 'home'],
    // the step's own screen comes before its group's
    ['QUOTE_CALLBACK', 'hold-on'],
    ['INIT_KYC', 'post-offer-home'],
    // no lead yet, or no open step: an empty step is never success (nor any other step's screen)
    ['', 'home'],
    ['UNKNOWN', 'home'],
    ['constructor', 'home'],
    ['toString', 'home'],
  ])('a poll stopped at step %j -> %s', (currentStep, screenId) => {
    expect(
      chooseDestination(loan, { kind: 'poll-stopped', screenId: 'verify-gst' }, ctx(step(currentStep)))?.screenId,
    ).toBe(screenId);
  });

  // a terminal step is the lead's status, never its workflow's current step (docs/sandbox.md "Stage code and status"):
  // a poll that stops on a closed lead goes where its stage or current step says, and the lead read there goes on
  it.each<[string, Record<string, string>, string, string[]]>([
    // rejected when the lead was created: its workflow stops at the dedupe callback
    ['rejected', { status: 'REJECTED', stageCode: 'REJECTED' }, 'DEDUPE_CALLBACK', ['home', 'error']],
    // signed, every step done: the stage says where
    ['sanctioned', { status: 'SANCTIONED', stageCode: 'AGREEMENT_SIGN_COMPLETED' }, '', ['congratulations']],
    ['disbursed', { status: 'DISBURSED', stageCode: 'AGREEMENT_SIGN_COMPLETED' }, '', ['congratulations']],
    // closed by the lender at the KYC callback: its stage is in no table, its step is post-offer
    ['KYC-failed', { status: 'KYC_FAILED', stageCode: 'KYC_FAILED' }, 'KYC_CALLBACK', ['post-offer-home', 'error']],
  ])('a poll stopped on a %s lead: %j at step %j -> %j', (_name, lead, currentStep, path) => {
    const context = ctx({ lead, ...step(currentStep) });
    const first = chooseDestination(loan, { kind: 'poll-stopped', screenId: 'verify-gst' }, context)
      ?.screenId as string;
    const read = chooseDestination(loan, { kind: 'outcome', outcome: 'leadRead', screenId: first }, context)?.screenId;
    expect([first, ...(read ? [read] : [])]).toEqual(path);
  });
});

describe('listProgrammeTransitions: one derived set, with where each is written', () => {
  it('puts navigation first and names the table entry each implied transition comes from', () => {
    const lists = listProgrammeTransitions(programmeWith({ resume: [{ to: 'offer' }] }));
    expect(lists.resume.map((t) => [t.to, t.pointer])).toEqual([
      ['offer', '/navigation/resume/0'],
      ['quote', '/workflow/stageScreens/6'],
      ['error', '/workflow/stageScreens/REJECTED'],
      ['home', '/screens/home'],
    ]);
    expect(lists.leadStatus.map((t) => t.pointer)).toEqual(['/workflow/stageScreens/REJECTED']);
  });

  // an implied transition no borrower could take is not listed (the map does not draw it, coverage does not ask for it)
  const tables = (workflow: Record<string, unknown>) => {
    const p = programmeWith();
    return listProgrammeTransitions({
      ...p,
      programme: { ...p.programme, workflow: { ...p.programme.workflow, ...workflow } },
    } as ResolvedProgramme);
  };
  it.each([
    [
      'leadLoaded on home: a stage whose screen is home is a stay, never taken',
      tables({ stageScreens: { '1': 'home', '6': 'quote' } }).leadLoaded,
      [['quote', '/workflow/stageScreens/6']],
    ],
    [
      'resume keeps it: Try again elsewhere goes home',
      tables({ stageScreens: { '1': 'home', '6': 'quote' } }).resume.slice(0, 2),
      [
        ['home', '/workflow/stageScreens/1'],
        ['quote', '/workflow/stageScreens/6'],
      ],
    ],
    [
      'a group whose every step has its own screen is taken by those first: no entry',
      tables({ groups: { quote: { steps: ['QUOTE'], screen: 'quote' } } }).currentStep,
      [['offer', '/workflow/stepScreens/QUOTE']],
    ],
  ])('%s', (_name, list, expected) => {
    expect(list.map((t) => [t.to, t.pointer])).toEqual(expected);
  });
  it('a group is read on its steps without a screen of their own', () => {
    const [, group] = tables({ groups: { mixed: { steps: ['BS', 'QUOTE'], screen: 'home' } } }).currentStep;
    expect(group.when).toEqual({ in: [{ var: 'workflow.currentStep' }, ['BS']] });
  });
});

describe('no entry no borrower can take: a terminal step as the current step, a stage the lead read routes first', () => {
  const loan = resolveProgramme(readConfigSource(repoRoot).source, 'business-loan').programme!;
  const lists = listProgrammeTransitions(loan);
  it('the current step is read on workflow steps only: the groups of terminal steps (error, success) imply no entry', () => {
    expect(lists.currentStep.map((t) => t.pointer)).toEqual([
      '/workflow/stepScreens/GST_RETURN_CALLBACK',
      '/workflow/stepScreens/QUOTE_CALLBACK',
      '/workflow/stepScreens/FINAL_OFFER',
      '/workflow/groups/pre-offer/screen',
      '/workflow/groups/post-offer/screen',
    ]);
    // resume repeats none of them: behind the stage table or the currentStep list itself, no borrower takes them
    expect(
      lists.resume.filter(
        (t) => t.pointer.startsWith('/workflow/groups/') || t.pointer.startsWith('/workflow/stepScreens/'),
      ),
    ).toEqual([]);
  });
  it('a terminal step written in stepScreens implies no current-step entry either (lint names it)', () => {
    const p = programmeWith();
    const withTerminal = {
      ...p,
      programme: {
        ...p.programme,
        workflow: { ...p.programme.workflow, stepScreens: { QUOTE: 'offer', REJECTED: 'error' } },
      },
    } as ResolvedProgramme;
    expect(listProgrammeTransitions(withTerminal).currentStep.map((t) => t.pointer)).toEqual([
      '/workflow/stepScreens/QUOTE',
      '/workflow/groups/before/screen',
    ]);
  });
  it('leadLoaded on home: the terminal stages, which the lead read before it routes by their statuses, imply no entry', () => {
    expect(lists.leadLoaded.map((t) => t.pointer.split('/').pop())).toEqual(['6', '7', '8', '9', '11', '12']);
    // resume keeps the signed stage: a stopped poll and a refused guard read no lead before it (a rejected lead has no
    // stage entry: its status routes it, by the error group, wherever the lead is read)
    expect(lists.resume.map((t) => t.pointer)).toContain('/workflow/stageScreens/AGREEMENT_SIGN_COMPLETED');
    expect(lists.leadStatus.map((t) => t.pointer)).toContain('/workflow/groups/error/screen');
  });
  it('a programme whose lead read leaves a terminal status unrouted keeps the stage entry: a signed lead SANCTIONED leaves home by its stage', () => {
    const workflow = {
      ...loan.programme.workflow,
      groups: {
        ...loan.programme.workflow.groups,
        success: { steps: ['DISBURSED', 'AGREEMENT_SIGN_COMPLETED', 'DISB_INIT'], screen: 'congratulations' },
      },
    };
    const partial = { ...loan, programme: { ...loan.programme, workflow } } as ResolvedProgramme;
    expect(listProgrammeTransitions(partial).leadLoaded.map((t) => t.pointer.split('/').pop())).toEqual([
      '6',
      '7',
      '8',
      '9',
      '11',
      '12',
      'AGREEMENT_SIGN_COMPLETED',
    ]);
    const signed = ctx({ lead: { status: 'SANCTIONED', stageCode: 'AGREEMENT_SIGN_COMPLETED' }, ...step('') });
    expect(
      chooseDestination(partial, { kind: 'outcome', outcome: 'leadRead', screenId: 'home' }, signed),
    ).toBeUndefined();
    expect(chooseDestination(partial, { kind: 'outcome', outcome: 'leadLoaded', screenId: 'home' }, signed)).toEqual(
      to('congratulations', true),
    );
  });
});

describe('lead read: the terminal statuses a workflow group names', () => {
  // a fast lender: back from the last external page, the lead is already past the status the stage table names
  // (SANCTIONED, DISBURSED) and no callback step is pending, so no poll runs: the status read must move the borrower
  const signed = (() => {
    const p = programmeWith();
    const workflow = {
      ...p.programme.workflow,
      terminalSteps: ['REJECTED', 'SIGNED', 'SANCTIONED', 'DISBURSED'],
      groups: {
        ...p.programme.workflow.groups,
        success: { steps: ['SIGNED', 'SANCTIONED', 'DISBURSED'], screen: 'done' },
      },
      stageScreens: { ...p.programme.workflow.stageScreens, SIGNED: 'done' },
    };
    return { ...p, programme: { ...p.programme, workflow } } as ResolvedProgramme;
  })();
  const read = (screenId: string, status: string) =>
    chooseDestination(
      signed,
      { kind: 'outcome', outcome: 'leadRead', screenId },
      ctx({ lead: { status }, ...step('') }),
    );

  it.each(['SIGNED', 'SANCTIONED', 'DISBURSED'])("a lead %s read on the home goes to the group's screen", (status) => {
    expect(read('home', status)).toEqual(to('done', true));
  });

  it('never to the screen that read it, and a status no group names stays', () => {
    expect(read('done', 'DISBURSED')).toBeUndefined();
    expect(read('home', 'OFFERED')).toBeUndefined();
  });

  it('lists the stage table first, then each group by its terminal statuses only', () => {
    expect(listProgrammeTransitions(signed).leadStatus.map((t) => [t.pointer, t.when])).toEqual([
      ['/workflow/stageScreens/REJECTED', { '==': [{ var: 'lead.status' }, 'REJECTED'] }],
      ['/workflow/stageScreens/SIGNED', { '==': [{ var: 'lead.status' }, 'SIGNED'] }],
      ['/workflow/groups/success/screen', { in: [{ var: 'lead.status' }, ['SIGNED', 'SANCTIONED', 'DISBURSED']] }],
    ]);
  });
});
