import { evaluateRule, type RuleContext } from './rules.ts';
import { screenPoll, screenRedirect } from './screen-types.ts';
import { homeSteps, programmeSteps, stepStartScreen } from './steps.ts';
import { listProgrammeTransitions, type NavigationList } from './transitions.ts';
import type { ResolvedProgramme, Screen, ScreenAction, Transition } from './types.ts';

/** The screens that answer a path: every screen with that route whose `when` holds, first one wins; else 404. */
export function resolveScreenForPath(programme: ResolvedProgramme, pathname: string, context: RuleContext): Screen {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const candidates = Object.values(programme.screens).filter((s) => s.route === path);
  const match =
    candidates.find((s) => s.when !== undefined && evaluateRule(s.when, context)) ??
    candidates.find((s) => s.when === undefined);
  return match ?? (programme.screens[programme.programme.screens.notFound] as Screen);
}

/** The first transition whose rule holds, or undefined. */
export function pickTransition(
  transitions: readonly Transition[] | undefined,
  context: RuleContext,
): Transition | undefined {
  return (transitions ?? []).find((t) => evaluateRule(t.when, context));
}

/**
 * Which transition a destination was chosen by, where it is written: `file` is the key of the file in the
 * programme's `origins` ("programme", or "screen:<id>" for a screen's own action `next`, redirect and poll), `pointer`
 * the transition in that file, `list` the programme list it was taken from (the same entry of programme.json may
 * sit in several lists). Coverage counts these, never a guess from where the borrower ended up.
 */
export interface TransitionRef {
  file: string;
  pointer: string;
  list?: NavigationList;
}

/** What an effect reports happened (never where to go): the engine picks the destination, if any. */
export type Outcome = 'leadRead' | 'leadLoaded' | 'sessionExpired' | 'leadRejected' | 'leftApp';
export type AccessReason = 'login-required' | 'already-logged-in' | 'guard';

/** What happened, for `chooseDestination`: the only question the app asks about where the borrower goes. */
export type NavigationTrigger =
  | { kind: 'action'; screenId: string; actionId: string; cardId?: string; modalId?: string }
  | { kind: 'card-start' | 'card-edit'; screenId: string; cardId: string }
  | { kind: 'screen-entered' | 'poll-done' | 'poll-stopped'; screenId: string }
  | { kind: 'outcome'; outcome: Outcome; screenId?: string }
  | { kind: 'access-refused'; screenId: string; reason: AccessReason }
  | { kind: 'resume' | 'logout' };

declare const chosen: unique symbol;
/** A destination only `chooseDestination` makes (the brand is a type, never a value): the one input of the navigation request. */
export interface Destination {
  screenId: string;
  replace: boolean;
  query?: Record<string, string>;
  /** the transition that chose it; none for a card's Start or Edit and the home fallback, which are no transition */
  via?: TransitionRef;
  readonly [chosen]: true;
}

function destination(
  screenId: string | undefined,
  replace: boolean,
  query?: Record<string, string>,
  via?: TransitionRef,
): Destination | undefined {
  return screenId === undefined
    ? undefined
    : ({ screenId, replace, ...(query ? { query } : {}), ...(via ? { via } : {}) } as Destination);
}

interface Picked {
  to: string;
  via: TransitionRef;
}

const toDestination = (picked: Picked | undefined, replace: boolean) =>
  destination(picked?.to, replace, undefined, picked?.via);

/** The first transition of a screen's (or the programme's) own list whose rule holds, with where it is written. */
function pickOwn(
  transitions: readonly Transition[] | undefined,
  context: RuleContext,
  file: string,
  pointer: string,
): Picked | undefined {
  const i = (transitions ?? []).findIndex((t) => evaluateRule(t.when, context));
  return i < 0 || !transitions ? undefined : { to: transitions[i].to, via: { file, pointer: `${pointer}/${i}` } };
}

/** The list each outcome is routed by (an outcome with none, e.g. having left the app, goes nowhere). */
const OUTCOME_LISTS: Record<Outcome, NavigationList | undefined> = {
  leadRead: 'leadStatus',
  leadLoaded: 'leadLoaded',
  sessionExpired: 'sessionExpired',
  leadRejected: 'leadRejected',
  leftApp: undefined,
};

/** The first transition of the lists, in order, that holds here and may be taken from `from` (and, if asked, leaves it). */
function pickListed(
  programme: ResolvedProgramme,
  lists: readonly NavigationList[],
  context: RuleContext,
  from?: string,
  leave = false,
): Picked | undefined {
  const all = listProgrammeTransitions(programme);
  for (const list of lists) {
    const hit = all[list].find(
      (t) =>
        (t.from === undefined || (from !== undefined && t.from.includes(from))) &&
        (!leave || t.to !== from) &&
        evaluateRule(t.when, context),
    );
    if (hit) return { to: hit.to, via: { file: 'programme', pointer: hit.pointer, list } };
  }
  return undefined;
}

/** The action a button names: a programme modal's, a home card's, or the screen's own. */
export function findAction(
  programme: ResolvedProgramme,
  target: { screenId: string; actionId: string; cardId?: string; modalId?: string },
): { screen: Screen | undefined; action: ScreenAction | undefined } {
  const screen = programme.screens[target.screenId];
  if (target.modalId)
    return {
      screen,
      action: programme.programme.modals?.[target.modalId]?.actions.find((a) => a.id === target.actionId),
    };
  if (target.cardId) {
    const card = screen && homeSteps(programme.programme, screen.id).find((c) => c.id === target.cardId);
    return { screen, action: card?.action?.id === target.actionId ? card.action : undefined };
  }
  return { screen, action: screen?.actions?.find((a) => a.id === target.actionId) };
}

/** Where an action's `next` list is written: the modal's or the card's in programme.json, else the screen's file. */
function actionNextAt(
  programme: ResolvedProgramme,
  target: { screenId: string; actionId: string; cardId?: string; modalId?: string },
): { file: string; pointer: string } {
  if (target.modalId) {
    const i = programme.programme.modals?.[target.modalId]?.actions.findIndex((a) => a.id === target.actionId) ?? -1;
    return { file: 'programme', pointer: `/modals/${target.modalId}/actions/${i}/next` };
  }
  if (target.cardId)
    return {
      file: 'programme',
      pointer: `/steps/${programmeSteps(programme.programme).findIndex((s) => s.id === target.cardId)}/action/next`,
    };
  const i = programme.screens[target.screenId]?.actions?.findIndex((a) => a.id === target.actionId) ?? -1;
  return { file: `screen:${target.screenId}`, pointer: `/actions/${i}/next` };
}

/** A screen's own transitions for what happened on it: an action's `next`, its redirect, its poll's `next`. */
function screenDestination(
  programme: ResolvedProgramme,
  trigger: Extract<NavigationTrigger, { screenId: string }>,
  context: RuleContext,
): Destination | undefined {
  const screen = programme.screens[trigger.screenId];
  const file = `screen:${trigger.screenId}`;
  switch (trigger.kind) {
    case 'action': {
      const at = actionNextAt(programme, trigger);
      return toDestination(pickOwn(findAction(programme, trigger).action?.next, context, at.file, at.pointer), false);
    }
    case 'screen-entered':
      return toDestination(screen && pickOwn(screenRedirect(screen), context, file, '/redirect'), true);
    case 'poll-done':
      return toDestination(screen && pickOwn(screenPoll(screen)?.next, context, file, '/poll/next'), true);
    case 'card-start':
    case 'card-edit': {
      const card = screen && homeSteps(programme.programme, screen.id).find((c) => c.id === trigger.cardId);
      // Start opens the step's first `submit` screen this session is missing, else its start screen
      return trigger.kind === 'card-start'
        ? destination(card && stepStartScreen(card, context), false)
        : destination(card?.edit, false, { edit: 'true' });
    }
    default:
      return undefined;
  }
}

/**
 * Where the journey goes when `trigger` happened, over the rule context: the one place a destination is chosen.
 * A screen's own transitions (action `next`, redirect, poll `next`, card start and edit) and the programme's lists
 * (listProgrammeTransitions): an outcome by its list; a poll stopped and a refused guard back to the current step's
 * screen, else where a returning borrower resumes (a guard never sends a screen to itself: home instead); access
 * without a session to `loginRequired`, a logged-in borrower on a login screen to `alreadyLoggedIn`. The lead read
 * on a screen never sends the borrower to that same screen. Undefined: stay. A destination names the transition
 * that chose it (`via`: file, pointer and list), so what reads the navigation knows which one was taken.
 */
export function chooseDestination(
  programme: ResolvedProgramme,
  trigger: NavigationTrigger,
  context: RuleContext,
): Destination | undefined {
  switch (trigger.kind) {
    case 'outcome': {
      const list = OUTCOME_LISTS[trigger.outcome];
      return list && toDestination(pickListed(programme, [list], context, trigger.screenId, true), true);
    }
    case 'poll-stopped':
      return toDestination(pickListed(programme, ['currentStep', 'resume'], context), true);
    case 'access-refused': {
      if (trigger.reason !== 'guard')
        return toDestination(
          pickListed(programme, [trigger.reason === 'login-required' ? 'loginRequired' : 'alreadyLoggedIn'], context),
          true,
        );
      const picked = pickListed(programme, ['currentStep', 'resume'], context);
      return picked?.to === trigger.screenId
        ? destination(programme.programme.screens.home, true)
        : toDestination(picked, true);
    }
    case 'resume':
      return toDestination(pickListed(programme, ['resume'], context), true);
    case 'logout':
      return toDestination(pickListed(programme, ['logout'], context), false);
    default:
      return screenDestination(programme, trigger, context);
  }
}

export type AccessDecision =
  { allow: true } | { allow: false; redirectTo: string; reason: AccessReason; destination: Destination };

function refused(
  programme: ResolvedProgramme,
  screen: Screen,
  reason: AccessReason,
  context: RuleContext,
): AccessDecision {
  const chosenTo = chooseDestination(programme, { kind: 'access-refused', screenId: screen.id, reason }, context);
  const fallback = destination(programme.programme.screens.home, true) as Destination;
  const to = chosenTo ?? fallback;
  return { allow: false, redirectTo: to.screenId, reason, destination: to };
}

/**
 * Access rules (spec §2, §6): unauthenticated users may open only `unauthenticated` and `public` screens; a logged-in
 * borrower may not open `unauthenticated` ones; a screen's `guard` must hold. Where a refused borrower goes is
 * chooseDestination's `access-refused`.
 */
export function decideAccess(programme: ResolvedProgramme, screen: Screen, context: RuleContext): AccessDecision {
  const authenticated = context.user.isAuthenticated === true;
  if (screen.access === 'authenticated' && !authenticated) return refused(programme, screen, 'login-required', context);
  if (screen.access === 'unauthenticated' && authenticated)
    return refused(programme, screen, 'already-logged-in', context);
  if (screen.guard !== undefined && !evaluateRule(screen.guard, context))
    return refused(programme, screen, 'guard', context);
  return { allow: true };
}

/** The address of a chosen destination: its screen's route and query. */
export function destinationPath(programme: ResolvedProgramme, to: Destination): string {
  return screenPath(programme, to.screenId, to.query);
}

/** The path of a screen (its route), with an optional query string. */
export function screenPath(programme: ResolvedProgramme, screenId: string, query?: Record<string, string>): string {
  const route = programme.screens[screenId]?.route ?? '/';
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return `${route === '*' ? '/' : route}${search}`;
}

/**
 * True when `candidate` is exactly one of the allowed https origins (spec §2 originApp): no other scheme, host,
 * port, path tricks or protocol-relative forms.
 */
export function isAllowedOrigin(candidate: string | null | undefined, allowed: readonly string[]): boolean {
  if (!candidate) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const normalised = candidate.replace(/\/$/, '');
  return allowed.includes(url.origin) && normalised === url.origin;
}
