import { maskAccount } from '../mask.ts';
import { caller, type Ctx, type Route } from '../context.ts';
import { Fields, PATTERNS } from '../fields.ts';
import { HttpError, fail, ok } from '../http-kit.ts';
import { leadFor } from '../lead-view.ts';
import { openPage } from '../page-sessions.ts';
import { scenarioOf } from '../scenarios.ts';
import { leadOf, type Lead } from '../store.ts';
import { complete, isDone, requireDone, requireStep } from '../workflow.ts';

const ACCOUNT_TYPES = ['savings', 'current', 'salary', 'fixed_deposit', 'demat', 'recurring_deposit'] as const;
const NACH_TYPES = ['digital', 'physical'] as const;

function returnUrl(ctx: Ctx, name: string): string {
  return new Fields(ctx.body).url(name, ctx.opts.appOrigin);
}

/** A hand-off to one of the sandbox's pages, allowed while `step` is the lead's next step. */
function handOffUrl(step: Parameters<typeof requireStep>[1], page: Parameters<typeof openPage>[1]) {
  return (ctx: Ctx) => {
    const lead = leadFor(ctx);
    const back = returnUrl(ctx, 'redirectUrl');
    requireStep(lead, step, ctx.now);
    return ok({ redirectUrl: openPage(ctx, page, lead, back) });
  };
}

function addressConfirmUrl(ctx: Ctx) {
  const f = new Fields(ctx.body);
  f.requireAll(
    ['sessionId', 'leadId', 'consumerId', 'redirectURL'],
    'sessionId, leadId, consumerId, redirectURL missing',
  );
  if (f.str('consumerId', { max: 100 }) !== caller(ctx).consumerId)
    throw fail('CONSUMER_MISMATCH', 'consumerId does not match the session');
  const lead = leadFor(ctx);
  const back = returnUrl(ctx, 'redirectURL');
  requireDone(lead, 'CREATE_LEAD_APPLICANT', ctx.now);
  return ok({ redirectUrl: openPage(ctx, 'confirm-address', lead, back) });
}

/** The caller's lead whose accepted offer has this id (penny drop and mandate name the offer, spec §7). */
function leadOfOffer(ctx: Ctx, leadOfferId: string): Lead {
  const lead = leadOf(ctx.state, caller(ctx).consumerId);
  if (!lead?.offer || lead.offer.leadOfferId !== leadOfferId)
    throw fail('LEAD_OFFER_NOT_FOUND', 'lead offer id not found');
  return lead;
}

/** spec §7 penny drop; spec §8 texts for the failed and unavailable verifications (scenarios 9000000030/31). */
function verifyBankDetail(ctx: Ctx) {
  const f = new Fields(ctx.body);
  f.requireAll(
    ['leadOfferId', 'accType', 'accountNumber', 'ifsc', 'nachType'],
    'leadOfferId,accType,accountNumber,ifsc,nachType missing',
  );
  const lead = leadOfOffer(ctx, f.str('leadOfferId', { max: 100 }));
  f.oneOf('accType', ACCOUNT_TYPES);
  f.str('accountNumber', { pattern: PATTERNS.accountNumber, hint: '9 to 18 digits' });
  f.str('ifsc', { pattern: PATTERNS.ifsc, hint: 'an IFSC like HDFC0001234' });
  const nachType = f.oneOf('nachType', NACH_TYPES);
  requireStep(lead, 'SUBMIT_PENNYDROP', ctx.now);
  const scenario = scenarioOf(lead.mobile);
  if (scenario === 'penny-drop-down') {
    throw new HttpError(500, {
      PENNY_DROP_DOWN: "We're facing some issue while verifying your account. Please try again after a few minutes.",
    });
  }
  lead.pennyDropAttempts += 1;
  ctx.touch();
  if (scenario === 'penny-drop-fails-once' && lead.pennyDropAttempts === 1) {
    throw fail(
      'ACCOUNT_VALIDATION_FAILED',
      'Account Validation Failed: We could not verify your account. Please recheck your details and try again.',
    );
  }
  lead.nachType = nachType;
  lead.disbursalAccount = {
    accountNumber: maskAccount(String(ctx.body.accountNumber)),
    ifsc: String(ctx.body.ifsc).toUpperCase(),
  };
  complete(lead, 'SUBMIT_PENNYDROP', ctx.now);
  return ok({ verified: true, nameMatch: true });
}

function enachUrl(ctx: Ctx) {
  const f = new Fields(ctx.body);
  if (!f.has('leadOfferId')) throw fail('MISSING_PARAMS', 'lead offer id missing');
  const lead = leadFor(ctx);
  leadOfOffer(ctx, f.str('leadOfferId', { max: 100 }));
  const nachType = f.oneOf('nachType', NACH_TYPES);
  const back = returnUrl(ctx, 'redirectUrl');
  requireDone(lead, 'SUBMIT_PENNYDROP', ctx.now);
  // the mandate type may still change here: neither mandate variant has started yet
  if (!isDone(lead, 'INIT_ENACH', ctx.now) && !isDone(lead, 'SUBMIT_PHYSICAL_NACH', ctx.now)) lead.nachType = nachType;
  requireStep(lead, nachType === 'physical' ? 'SUBMIT_PHYSICAL_NACH' : 'INIT_ENACH', ctx.now);
  return ok({ redirectUrl: openPage(ctx, 'mandate', lead, back) });
}

function kycDetail(ctx: Ctx) {
  const lead = leadFor(ctx);
  const statusOf = (submitted: boolean, done: boolean) =>
    done ? 'KYC_SUCCESS' : submitted ? 'KYC_SUBMITTED' : 'KYC_PENDING';
  return ok({
    leadId: lead.leadId,
    individual: { status: statusOf(isDone(lead, 'SUBMIT_KYC', ctx.now), isDone(lead, 'SUBMIT_INDV_KYC_DOC', ctx.now)) },
    entity: {
      status: statusOf(isDone(lead, 'SUBMIT_ENTITY_ID_PROOF', ctx.now), isDone(lead, 'LMS_KYC_CALLBACK', ctx.now)),
    },
    addressConfirmed: lead.addressConfirmed,
  });
}

/** The Key Fact Statement acknowledgement (RBI KFS): kept with the lead; e-sign waits for it. */
function acknowledgeKfs(ctx: Ctx) {
  const f = new Fields(ctx.body);
  f.requireAll(
    ['leadId', 'leadOfferId', 'acknowledgedAt', 'contentHash'],
    'lead id, lead offer id, acknowledgement time or content hash missing',
  );
  const lead = leadOfOffer(ctx, f.str('leadOfferId', { max: 100 }));
  const acknowledgedAt = f.str('acknowledgedAt', { max: 40 });
  if (Number.isNaN(Date.parse(acknowledgedAt))) throw fail('BAD_REQUEST', 'acknowledgedAt must be an ISO date-time');
  const contentHash = f.str('contentHash', { pattern: /^[0-9a-f]{64}$/, hint: 'a SHA-256 in hex' });
  lead.kfsAcknowledgement = {
    acknowledgedAt,
    programme: f.str('programme', { max: 100 }),
    configVersion: f.str('configVersion', { max: 100 }),
    contentHash,
    locale: f.optStr('locale', { pattern: /^[a-z]{2,3}-[A-Z]{2}$/, hint: 'a locale such as hi-IN' }) ?? 'unknown',
    receivedAt: ctx.now,
  };
  ctx.touch();
  return ok({ leadId: lead.leadId, acknowledgedAt, contentHash });
}

/** E-sign starts only once the borrower has acknowledged the Key Fact Statement. */
function esignUrl(ctx: Ctx) {
  if (!leadFor(ctx).kfsAcknowledgement)
    throw fail('KFS_NOT_ACKNOWLEDGED', 'Please read and acknowledge the Key Fact Statement before e-sign');
  return handOffUrl('INIT_ESIGN', 'esign')(ctx);
}

export const postOfferRoutes: Route[] = [
  { method: 'POST', path: '/consumer/create/kfs/acknowledgement', auth: true, handler: acknowledgeKfs },
  {
    method: 'POST',
    path: '/consumer/create/individual/kyc/url',
    auth: true,
    handler: handOffUrl('INIT_KYC', 'kyc-individual'),
  },
  {
    method: 'POST',
    path: '/consumer/create/entity/kyc/url',
    auth: true,
    handler: handOffUrl('INIT_ENTITY_KYC', 'kyc-entity'),
  },
  { method: 'POST', path: '/consumer/create/individual/address/url', auth: true, handler: addressConfirmUrl },
  { method: 'POST', path: '/consumer/verify/bankDetail', auth: true, handler: verifyBankDetail },
  { method: 'POST', path: '/consumer/create/enach/url', auth: true, handler: enachUrl },
  { method: 'POST', path: '/consumer/create/esign/url', auth: true, handler: esignUrl },
  { method: 'GET', path: '/consumer/fetch/kycdetail', auth: true, handler: kycDetail },
];
