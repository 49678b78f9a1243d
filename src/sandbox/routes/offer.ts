import type { Ctx, Route } from '../context.ts';
import { Fields } from '../fields.ts';
import { fail, ok } from '../http-kit.ts';
import { leadFor } from '../lead-view.ts';
import { offerFor, productFor, quoteOf, rateAsked } from '../products.ts';
import { scenarioOf } from '../scenarios.ts';
import { complete, isDone, requireStep } from '../workflow.ts';

/**
 * spec §7: generate offer "may return HTTP 202". The first call for a lead answers 202 PROCESSING; a call made
 * once delayMs has passed answers 200 with the offer (the offer-processing-twice scenario needs a third call).
 * Every call is validated first, so a bad amount is refused at once rather than after the wait.
 */
function generateOffer(ctx: Ctx) {
  const f = new Fields(ctx.body);
  f.requireAll(['leadId', 'loanAmount'], 'lead id or loan amount missing');
  const lead = leadFor(ctx);
  const quoteId = f.str('quoteId', { max: 100 });
  const loanAmount = f.num('loanAmount');
  const tenure = f.num('tenure', { integer: true });
  requireStep(lead, 'FINAL_OFFER', ctx.now);
  // the offer is at the rate of the quote accepted: the rate the programme asked the quote for, sent again
  const quote = quoteOf(lead, rateAsked(f));
  if (quoteId !== quote.quoteId) throw fail('QUOTE_NOT_FOUND', 'Quote not found for this lead');
  const offer = offerFor(lead, quote, loanAmount, tenure);
  if (!isDone(lead, 'FINAL_OFFER', ctx.now)) {
    const request = (lead.offerRequest ??= { firstAt: ctx.now, calls: 0 });
    request.calls += 1;
    ctx.touch();
    const callsNeeded = scenarioOf(lead.mobile) === 'offer-processing-twice' ? 3 : 2;
    if (request.calls < callsNeeded || ctx.now < request.firstAt + ctx.opts.delayMs) {
      return ok({ status: 'PROCESSING', retryAfterMs: ctx.opts.delayMs }, 202);
    }
  }
  lead.offer = offer;
  complete(lead, 'FINAL_OFFER', ctx.now);
  ctx.touch();
  return ok(offer);
}

function fetchProduct(ctx: Ctx) {
  const code = ctx.query.get('programCode');
  const product = productFor(code === 'null' ? null : code, ctx.opts.programmes);
  if (!product) throw fail('PRODUCT_NOT_FOUND', `No product for programCode ${code}`);
  return ok(product);
}

export const offerRoutes: Route[] = [
  { method: 'POST', path: '/consumer/generate/offer', auth: true, handler: generateOffer },
  { method: 'GET', path: '/consumer/product/fetch', auth: true, handler: fetchProduct },
];
