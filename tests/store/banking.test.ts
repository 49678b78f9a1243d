import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionTriggered, screenEntered, screenLeft } from '../../src/store/events.ts';
import { selectRuleContext } from '../../src/store/selectors.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith, steps } from './harness.ts';

const beforeBanking = [
  'CREATE_LEAD',
  'DEDUPE_CALLBACK',
  'CREATE_LEAD_APPLICANT',
  'GST_REQUEST_OTP',
  'GST_VERIFY_OTP',
  'GST_RETURN_CALLBACK',
];
const applicants = [
  { applicantId: 'CO1', applicantType: 'co-applicant', bsRedirectURL: 'https://bank.example/co' },
  { applicantId: 'B1', applicantType: 'borrower', bsRedirectURL: 'https://bank.example/stored' },
];
const proceed = actionTriggered({ screenId: 'bank-statement', actionId: 'proceed' });

describe('banking data start (spec §2 Banking data, §6 borrower only)', () => {
  it('asks a new link for the borrower with the banking-success return address, then leaves for it', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, {
        lead: aLead(),
        applicants,
        workflows: steps(beforeBanking, ['CREATE_BANKING_URL', 'BS_CALLBACK']),
      }),
      routes: { 'POST /consumer/create/bs/url': { data: { redirectUrl: 'https://bank.example/new' } } },
    });
    app.dispatch(proceed);
    await settle();
    expect(app.server.callsTo('POST /consumer/create/bs/url')[0]!.body).toEqual({
      leadId: 'L1',
      applicantId: 'B1',
      callbackUrl: 'https://app.example/banking-success',
    });
    expect(app.get().journey).toMatchObject({
      bankStatementStatus: 'succeeded',
      bankStatementUrl: 'https://bank.example/new',
      bankStatementError: null,
    });
    expect(app.services.redirect).toHaveBeenCalledWith('https://bank.example/new');
    expect(app.navigatedTo()).toBeNull();
    expect(app.services.track).toHaveBeenCalledWith({
      category: 'banking_data',
      action: 'terms_accepted',
      label: 'bank_statement',
    });
  });

  it("reuses the borrower's stored link once the URL step is done", async () => {
    const app = await startStore({
      state: stateWith(loggedIn, {
        lead: aLead(),
        applicants,
        workflows: steps([...beforeBanking, 'CREATE_BANKING_URL'], ['BS_CALLBACK']),
      }),
    });
    app.dispatch(proceed);
    await settle();
    expect(app.server.calls).toEqual([]);
    expect(app.services.redirect).toHaveBeenCalledWith('https://bank.example/stored');
  });

  it('says so when the stored link is missing (message 21)', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, {
        lead: aLead(),
        applicants: [{ applicantId: 'B1', applicantType: 'borrower' }],
        workflows: steps([...beforeBanking, 'CREATE_BANKING_URL'], ['BS_CALLBACK']),
      }),
    });
    app.dispatch(proceed);
    await settle();
    expect(app.services.redirect).not.toHaveBeenCalled();
    expect(app.toastTexts()).toEqual([loadProgramme().texts.message_21]);
  });

  it("keeps the call's error string when the link request fails", async () => {
    const app = await startStore({
      state: stateWith(loggedIn, {
        lead: aLead(),
        applicants,
        workflows: steps(beforeBanking, ['CREATE_BANKING_URL']),
      }),
      routes: { 'POST /consumer/create/bs/url': { status: 400, body: { error: 'Bank partner unavailable' } } },
    });
    app.dispatch(proceed);
    await settle();
    expect(app.get().journey).toMatchObject({
      bankStatementStatus: 'failed',
      bankStatementError: 'Bank partner unavailable',
    });
    expect(app.toastTexts()).toEqual(['Bank partner unavailable']);
    expect(app.services.redirect).not.toHaveBeenCalled();
  });
});

describe('banking return and wait (spec §2 /banking-success, §4 banking polling)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const pendingBs = {
    data: {
      status: 'PENDING',
      workflows: steps([...beforeBanking, 'CREATE_BANKING_URL'], ['BS_CALLBACK', 'QUOTE_CALLBACK']),
    },
  };

  it('Status=success is only a hint: the server says BS_CALLBACK is pending, so the journey does not advance', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: steps(beforeBanking, ['CREATE_BANKING_URL']) }),
      routes: { 'GET /consumer/fetch/lead/wf': pendingBs },
    });
    app.dispatch(screenEntered({ screenId: 'banking-success', query: { Status: 'success' } }));
    await settle();
    expect(app.get().journey.isUserReturningFromBanking).toBe(true);
    expect(app.server.callsTo('GET /consumer/fetch/lead/wf')).toHaveLength(1);
    expect(selectRuleContext(app.get(), loadProgramme()).workflow.currentStep).toBe('BS_CALLBACK');
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'home', replace: true });
  });

  it('asks the server even without the success hint', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: { 'GET /consumer/fetch/lead/wf': pendingBs },
    });
    app.dispatch(screenEntered({ screenId: 'banking-success', query: { Status: 'failure' } }));
    await settle();
    expect(app.get().journey.isUserReturningFromBanking).toBe(false);
    expect(app.server.callsTo('GET /consumer/fetch/lead/wf')).toHaveLength(1);
  });

  it('home polls every 2 s while BS_CALLBACK waits; after 5 minutes it raises bsCallback and opens the processing modal; Wait resumes', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: {
        'GET /consumer/fetch/leadDetails': { data: aLead() },
        'GET /consumer/fetch/lead/wf': pendingBs,
        'GET /consumer/fetch/applicantDetails': { data: applicants },
      },
    });
    app.dispatch(screenEntered({ screenId: 'home' }));
    await settle();
    expect(app.get().ui.pollingScreen).toBe('home');
    const polls = () => app.server.callsTo('GET /consumer/fetch/lead/wf').length;
    const afterEnter = polls();
    await vi.advanceTimersByTimeAsync(2000);
    expect(polls()).toBe(afterEnter + 1);
    expect(app.server.callsTo('GET /consumer/fetch/lead/wf').at(-1)!.headers['Cache-Control']).toBe('no-store');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(app.get().journey.workflowError).toEqual({ bsCallback: true });
    expect(app.get().ui.openModal).toBe('processing');
    const atTimeout = polls();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(atTimeout);

    app.dispatch(actionTriggered({ screenId: 'home', modalId: 'processing', actionId: 'wait' }));
    await settle();
    expect(app.get().ui.openModal).toBeNull();
    expect(app.get().journey.workflowError.bsCallback).toBe(false);
    const afterWait = polls();
    await vi.advanceTimersByTimeAsync(2000);
    expect(polls()).toBe(afterWait + 1);

    app.dispatch(screenLeft({ screenId: 'home' }));
    await settle();
    expect(app.get().ui.pollingScreen).toBeNull();
    const afterLeave = polls();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(polls()).toBe(afterLeave);
  });

  it('home stops polling once the callback step is done', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: {
        'GET /consumer/fetch/leadDetails': { data: aLead() },
        'GET /consumer/fetch/applicantDetails': { data: applicants },
        'GET /consumer/fetch/lead/wf': [
          pendingBs,
          pendingBs,
          { data: { workflows: steps([...beforeBanking, 'CREATE_BANKING_URL', 'BS_CALLBACK'], ['QUOTE_CALLBACK']) } },
        ],
      },
    });
    app.dispatch(screenEntered({ screenId: 'home' }));
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(app.server.callsTo('GET /consumer/fetch/lead/wf')).toHaveLength(3);
    expect(app.get().ui.pollingScreen).toBeNull();
  });
});
