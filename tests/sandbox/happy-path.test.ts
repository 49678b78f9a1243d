import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import {
  APP,
  GSTIN,
  KFS_ACK,
  OTP,
  borrowerBody,
  choose,
  expectOk,
  leadBody,
  login,
  walk,
  workflow,
} from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

async function lead(token: string) {
  return expectOk(await h.get('/consumer/fetch/leadDetails', token));
}

/** Walks OTP -> DISBURSED step by step, checking status and stage code (the app's routing input) at each stop. */
async function walkAll(mobile: string, programCode: string | null) {
  const token = await login(h, mobile);
  expect(await lead(token)).toBeNull();
  const { leadId } = expectOk(await h.post('/consumer/create/lead', token, leadBody(mobile, programCode)));
  expect(await lead(token)).toMatchObject({
    leadId,
    status: 'PENDING',
    stageCode: 1,
    programCode,
    businessName: 'Acme Traders',
    applicantName: null,
  });
  h.advance(h.delayMs);
  expect(await lead(token)).toMatchObject({ stageCode: 2 });
  const { applicantId } = expectOk(await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId)));
  expect(await lead(token)).toMatchObject({ stageCode: 3, applicantName: 'Asha Verma' });
  expectOk(await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'acmetrader' }));
  expectOk(await h.post('/consumer/verify/gst/otp', token, { leadId, gstin: GSTIN, otp: OTP }));
  expect(await lead(token)).toMatchObject({ stageCode: 3 });
  h.advance(h.delayMs);
  expect(await lead(token)).toMatchObject({ stageCode: 4 });
  const { redirectUrl } = expectOk(
    await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/banking-success` }),
  );
  expect(await lead(token)).toMatchObject({ stageCode: 5 });
  await choose(h, redirectUrl, 'success');
  h.advance(2 * h.delayMs);
  expect(await lead(token)).toMatchObject({ stageCode: 6, status: 'QUOTE_GENERATED' });
  const [quote] = expectOk(await h.get('/consumer/fetch/quote', token, { leadId })).quotes;
  const body = { leadId, quoteId: quote.quoteId, loanAmount: quote.loanAmount, tenure: quote.tenor };
  expectOk(await h.post('/consumer/generate/offer', token, body), 202);
  h.advance(h.delayMs);
  const offer = expectOk(await h.post('/consumer/generate/offer', token, body));
  expect(await lead(token)).toMatchObject({ stageCode: 7, status: 'OFFERED', offer });
  await choose(
    h,
    expectOk(await h.post('/consumer/create/individual/kyc/url', token, { leadId, redirectUrl: `${APP}/kyc-success` }))
      .redirectUrl,
    'success',
  );
  expect(await lead(token)).toMatchObject({ stageCode: 8 });
  h.advance(h.delayMs);
  expect(await lead(token)).toMatchObject({ stageCode: 9 });
  await choose(
    h,
    expectOk(await h.post('/consumer/create/entity/kyc/url', token, { leadId, redirectUrl: `${APP}/kyc-success` }))
      .redirectUrl,
    'success',
  );
  h.advance(h.delayMs);
  expect(await lead(token)).toMatchObject({ stageCode: 11 });
  expectOk(
    await h.post('/consumer/verify/bankDetail', token, {
      leadOfferId: offer.leadOfferId,
      accType: 'current',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      nachType: 'digital',
    }),
  );
  await choose(
    h,
    expectOk(
      await h.post('/consumer/create/enach/url', token, {
        leadId,
        leadOfferId: offer.leadOfferId,
        nachType: 'digital',
        redirectUrl: `${APP}/mandate`,
      }),
    ).redirectUrl,
    'success',
  );
  h.advance(h.delayMs);
  expect(await lead(token)).toMatchObject({ stageCode: 12 });
  expectOk(await h.post('/consumer/create/kfs/acknowledgement', token, KFS_ACK(leadId, offer.leadOfferId)));
  await choose(
    h,
    expectOk(await h.post('/consumer/create/esign/url', token, { leadId, redirectUrl: `${APP}/esign` })).redirectUrl,
    'success',
  );
  expect(await lead(token)).toMatchObject({ stageCode: 12 });
  for (const status of ['AGREEMENT_SIGN_COMPLETED', 'SANCTIONED', 'DISBURSED']) {
    h.advance(h.delayMs);
    expect(await lead(token)).toMatchObject({ status, stageCode: 'AGREEMENT_SIGN_COMPLETED' });
  }
  const final = await lead(token);
  expect(final.workflows.every((w: { status: string }) => w.status === 'completed')).toBe(true);
  return { quote, offer };
}

describe('happy path from OTP to DISBURSED', () => {
  it('term loan: 12/24/36-month options at 18%', async () => {
    const { quote, offer } = await walkAll('9876543210', null);
    expect(quote).toMatchObject({
      loanAmount: 800000,
      roiPct: 18,
      tenor: 24,
      tenureOptions: [12, 24, 36],
      processingFee: 16000,
    });
    expect(offer).toMatchObject({ loanAmount: 800000, tenure: 24, tenor: 24, roiPct: 18 });
    expect(offer.emi).toBeGreaterThan(800000 / 24);
  });

  it('DEALER_FIN: a 12-month credit line at 16%', async () => {
    const { quote, offer } = await walkAll('9876500001', 'DEALER_FIN');
    expect(quote).toMatchObject({ roiPct: 16, tenor: 12, processingFee: 8000, maxLoanAmount: 2500000 });
    expect(offer).toMatchObject({ tenor: 12, roiPct: 16, tenure: 12 });
  });

  it('lists the workflow steps in spec §4 order with their human names', async () => {
    const token = await login(h, '9876543211');
    expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543211')));
    const { workflows } = await lead(token);
    expect(workflows.slice(0, 3)).toEqual([
      { name: 'create lead', workflowTriggerValue: 'CREATE_LEAD', status: 'completed' },
      { name: 'dedupe callback', workflowTriggerValue: 'DEDUPE_CALLBACK', status: 'pending' },
      { name: 'create lead applicant', workflowTriggerValue: 'CREATE_LEAD_APPLICANT', status: 'pending' },
    ]);
    expect(workflows.map((w: { workflowTriggerValue: string }) => w.workflowTriggerValue)).toEqual([
      'CREATE_LEAD',
      'DEDUPE_CALLBACK',
      'CREATE_LEAD_APPLICANT',
      'GST_REQUEST_OTP',
      'GST_VERIFY_OTP',
      'GST_RETURN_CALLBACK',
      'CREATE_BANKING_URL',
      'BS_CALLBACK',
      'QUOTE_CALLBACK',
      'FINAL_OFFER',
      'INIT_KYC',
      'SUBMIT_KYC',
      'KYC_CALLBACK',
      'SUBMIT_INDV_KYC_DOC',
      'INIT_ENTITY_KYC',
      'SUBMIT_ENTITY_ID_PROOF',
      'LMS_KYC_CALLBACK',
      'SUBMIT_PENNYDROP',
      'INIT_ENACH',
      'ENACH_CALLBACK',
      'INIT_ESIGN',
      'ESIGN_CALLBACK',
    ]);
    expect(
      workflows.find((w: { workflowTriggerValue: string }) => w.workflowTriggerValue === 'GST_RETURN_CALLBACK').name,
    ).toBe('GST callback');
  });

  it('paper NACH replaces the two eNACH steps with SUBMIT_PHYSICAL_NACH', async () => {
    const w = await walk(h, '9876543212', 'pennydrop', { nachType: 'physical' });
    expect(Object.keys(await workflow(h, w.token, w.leadId))).toContain('SUBMIT_PHYSICAL_NACH');
    expect(Object.keys(await workflow(h, w.token, w.leadId))).not.toContain('INIT_ENACH');
    const page = expectOk(
      await h.post('/consumer/create/enach/url', w.token, {
        leadId: w.leadId,
        leadOfferId: w.offer.leadOfferId,
        nachType: 'physical',
        redirectUrl: `${APP}/mandate`,
      }),
    ).redirectUrl;
    await choose(h, page, 'success');
    expect((await workflow(h, w.token, w.leadId)).SUBMIT_PHYSICAL_NACH).toBe('completed');
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', w.token)).stageCode).toBe(12);
  });
});
