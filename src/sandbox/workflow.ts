import { fail } from './http-kit.ts';
import type { Lead } from './store.ts';

/** spec §4 journey steps, in workflow order. SUBMIT_PHYSICAL_NACH replaces the two eNACH steps for paper NACH. */
export const STEP_NAMES = {
  CREATE_LEAD: 'create lead',
  DEDUPE_CALLBACK: 'dedupe callback',
  CREATE_LEAD_APPLICANT: 'create lead applicant',
  // spec §4 task type co-applicant-create: listed only by programmes whose workflow names it
  CREATE_CO_APPLICANT: 'create co-applicant',
  GST_REQUEST_OTP: 'GST request OTP',
  GST_VERIFY_OTP: 'GST verify OTP',
  GST_RETURN_CALLBACK: 'GST callback',
  CREATE_BANKING_URL: 'create banking URL',
  BS_CALLBACK: 'banking statement callback',
  QUOTE_CALLBACK: 'quote callback',
  FINAL_OFFER: 'final offer',
  INIT_KYC: 'init KYC',
  SUBMIT_KYC: 'submit KYC',
  KYC_CALLBACK: 'KYC callback',
  SUBMIT_INDV_KYC_DOC: 'submit individual KYC document',
  INIT_ENTITY_KYC: 'init entity KYC',
  SUBMIT_ENTITY_ID_PROOF: 'submit entity ID proof',
  LMS_KYC_CALLBACK: 'LMS KYC callback',
  SUBMIT_PENNYDROP: 'submit penny drop',
  INIT_ENACH: 'init eNACH',
  ENACH_CALLBACK: 'eNACH callback',
  SUBMIT_PHYSICAL_NACH: 'submit physical NACH',
  INIT_ESIGN: 'init e-sign',
  ESIGN_CALLBACK: 'e-sign callback',
} as const;

export type Step = keyof typeof STEP_NAMES;

/** Steps a lead goes through only when its programme lists them. */
export const OPTIONAL_STEPS: readonly Step[] = ['CREATE_CO_APPLICANT'];
const ALL_STEPS = (Object.keys(STEP_NAMES) as Step[]).filter((s) => !OPTIONAL_STEPS.includes(s));

/**
 * The steps of this lead in order: those of its programme (a programme without GST lists no GST steps, so banking
 * is not blocked by them), and the mandate chosen at penny drop decides which NACH steps are listed.
 */
export function stepsOf(lead: Lead): Step[] {
  const listed = lead.workflowSteps ?? ALL_STEPS;
  const skipped: Step[] = lead.nachType === 'physical' ? ['INIT_ENACH', 'ENACH_CALLBACK'] : ['SUBMIT_PHYSICAL_NACH'];
  return listed.filter((s) => !skipped.includes(s));
}

export interface Workflow {
  name: string;
  workflowTriggerValue: Step;
  status: 'pending' | 'completed';
}

/**
 * A step is done once completed, or once its callback's due time has passed. Callbacks are stored as due
 * timestamps and read lazily, so no timer has to survive a restart and tests can move an injected clock.
 */
export function isDone(lead: Lead, step: Step, now: number): boolean {
  const state = lead.steps[step];
  if (!state) return false;
  return state.doneAt !== undefined || (state.dueAt !== undefined && state.dueAt <= now);
}

export function complete(lead: Lead, step: Step, now: number): void {
  lead.steps[step] = { doneAt: now };
}

/** Schedules a callback: the step completes by itself at `dueAt`. */
export function schedule(lead: Lead, step: Step, dueAt: number): void {
  lead.steps[step] = { dueAt };
}

export function workflows(lead: Lead, now: number): Workflow[] {
  return stepsOf(lead).map((step) => ({
    name: STEP_NAMES[step],
    workflowTriggerValue: step,
    status: isDone(lead, step, now) ? 'completed' : 'pending',
  }));
}

/** The e-sign callback `delayMs` after `now`, then the sanction and the disbursal a delay apart. */
export function signLater(lead: Lead, now: number, delayMs: number): void {
  schedule(lead, 'ESIGN_CALLBACK', now + delayMs);
  lead.sanctionAt = now + 2 * delayMs;
  lead.disburseAt = now + 3 * delayMs;
}

/** The triggers of the programme step (an optional one: `requiredWhen` or `skipWhen`) that `step` belongs to, if any. */
function optionalGroupOf(lead: Lead, step: Step): readonly Step[] | undefined {
  return (lead.optionalSteps ?? []).find((group) => group.includes(step));
}

/** Whether an open `blocker` keeps `step` waiting: a required step does; an optional one only its own later triggers. */
function blocks(lead: Lead, blocker: Step, step: Step): boolean {
  return optionalGroupOf(lead, blocker)?.includes(step) ?? true;
}

/** True when a step before `step` is still open and keeps it waiting (required steps keep their order). */
function earlierOpen(lead: Lead, step: Step, now: number): boolean {
  const steps = stepsOf(lead);
  return steps.slice(0, Math.max(0, steps.indexOf(step))).some((s) => !isDone(lead, s, now) && blocks(lead, s, step));
}

/**
 * spec §4 helper: the first non-completed trigger value is the current step (null when all are done). An optional
 * step's triggers are passed over: a lead whose every required step is done is complete.
 */
export function currentStep(lead: Lead, now: number): Step | null {
  return stepsOf(lead).find((step) => !isDone(lead, step, now) && optionalGroupOf(lead, step) === undefined) ?? null;
}

/** True when `step` is open and nothing before it keeps it waiting (a page completes only such a step). */
export function isOpenNow(lead: Lead, step: Step, now: number): boolean {
  return stepsOf(lead).includes(step) && !isDone(lead, step, now) && !earlierOpen(lead, step, now);
}

/**
 * Guards a call that completes `step`: every earlier step must be done, except an optional one (its programme step has
 * `requiredWhen` or `skipWhen`), which never blocks another step's triggers (else a 400 WORKFLOW_ORDER,
 * docs/sandbox.md); a step that is already done may be repeated only while the step after it is still open (resend
 * GST OTP, re-open the bank page).
 */
export function requireStep(lead: Lead, step: Step, now: number): void {
  if (lead.rejected) throw rejection();
  requireOpen(lead, now);
  const steps = stepsOf(lead);
  const index = steps.indexOf(step);
  const next = steps[index + 1];
  const alreadyPast = isDone(lead, step, now) && next !== undefined && isDone(lead, next, now);
  if (index < 0 || earlierOpen(lead, step, now) || alreadyPast)
    throw fail('WORKFLOW_ORDER', `${step} is not the current step`);
}

export function requireDone(lead: Lead, step: Step, now: number): void {
  if (lead.rejected) throw rejection();
  requireOpen(lead, now);
  if (!isDone(lead, step, now)) throw fail('WORKFLOW_ORDER', `${step} is not completed yet`);
}

/** The status the lender closed the lead with (KYC_FAILED, EXPIRED), once it has; undefined while it is open. */
export function closedStatus(lead: Lead, now: number): 'KYC_FAILED' | 'EXPIRED' | undefined {
  return lead.closes !== undefined && now >= lead.closes.at ? lead.closes.status : undefined;
}

/** A closed lead takes no step any more: 400 LEAD_CLOSED. */
function requireOpen(lead: Lead, now: number): void {
  const closed = closedStatus(lead, now);
  if (closed) throw fail('LEAD_CLOSED', `The application is closed (${closed})`);
}

/** spec §8: the DSEXEC013 rejection, which the app turns into the error page. */
export const REJECTION_MESSAGE =
  'Apologies ... we cannot process your loan application due to not meeting of the Internal Policy Criteria.';

export function rejection() {
  return fail('DSEXEC013', REJECTION_MESSAGE);
}

const STAGE_OF_STEP: Record<Step, number> = {
  CREATE_LEAD: 1,
  DEDUPE_CALLBACK: 1,
  CREATE_LEAD_APPLICANT: 2,
  CREATE_CO_APPLICANT: 2,
  GST_REQUEST_OTP: 3,
  GST_VERIFY_OTP: 3,
  GST_RETURN_CALLBACK: 3,
  CREATE_BANKING_URL: 4,
  BS_CALLBACK: 5,
  QUOTE_CALLBACK: 5,
  FINAL_OFFER: 6,
  INIT_KYC: 7,
  SUBMIT_KYC: 8,
  KYC_CALLBACK: 8,
  SUBMIT_INDV_KYC_DOC: 8,
  INIT_ENTITY_KYC: 9,
  SUBMIT_ENTITY_ID_PROOF: 9,
  LMS_KYC_CALLBACK: 9,
  SUBMIT_PENNYDROP: 11,
  INIT_ENACH: 11,
  ENACH_CALLBACK: 11,
  SUBMIT_PHYSICAL_NACH: 11,
  INIT_ESIGN: 12,
  ESIGN_CALLBACK: 12,
};

export type LeadStatus =
  | 'PENDING'
  | 'QUOTE_GENERATED'
  | 'OFFERED'
  | 'AGREEMENT_SIGN_COMPLETED'
  | 'SANCTIONED'
  | 'DISBURSED'
  | 'REJECTED'
  | 'KYC_FAILED'
  | 'EXPIRED';

/**
 * Status and stage code (the app maps stage 1-5 -> home, 6 -> quote, 7-12 -> offer, AGREEMENT_SIGN_COMPLETED ->
 * congratulations). After e-sign the stage code stays AGREEMENT_SIGN_COMPLETED while the status moves on to
 * SANCTIONED and DISBURSED, so the app keeps showing the congratulations screen.
 */
export function progress(lead: Lead, now: number): { status: LeadStatus; stageCode: number | string } {
  if (lead.rejected) return { status: 'REJECTED', stageCode: 'REJECTED' };
  const step = currentStep(lead, now);
  const closed = closedStatus(lead, now);
  // a closed lead's stage code is its status, as a rejected lead's is REJECTED; its workflow still says where it stopped
  if (closed) return { status: closed, stageCode: closed };
  if (step === null) {
    const status =
      lead.disburseAt !== undefined && now >= lead.disburseAt
        ? 'DISBURSED'
        : lead.sanctionAt !== undefined && now >= lead.sanctionAt
          ? 'SANCTIONED'
          : 'AGREEMENT_SIGN_COMPLETED';
    return { status, stageCode: 'AGREEMENT_SIGN_COMPLETED' };
  }
  const stageCode = STAGE_OF_STEP[step];
  return { status: stageCode <= 5 ? 'PENDING' : stageCode === 6 ? 'QUOTE_GENERATED' : 'OFFERED', stageCode };
}
