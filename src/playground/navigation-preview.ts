import { pickTransition } from '../engine/navigation.ts';
import { evaluateRule, type RuleContext } from '../engine/rules.ts';
import type { Rule, Screen, Transition } from '../engine/types.ts';
import { screenPoll, screenRedirect } from '../engine/screen-types.ts';

/** One way on from a screen (an action, the on-entry redirect, a poll), its transitions and the one taken now. */
export interface NavigationPreview {
  source: string;
  label: string;
  /** `visibleWhen` of an action; true for redirects and polls. */
  visible: boolean;
  transitions: Array<{ to: string; when?: Rule; holds: boolean; taken: boolean }>;
  /** The screen the first holding transition leads to, if any holds. */
  taken?: string;
}

function preview(
  source: string,
  label: string,
  visible: boolean,
  list: readonly Transition[] | undefined,
  context: RuleContext,
): NavigationPreview {
  const taken = pickTransition(list, context);
  return {
    source,
    label,
    visible,
    transitions: (list ?? []).map((t) => ({
      to: t.to,
      ...(t.when === undefined ? {} : { when: t.when }),
      holds: evaluateRule(t.when, context),
      taken: t === taken,
    })),
    ...(taken ? { taken: taken.to } : {}),
  };
}

/** For each action, redirect and poll of a screen: which transition the journey would take in this context. */
export function previewNavigation(screen: Screen, context: RuleContext): NavigationPreview[] {
  const out = (screen.actions ?? []).map((a) =>
    preview(`action ${a.id}`, a.label, evaluateRule(a.visibleWhen, context), a.next, context),
  );
  const [redirect, poll] = [screenRedirect(screen), screenPoll(screen)];
  if (redirect) out.push(preview('redirect', 'on entry', true, redirect, context));
  if (poll) out.push(preview('poll', `${poll.effect} until`, true, poll.next, context));
  return out;
}
