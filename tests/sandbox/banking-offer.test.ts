import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { APP, borrowerBody, choose, expectOk, login, walk, workflow } from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 200, appOrigin: APP });
});
afterEach(() => h.close());

describe('bank statement URL and page', () => {
  it('answers a page URL of the sandbox, stores it on the borrower and completes CREATE_BANKING_URL', async () => {
    const { token, leadId, applicantId } = await walk(h, '9876543210', 'gst');
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/banking-success` }),
    );
    expect(redirectUrl).toMatch(new RegExp(`^${h.url}/pages/bank-statement\\?session=[0-9a-f]+$`));
    expect(expectOk(await h.get('/consumer/fetch/applicantDetails', token, { leadId }))[0].bsRedirectURL).toBe(
      redirectUrl,
    );
    expect((await workflow(h, token, leadId)).CREATE_BANKING_URL).toBe('completed');
    expect(expectOk(await h.get('/consumer/fetch/bankingDetails', token, { leadId }))).toEqual({
      status: 'NOT_STARTED',
      accounts: [],
    });
  });

  it('success: back with Status=success; BS_CALLBACK after delayMs, QUOTE_CALLBACK (quotes) after another', async () => {
    const { token, leadId, applicantId } = await walk(h, '9876543210', 'gst');
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/bs/url', token, {
        leadId,
        applicantId,
        callbackUrl: `${APP}/banking-success?from=bank`,
      }),
    );
    const back = await choose(h, redirectUrl, 'success');
    expect(back.toString()).toBe(`${APP}/banking-success?from=bank&Status=success`);
    expect(expectOk(await h.get('/consumer/fetch/bankingDetails', token, { leadId })).status).toBe('PROCESSING');
    expect(await workflow(h, token, leadId)).toMatchObject({ BS_CALLBACK: 'pending', QUOTE_CALLBACK: 'pending' });
    h.advance(200);
    expect(await workflow(h, token, leadId)).toMatchObject({ BS_CALLBACK: 'completed', QUOTE_CALLBACK: 'pending' });
    expect(expectOk(await h.get('/consumer/fetch/bankingDetails', token, { leadId }))).toEqual({
      status: 'COMPLETED',
      accounts: [{ bankName: 'Sandbox Bank', accountType: 'current', months: 12 }],
    });
    expect(expectOk(await h.get('/consumer/fetch/quote', token, { leadId }))).toEqual({ quotes: [] });
    h.advance(200);
    expect(expectOk(await h.get('/consumer/fetch/quote', token, { leadId })).quotes).toHaveLength(1);
  });

  it('cancel: back with Status=failed and nothing completes; the user may try again', async () => {
    const { token, leadId, applicantId } = await walk(h, '9876543210', 'gst');
    const first = expectOk(
      await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/banking-success` }),
    ).redirectUrl;
    expect((await choose(h, first, 'cancel')).searchParams.get('Status')).toBe('failed');
    h.advance(10_000);
    expect(await workflow(h, token, leadId)).toMatchObject({ BS_CALLBACK: 'pending', QUOTE_CALLBACK: 'pending' });
    expect(expectOk(await h.get('/consumer/fetch/bankingDetails', token, { leadId })).status).toBe('FAILED');
    const second = expectOk(
      await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/banking-success` }),
    ).redirectUrl;
    await choose(h, second, 'success');
    h.advance(400);
    expect((await workflow(h, token, leadId)).QUOTE_CALLBACK).toBe('completed');
  });

  it('is only for the borrower: the 400 carries a code map and an error string', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'gst');
    const co = expectOk(
      await h.post('/consumer/create/lead/applicant', token, {
        ...borrowerBody(leadId),
        applicantType: 'co-applicant',
      }),
    ).applicantId;
    const answer = await h.post('/consumer/create/bs/url', token, {
      leadId,
      applicantId: co,
      callbackUrl: `${APP}/banking-success`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Bank statement URL can only be requested for the borrower');
    expect(Object.keys(answer.body)[0]).toBe('BS_BORROWER_ONLY');
  });

  it("needs an http(s) callbackUrl on the app's origin; a path resolves against appOrigin", async () => {
    const { token, leadId, applicantId } = await walk(h, '9876543210', 'gst');
    for (const callbackUrl of ['javascript:alert(1)', 'ftp://x.test/a']) {
      expect((await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl })).body).toEqual({
        BAD_REQUEST: 'callbackUrl must be an absolute http(s) URL',
      });
    }
    for (const callbackUrl of ['//evil.test/a', '/\\evil.test/a', 'http://evil.test/a']) {
      expect((await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl })).body).toEqual({
        BAD_REQUEST: `callbackUrl must be an address of the app (${APP})`,
      });
    }
    expect((await h.post('/consumer/create/bs/url', token, { leadId })).body).toEqual({
      MISSING_PARAMS: 'lead id or applicant id missing',
    });
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: '/banking-success' }),
    );
    expect((await choose(h, redirectUrl, 'success')).toString()).toBe(`${APP}/banking-success?Status=success`);
  });

  it('refuses the banking URL before the GST steps are done', async () => {
    const { token, leadId, applicantId } = await walk(h, '9876543210', 'applicant');
    expect(
      (await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/b` })).body,
    ).toEqual({ WORKFLOW_ORDER: 'CREATE_BANKING_URL is not the current step' });
  });
});

describe('generate offer', () => {
  it('answers 202 PROCESSING until delayMs has passed since the first call, then 200 with the offer', async () => {
    const { token, leadId, quote } = await walk(h, '9876543210', 'quotes');
    const body = { leadId, quoteId: quote.quoteId, loanAmount: 600000, tenure: 36 };
    expect(expectOk(await h.post('/consumer/generate/offer', token, body), 202)).toEqual({
      status: 'PROCESSING',
      retryAfterMs: 200,
    });
    h.advance(199);
    expectOk(await h.post('/consumer/generate/offer', token, body), 202);
    expect((await workflow(h, token, leadId)).FINAL_OFFER).toBe('pending');
    h.advance(1);
    const offer = expectOk(await h.post('/consumer/generate/offer', token, body));
    expect(offer).toEqual({
      leadOfferId: `LO-${leadId}`,
      loanAmount: 600000,
      tenure: 36,
      roiPct: 18,
      emi: 21691,
      processingFee: 12000,
      tenor: 36,
      charges: [
        { chargeType: 'PROCESSING_FEE', amount: 12000, ratePct: 2 },
        { chargeType: 'INSURANCE_CHARGES', amount: 3000, ratePct: 0.5 },
        { chargeType: 'OTHER_UPFRONT_CHARGES', amount: 500 },
      ],
    });
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token))).toMatchObject({ status: 'OFFERED', offer });
  });

  it.each([
    [{ loanAmount: 99_999 }, { LOAN_AMOUNT_TOO_LOW: 'Loan amount must be greater than minimum value' }],
    [{ loanAmount: 5_000_001 }, { LOAN_AMOUNT_TOO_HIGH: "Loan amount can't exceed maximum value" }],
    [{ tenure: 18 }, { INVALID_TENURE: 'tenure must be one of 12, 24, 36 months' }],
    [{ quoteId: 'QT-other' }, { QUOTE_NOT_FOUND: 'Quote not found for this lead' }],
    [{ loanAmount: undefined }, { MISSING_PARAMS: 'lead id or loan amount missing' }],
  ])('refuses %j', async (change, error) => {
    const { token, leadId, quote } = await walk(h, '9876543210', 'quotes');
    expect(
      await h.post('/consumer/generate/offer', token, {
        leadId,
        quoteId: quote.quoteId,
        loanAmount: 600000,
        tenure: 24,
        ...change,
      }),
    ).toMatchObject({ status: 400, body: error });
  });

  it('refuses an offer before the quotes exist', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'banking-url');
    expect(
      (
        await h.post('/consumer/generate/offer', token, {
          leadId,
          quoteId: `QT-${leadId}-1`,
          loanAmount: 600000,
          tenure: 24,
        })
      ).body,
    ).toEqual({ WORKFLOW_ORDER: 'FINAL_OFFER is not the current step' });
  });
});

describe('product', () => {
  it('answers the term loan without a code, the credit line for DEALER_FIN, 400 otherwise', async () => {
    const token = await login(h, '9876543210');
    expect(expectOk(await h.get('/consumer/product/fetch', token))).toEqual({
      programCode: null,
      name: 'Business Term Loan',
      minLoanAmount: 100000,
      maxLoanAmount: 5000000,
    });
    expect(expectOk(await h.get('/consumer/product/fetch', token, { programCode: 'DEALER_FIN' }))).toMatchObject({
      programCode: 'DEALER_FIN',
      maxLoanAmount: 2500000,
    });
    expect((await h.get('/consumer/product/fetch', token, { programCode: 'NOPE' })).body).toEqual({
      PRODUCT_NOT_FOUND: 'No product for programCode NOPE',
    });
  });
});
