import { describe, expect, it } from 'vitest';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { actionTriggered, pincodeLookupRequested, screenEntered } from '../../src/store/events.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith } from './harness.ts';

// The effect -> endpoint -> payload chain is config (journey-config/common/calls.json and payloads.json): changing
// only config changes what the store calls and sends.

const postOffer = stateWith(loggedIn, {
  lead: aLead({ offerAccepted: true }),
  offer: { leadOfferId: 'LO1', quoteId: 'Q1', loanAmount: 400000, tenure: 12, status: 'succeeded' },
});

function withConfig(change: (p: ResolvedProgramme) => void): ResolvedProgramme {
  const programme = structuredClone(loadProgramme());
  change(programme);
  return programme;
}

describe('calls.json and payloads.json decide what an effect sends where', () => {
  it('an effect calls the endpoint calls.json names for its role', async () => {
    const programme = withConfig((p) => {
      p.calls['kyc/startIndividual'] = { handOff: 'createAddressConfirmUrl' };
    });
    const app = await startStore({
      programme,
      state: postOffer,
      routes: { 'POST /consumer/create/individual/address/url': { data: { redirectUrl: 'https://addr.example/x' } } },
    });
    app.dispatch(
      actionTriggered({ screenId: 'post-offer-home', cardId: 'promoter-kyc', actionId: 'start-promoter-kyc' }),
    );
    await settle();
    expect(app.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /consumer/create/individual/address/url',
    ]);
    expect(app.services.redirect).toHaveBeenCalledWith('https://addr.example/x');
  });

  it('the body is what the payload spec builds: a field added in config is sent', async () => {
    const programme = withConfig((p) => {
      p.payloads.createIndividualKycUrl = {
        ...p.payloads.createIndividualKycUrl,
        fields: { ...p.payloads.createIndividualKycUrl?.fields, programCode: { var: 'programme.programCode' } },
      };
    });
    const app = await startStore({
      programme,
      state: postOffer,
      routes: { 'POST /consumer/create/individual/kyc/url': { data: { redirectUrl: 'https://kyc.example/p' } } },
    });
    app.dispatch(
      actionTriggered({ screenId: 'post-offer-home', cardId: 'promoter-kyc', actionId: 'start-promoter-kyc' }),
    );
    await settle();
    expect(app.server.callsTo('POST /consumer/create/individual/kyc/url')[0]!.body).toEqual({
      leadId: 'L1',
      leadOfferId: 'LO1',
      redirectUrl: 'https://app.example/kyc-success',
      programCode: programme.programme.programCode,
    });
  });

  it('a read sends its payload as the query', async () => {
    const app = await startStore({
      state: postOffer,
      routes: {
        'GET /consumer/fetch/leadDetails': { data: { leadId: 'L1', status: 'OFFERED' } },
        'GET /consumer/fetch/lead/wf': { data: { status: 'OFFERED', workflows: [] } },
        'GET /consumer/fetch/applicantDetails': { data: [] },
        'GET /consumer/fetch/kycdetail': { data: { individual: { status: 'SUCCESS' } } },
      },
    });
    app.dispatch(screenEntered({ screenId: 'post-offer-home' }));
    await settle();
    expect(app.server.callsTo('GET /consumer/fetch/kycdetail').map((c) => c.query)).toEqual([{ leadId: 'L1' }]);
    expect(app.server.callsTo('GET /consumer/fetch/applicantDetails').map((c) => c.query)).toEqual([{ leadId: 'L1' }]);
    expect(app.server.callsTo('GET /consumer/fetch/leadDetails').map((c) => c.query)).toEqual([{}]);
    expect(app.get().journey.kycStatus).toEqual({ individual: 'SUCCESS' });
  });

  it("a read whose required value is missing stops before the call, with the payload spec's text", async () => {
    const app = await startStore({ state: stateWith(loggedIn) });
    app.dispatch(screenEntered({ screenId: 'quote' }));
    await settle();
    expect(app.server.callsTo('GET /consumer/fetch/quote')).toEqual([]);
    expect(app.toastTexts()).toContain(app.programme.texts.missing_lead_id);
  });

  it('the pincode lookup calls the endpoint calls.json names, with the typed pincode as its query', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: {
        'GET /consumer/master/fetch/address': { data: [{ city: 'Bengaluru', state: 'Karnataka', country: 'India' }] },
      },
    });
    app.dispatch(pincodeLookupRequested({ requestId: 'office', pincode: '560001' }));
    await settle();
    expect(app.server.callsTo('GET /consumer/master/fetch/address').map((c) => c.query)).toEqual([
      { pincode: '560001' },
    ]);
    expect(app.get().ui.pincode.office).toMatchObject({ status: 'succeeded', city: 'Bengaluru' });
  });

  it('logout sends the return address the code computes, named by the payload spec', async () => {
    const app = await startStore({ state: stateWith(loggedIn), routes: { 'GET /logout': { data: null } } });
    app.dispatch(screenEntered({ screenId: 'logout' }));
    await settle();
    const query = app.server.callsTo('GET /logout')[0]?.query;
    expect(query).toEqual({ redirect_uri: 'https://app.example/login' });
  });
});
