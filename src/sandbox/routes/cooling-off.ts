import type { Ctx, Route } from '../context.ts';
import { fail, ok } from '../http-kit.ts';
import { coolingOffOf, leadFor } from '../lead-view.ts';
import { progress } from '../workflow.ts';
import { newId } from './lead.ts';

// The cooling-off exit (designed: the spec names the period only as a KFS row; docs/sandbox.md "The cooling-off
// exit"): within the programme's days after disbursal the borrower asks to exit, and the lender records the request
// (it then collects the principal and the proportionate APR the app showed). After the period it refuses.

function requestExit(ctx: Ctx) {
  const lead = leadFor(ctx);
  if (progress(lead, ctx.now).status !== 'DISBURSED') throw fail('WORKFLOW_ORDER', 'The loan is not disbursed yet');
  const window = coolingOffOf(lead, ctx.opts.programmes, ctx.now);
  if (!window) throw fail('NO_COOLING_OFF', 'This loan has no cooling-off period');
  const { lastDay } = window;
  if (!window.open) throw fail('COOLING_OFF_ENDED', `The cooling-off period ended on ${lastDay}`);
  // asked twice (a second tap, another device): the same request
  lead.exitRequest ??= { exitRequestId: newId('EXIT'), requestedAt: ctx.now };
  ctx.touch();
  return ok({
    leadId: lead.leadId,
    exitRequestId: lead.exitRequest.exitRequestId,
    requestedAt: new Date(lead.exitRequest.requestedAt).toISOString(),
    lastDay,
  });
}

export const coolingOffRoutes: Route[] = [
  { method: 'POST', path: '/consumer/create/loan/exit', auth: true, handler: requestExit },
];
