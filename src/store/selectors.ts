// reselect itself (Redux Toolkit re-exports this very function): the toolkit stays out of the first visit's JavaScript
import { createSelector } from 'reselect';
import type { ResolvedProgramme } from '../engine/types.ts';
import { createRuleContext, type RuleContext } from '../engine/rules.ts';
import { notNeededTriggers, programmeSteps } from '../engine/steps.ts';
import { buildWorkflowContext } from '../engine/workflow.ts';
import type { Applicant, JourneyState, Quote } from './journey-slice.ts';
import type { SessionState } from './session-slice.ts';
import type { RootState } from './types.ts';

export const selectSession = (state: RootState) => state.session;
export const selectJourney = (state: RootState) => state.journey;
export const selectIsAuthenticated = (state: RootState) => state.session.isAuthenticated;
export const selectLead = (state: RootState) => state.journey.lead;
export const selectWorkflows = (state: RootState) => state.journey.workflows;
export const selectApplicants = (state: RootState) => state.journey.applicants;
export const selectQuotes = (state: RootState) => state.journey.quoteResponse;
/** What a payload rule reads as `session.*` (payloads.json; vocabulary PAYLOAD_SESSION_FIELDS): the session's ids. */
export const selectPayloadSession = (state: RootState) => ({
  sessionId: state.session.sessionId,
  consumerId: state.session.consumerId,
});
export const selectOffer = (state: RootState) => state.journey.offer;
export const selectLocationDenied = (state: RootState) => state.journey.locationDenied;
export const selectBankStatement = createSelector([selectJourney], (j) => ({
  url: j.bankStatementUrl,
  status: j.bankStatementStatus,
  error: j.bankStatementError,
}));
export const selectToasts = (state: RootState) => state.ui.toasts;
export const selectPending = (state: RootState) => state.ui.pending;
export const selectNavigation = (state: RootState) => state.ui.navigation;
export const selectErrorBoundary = (state: RootState) => state.ui.errorBoundary;
export const selectOpenModal = (state: RootState) => state.ui.openModal;
export const selectPollingScreen = (state: RootState) => state.ui.pollingScreen;
export const selectPincodeLookup = (state: RootState, requestId: string) => state.ui.pincode[requestId] ?? null;
/** Data a screen's form submitted earlier (its `form.savedAs`), to prefill an edit screen. */
export const selectSavedForm = (state: RootState, savedAs: string) => state.journey.saved[savedAs] ?? null;

/** The key under which an action is pending (one per button, so two buttons never block each other). */
export function pendingKey(target: { screenId: string; actionId: string; cardId?: string; modalId?: string }): string {
  return [target.modalId ? `modal:${target.modalId}` : target.screenId, target.cardId ?? '', target.actionId].join('/');
}
export const selectIsPending = (state: RootState, target: Parameters<typeof pendingKey>[0]) =>
  state.ui.pending.includes(pendingKey(target));

export const selectSelectedQuote = createSelector(
  [selectQuotes, (state: RootState) => state.journey.selectedQuoteId],
  (quotes, id): Quote | null => quotes.find((q) => String(q.quoteId ?? '') === id) ?? quotes[0] ?? null,
);

/** The applicant of a type (spec §3: applicants are found by applicantType). */
export function findApplicant(applicants: readonly Applicant[], applicantType: string): Applicant | undefined {
  return applicants.find((a) => String(a.applicantType).toLowerCase() === applicantType.toLowerCase());
}

/** `user.*` of the rule context: the client-held user state of spec §3 (vocabulary.ts USER_STATE_FIELDS). */
function buildUser(
  session: SessionState,
  journey: JourneyState,
  programme: ResolvedProgramme,
  currentStep: string,
): Record<string, unknown> {
  const stepIndex = programme.programme.workflow.steps.indexOf(currentStep);
  return {
    isAuthenticated: session.isAuthenticated,
    isGstFlow: session.isGstFlow,
    otpSent: session.otpSent,
    gstOtpSent: session.gstOtpSent,
    mobile: session.mobile,
    gstStackData: { originAppUrl: session.originAppUrl },
    isUserReturningFromBanking: journey.isUserReturningFromBanking,
    workflowError: journey.workflowError,
    geoLocation: journey.userInfo.geoLocation,
    locationDenied: journey.locationDenied,
    currentLeadStep: stepIndex >= 0 ? stepIndex + 1 : 1,
    currentLeadStepName: currentStep,
    LeadStageCode: journey.lead?.stageCode ?? -1,
    bankStatementUrl: journey.bankStatementUrl,
    bankStatementStatus: journey.bankStatementStatus,
    bankStatementError: journey.bankStatementError,
    consumerProfile: journey.consumerProfile,
    kycStatus: journey.kycStatus,
    userInfo: journey.userInfo,
    quoteResponse: journey.quoteResponse,
  };
}

const buildRuleContext = (
  session: SessionState,
  journey: JourneyState,
  selectedQuote: Quote | null,
  programme: ResolvedProgramme,
  formData: Record<string, unknown> | undefined,
  query: Record<string, string> | undefined,
): RuleContext => {
  const status = journey.lead?.status ?? undefined;
  const offer = selectedQuote || journey.offer ? { ...selectedQuote, ...journey.offer } : null;
  const withWorkflow = (workflow: RuleContext['workflow']) =>
    createRuleContext({
      form: formData ?? {},
      user: buildUser(session, journey, programme, workflow.currentStep),
      // each answer under its screen's form.savedAs, beside (never over) the user state
      saved: journey.saved,
      // spec §3: the applicants list, so a card can be completed by a rule such as "two applicants"
      lead: journey.lead
        ? { ...journey.lead, workflows: journey.workflows, applicants: journey.applicants, offer }
        : null,
      workflow,
      constants: programme.constants,
      programme: {
        id: programme.id,
        programCode: programme.programme.programCode,
        version: programme.release?.version ?? null,
        ...(programme.locale ? { locale: programme.locale } : {}),
      },
      query: query ?? {},
      offer,
      submitted: journey.submitted,
    });
  // the steps' requiredWhen / skipWhen are evaluated first; the current step then passes over the steps not needed
  const skip = notNeededTriggers(
    programmeSteps(programme.programme),
    withWorkflow(buildWorkflowContext(journey.workflows, status)),
  );
  return withWorkflow(buildWorkflowContext(journey.workflows, status, skip));
};

/**
 * The one context every config rule is evaluated over (engine/rules.ts), from the state, the programme, and the
 * current screen's form data and query. Memoised per argument, so a component may select it.
 */
export const selectRuleContext: (
  state: RootState,
  programme: ResolvedProgramme,
  formData?: Record<string, unknown>,
  query?: Record<string, string>,
) => RuleContext = createSelector(
  [
    selectSession,
    selectJourney,
    selectSelectedQuote,
    (_state: RootState, programme: ResolvedProgramme) => programme,
    (_state: RootState, _programme: ResolvedProgramme, formData?: Record<string, unknown>) => formData,
    (
      _state: RootState,
      _programme: ResolvedProgramme,
      _formData?: Record<string, unknown>,
      query?: Record<string, string>,
    ) => query,
  ],
  buildRuleContext,
);
