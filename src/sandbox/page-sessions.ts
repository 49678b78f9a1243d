import { randomBytes } from 'node:crypto';
import type { Ctx } from './context.ts';
import type { Lead, PageKind } from './store.ts';

const PAGE_PATHS: Record<PageKind, string> = {
  'bank-statement': '/pages/bank-statement',
  'kyc-individual': '/pages/kyc?kind=individual',
  'kyc-entity': '/pages/kyc?kind=entity',
  'confirm-address': '/pages/confirm-address',
  mandate: '/pages/mandate',
  esign: '/pages/esign',
};

/**
 * Opens a visit to an external page and answers its absolute URL. The return address is fixed here, from the
 * app's create call: the page never redirects to a URL taken from its own query (no open redirect).
 */
export function openPage(ctx: Ctx, kind: PageKind, lead: Lead, returnUrl: string): string {
  const id = randomBytes(12).toString('hex');
  ctx.state.pages[id] = { kind, leadId: lead.leadId, returnUrl };
  ctx.touch();
  const path = PAGE_PATHS[kind];
  return `${ctx.publicUrl}${path}${path.includes('?') ? '&' : '?'}session=${id}`;
}
