import { evaluateBindings, evaluateRule } from '../engine/rules.ts';
import { findCurrentStep, homeSteps, isStepDone } from '../engine/steps.ts';
import { pendingKey, selectQuotes, selectRuleContext } from '../store/selectors.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import type { FieldError } from '../engine/validation-errors.ts';
import { actionTriggered, errorBoundaryReset, navigationTriggered, pincodeLookupRequested } from '../store/events.ts';
import { uiActions } from '../store/ui-slice.ts';
import type { JourneySession } from './journey-session.ts';
import type { ScenarioStep } from './scenario-types.ts';

/** Validates what the borrower submits on a screen as the browser does (compiled validators, then form.checks). */
export type Validate = (screenId: string, data: Record<string, unknown>) => Promise<FieldError[]>;

/** Why a step could not be done: a readable sentence (the runner adds the path and the last calls). */
export class StepFailure extends Error {}

/** Where the step says the borrower is: time passes until that screen (and modal) is shown. */
export async function reachPosition(session: JourneySession, step: ScenarioStep): Promise<void> {
  // the lender's page: the app hands the borrower over once what it does before has answered
  if (step.page) await session.until(() => session.leftTo !== null);
  if (step.screen === undefined && step.modal === undefined) return;
  const on = () =>
    (step.screen === undefined || session.app.shown() === step.screen) &&
    (step.modal === undefined || session.app.state.ui.openModal === step.modal);
  if (await session.until(() => on() && buttonShown(session, step))) return;
  if (on())
    throw new StepFailure(
      `${step.card ? `the card "${step.card}" offers no ${step.edit ? 'edit link' : 'start button'}` : `the button "${step.press}" is not shown (or stays busy)`} on screen "${session.app.shown()}"`,
    );
  const where =
    session.leftTo !== null
      ? `the lender's page ${new URL(session.leftTo).pathname}`
      : `screen "${session.app.shown()}"${session.app.state.ui.openModal ? ` with modal "${session.app.state.ui.openModal}" open` : ''}`;
  throw new StepFailure(
    `expected the borrower on ${step.screen ? `screen "${step.screen}"` : ''}${step.modal ? ` with modal "${step.modal}" open` : ''}, but they are on ${where}`,
  );
}

/**
 * Whether the button the step presses is there and free, as the borrower sees it: a card's Start only on the
 * current step, not done and not verifying; a screen action when its `visibleWhen` holds (and, on a quote screen,
 * once there are quotes); none while it runs.
 */
function buttonShown(session: JourneySession, step: ScenarioStep): boolean {
  const screenId = session.app.shown() ?? '';
  const context = session.app.context();
  if (step.card) {
    if (step.edit) return true;
    const cards = homeSteps(session.programme.programme, screenId);
    const card = cards.find((c) => c.id === step.card);
    if (!card) return true;
    const verifying = card.verifyingWhen !== undefined && evaluateRule(card.verifyingWhen, context);
    return (
      card === findCurrentStep(cards, context) &&
      !isStepDone(card, context) &&
      !verifying &&
      !session.app.state.ui.pending.includes(
        pendingKey({ screenId, actionId: card.action?.id ?? card.id, cardId: card.id }),
      )
    );
  }
  if (step.press === undefined || step.modal) return true;
  const action = session.programme.screens[screenId]?.actions?.find((a) => a.id === step.press);
  if (!action) return true;
  // the quote kind's buttons are disabled until the server has given quotes (renderer/screens/quote-screen.tsx)
  if (session.programme.screens[screenId]?.kind === 'quote' && selectQuotes(session.app.state).length === 0)
    return false;
  const formContext = selectRuleContext(
    session.app.state,
    session.programme,
    formDataOf(session.programme, session, screenId, step.data),
    session.app.queryNow(),
  );
  return (
    evaluateRule(action.visibleWhen, formContext) &&
    !session.app.state.ui.pending.includes(pendingKey({ screenId, actionId: action.id }))
  );
}

/** The data the form sends: what was typed, with the form's bindings (values the screen fills from the context). */
function formDataOf(
  programme: ResolvedProgramme,
  session: JourneySession,
  screenId: string,
  data: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  const screen = programme.screens[screenId];
  const bindings = screen && 'form' in screen ? screen.form?.bindings : undefined;
  if (!data && !bindings) return undefined;
  return { ...(data ?? {}), ...evaluateBindings(bindings, session.app.context()) };
}

/** A press of one of the screen's, a card's or a modal's buttons; answers the messages of a refused form. */
async function press(session: JourneySession, step: ScenarioStep, validate: Validate): Promise<string[]> {
  const programme = session.programme;
  const screenId = session.app.shown() ?? '';
  const dispatch = session.app.bundle.store.dispatch;
  const query = session.app.queryNow();
  if (step.card) {
    const card = homeSteps(programme.programme, screenId).find((c) => c.id === step.card);
    if (!card) throw new StepFailure(`screen "${screenId}" has no card "${step.card}"`);
    if (step.edit) dispatch(navigationTriggered({ kind: 'card-edit', screenId, cardId: card.id }));
    else if (!card.action && card.start)
      dispatch(navigationTriggered({ kind: 'card-start', screenId, cardId: card.id }));
    else dispatch(actionTriggered({ screenId, actionId: card.action?.id ?? card.id, cardId: card.id, query }));
    return [];
  }
  if (step.modal) {
    dispatch(actionTriggered({ screenId, actionId: step.press ?? '', modalId: step.modal }));
    return [];
  }
  const formData = formDataOf(programme, session, screenId, step.data);
  // a secondary button sends the data as typed without validating it (the browser's FormActions)
  const secondary = programme.screens[screenId]?.actions?.find((a) => a.id === step.press)?.variant === 'secondary';
  if (formData && programme.forms[screenId] && !secondary) {
    const errors = await validate(screenId, formData);
    if (errors.length) return errors.map((e) => e.message);
  }
  dispatch(actionTriggered({ screenId, actionId: step.press ?? '', query, ...(formData ? { formData } : {}) }));
  return [];
}

/** Does what the step says (after its position is reached); answers the messages of a refused press. */
export async function act(session: JourneySession, step: ScenarioStep, validate: Validate): Promise<string[]> {
  if (step.page) {
    if (session.leftTo === null)
      throw new StepFailure(
        `expected the borrower on the lender's page, but the app is still on screen "${session.app.shown()}"`,
      );
    const back = await session.lender.choose(session.leftTo, step.page);
    await session.load(back.pathname, Object.fromEntries(back.searchParams));
    return [];
  }
  if (session.leftTo !== null)
    throw new StepFailure(`the borrower is on the lender's page ${new URL(session.leftTo).pathname}, not in the app`);
  const dispatch = session.app.bundle.store.dispatch;
  if (step.wait !== undefined) await session.wait(step.wait);
  else if (step.visit !== undefined) {
    const url = new URL(step.visit, 'http://app.test');
    if (step.newTab) await session.load(url.pathname, Object.fromEntries(url.searchParams), true);
    else session.app.open(url.pathname, Object.fromEntries(url.searchParams));
  } else if (step.logout) {
    const confirm = session.programme.programme.logoutConfirmModal;
    if (step.logout === 'typed' && confirm) dispatch(uiActions.modalOpened(confirm));
    else dispatch(navigationTriggered({ kind: 'logout' }));
  } else if (step.pincode !== undefined) {
    session.lookups += 1;
    dispatch(pincodeLookupRequested({ requestId: `scenario-pincode-${session.lookups}`, pincode: step.pincode }));
  } else if (step.network !== undefined) {
    await session.setNetwork(step.network === 'online');
  } else if (step.retry) {
    dispatch(errorBoundaryReset());
    dispatch(navigationTriggered({ kind: 'resume' }));
  } else if (step.press !== undefined || step.card !== undefined) return press(session, step, validate);
  await session.settle();
  return [];
}
