import { loanStatusMessageKey } from '../engine/messages.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';

/** Every string a JSON value holds, keys aside (a text key is named by a string value wherever it is used). */
function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/**
 * The texts only the store ever shows, which it shows with the whole programme: the messages of a call sent without
 * what it needs (payloads' `missingText`) and the toasts of the screens left out. Kept when the first screens name
 * them. The loan status messages go too when no first screen shows a lead's status (a home, `showLeadStatus`).
 */
function firstScreensTexts(shipped: ResolvedProgramme, first: readonly Screen[]): Record<string, string> {
  const named = stringsIn(first);
  const storeOnly = new Set<string>(
    Object.values(shipped.payloads).flatMap((spec) => (spec?.missingText ? [spec.missingText] : [])),
  );
  const kept = new Set(first.map((screen) => screen.id));
  for (const screen of Object.values(shipped.screens)) {
    if (kept.has(screen.id)) continue;
    for (const action of 'actions' in screen ? (screen.actions ?? []) : [])
      if (action.successToast) storeOnly.add(action.successToast);
  }
  const showsStatus = first.some(
    (screen) => screen.kind === 'home' || ('showLeadStatus' in screen && screen.showLeadStatus === true),
  );
  const statusPrefix = loanStatusMessageKey('');
  const dropped = (key: string) =>
    !named.has(key) && (storeOnly.has(key) || (!showsStatus && key.startsWith(statusPrefix)));
  return Object.fromEntries(Object.entries(shipped.texts).filter(([key]) => !dropped(key)));
}

/**
 * What a first visit of a prerendered public screen (the login, the GST entry point, not found) reads of the programme
 * until the rest has arrived with the store (src/app/first-visit/boot.tsx): the shipped programme with only the screens a visitor
 * without a session can open first and the not-found and error screens, without the offer's figures and terms (the
 * offer's screens'), without the calls, endpoints, workflow tables, modals and texts only the store uses.
 * Derived from the shipped programme here, never written by hand: one source.
 */
export function firstScreensProgramme(shipped: ResolvedProgramme): ResolvedProgramme {
  const { notFound, error } = shipped.programme.screens;
  const first = Object.entries(shipped.screens).filter(
    ([id, screen]) => screen.access === 'unauthenticated' || id === notFound || id === error,
  );
  // the offer's figures and terms are the offer's screens', the endpoints the store's; the workflow's tables (where a
  // lead's step or status sends the borrower) and the modals are read only once the store runs, with the whole
  // programme: the rule context needs only the steps' order
  const { terms: _terms, offer: _offer, modals: _modals, workflow, ...programme } = shipped.programme;
  const { steps, terminalSteps, rejectedStatus } = workflow;
  // the journey's steps are the home's cards and a form's progress: only a step holding a first screen is kept (no
  // rule of a first screen reads a step; tests/cli/first-screens.test.ts)
  const firstIds = new Set(first.map(([id]) => id));
  const journeySteps = programme.steps?.filter((step) => step.screens?.some((id) => firstIds.has(id)));
  const { messages: _messages, ...rest } = shipped;
  return {
    ...rest,
    programme: {
      ...programme,
      ...(journeySteps ? { steps: journeySteps } : {}),
      offer: {},
      modals: {},
      workflow: { steps, terminalSteps, rejectedStatus, groups: {}, stageScreens: {}, stepScreens: {} },
    },
    screens: Object.fromEntries(first),
    texts: firstScreensTexts(
      shipped,
      first.map(([, screen]) => screen),
    ),
    api: { ...shipped.api, endpoints: {} },
    httpErrors: [],
    payloads: {},
    calls: {},
    ...firstScreensMessages(
      shipped,
      first.map(([, screen]) => screen),
    ),
  };
}

/** The parsed ICU messages the first screens show (none on the login: the KFS's and Loan Success's stay behind). */
function firstScreensMessages(
  shipped: ResolvedProgramme,
  first: readonly Screen[],
): Pick<ResolvedProgramme, 'messages'> {
  const named = stringsIn(first);
  const kept = Object.entries(shipped.messages ?? {}).filter(([text]) => named.has(text));
  return kept.length ? { messages: Object.fromEntries(kept) } : {};
}
