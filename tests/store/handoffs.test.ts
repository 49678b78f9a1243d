import { describe, expect, it, vi } from 'vitest';
import { actionTriggered, screenEntered } from '../../src/store/events.ts';
import { aLead, loggedIn, settle, startStore, stateWith, steps } from './harness.ts';

const offer = { leadOfferId: 'LO1', quoteId: 'Q1', loanAmount: 400000, tenure: 12, status: 'succeeded' as const };
const postOffer = stateWith(loggedIn, { lead: aLead({ offerAccepted: true }), offer });

describe('hand-offs to the provider pages (spec §7 KYC, e-mandate, e-sign, address; §8 missing parameters)', () => {
  it.each([
    [
      'promoter KYC',
      'promoter-kyc',
      'start-promoter-kyc',
      'POST /consumer/create/individual/kyc/url',
      'https://app.example/kyc-success',
    ],
    [
      'business KYC',
      'business-kyc',
      'start-business-kyc',
      'POST /consumer/create/entity/kyc/url',
      'https://app.example/kyc-success',
    ],
    // e-sign starts from the Key Fact Statement once acknowledged: tests/store/kfs.test.ts
  ])(
    '%s asks for the page with the return address and leaves for it',
    async (_name, cardId, actionId, route, returnUrl) => {
      const app = await startStore({
        state: postOffer,
        routes: { [route]: { data: { redirectUrl: 'https://provider.example/page' } } },
      });
      app.dispatch(actionTriggered({ screenId: 'post-offer-home', cardId, actionId }));
      await settle();
      expect(app.server.callsTo(route)[0]!.body).toEqual({ leadId: 'L1', leadOfferId: 'LO1', redirectUrl: returnUrl });
      expect(app.services.redirect).toHaveBeenCalledWith('https://provider.example/page');
    },
  );

  it('a hand-off without an accepted offer fails with the missing lead offer text', async () => {
    const app = await startStore({ state: stateWith(loggedIn, { lead: aLead() }) });
    app.dispatch(
      actionTriggered({ screenId: 'post-offer-home', cardId: 'promoter-kyc', actionId: 'start-promoter-kyc' }),
    );
    await settle();
    expect(app.server.calls).toEqual([]);
    expect(app.toastTexts()).toEqual(['lead offer id missing']);
  });

  it('on a new device the accepted offer is read back with the lead, so Start on Promoter KYC names it', async () => {
    const workflows = steps(['CREATE_LEAD', 'BS_CALLBACK', 'QUOTE_CALLBACK', 'FINAL_OFFER'], ['INIT_KYC']);
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: {
        'GET /consumer/fetch/leadDetails': {
          data: {
            leadId: 'L1',
            status: 'OFFERED',
            stageCode: 7,
            workflows,
            offer: { leadOfferId: 'LO-L1', loanAmount: 400000, tenure: 12 },
          },
        },
        'GET /consumer/fetch/lead/wf': { data: { status: 'OFFERED', workflows } },
        'GET /consumer/fetch/applicantDetails': { data: [] },
        'GET /consumer/fetch/kycdetail': { data: {} },
        'POST /consumer/create/individual/kyc/url': { data: { redirectUrl: 'https://provider.example/kyc' } },
      },
    });
    app.dispatch(screenEntered({ screenId: 'post-offer-home' }));
    await settle();
    expect(app.get().journey.lead?.offerAccepted).toBe(true);
    app.dispatch(
      actionTriggered({ screenId: 'post-offer-home', cardId: 'promoter-kyc', actionId: 'start-promoter-kyc' }),
    );
    await settle();
    expect(app.toastTexts()).toEqual([]);
    expect(app.server.callsTo('POST /consumer/create/individual/kyc/url')[0]!.body).toEqual({
      leadId: 'L1',
      leadOfferId: 'LO-L1',
      redirectUrl: 'https://app.example/kyc-success',
    });
    expect(app.services.redirect).toHaveBeenCalledWith('https://provider.example/kyc');
  });

  it('penny drop verifies the account, then the e-mandate starts with the NACH type', async () => {
    const form = { accountNumber: '123456789012', ifsc: 'HDFC0001234', accType: 'current', nachType: 'digital' };
    const app = await startStore({
      state: postOffer,
      routes: {
        'POST /consumer/verify/bankDetail': { data: { verified: true } },
        'POST /consumer/create/enach/url': { data: { redirectUrl: 'https://nach.example/m' } },
      },
    });
    app.dispatch(actionTriggered({ screenId: 'mandate', actionId: 'verify', formData: form }));
    await settle();
    expect(app.server.callsTo('POST /consumer/verify/bankDetail')[0]!.body).toEqual({ ...form, leadOfferId: 'LO1' });
    expect(app.server.callsTo('POST /consumer/create/enach/url')[0]!.body).toEqual({
      leadId: 'L1',
      leadOfferId: 'LO1',
      nachType: 'digital',
      redirectUrl: 'https://app.example/offer',
    });
    expect(app.services.redirect).toHaveBeenCalledWith('https://nach.example/m');
  });

  it('penny drop with a missing field fails with the spec text and does not start the mandate', async () => {
    const app = await startStore({ state: postOffer });
    app.dispatch(
      actionTriggered({
        screenId: 'mandate',
        actionId: 'verify',
        formData: { accountNumber: '123456789012', ifsc: 'HDFC0001234', accType: 'current' },
      }),
    );
    await settle();
    expect(app.server.calls).toEqual([]);
    expect(app.toastTexts()).toEqual(['leadOfferId,accType,accountNumber,ifsc,nachType missing']);
  });

  it('address confirmation needs session, lead and consumer ids', async () => {
    const app = await startStore({
      state: stateWith({ ...loggedIn, consumerId: null }, { lead: aLead({ offerAccepted: true }) }),
    });
    app.dispatch(actionTriggered({ screenId: 'confirm-address', actionId: 'confirm' }));
    await settle();
    expect(app.toastTexts()).toEqual(['sessionId, leadId, consumerId, redirectURL missing']);
  });

  it('address confirmation hands off with all four parameters', async () => {
    const app = await startStore({
      state: postOffer,
      routes: { 'POST /consumer/create/individual/address/url': { data: { redirectUrl: 'https://addr.example/c' } } },
    });
    app.dispatch(actionTriggered({ screenId: 'confirm-address', actionId: 'confirm' }));
    await settle();
    expect(app.server.callsTo('POST /consumer/create/individual/address/url')[0]!.body).toEqual({
      sessionId: 'S1',
      leadId: 'L1',
      consumerId: 'C1',
      redirectURL: 'https://app.example/offer',
    });
    expect(app.services.redirect).toHaveBeenCalledWith('https://addr.example/c');
  });

  it('back from KYC the workflow is read and a done LMS KYC callback goes to the post-offer home', async () => {
    const app = await startStore({
      state: postOffer,
      routes: {
        'GET /consumer/fetch/lead/wf': {
          data: { workflows: steps(['INIT_KYC', 'LMS_KYC_CALLBACK'], ['SUBMIT_PENNYDROP']) },
        },
      },
    });
    vi.useFakeTimers();
    try {
      app.dispatch(screenEntered({ screenId: 'kyc-success' }));
      await settle();
      expect(app.server.callsTo('GET /consumer/fetch/lead/wf')).toHaveLength(1);
      expect(app.get().ui.pollingScreen).toBe('kyc-success');
      await vi.advanceTimersByTimeAsync(2000);
      expect(app.get().ui.navigation).toMatchObject({ screenId: 'post-offer-home', replace: true });
      expect(app.get().ui.pollingScreen).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('KYC details on the post-offer home (spec §7 fetch/kycdetail, §8 logged failures)', () => {
  const postOfferLead = { leadId: 'L1', status: 'OFFERED', stageCode: 7, offerAccepted: true };
  const kycPending = steps(
    ['CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT', 'BS_CALLBACK', 'QUOTE_CALLBACK', 'FINAL_OFFER'],
    ['INIT_KYC'],
  );
  const reads = {
    'GET /consumer/fetch/leadDetails': { data: postOfferLead },
    'GET /consumer/fetch/lead/wf': { data: { status: 'OFFERED', workflows: kycPending } },
    'GET /consumer/fetch/applicantDetails': { data: [] },
  };

  it('keeps the status of each KYC and nothing else of the answer', async () => {
    const app = await startStore({
      state: postOffer,
      routes: {
        ...reads,
        'GET /consumer/fetch/kycdetail': {
          data: {
            leadId: 'L1',
            individual: { status: 'KYC_SUBMITTED', name: 'Asha Rao', pan: 'ABCDE1234F' },
            entity: { status: 'KYC_PENDING' },
            addressConfirmed: false,
          },
        },
      },
    });
    app.dispatch(screenEntered({ screenId: 'post-offer-home' }));
    await settle();
    expect(app.server.callsTo('GET /consumer/fetch/kycdetail')[0]!.query).toEqual({ leadId: 'L1' });
    expect(app.get().journey.kycStatus).toEqual({ individual: 'KYC_SUBMITTED', entity: 'KYC_PENDING' });
    expect(JSON.stringify(app.get().journey)).not.toContain('ABCDE1234F');
  });

  it('a failed read is only logged, after its retries: no toast, no error page, the borrower stays', async () => {
    vi.useFakeTimers();
    try {
      const app = await startStore({
        state: postOffer,
        routes: { ...reads, 'GET /consumer/fetch/kycdetail': { status: 500, body: { message: 'KYC service down' } } },
      });
      app.dispatch(screenEntered({ screenId: 'post-offer-home' }));
      await vi.advanceTimersByTimeAsync(20_000); // reads retry 3 times: 1 s, 2 s, 4 s
      await settle();
      expect(app.server.callsTo('GET /consumer/fetch/kycdetail')).toHaveLength(4);
      expect(app.toastTexts()).toEqual([]);
      expect(app.get().ui.errorBoundary).toBeFalsy();
      expect(app.navigatedTo()).toBeNull();
      expect(app.services.track).toHaveBeenCalledWith(expect.objectContaining({ category: 'error' }));
    } finally {
      vi.useRealTimers();
    }
  });
});
