import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { APP, KFS_ACK, choose, expectOk, walk, workflow } from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 100 });
});
afterEach(() => h.close());

describe('individual and entity KYC', () => {
  it('individual KYC: page success completes INIT/SUBMIT at once, KYC_CALLBACK and the document after delayMs', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'offer');
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/individual/kyc/url', token, { leadId, redirectUrl: `${APP}/kyc-success` }),
    );
    expect(redirectUrl).toMatch(/\/pages\/kyc\?kind=individual&session=/);
    expect((await choose(h, redirectUrl, 'success')).toString()).toBe(`${APP}/kyc-success?Status=success`);
    expect(await workflow(h, token, leadId)).toMatchObject({
      INIT_KYC: 'completed',
      SUBMIT_KYC: 'completed',
      KYC_CALLBACK: 'pending',
      SUBMIT_INDV_KYC_DOC: 'pending',
    });
    expect(expectOk(await h.get('/consumer/fetch/kycdetail', token, { leadId })).individual).toEqual({
      status: 'KYC_SUBMITTED',
    });
    h.advance(100);
    expect(await workflow(h, token, leadId)).toMatchObject({
      KYC_CALLBACK: 'completed',
      SUBMIT_INDV_KYC_DOC: 'completed',
      INIT_ENTITY_KYC: 'pending',
    });
    expect(expectOk(await h.get('/consumer/fetch/kycdetail', token, { leadId }))).toEqual({
      leadId,
      individual: { status: 'KYC_SUCCESS' },
      entity: { status: 'KYC_PENDING' },
      addressConfirmed: false,
    });
  });

  it('a cancelled KYC page returns Status=failed and leaves the lead where it was', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'offer');
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/individual/kyc/url', token, { leadId, redirectUrl: `${APP}/kyc-success` }),
    );
    expect((await choose(h, redirectUrl, 'cancel')).searchParams.get('Status')).toBe('failed');
    expect((await workflow(h, token, leadId)).INIT_KYC).toBe('pending');
  });

  it('entity KYC: LMS_KYC_CALLBACK completes after delayMs', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'kyc');
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/entity/kyc/url', token, { leadId, redirectUrl: `${APP}/kyc-success` }),
    );
    expect(redirectUrl).toMatch(/\/pages\/kyc\?kind=entity&session=/);
    await choose(h, redirectUrl, 'success');
    expect(await workflow(h, token, leadId)).toMatchObject({
      INIT_ENTITY_KYC: 'completed',
      SUBMIT_ENTITY_ID_PROOF: 'completed',
      LMS_KYC_CALLBACK: 'pending',
    });
    h.advance(100);
    expect((await workflow(h, token, leadId)).LMS_KYC_CALLBACK).toBe('completed');
  });

  it('refuses KYC before the offer and entity KYC before individual KYC', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'quotes');
    expect(
      (await h.post('/consumer/create/individual/kyc/url', token, { leadId, redirectUrl: `${APP}/k` })).body,
    ).toEqual({ WORKFLOW_ORDER: 'INIT_KYC is not the current step' });
    expect((await h.post('/consumer/create/entity/kyc/url', token, { leadId, redirectUrl: `${APP}/k` })).body).toEqual({
      WORKFLOW_ORDER: 'INIT_ENTITY_KYC is not the current step',
    });
    expect((await h.post('/consumer/create/individual/kyc/url', token, { leadId })).body).toEqual({
      BAD_REQUEST: 'redirectUrl is required',
    });
  });
});

describe('address confirmation', () => {
  it('needs all four parameters (spec §8 message)', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'applicant');
    expect((await h.post('/consumer/create/individual/address/url', token, { leadId })).body).toEqual({
      MISSING_PARAMS: 'sessionId, leadId, consumerId, redirectURL missing',
    });
    expect(
      (
        await h.post('/consumer/create/individual/address/url', token, {
          sessionId: 's',
          leadId,
          consumerId: 'CONOTHER',
          redirectURL: `${APP}/a`,
        })
      ).body,
    ).toHaveProperty('CONSUMER_MISMATCH');
  });

  it('opens a page that returns to redirectURL and records the confirmation', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'applicant');
    const { consumerId } = expectOk(await h.get('/consumer/fetch/profile', token));
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/individual/address/url', token, {
        sessionId: 'abc',
        leadId,
        consumerId,
        redirectURL: `${APP}/address-confirmed`,
      }),
    );
    expect((await choose(h, redirectUrl, 'success')).toString()).toBe(`${APP}/address-confirmed?Status=success`);
    expect(expectOk(await h.get('/consumer/fetch/kycdetail', token, { leadId })).addressConfirmed).toBe(true);
  });
});

describe('penny drop, mandate and e-sign', () => {
  it('penny drop: missing fields give the spec §8 message; bad formats give 400', async () => {
    const { token, offer } = await walk(h, '9876543210', 'entity-kyc');
    const good = {
      leadOfferId: offer.leadOfferId,
      accType: 'savings',
      accountNumber: '123456789',
      ifsc: 'SBIN0001234',
      nachType: 'digital',
    };
    expect((await h.post('/consumer/verify/bankDetail', token, { leadOfferId: offer.leadOfferId })).body).toEqual({
      MISSING_PARAMS: 'leadOfferId,accType,accountNumber,ifsc,nachType missing',
    });
    expect((await h.post('/consumer/verify/bankDetail', token, { ...good, ifsc: 'SBIN1234567' })).body).toEqual({
      BAD_REQUEST: 'ifsc must be an IFSC like HDFC0001234',
    });
    expect((await h.post('/consumer/verify/bankDetail', token, { ...good, accountNumber: '12345678' })).body).toEqual({
      BAD_REQUEST: 'accountNumber must be 9 to 18 digits',
    });
    expect((await h.post('/consumer/verify/bankDetail', token, { ...good, accType: 'loan' })).status).toBe(400);
    expect((await h.post('/consumer/verify/bankDetail', token, { ...good, leadOfferId: 'LO-x' })).body).toEqual({
      LEAD_OFFER_NOT_FOUND: 'lead offer id not found',
    });
    expect(expectOk(await h.post('/consumer/verify/bankDetail', token, good))).toEqual({
      verified: true,
      nameMatch: true,
    });
  });

  it('penny drop waits for entity KYC', async () => {
    const { token, offer } = await walk(h, '9876543210', 'kyc');
    const answer = await h.post('/consumer/verify/bankDetail', token, {
      leadOfferId: offer.leadOfferId,
      accType: 'current',
      accountNumber: '123456789',
      ifsc: 'SBIN0001234',
      nachType: 'digital',
    });
    expect(answer.body).toEqual({ WORKFLOW_ORDER: 'SUBMIT_PENNYDROP is not the current step' });
  });

  it('e-mandate: INIT_ENACH on page success, ENACH_CALLBACK after delayMs', async () => {
    const { token, leadId, offer } = await walk(h, '9876543210', 'pennydrop');
    expect(
      (await h.post('/consumer/create/enach/url', token, { leadId, nachType: 'digital', redirectUrl: `${APP}/m` }))
        .body,
    ).toEqual({ MISSING_PARAMS: 'lead offer id missing' });
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/enach/url', token, {
        leadId,
        leadOfferId: offer.leadOfferId,
        nachType: 'digital',
        redirectUrl: `${APP}/mandate-success`,
      }),
    );
    expect(redirectUrl).toContain('/pages/mandate?session=');
    await choose(h, redirectUrl, 'success');
    expect(await workflow(h, token, leadId)).toMatchObject({ INIT_ENACH: 'completed', ENACH_CALLBACK: 'pending' });
    h.advance(100);
    expect((await workflow(h, token, leadId)).ENACH_CALLBACK).toBe('completed');
  });

  it('e-sign waits for the Key Fact Statement acknowledgement, which is kept with the lead', async () => {
    const { token, leadId, offer } = await walk(h, '9876543210', 'mandate');
    const esign = () => h.post('/consumer/create/esign/url', token, { leadId, redirectUrl: `${APP}/esign-success` });
    expect((await esign()).body).toEqual({
      KFS_NOT_ACKNOWLEDGED: 'Please read and acknowledge the Key Fact Statement before e-sign',
    });
    expect(
      (
        await h.post('/consumer/create/kfs/acknowledgement', token, {
          ...KFS_ACK(leadId, offer.leadOfferId),
          contentHash: 'abc',
        })
      ).body,
    ).toEqual({ BAD_REQUEST: 'contentHash must be a SHA-256 in hex' });
    expect(
      (
        await h.post('/consumer/create/kfs/acknowledgement', token, {
          ...KFS_ACK(leadId, offer.leadOfferId),
          leadOfferId: 'LO-other',
        })
      ).body,
    ).toEqual({ LEAD_OFFER_NOT_FOUND: 'lead offer id not found' });
    expect(
      (
        await h.post('/consumer/create/kfs/acknowledgement', token, {
          ...KFS_ACK(leadId, offer.leadOfferId),
          locale: 'Hindi',
        })
      ).body,
    ).toEqual({ BAD_REQUEST: 'locale must be a locale such as hi-IN' });
    expect(
      expectOk(
        await h.post('/consumer/create/kfs/acknowledgement', token, {
          ...KFS_ACK(leadId, offer.leadOfferId),
          locale: 'hi-IN',
        }),
      ),
    ).toEqual({ leadId, acknowledgedAt: '2025-01-15T10:30:00.000Z', contentHash: 'a'.repeat(64) });
    expect(expectOk(await esign()).redirectUrl).toContain('/pages/esign?session=');
  });

  it('e-sign: ESIGN_CALLBACK after delayMs, then SANCTIONED and DISBURSED after further delays', async () => {
    const { token, leadId, offer } = await walk(h, '9876543210', 'mandate');
    expectOk(await h.post('/consumer/create/kfs/acknowledgement', token, KFS_ACK(leadId, offer.leadOfferId)));
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/esign/url', token, { leadId, redirectUrl: `${APP}/esign-success` }),
    );
    await choose(h, redirectUrl, 'success');
    const status = async () => expectOk(await h.get('/consumer/fetch/lead/wf', token, { leadId }));
    expect(await status()).toMatchObject({ status: 'OFFERED', stageCode: 12 });
    h.advance(100);
    expect(await status()).toMatchObject({ status: 'AGREEMENT_SIGN_COMPLETED', stageCode: 'AGREEMENT_SIGN_COMPLETED' });
    h.advance(100);
    expect((await status()).status).toBe('SANCTIONED');
    h.advance(100);
    expect((await status()).status).toBe('DISBURSED');
  });
});
