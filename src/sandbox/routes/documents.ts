import { agreementPdf } from '../agreement-pdf.ts';
import type { Ctx, Route } from '../context.ts';
import { fail, ok } from '../http-kit.ts';
import { maskEmail } from '../mask.ts';
import { borrowerOf, leadFor } from '../lead-view.ts';
import type { Lead } from '../store.ts';
import { requireDone } from '../workflow.ts';

// Loan Success's documents (not in the spec, which names no document call; designed in its manner, docs/sandbox.md):
// the signed agreement as a file, and both documents e-mailed by the lender. Both exist only once the lender has
// confirmed the signature (ESIGN_CALLBACK), as the loan agreement is signed only then.

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** The caller's lead named by `leadId`, once its agreement is signed (else 400 WORKFLOW_ORDER, or DSEXEC013 when rejected). */
function signedLead(ctx: Ctx): Lead {
  const lead = leadFor(ctx);
  requireDone(lead, 'ESIGN_CALLBACK', ctx.now);
  return lead;
}

function agreementLines(lead: Lead): string[] {
  const borrower = borrowerOf(lead);
  const offer = lead.offer;
  const signedAt = lead.steps.INIT_ESIGN?.doneAt;
  return [
    'Loan agreement',
    `Application ${lead.leadId}`,
    `Borrower: ${borrower ? [borrower.firstName, borrower.lastName].filter(Boolean).join(' ') : ''}`,
    ...(offer
      ? [
          `Loan amount: Rs. ${RUPEES.format(offer.loanAmount)}`,
          `Interest: ${offer.roiPct}% a year`,
          `Tenure: ${offer.tenure} months`,
          `EMI: Rs. ${RUPEES.format(offer.emi)}`,
        ]
      : []),
    ...(lead.firstEmiDate ? [`First EMI due: ${lead.firstEmiDate}`] : []),
    `Signed electronically on ${signedAt === undefined ? '' : new Date(signedAt).toISOString()}`,
  ];
}

/** The signed agreement: `{fileName, contentType, content}` with the PDF in base64 (a JSON API carries no bytes). */
function fetchAgreement(ctx: Ctx) {
  const lead = signedLead(ctx);
  const pdf = agreementPdf(agreementLines(lead));
  return ok({
    leadId: lead.leadId,
    fileName: `loan-agreement-${lead.leadId}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
  });
}

/** The lender e-mails the signed agreement and the Key Fact Statement to the borrower's address (the sandbox keeps a note). */
function emailDocuments(ctx: Ctx) {
  const lead = signedLead(ctx);
  const email = borrowerOf(lead)?.emailId;
  if (!email) throw fail('NO_EMAIL', 'There is no e-mail address on this application');
  lead.documentsEmailed = [...(lead.documentsEmailed ?? []), { to: email, at: ctx.now }];
  ctx.touch();
  return ok({ leadId: lead.leadId, sentTo: maskEmail(email), documents: ['AGREEMENT', 'KFS'] });
}

export const documentRoutes: Route[] = [
  { method: 'GET', path: '/consumer/fetch/agreement', auth: true, handler: fetchAgreement },
  { method: 'POST', path: '/consumer/send/documents', auth: true, handler: emailDocuments },
];
