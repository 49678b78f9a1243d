import { migrateAnswers } from '../../engine/release-migration.ts';
import { call, put, select } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isJsonObject } from '../../engine/json.ts';
import { screenForm } from '../../engine/screen-types.ts';
import { isStepCompleted, type WorkflowStep } from '../../engine/workflow.ts';
import { EffectFailure } from '../failure.ts';
import { journeyActions, type Applicant, type Lead } from '../journey-slice.ts';
import { sessionActions } from '../session-slice.ts';
import type { RootState, SagaDeps } from '../types.ts';
import { uiActions } from '../ui-slice.ts';
import {
  callEndpoint,
  listIn,
  movesOn,
  stringOrNull,
  type EffectInput,
  type EffectResult,
  type EffectWorkers,
} from './effect-kit.ts';

const LEAD_TEXT_FIELDS = ['status', 'applicantName', 'businessName', 'programCode'] as const;

/** The lead fields the app keeps, from the lead-details answer (spec §3 Lead). */
function toLead(data: Record<string, unknown>): Partial<Lead> & { leadId: string } {
  const lead: Partial<Lead> & { leadId: string } = { leadId: String(data.leadId) };
  for (const field of LEAD_TEXT_FIELDS) if (field in data) lead[field] = stringOrNull(data[field]);
  const account = data.disbursalAccount;
  if (isJsonObject(account) && typeof account.accountNumber === 'string' && typeof account.ifsc === 'string')
    lead.disbursalAccount = { accountNumber: account.accountNumber, ifsc: account.ifsc };
  if (typeof data.firstEmiDate === 'string') lead.firstEmiDate = data.firstEmiDate;
  if (typeof data.disbursedAt === 'string') lead.disbursedAt = data.disbursedAt;
  const window = data.coolingOff;
  if (
    isJsonObject(window) &&
    typeof window.days === 'number' &&
    typeof window.daysHeld === 'number' &&
    typeof window.lastDay === 'string' &&
    typeof window.open === 'boolean'
  )
    lead.coolingOff = { days: window.days, daysHeld: window.daysHeld, lastDay: window.lastDay, open: window.open };
  const exit = data.exitRequest;
  if (isJsonObject(exit) && typeof exit.exitRequestId === 'string' && typeof exit.requestedAt === 'string')
    lead.exitRequest = { exitRequestId: exit.exitRequestId, requestedAt: exit.requestedAt };
  if (typeof data.programmeVersion === 'string') lead.programmeVersion = data.programmeVersion;
  if ('stageCode' in data) lead.stageCode = (data.stageCode as string | number | null) ?? null;
  if (typeof data.offerAccepted === 'boolean') lead.offerAccepted = data.offerAccepted;
  // a lead that carries its accepted offer is past the offer, whichever device asks (resume, spec §2)
  else if (isJsonObject(data.offer)) lead.offerAccepted = true;
  return lead;
}

function toWorkflows(list: unknown[]): WorkflowStep[] {
  return list.filter(
    (s): s is WorkflowStep =>
      isJsonObject(s) && typeof s.workflowTriggerValue === 'string' && typeof s.status === 'string',
  );
}

/** spec §7 lead workflow (never cached): data.status and data.workflows, kept together; answers the status. */
export function* fetchWorkflow(deps: SagaDeps, input: EffectInput): SagaIterator<string | null> {
  const data: unknown = yield call(callEndpoint, deps, input, 'workflow');
  const status = isJsonObject(data) ? stringOrNull(data.status) : null;
  yield put(journeyActions.workflowLoaded({ workflows: toWorkflows(listIn(data, 'workflows')), status }));
  return status;
}

/** spec §3: applicants are found by applicantType; one means applicant-create done, two co-applicant-create. */
export function* fetchApplicants(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const data: unknown = yield call(callEndpoint, deps, input, 'applicants');
  yield put(journeyActions.applicantsLoaded(listIn(data, 'applicants').filter(isJsonObject) as Applicant[]));
}

/**
 * spec §7 consumer profile: its gstin lets a borrower sent from another application (the GST entry point, a new
 * device with no saved business details) log in to the GST portal.
 */
export function* fetchProfile(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const data: unknown = yield call(callEndpoint, deps, input, 'profile');
  if (isJsonObject(data)) yield put(journeyActions.profileLoaded(data));
}

/**
 * spec §7 KYC details: the status of each applicant kind's KYC (`{individual: {status}, entity: {status}}`), shown
 * on the post-offer home's cards. Only the statuses are kept (personal data stays minimal). A failure is only
 * logged (spec §8; http-errors.json `logged-reads`).
 */
export function* fetchKycDetails(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const data: unknown = yield call(callEndpoint, deps, input, 'kycDetails');
  const statuses: Record<string, string> = {};
  if (isJsonObject(data)) {
    for (const [kind, detail] of Object.entries(data)) {
      if (isJsonObject(detail) && typeof detail.status === 'string') statuses[kind] = detail.status;
    }
  }
  yield put(journeyActions.kycStatusLoaded(statuses));
}

/** spec §8: a rejected lead shows the error page with the lead-rejected text (whichever read learnt the status). */
function* markIfRejected(deps: SagaDeps, status: string | null | undefined): SagaIterator<void> {
  if (!status || status !== deps.programme.programme.workflow.rejectedStatus) return;
  yield put(journeyActions.leadRejected({ status }));
  yield put(uiActions.errorBoundaryShown({ message: deps.programme.texts.lead_rejected }));
}

/**
 * spec §2 home on load: no lead resets the step to the first; a rejected lead is marked (spec §8); the lead's status
 * is reported (`leadRead`) and, when it moves the borrower on (rejected, agreement signed), nothing more is read;
 * otherwise its workflow and applicants are read and `leadLoaded` is reported. Where either leads is the
 * programme's navigation (chooseDestination), never this effect's.
 */
export function* fetchLead(deps: SagaDeps, input: EffectInput): SagaIterator<EffectResult> {
  const data: unknown = yield call(callEndpoint, deps, input, 'lead');
  if (!isJsonObject(data) || data.leadId === undefined || data.leadId === null) {
    yield put(journeyActions.leadCleared());
    return;
  }
  const lead = toLead(data);
  yield put(journeyActions.leadLoaded(lead));
  // the accepted offer (its leadOfferId) is what every post-offer call names: a new device reads it back here
  if (isJsonObject(data.offer)) yield put(journeyActions.offerRestored(data.offer));
  // the saved answers are the lender's: a rule reads on a new device what it read where they were typed; a lead this
  // version took with it from the one it began on (its release's migration) reads them by this version's names
  const migration = deps.programme.release?.migration;
  if (isJsonObject(data.answers))
    yield put(
      journeyActions.answersRestored(
        migrateAnswers(data.answers as Record<string, Record<string, unknown>>, lead.programmeVersion, migration),
      ),
    );
  if (migration?.screens && lead.programmeVersion && migration.from.includes(lead.programmeVersion))
    yield put(journeyActions.screensRenamed(migration.screens));
  yield call(markIfRejected, deps, lead.status);
  const moved: boolean = yield call(movesOn, deps, input, 'leadRead');
  if (moved) return { outcome: 'leadRead' };
  if (Array.isArray(data.workflows))
    yield put(journeyActions.workflowLoaded({ workflows: toWorkflows(data.workflows) }));
  yield call(fetchWorkflow, deps, input);
  yield call(fetchApplicants, deps, input);
  // the lender may have moved the lead on between the two reads (a callback landing): the workflow's status counts too
  const movedSince: boolean = yield call(movesOn, deps, input, 'leadRead');
  return { outcome: movedSince ? 'leadRead' : 'leadLoaded' };
}

/**
 * What the screen saves (`form.savedAs`) as the lender keeps it with the lead, `{<savedAs>: form}`: payload rules
 * read it as `computed.answers` (payloads.json), so the answer comes back with the lead on every login and device.
 */
function answersOf(input: EffectInput): { answers: Record<string, unknown> } {
  const savedAs = input.screen && screenForm(input.screen)?.savedAs;
  return { answers: savedAs ? { [savedAs]: input.formData } : {} };
}

/** Keeps the submitted form under the screen's `form.savedAs` (spec §3) on this device, so an edit finds it at once. */
function* keepForm(input: EffectInput): SagaIterator<void> {
  const savedAs = input.screen && screenForm(input.screen)?.savedAs;
  if (savedAs) yield put(journeyActions.formSaved({ savedAs, data: input.formData }));
}

/** A screen that saves its answer without a call of its own: the answer goes to the lender, then is kept here. */
export function* saveForm(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(callEndpoint, deps, input, 'save', answersOf(input));
  yield call(keepForm, input);
}

/** spec §5: location, contact number and consent time are required; the lead id comes back. */
export function* createLead(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  const data: unknown = yield call(callEndpoint, deps, input, 'create', answersOf(input));
  const leadId = stringOrNull(isJsonObject(data) ? data.leadId : null);
  if (!leadId) throw new EffectFailure('no_lead_found');
  yield call(keepForm, input);
  yield put(journeyActions.leadLoaded(toLead({ ...(isJsonObject(data) ? data : {}), leadId })));
  yield call(fetchWorkflow, deps, input);
}

export function* updateLead(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(callEndpoint, deps, input, 'update', answersOf(input));
  yield call(keepForm, input);
}

/** The applicant carries the other-details of step 1 and this form; applicants and workflow are then re-read. */
export function* createApplicant(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(callEndpoint, deps, input, 'create', answersOf(input));
  yield call(keepForm, input);
  yield call(fetchApplicants, deps, input);
  yield call(fetchWorkflow, deps, input);
}

export function* verifyGstOtp(deps: SagaDeps, input: EffectInput): SagaIterator<void> {
  yield call(callEndpoint, deps, input, 'verify');
  yield put(sessionActions.gstOtpVerified());
  yield call(fetchWorkflow, deps, input);
}

/**
 * spec §4 polling: the workflow answer carries the lead's status too. When that status moves the borrower on (a lead
 * the lender closed as KYC_FAILED or EXPIRED, rejected, or signed while a callback step was still pending here), it is
 * reported as a lead read (`leadRead`), so the borrower sees what a lead read would show them, without a reload.
 */
export function* pollWorkflow(deps: SagaDeps, input: EffectInput): SagaIterator<EffectResult> {
  const status: string | null = yield call(fetchWorkflow, deps, input);
  yield call(markIfRejected, deps, status);
  const moved: boolean = yield call(movesOn, deps, input, 'leadRead');
  return moved ? { outcome: 'leadRead' } : undefined;
}

/** Whether the lead's workflow has the step completed (for effects that reuse earlier results). */
export function* isStepDone(step: string): SagaIterator<boolean> {
  const workflows: WorkflowStep[] = yield select((s: RootState) => s.journey.workflows);
  return workflows.some((w) => w.workflowTriggerValue === step && isStepCompleted(w));
}

/** This module's effects, loaded with the signed-in journey's (journey-effects.ts). */
export const LEAD_WORKERS = {
  'lead/fetch': fetchLead,
  'profile/fetch': fetchProfile,
  'form/save': saveForm,
  'lead/create': createLead,
  'lead/update': updateLead,
  'applicant/create': createApplicant,
  'gst/verifyOtp': verifyGstOtp,
  'workflow/poll': pollWorkflow,
  'kyc/fetchDetails': fetchKycDetails,
} satisfies EffectWorkers;
