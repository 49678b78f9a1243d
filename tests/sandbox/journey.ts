import { expect } from 'vitest';
import type { Answer, Harness } from './harness.ts';

export const OTP = '123456';
export const GSTIN = '27ABCDE1234F1Z5';
export const APP = 'http://app.test';

export function leadBody(mobile: string, programCode?: string | null): Record<string, unknown> {
  return {
    pan_number: 'ABCDE1234F',
    primary_gst_number: GSTIN,
    nature_of_business: 'TRADING',
    companyName: 'Acme Traders',
    email: 'owner@acme.example',
    ...(programCode !== undefined ? { programCode } : {}),
    geoLocation: { lat: 19.07, long: 72.87 },
    consentTimestamp: '2025-01-15T10:00:00Z',
    contactNumber: mobile,
  };
}

export function borrowerBody(leadId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    leadId,
    applicantType: 'borrower',
    firstName: 'Asha',
    lastName: 'Verma',
    dateOfBirth: '1985-04-12',
    gender: 'FEMALE',
    emailId: 'asha@acme.example',
    pan: 'ABCPV1234K',
    requiredLoanAmount: 800000,
    ...extra,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function expectOk(answer: Answer, status = 200): any {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
}

/** The lead as the lender answers it to `token`'s borrower (fetch lead details), asserted a success. */
export async function leadOf(h: Harness, token: string) {
  return expectOk(await h.get('/consumer/fetch/leadDetails', token));
}

export async function login(h: Harness, mobile: string): Promise<string> {
  expectOk(await h.post('/requestOTP', undefined, { mobile }));
  const { sessionId } = expectOk(await h.post('/otp/login', undefined, { mobile, otp: OTP }));
  return expectOk(await h.post('/sessionId/token', undefined, { sessionId })).authToken;
}

/** Chooses on an external page the way a browser would: open it, submit its form; answers the redirect target. */
export async function choose(h: Harness, pageUrl: string, choice: 'success' | 'cancel'): Promise<URL> {
  const url = new URL(pageUrl);
  const page = await h.call('GET', url.pathname, { query: Object.fromEntries(url.searchParams) });
  expect(page.status).toBe(200);
  expect(page.body).toContain('<form method="post"');
  const session = url.searchParams.get('session')!;
  const answer = await h.call('POST', url.pathname, {
    raw: new URLSearchParams({ session, choice }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

export async function workflow(h: Harness, token: string, leadId: string): Promise<Record<string, string>> {
  const wf = expectOk(await h.get('/consumer/fetch/lead/wf', token, { leadId }));
  return Object.fromEntries(
    wf.workflows.map((w: { workflowTriggerValue: string; status: string }) => [w.workflowTriggerValue, w.status]),
  );
}

export const MILESTONES = [
  'lead',
  'applicant',
  'gst',
  'banking-url',
  'quotes',
  'offer',
  'kyc',
  'entity-kyc',
  'pennydrop',
  'mandate',
  'esign',
  'done',
] as const;
export type Milestone = (typeof MILESTONES)[number];

export interface Walk {
  token: string;
  leadId: string;
  applicantId: string;
  quote?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  offer?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The app's Key Fact Statement acknowledgement (before e-sign). */
export const KFS_ACK = (leadId: string, leadOfferId: string) => ({
  leadId,
  leadOfferId,
  acknowledgedAt: '2025-01-15T10:30:00.000Z',
  programme: 'business-loan',
  configVersion: 'v1',
  contentHash: 'a'.repeat(64),
});

/**
 * Walks a consumer from login to `until` (inclusive) the way the app would, moving the clock past each callback.
 * Used by the step tests to reach a state, and by the happy-path and contract tests end to end.
 */
export async function walk(
  h: Harness,
  mobile: string,
  until: Milestone,
  opts: {
    programCode?: string | null;
    /** the programme version the lead begins on (create lead's programmeVersion, docs/sandbox.md) */
    programmeVersion?: string;
    nachType?: 'digital' | 'physical';
    rate?: { roiPct: number } | { rateConcessionPct: number };
  } = {},
): Promise<Walk> {
  const reached = (m: Milestone) => MILESTONES.indexOf(m) <= MILESTONES.indexOf(until);
  const token = await login(h, mobile);
  const body = {
    ...leadBody(mobile, opts.programCode),
    ...(opts.programmeVersion ? { programmeVersion: opts.programmeVersion } : {}),
  };
  const { leadId } = expectOk(await h.post('/consumer/create/lead', token, body));
  h.advance(h.delayMs);
  const w: Walk = { token, leadId, applicantId: '' };
  if (!reached('applicant')) return w;
  expectOk(
    await h.post('/consumer/update/lead', token, {
      leadId,
      shouldUseGstAddress: false,
      addressLine1: '12 MG Road',
      pincode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
      officeStability: 24,
      officeType: 'owned',
    }),
  );
  w.applicantId = expectOk(await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId))).applicantId;
  if (!reached('gst')) return w;
  expectOk(await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'acmetrader' }));
  expectOk(await h.post('/consumer/verify/gst/otp', token, { leadId, gstin: GSTIN, otp: OTP }));
  h.advance(h.delayMs);
  if (!reached('banking-url')) return w;
  const { redirectUrl } = expectOk(
    await h.post('/consumer/create/bs/url', token, {
      leadId,
      applicantId: w.applicantId,
      callbackUrl: `${APP}/banking-success`,
    }),
  );
  if (!reached('quotes')) return w;
  expect((await choose(h, redirectUrl, 'success')).searchParams.get('Status')).toBe('success');
  h.advance(2 * h.delayMs);
  // a programme that sets its rate asks the quote for it, and accepts the quote at its rate (docs/sandbox.md)
  const rate = opts.rate ? Object.fromEntries(Object.entries(opts.rate).map(([k, v]) => [k, String(v)])) : {};
  w.quote = expectOk(await h.get('/consumer/fetch/quote', token, { leadId, ...rate })).quotes[0];
  if (!reached('offer')) return w;
  const offerBody = {
    leadId,
    quoteId: w.quote.quoteId,
    loanAmount: w.quote.loanAmount,
    tenure: w.quote.tenor,
    ...(opts.rate ? { roiPct: w.quote.roiPct } : {}),
  };
  expectOk(await h.post('/consumer/generate/offer', token, offerBody), 202);
  h.advance(h.delayMs);
  w.offer = expectOk(await h.post('/consumer/generate/offer', token, offerBody));
  return walkAfterOffer(h, w, until, opts.nachType);
}

/** Walks a lead whose offer is accepted (`w.offer`) from KYC on to `until` (inclusive), as the app would. */
export async function walkAfterOffer(
  h: Harness,
  w: Walk,
  until: Milestone,
  nachType: 'digital' | 'physical' = 'digital',
): Promise<Walk> {
  const reached = (m: Milestone) => MILESTONES.indexOf(m) <= MILESTONES.indexOf(until);
  const { token, leadId } = w;
  if (!reached('kyc')) return w;
  await choose(
    h,
    expectOk(await h.post('/consumer/create/individual/kyc/url', token, { leadId, redirectUrl: `${APP}/kyc-success` }))
      .redirectUrl,
    'success',
  );
  h.advance(h.delayMs);
  if (!reached('entity-kyc')) return w;
  await choose(
    h,
    expectOk(await h.post('/consumer/create/entity/kyc/url', token, { leadId, redirectUrl: `${APP}/kyc-success` }))
      .redirectUrl,
    'success',
  );
  h.advance(h.delayMs);
  if (!reached('pennydrop')) return w;
  expectOk(
    await h.post('/consumer/verify/bankDetail', token, {
      leadOfferId: w.offer.leadOfferId,
      accType: 'current',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      nachType,
    }),
  );
  if (!reached('mandate')) return w;
  await choose(
    h,
    expectOk(
      await h.post('/consumer/create/enach/url', token, {
        leadId,
        leadOfferId: w.offer.leadOfferId,
        nachType,
        redirectUrl: `${APP}/mandate-success`,
      }),
    ).redirectUrl,
    'success',
  );
  h.advance(h.delayMs);
  if (!reached('esign')) return w;
  expectOk(await h.post('/consumer/create/kfs/acknowledgement', token, KFS_ACK(leadId, w.offer.leadOfferId)));
  await choose(
    h,
    expectOk(await h.post('/consumer/create/esign/url', token, { leadId, redirectUrl: `${APP}/esign-success` }))
      .redirectUrl,
    'success',
  );
  h.advance(h.delayMs);
  if (!reached('done')) return w;
  h.advance(2 * h.delayMs);
  return w;
}
