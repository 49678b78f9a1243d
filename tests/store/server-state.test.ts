import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../src/engine/navigation.ts';
import { screenEntered, serverStateNeeded } from '../../src/store/events.ts';
import { selectRuleContext } from '../../src/store/selectors.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith, steps } from './harness.ts';

const programme = loadProgramme();
const leadRead = (workflows: ReturnType<typeof steps>, extra: Record<string, unknown> = {}) => ({
  'GET /consumer/fetch/leadDetails': { data: { leadId: 'L1', status: 'PENDING', stageCode: 1, workflows, ...extra } },
  'GET /consumer/fetch/lead/wf': { data: { status: 'PENDING', workflows } },
  'GET /consumer/fetch/applicantDetails': { data: [] },
});

describe('guards decide on the server state read on this page load', () => {
  it('a persisted "all done" workflow is not trusted: the lead is read, and congratulations is refused at an early step', async () => {
    const stale = steps(['CREATE_LEAD', 'DEDUPE_CALLBACK'], []);
    const early = steps(['CREATE_LEAD'], ['DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT']);
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: stale }),
      routes: leadRead(early),
    });
    expect(app.get().ui.serverStateRead).toBe(false);
    app.dispatch(serverStateNeeded());
    app.dispatch(serverStateNeeded()); // a second guarded screen asking at once shares the read
    await settle();
    expect(app.server.callsTo('GET /consumer/fetch/leadDetails')).toHaveLength(1);
    expect(app.get().ui.serverStateRead).toBe(true);
    const context = selectRuleContext(app.get(), programme);
    expect(decideAccess(programme, programme.screens.congratulations!, context)).toMatchObject({
      allow: false,
      redirectTo: 'home',
      reason: 'guard',
    });
  });

  it('with no lead at all, the read still counts, and no later screen opens', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: { 'GET /consumer/fetch/leadDetails': { data: null } },
    });
    app.dispatch(serverStateNeeded());
    await settle();
    expect(app.get().ui.serverStateRead).toBe(true);
    const context = selectRuleContext(app.get(), programme);
    for (const id of ['congratulations', 'quote', 'offer', 'mandate', 'hold-on', 'gst-success']) {
      expect(decideAccess(programme, programme.screens[id]!, context), id).toMatchObject({
        allow: false,
        redirectTo: 'home',
        reason: 'guard',
      });
    }
  });

  it('a failed read is marked read too (the guards then refuse on what is known) and goes to the error boundary', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: { 'GET /consumer/fetch/leadDetails': { status: 400, body: { E: 'Lead service down' } } },
    });
    app.dispatch(serverStateNeeded());
    await settle();
    expect(app.get().ui.serverStateRead).toBe(true);
    expect(app.get().ui.errorBoundary).toEqual({ statusCode: 400, message: 'Lead service down' });
  });
});

describe('a screen that awaits its on-enter effects', () => {
  it('is ready only once its reads have answered, and not ready again when re-entered', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: {
        ...leadRead(steps(['CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT'], ['GST_REQUEST_OTP'])),
        'GET /consumer/fetch/profile': { data: { gstin: '27AAPFU0939F1ZV' } },
      },
    });
    app.dispatch(screenEntered({ screenId: 'gst-instructions' }));
    expect(app.get().ui.readyScreens).toEqual([]);
    await settle();
    expect(app.get().ui.readyScreens).toEqual(['gst-instructions']);
    expect(app.get().journey.consumerProfile).toEqual({ gstin: '27AAPFU0939F1ZV' });
    app.dispatch(screenEntered({ screenId: 'gst-instructions' }));
    expect(app.get().ui.readyScreens).toEqual([]);
  });
});

describe('a lead already past signing, read on the post-offer home (a fast lender: no callback step left to poll)', () => {
  const done = steps(['INIT_ESIGN', 'ESIGN_CALLBACK'], []);
  it.each(['SANCTIONED', 'DISBURSED', 'AGREEMENT_SIGN_COMPLETED'])(
    "a lead %s sends the borrower on to the success group's screen",
    async (status) => {
      const app = await startStore({
        state: stateWith(loggedIn, { lead: aLead({ offerAccepted: true }), workflows: done }),
        routes: {
          'GET /consumer/fetch/leadDetails': {
            data: { leadId: 'L1', status, stageCode: 12, offerAccepted: true, workflows: done },
          },
          'GET /consumer/fetch/lead/wf': { data: { status, workflows: done } },
          'GET /consumer/fetch/applicantDetails': { data: [] },
          'GET /consumer/fetch/kycdetail': { data: {} },
        },
      });
      app.dispatch(screenEntered({ screenId: 'post-offer-home' }));
      await settle();
      expect(app.get().ui.navigation).toMatchObject({ screenId: 'congratulations', replace: true });
    },
  );
});
