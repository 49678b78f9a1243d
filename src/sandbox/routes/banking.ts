import type { Ctx, Route } from '../context.ts';
import { Fields } from '../fields.ts';
import { fail, ok } from '../http-kit.ts';
import { leadFor } from '../lead-view.ts';
import { openPage } from '../page-sessions.ts';
import { quoteOf, rateAsked } from '../products.ts';
import { complete, isDone, requireStep } from '../workflow.ts';

/** spec §3 / §7: body leadId, applicantId, callbackUrl; answer data.redirectUrl; only for the borrower (spec §6). */
function createBankStatementUrl(ctx: Ctx) {
  const f = new Fields(ctx.body);
  f.requireAll(['leadId', 'applicantId'], 'lead id or applicant id missing');
  const lead = leadFor(ctx);
  const applicantId = f.str('applicantId', { max: 100 });
  const applicant = lead.applicants.find((a) => a.applicantId === applicantId);
  if (!applicant) throw fail('APPLICANT_NOT_FOUND', 'Applicant not found');
  // spec §8: this call's 400 body also carries an `error` string that the app shows
  if (applicant.applicantType !== 'borrower') {
    throw fail('BS_BORROWER_ONLY', 'Bank statement URL can only be requested for the borrower', {
      error: 'Bank statement URL can only be requested for the borrower',
    });
  }
  const callbackUrl = f.url('callbackUrl', ctx.opts.appOrigin);
  requireStep(lead, 'CREATE_BANKING_URL', ctx.now);
  const redirectUrl = openPage(ctx, 'bank-statement', lead, callbackUrl);
  applicant.bsRedirectURL = redirectUrl;
  complete(lead, 'CREATE_BANKING_URL', ctx.now);
  ctx.touch();
  return ok({ redirectUrl });
}

function bankingDetails(ctx: Ctx) {
  const lead = leadFor(ctx);
  const done = isDone(lead, 'BS_CALLBACK', ctx.now);
  const status = done ? 'COMPLETED' : lead.bankStatement;
  return ok({ status, accounts: done ? [{ bankName: 'Sandbox Bank', accountType: 'current', months: 12 }] : [] });
}

/** Quotes appear once the quote callback has arrived (spec §4: polled every 5 s until then). */
function fetchQuotes(ctx: Ctx) {
  const lead = leadFor(ctx);
  const asked = rateAsked(Fields.ofQuery(ctx.query));
  return ok({ quotes: !lead.rejected && isDone(lead, 'QUOTE_CALLBACK', ctx.now) ? [quoteOf(lead, asked)] : [] });
}

export const bankingRoutes: Route[] = [
  { method: 'POST', path: '/consumer/create/bs/url', auth: true, handler: createBankStatementUrl },
  { method: 'GET', path: '/consumer/fetch/bankingDetails', auth: true, handler: bankingDetails },
  { method: 'GET', path: '/consumer/fetch/quote', auth: true, handler: fetchQuotes },
];
