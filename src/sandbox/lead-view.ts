import { caller, type Ctx } from './context.ts';
import { Fields } from './fields.ts';
import { fail } from './http-kit.ts';
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

/** The Lead answered by fetch leadDetails (docs/openapi.json). */
export function leadView(lead: Lead, now: number) {
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
