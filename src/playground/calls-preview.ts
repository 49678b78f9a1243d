import type { Json } from '../engine/json.ts';
import { planCalls } from '../engine/payloads.ts';
import type { RuleContext } from '../engine/rules.ts';
import { screenPoll } from '../engine/screen-types.ts';
import { homeSteps } from '../engine/steps.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';

/** One API call a screen would make: which effect makes it, where it goes and what it would send in this context. */
export interface CallPreview {
  /** `action <id>`, `card <id>`, `on entry` or `poll`. */
  source: string;
  effect: string;
  role: string;
  endpoint: string;
  /** `GET /consumer/fetch/quote`, or the endpoint name when api.json lacks it (lint says so). */
  route: string;
  /** The body of a POST or the query of a GET, as built now; `missing` names required fields left empty. */
  payload: Record<string, unknown>;
  missing: string[];
}

/** What a signed-in session would supply as `session.*`. */
const SAMPLE_SESSION = { sessionId: 'SESSION-1', consumerId: 'CONSUMER-1' };

/** The effects a screen runs, where, and with which params. */
function listScreenEffects(
  programme: ResolvedProgramme,
  screen: Screen,
): Array<{ source: string; effect: string; params: Record<string, Json> }> {
  const out = (screen.actions ?? []).flatMap((a) =>
    (a.effects ?? []).map((effect) => ({ source: `action ${a.id}`, effect, params: a.params ?? {} })),
  );
  for (const card of homeSteps(programme.programme, screen.id))
    for (const effect of card.action?.effects ?? [])
      out.push({ source: `card ${card.id}`, effect, params: card.action?.params ?? {} });
  for (const effect of screen.onEnter ?? []) out.push({ source: 'on entry', effect, params: {} });
  const poll = screenPoll(screen)?.effect;
  if (poll) out.push({ source: 'poll', effect: poll, params: {} });
  return out;
}

/**
 * Every API call the screen's actions, cards, on-entry effects and poll would make (calls.json), with the request each
 * would send (payloads.json) in the edited context: the chain an analyst configures, shown without running it.
 */
export function previewCalls(programme: ResolvedProgramme, screen: Screen, context: RuleContext): CallPreview[] {
  return listScreenEffects(programme, screen).flatMap(({ source, effect, params }) =>
    planCalls(programme, effect, params, { ...context, session: SAMPLE_SESSION }).map(
      ({ role, endpoint, body, missing }) => {
        const api = programme.api.endpoints[endpoint];
        return {
          source,
          effect,
          role,
          endpoint,
          route: api ? `${api.method} ${api.path}` : endpoint,
          payload: body,
          missing,
        };
      },
    ),
  );
}
