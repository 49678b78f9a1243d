import { planCalls } from '../../engine/payloads.ts';
import { evaluateBindings, type RuleContext } from '../../engine/rules.ts';
import { screenForm } from '../../engine/screen-types.ts';
import { homeSteps } from '../../engine/steps.ts';
import type { ResolvedProgramme, Screen } from '../../engine/types.ts';
import type { OfferStatus } from '../../renderer/screens/screen-props.ts';
import type { RootState } from '../../store/types.ts';
import { pendingKey, selectPayloadSession, selectRuleContext, selectSavedForm } from '../../store/selectors.ts';
import { draftOwnerOf, draftScopeOf, loadDraft } from '../drafts.ts';

/** Action id -> pending, for the screen's own actions and its cards' actions (the renderer's spinner state). */
export function pendingFor(state: RootState, programme: ResolvedProgramme, screen: Screen): Record<string, boolean> {
  const pending: Record<string, boolean> = {};
  for (const action of screen.actions ?? []) {
    pending[action.id] = state.ui.pending.includes(pendingKey({ screenId: screen.id, actionId: action.id }));
  }
  for (const card of homeSteps(programme.programme, screen.id)) {
    const id = card.action?.id ?? card.id;
    pending[id] = state.ui.pending.includes(pendingKey({ screenId: screen.id, actionId: id, cardId: card.id }));
  }
  return pending;
}

/** What the form starts from: the unsent draft of this session, else what was saved for it, else nothing. */
export function initialFormData(
  state: RootState,
  programme: ResolvedProgramme,
  screen: Screen,
  storage: Storage,
): Record<string, unknown> | undefined {
  const draft = loadDraft(storage, draftScopeOf(programme), draftOwnerOf(state.session), screen.id);
  if (draft) return draft;
  const savedAs = screenForm(screen)?.savedAs;
  const saved = savedAs ? selectSavedForm(state, savedAs) : null;
  return saved ? { ...saved } : undefined;
}

/** Form fields filled from the context (e.g. whether the OTP was sent), as values. */
export function formBindings(screen: Screen, context: RuleContext): Record<string, unknown> {
  return evaluateBindings(screenForm(screen)?.bindings, context);
}

/** Fields never kept in a draft: one-time passwords. */
export function draftableData(
  uiSchema: Readonly<Record<string, unknown>> | undefined,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const ui = uiSchema ?? {};
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    const widget = (ui[field] as Record<string, unknown> | undefined)?.['ui:widget'];
    if (widget !== 'otp') out[field] = value;
  }
  return out;
}

/**
 * What the screen's main actions would send but cannot yet: the required payload fields (payloads.json) of the calls
 * their effects make (calls.json) that are empty now (e.g. the address hand-off's consumerId). Values computed at
 * the time of the call count as there. The screen names them and holds its main action back.
 */
export function missingPayloadFields(state: RootState, programme: ResolvedProgramme, screen: Screen): string[] {
  // the context the effect itself will build its payload over (effect-kit selectPayloadContext), before any form
  const context = selectRuleContext(state, programme);
  const session = selectPayloadSession(state);
  const missing = new Set<string>();
  for (const action of screen.actions ?? []) {
    if (action.variant === 'secondary') continue;
    for (const effect of action.effects ?? []) {
      for (const call of planCalls(programme, effect, action.params ?? {}, { ...context, session }))
        call.missing.forEach((name) => missing.add(name));
    }
  }
  return [...missing];
}

/** What the app's wait for the offer is doing, from the offer's own status. */
export function offerStatusOf(offer: Readonly<Record<string, unknown>> | null): OfferStatus {
  const status = offer?.status;
  return status === 'processing' ? 'processing' : status === 'succeeded' ? 'ready' : 'idle';
}
