import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { GSTIN, OTP, borrowerBody, choose, expectOk, leadBody, login, walk, workflow } from './journey.ts';

let h: Harness;
afterEach(() => h.close());

const REJECTION =
  'Apologies ... we cannot process your loan application due to not meeting of the Internal Policy Criteria.';

describe('scenario triggers (docs/sandbox.md)', () => {
  it('9000000013: create lead answers 400 DSEXEC013 and the lead is REJECTED', async () => {
    h = await startHarness();
    const token = await login(h, '9000000013');
    const answer = await h.post('/consumer/create/lead', token, leadBody('9000000013'));
    expect(answer).toMatchObject({ status: 400, body: { DSEXEC013: REJECTION } });
    const lead = expectOk(await h.get('/consumer/fetch/leadDetails', token));
    expect(lead).toMatchObject({ status: 'REJECTED', stageCode: 'REJECTED' });
    h.advance(10_000);
    expect(expectOk(await h.get('/consumer/fetch/lead/wf', token, { leadId: lead.leadId })).status).toBe('REJECTED');
    expect((await h.post('/consumer/create/lead/applicant', token, borrowerBody(lead.leadId))).body).toEqual({
      DSEXEC013: REJECTION,
    });
    expect((await h.post('/consumer/create/lead', token, leadBody('9000000013'))).body).toEqual({
      DSEXEC013: REJECTION,
    });
  });

  /** Walks to the bank page and shares the statements; answers the walk. */
  async function shareStatements(mobile: string) {
    const w = await walk(h, mobile, 'banking-url');
    const [borrower] = expectOk(await h.get('/consumer/fetch/applicantDetails', w.token, { leadId: w.leadId }));
    expect((await choose(h, borrower.bsRedirectURL, 'success')).searchParams.get('Status')).toBe('success');
    h.advance(1_800_000);
    return w;
  }

  it('9000000020: the bank statement callback never arrives (banking time-out)', async () => {
    h = await startHarness();
    const { token, leadId } = await shareStatements('9000000020');
    expect(await workflow(h, token, leadId)).toMatchObject({
      CREATE_BANKING_URL: 'completed',
      BS_CALLBACK: 'pending',
      QUOTE_CALLBACK: 'pending',
    });
    expect(expectOk(await h.get('/consumer/fetch/bankingDetails', token, { leadId })).status).toBe('PROCESSING');
  });

  it('9000000021: the bank statement arrives but the quote callback never does', async () => {
    h = await startHarness();
    const { token, leadId } = await shareStatements('9000000021');
    expect(await workflow(h, token, leadId)).toMatchObject({ BS_CALLBACK: 'completed', QUOTE_CALLBACK: 'pending' });
    expect(expectOk(await h.get('/consumer/fetch/quote', token, { leadId }))).toEqual({ quotes: [] });
  });

  it('9000000030: the first penny drop fails, the second succeeds', async () => {
    h = await startHarness();
    const { token, leadId, offer } = await walk(h, '9000000030', 'entity-kyc');
    const body = {
      leadOfferId: offer.leadOfferId,
      accType: 'current',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      nachType: 'digital',
    };
    expect(await h.post('/consumer/verify/bankDetail', token, body)).toMatchObject({
      status: 400,
      body: {
        ACCOUNT_VALIDATION_FAILED:
          'Account Validation Failed: We could not verify your account. Please recheck your details and try again.',
      },
    });
    expect((await workflow(h, token, leadId)).SUBMIT_PENNYDROP).toBe('pending');
    expectOk(await h.post('/consumer/verify/bankDetail', token, body));
    expect((await workflow(h, token, leadId)).SUBMIT_PENNYDROP).toBe('completed');
  });

  it('9000000031: the penny drop service is down (500)', async () => {
    h = await startHarness();
    const { token, offer } = await walk(h, '9000000031', 'entity-kyc');
    const body = {
      leadOfferId: offer.leadOfferId,
      accType: 'current',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      nachType: 'digital',
    };
    for (let i = 0; i < 2; i++) {
      expect(await h.post('/consumer/verify/bankDetail', token, body)).toMatchObject({
        status: 500,
        body: {
          PENNY_DROP_DOWN:
            "We're facing some issue while verifying your account. Please try again after a few minutes.",
        },
      });
    }
  });

  it('9000000040: GST OTP verification fails even with the right OTP', async () => {
    h = await startHarness();
    const { token, leadId } = await walk(h, '9000000040', 'applicant');
    expectOk(await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'acmetrader' }));
    expect(await h.post('/consumer/verify/gst/otp', token, { leadId, gstin: GSTIN, otp: OTP })).toMatchObject({
      status: 400,
      body: { GST_OTP_INVALID: 'Enter a valid OTP number' },
    });
  });

  it('9000000050: the first try of each distinct read answers 503, the retry succeeds', async () => {
    h = await startHarness();
    const token = await login(h, '9000000050');
    const first = await h.get('/consumer/fetch/leadDetails', token);
    expect(first).toMatchObject({ status: 503, body: { SERVICE_UNAVAILABLE: expect.any(String) } });
    expect(first.headers.get('retry-after')).toBe('1');
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token))).toBeNull();
    expect((await h.get('/consumer/fetch/gst/basicDetails', token, { gstin: GSTIN })).status).toBe(503);
    expectOk(await h.get('/consumer/fetch/gst/basicDetails', token, { gstin: GSTIN }));
    expect((await h.get('/consumer/fetch/gst/basicDetails', token, { gstin: '29ABCDE1234F1Z5' })).status).toBe(503);
    // writes and the never-retried pincode lookup are left alone
    expectOk(await h.post('/consumer/create/lead', token, leadBody('9000000050')));
    expectOk(await h.get('/consumer/master/fetch/address', token, { pincode: '400001' }));
    // other numbers are unaffected
    expectOk(await h.get('/consumer/fetch/leadDetails', await login(h, '9876543210')));
  });

  it('9000000060: every answer is delayed by slowMs (1500 ms by default)', async () => {
    h = await startHarness({ slowMs: 300 });
    const started = Date.now();
    expectOk(await h.post('/requestOTP', undefined, { mobile: '9000000060' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const quick = Date.now();
    expectOk(await h.post('/requestOTP', undefined, { mobile: '9876543210' }));
    expect(Date.now() - quick).toBeLessThan(250);
  });

  it('9000000070: generate offer answers 202 twice before 200', async () => {
    h = await startHarness();
    const { token, leadId, quote } = await walk(h, '9000000070', 'quotes');
    const body = { leadId, quoteId: quote.quoteId, loanAmount: quote.loanAmount, tenure: 24 };
    expectOk(await h.post('/consumer/generate/offer', token, body), 202);
    h.advance(10_000);
    expectOk(await h.post('/consumer/generate/offer', token, body), 202);
    expectOk(await h.post('/consumer/generate/offer', token, body));
  });

  it('9000000080: the KYC check fails: the lead is closed as KYC_FAILED (its stage code too), and takes no later step', async () => {
    h = await startHarness();
    const { token, leadId, offer } = await walk(h, '9000000080', 'kyc');
    expect(await workflow(h, token, leadId)).toMatchObject({ SUBMIT_KYC: 'completed', KYC_CALLBACK: 'pending' });
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token))).toMatchObject({
      status: 'KYC_FAILED',
      stageCode: 'KYC_FAILED',
    });
    const entity = await h.post('/consumer/create/entity/kyc/url', token, {
      leadId,
      leadOfferId: offer.leadOfferId,
      redirectUrl: 'http://app.test/kyc-success',
    });
    expect(entity).toMatchObject({ status: 400, body: { LEAD_CLOSED: 'The application is closed (KYC_FAILED)' } });
  });

  it('9000000081: the lead expires after the statements arrive: no quote, closed as EXPIRED (its stage code too)', async () => {
    h = await startHarness();
    const { token, leadId } = await shareStatements('9000000081');
    expect(await workflow(h, token, leadId)).toMatchObject({ BS_CALLBACK: 'completed', QUOTE_CALLBACK: 'pending' });
    expect(expectOk(await h.get('/consumer/fetch/lead/wf', token, { leadId }))).toMatchObject({
      status: 'EXPIRED',
      stageCode: 'EXPIRED',
    });
    expect(expectOk(await h.get('/consumer/fetch/quote', token, { leadId }))).toEqual({ quotes: [] });
  });

  it('9000000083: the quote arrives, then the lead expires before the offer is taken: closed as EXPIRED, generate offer refused', async () => {
    h = await startHarness();
    const { token, leadId, quote } = await shareStatements('9000000083');
    expect(await workflow(h, token, leadId)).toMatchObject({ QUOTE_CALLBACK: 'completed', FINAL_OFFER: 'pending' });
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token))).toMatchObject({
      status: 'EXPIRED',
      stageCode: 'EXPIRED',
    });
    const offer = await h.post('/consumer/generate/offer', token, {
      leadId,
      quoteId: quote?.quoteId ?? 'Q',
      loanAmount: 500000,
      tenure: 24,
    });
    expect(offer).toMatchObject({ status: 400, body: { LEAD_CLOSED: 'The application is closed (EXPIRED)' } });
  });

  it('9000000084: the GST return never comes and the lead is closed as EXPIRED a delay after the OTP is verified', async () => {
    h = await startHarness();
    const { token, leadId } = await walk(h, '9000000084', 'gst');
    expect(await workflow(h, token, leadId)).toMatchObject({
      GST_VERIFY_OTP: 'completed',
      GST_RETURN_CALLBACK: 'pending',
    });
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token))).toMatchObject({
      status: 'EXPIRED',
      stageCode: 'EXPIRED',
    });
  });

  it('9000000085: the e-sign callback waits for the next lead-details read, which still shows it pending, and lands just after it', async () => {
    h = await startHarness();
    const { token, leadId } = await walk(h, '9000000085', 'esign');
    h.advance(10 * h.delayMs);
    expect(await workflow(h, token, leadId)).toMatchObject({ INIT_ESIGN: 'completed', ESIGN_CALLBACK: 'pending' });
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token))).toMatchObject({
      status: 'OFFERED',
      stageCode: 12,
    });
    expect(expectOk(await h.get('/consumer/fetch/lead/wf', token, { leadId }))).toMatchObject({
      status: 'AGREEMENT_SIGN_COMPLETED',
      stageCode: 'AGREEMENT_SIGN_COMPLETED',
    });
    expect(await workflow(h, token, leadId)).toMatchObject({ ESIGN_CALLBACK: 'completed' });
    h.advance(h.delayMs);
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token)).status).toBe('SANCTIONED');
    h.advance(h.delayMs);
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token)).status).toBe('DISBURSED');
  });

  it('9000000082: the KYC details read answers 503 every time; the rest is the happy path', async () => {
    h = await startHarness();
    const { token, leadId } = await walk(h, '9000000082', 'kyc');
    for (let i = 0; i < 2; i++) expect((await h.get('/consumer/fetch/kycdetail', token, { leadId })).status).toBe(503);
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token)).status).toBe('OFFERED');
  });

  it('every other number walks the happy path to DISBURSED', async () => {
    h = await startHarness();
    const w = await walk(h, '9123456789', 'done');
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', w.token)).status).toBe('DISBURSED');
  });
});
