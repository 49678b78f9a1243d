import type { Ctx, Route } from '../context.ts';
import { html, redirect, withParam, type Reply } from '../http-kit.ts';
import { borrowerOf } from '../lead-view.ts';
import { choicePage, notFoundPage, type PageContent } from '../pages-html.ts';
import { scenarioOf } from '../scenarios.ts';
import type { Lead, PageKind, PageSession } from '../store.ts';
import { complete, isDone, isOpenNow, schedule, signLater, type Step } from '../workflow.ts';

type Texts = Omit<PageContent, 'action' | 'session'>;

function textsOf(kind: PageKind, lead: Lead): Texts {
  switch (kind) {
    case 'bank-statement':
      return {
        title: 'Share your bank statements',
        lead: 'Sandbox Bank will share the last 12 months of statements of your current account with the lender.',
        confirm: 'Share bank statements',
      };
    case 'kyc-individual':
      return {
        title: 'Complete your KYC',
        lead: "Verify the promoter's identity with Aadhaar and PAN.",
        confirm: 'Complete',
      };
    case 'kyc-entity':
      return { title: 'Complete business KYC', lead: "Submit the business's identity proof.", confirm: 'Complete' };
    case 'confirm-address': {
      const a = borrowerOf(lead)?.address ?? {};
      const line = [a.addressLine1, a.addressLine2, a.landmark, a.city, a.state, a.pincode].filter(Boolean).join(', ');
      return {
        title: 'Confirm your address',
        lead: 'Confirm the residential address we have on record.',
        details: line ? [line] : [],
        confirm: 'Complete',
      };
    }
    case 'mandate':
      return lead.nachType === 'physical'
        ? { title: 'Submit your paper NACH', lead: 'Sign and upload the paper NACH mandate form.', confirm: 'Complete' }
        : {
            title: 'Set up your e-mandate',
            lead: 'Authorise monthly repayments by debit card or net banking.',
            confirm: 'Complete',
          };
    case 'esign':
      return {
        title: 'Sign your loan agreement',
        lead: 'Review and e-sign the loan agreement.',
        details: lead.offer
          ? [`Loan amount: INR ${lead.offer.loanAmount}`, `Interest: ${lead.offer.roiPct}% per annum`]
          : [],
        confirm: 'Complete',
      };
  }
}

/** Steps a page completes only if the lead is exactly where the page expects it (a replayed form changes nothing). */
function atStep(lead: Lead, step: Step, now: number): boolean {
  return !lead.rejected && isOpenNow(lead, step, now);
}

/** What a "success" choice does to the lead; callbacks are scheduled delayMs (or multiples) later. */
function applySuccess(ctx: Ctx, kind: PageKind, lead: Lead): void {
  const { now } = ctx;
  const later = (n: number) => now + n * ctx.opts.delayMs;
  const scenario = scenarioOf(lead.mobile);
  if (kind === 'bank-statement' && atStep(lead, 'BS_CALLBACK', now) && lead.steps.BS_CALLBACK?.dueAt === undefined) {
    lead.bankStatement = 'PROCESSING';
    if (scenario === 'no-bank-statement-callback') return;
    schedule(lead, 'BS_CALLBACK', later(1));
    // the lead lapses while the lender prepares its quote: no quote, the lender closes it as EXPIRED
    if (scenario === 'lead-expires') return void (lead.closes = { status: 'EXPIRED', at: later(2) });
    if (scenario !== 'no-quote-callback') schedule(lead, 'QUOTE_CALLBACK', later(2));
    // the quote lapses before the borrower takes the offer: the lender closes the lead as EXPIRED
    if (scenario === 'offer-expires') lead.closes = { status: 'EXPIRED', at: later(3) };
  } else if (kind === 'kyc-individual' && atStep(lead, 'INIT_KYC', now)) {
    complete(lead, 'INIT_KYC', now);
    complete(lead, 'SUBMIT_KYC', now);
    // the lender's KYC check fails: its callback closes the lead as KYC_FAILED
    if (scenario === 'kyc-fails') return void (lead.closes = { status: 'KYC_FAILED', at: later(1) });
    schedule(lead, 'KYC_CALLBACK', later(1));
    schedule(lead, 'SUBMIT_INDV_KYC_DOC', later(1));
  } else if (kind === 'kyc-entity' && atStep(lead, 'INIT_ENTITY_KYC', now)) {
    complete(lead, 'INIT_ENTITY_KYC', now);
    complete(lead, 'SUBMIT_ENTITY_ID_PROOF', now);
    schedule(lead, 'LMS_KYC_CALLBACK', later(1));
  } else if (kind === 'confirm-address') {
    lead.addressConfirmed = true;
  } else if (kind === 'mandate' && lead.nachType === 'physical' && atStep(lead, 'SUBMIT_PHYSICAL_NACH', now)) {
    complete(lead, 'SUBMIT_PHYSICAL_NACH', now);
  } else if (kind === 'mandate' && atStep(lead, 'INIT_ENACH', now)) {
    complete(lead, 'INIT_ENACH', now);
    schedule(lead, 'ENACH_CALLBACK', later(1));
  } else if (kind === 'esign' && atStep(lead, 'INIT_ESIGN', now)) {
    complete(lead, 'INIT_ESIGN', now);
    lead.firstEmiDate = firstEmiDate(now);
    // the callback lands between the app's lead read and its next read (landEsignAfterRead)
    if (scenario === 'esign-callback-mid-read') return void (lead.esignAfterRead = true);
    signLater(lead, now, ctx.opts.delayMs);
  }
}

/** The first EMI falls due on the 5th of the month after the next one (at least a month after signing). */
function firstEmiDate(now: number): string {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 5)).toISOString().slice(0, 10);
}

function sessionOf(ctx: Ctx, id: string | null): { page: PageSession; lead: Lead } | undefined {
  const page = id ? ctx.state.pages[id] : undefined;
  const lead = page ? ctx.state.leads[page.leadId] : undefined;
  return page && lead ? { page, lead } : undefined;
}

function show(path: string): (ctx: Ctx) => Reply {
  return (ctx) => {
    const id = ctx.query.get('session');
    const found = sessionOf(ctx, id);
    if (!found || !id) return html(notFoundPage(), 404);
    return html(choicePage({ ...textsOf(found.page.kind, found.lead), action: path, session: id }));
  };
}

/** The form's answer: apply the choice once, then send the user to the return address fixed at create time. */
function decide(ctx: Ctx): Reply {
  const id = typeof ctx.body.session === 'string' ? ctx.body.session : ctx.query.get('session');
  const found = sessionOf(ctx, id);
  if (!found) return html(notFoundPage(), 404);
  const { page, lead } = found;
  if (!page.outcome) {
    page.outcome = ctx.body.choice === 'success' ? 'success' : 'failed';
    if (page.outcome === 'success') applySuccess(ctx, page.kind, lead);
    else if (page.kind === 'bank-statement' && !isDone(lead, 'BS_CALLBACK', ctx.now)) lead.bankStatement = 'FAILED';
    ctx.touch();
  }
  return redirect(withParam(page.returnUrl, 'Status', page.outcome));
}

const PAGE_PATHS = ['/pages/bank-statement', '/pages/kyc', '/pages/confirm-address', '/pages/mandate', '/pages/esign'];

export const pageRoutes: Route[] = PAGE_PATHS.flatMap((path): Route[] => [
  { method: 'GET', path, auth: false, handler: show(path) },
  { method: 'POST', path, auth: false, form: true, handler: decide },
]);
