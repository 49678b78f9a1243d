import { evaluateRule, type RuleContext } from './rules.ts';
import type { ResolvedProgramme, Screen, Transition } from './types.ts';
import { resolveStageScreen, resolveStepScreen } from './workflow.ts';

/** The screens that answer a path: every screen with that route whose `when` holds, first one wins; else 404. */
export function resolveScreenForPath(programme: ResolvedProgramme, pathname: string, context: RuleContext): Screen {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const candidates = Object.values(programme.screens).filter((s) => s.route === path);
  const match = candidates.find((s) => s.when !== undefined && evaluateRule(s.when, context)) ?? candidates.find((s) => s.when === undefined);
  return match ?? (programme.screens[programme.programme.screens.notFound] as Screen);
}

/** The first transition whose rule holds, or undefined. */
export function pickTransition(transitions: readonly Transition[] | undefined, context: RuleContext): Transition | undefined {
  return (transitions ?? []).find((t) => evaluateRule(t.when, context));
}

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string; reason: 'login-required' | 'already-logged-in' | 'guard' };

/**
 * Access rules (spec §2, §6): unauthenticated users may open only `unauthenticated` and `public` screens, others go
 * to the entry screen; authenticated users opening an `unauthenticated` screen go to the GST instructions in the
 * GST flow, otherwise home; a screen's `guard` that does not hold sends the user to the current step's screen.
 */
export function decideAccess(programme: ResolvedProgramme, screen: Screen, context: RuleContext): AccessDecision {
  const p = programme.programme;
  const authenticated = context.user.isAuthenticated === true;
  if (screen.access === 'authenticated' && !authenticated) return { allow: false, redirectTo: p.screens.entry, reason: 'login-required' };
  if (screen.access === 'unauthenticated' && authenticated) {
    return { allow: false, redirectTo: context.user.isGstFlow === true ? p.gstFlow.instructionsScreen : p.screens.home, reason: 'already-logged-in' };
  }
  if (screen.guard !== undefined && !evaluateRule(screen.guard, context)) {
    const target = resolveStepScreen(p.workflow, context.workflow.currentStep) ?? resolveResumeScreen(programme, context);
    return { allow: false, redirectTo: target === screen.id ? p.screens.home : target, reason: 'guard' };
  }
  return { allow: true };
}

/** Where a returning borrower lands (spec §2 stage -> route, then the lead-step reviewer, then home). */
export function resolveResumeScreen(programme: ResolvedProgramme, context: RuleContext): string {
  const p = programme.programme;
  const byStage = resolveStageScreen(p.workflow, context.lead?.stageCode as string | number | null | undefined);
  return byStage ?? resolveStepScreen(p.workflow, context.workflow.currentStep) ?? p.screens.home;
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
