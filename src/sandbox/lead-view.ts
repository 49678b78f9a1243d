import { caller, type Ctx } from './context.ts';
import { Fields } from './fields.ts';
import { fail } from './http-kit.ts';
import { programmeOf, type ProgrammeInfo } from './programmes.ts';
import type { Applicant, Lead } from './store.ts';
import { progress, workflows } from './workflow.ts';

/** The caller's lead named by `leadId` in the body (POST) or query (GET); spec §8 "leadId is missing" / "No lead found". */
export function leadFor(ctx: Ctx, source: 'body' | 'query' = ctx.method === 'GET' ? 'query' : 'body'): Lead {
  const fields = source === 'body' ? new Fields(ctx.body) : Fields.ofQuery(ctx.query);
  if (!fields.has('leadId')) throw fail('MISSING_PARAMS', 'leadId is missing');
  const leadId = fields.str('leadId', { max: 100 });
  const lead = ctx.state.leads[leadId];
  if (!lead || lead.consumerId !== caller(ctx).consumerId) throw fail('LEAD_NOT_FOUND', 'No lead found');
  return lead;
}

export function borrowerOf(lead: Lead): Applicant | undefined {
  return lead.applicants.find((a) => a.applicantType === 'borrower');
}

export function applicantView(lead: Lead, a: Applicant) {
  return {
    leadId: lead.leadId,
    applicantId: a.applicantId,
    applicantType: a.applicantType,
    ...(a.applicantRole ? { applicantRole: a.applicantRole } : {}),
    firstName: a.firstName,
    ...(a.middleName ? { middleName: a.middleName } : {}),
    ...(a.lastName ? { lastName: a.lastName } : {}),
    ...(a.pan ? { pan: a.pan } : {}),
    ...(a.bsRedirectURL ? { bsRedirectURL: a.bsRedirectURL } : {}),
  };
}

const DAY_MS = 86_400_000;

/**
 * Where a paid-out loan stands against its programme's cooling-off period (kfsCoolingOffDays), by the calendar in
 * UTC, the day of disbursal the first: undefined before the payout, or for a programme stating no period.
 */
export function coolingOffOf(lead: Lead, programmes: readonly ProgrammeInfo[], now: number) {
  const days = programmeOf(programmes, lead.programCode)?.coolingOffDays ?? null;
  if (days === null || lead.disburseAt === undefined || now < lead.disburseAt) return undefined;
  const first = Math.floor(lead.disburseAt / DAY_MS);
  const daysHeld = Math.floor(now / DAY_MS) - first + 1;
  const lastDay = new Date((first + days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { days, daysHeld, lastDay, open: daysHeld <= days };
}

/** The Lead answered by fetch leadDetails (docs/openapi.json). */
export function leadView(lead: Lead, now: number, programmes: readonly ProgrammeInfo[] = []) {
  const coolingOff = coolingOffOf(lead, programmes, now);
  const borrower = borrowerOf(lead);
  const offer = lead.offer;
  return {
    leadId: lead.leadId,
    ...progress(lead, now),
    programCode: lead.programCode,
    applicantName: borrower ? [borrower.firstName, borrower.lastName].filter(Boolean).join(' ') : null,
    businessName: typeof lead.business.companyName === 'string' ? lead.business.companyName : null,
    workflows: workflows(lead, now),
    ...(offer ? { offer } : {}),
    // this product's extension: the saved answers, so a rule reads the same on every login and device
    ...(lead.answers ? { answers: lead.answers } : {}),
    ...(lead.disbursalAccount ? { disbursalAccount: lead.disbursalAccount } : {}),
    ...(lead.firstEmiDate ? { firstEmiDate: lead.firstEmiDate } : {}),
    ...(lead.programmeVersion ? { programmeVersion: lead.programmeVersion } : {}),
    ...(lead.locale ? { locale: lead.locale } : {}),
    // this product's extensions for the cooling-off exit (docs/sandbox.md): when the money was paid out, and the exit asked
    ...(lead.disburseAt !== undefined && now >= lead.disburseAt
      ? { disbursedAt: new Date(lead.disburseAt).toISOString() }
      : {}),
    ...(coolingOff ? { coolingOff } : {}),
    ...(lead.exitRequest
      ? {
          exitRequest: {
            exitRequestId: lead.exitRequest.exitRequestId,
            requestedAt: new Date(lead.exitRequest.requestedAt).toISOString(),
          },
        }
      : {}),
  };
}

export function workflowView(lead: Lead, now: number) {
  return { ...progress(lead, now), workflows: workflows(lead, now) };
}
