import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionTriggered, screenEntered } from '../../src/store/events.ts';
import { evaluateBindings } from '../../src/engine/rules.ts';
import { selectRuleContext } from '../../src/store/selectors.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith, steps } from './harness.ts';
import { screenForm } from '../../src/engine/screen-types.ts';

const rejectedEvent = { category: 'error', action: 'origin_app_rejected', label: 'gst_entry', error: true };

describe('GST entry point: originApp allow-list (spec §2 access rules)', () => {
  it.each([
    ['an allowed origin', 'https://partner.udyam.example', 'https://partner.udyam.example', false],
    [
      'an allowed origin with a trailing slash',
      'https://partner.udyam.example/',
      'https://partner.udyam.example',
      false,
    ],
    ['javascript:', 'javascript:alert(1)', 'https://partner.udyam.example/', true],
    ['another host', 'https://evil.example', 'https://partner.udyam.example/', true],
    ['a protocol-relative URL', '//evil.example', 'https://partner.udyam.example/', true],
    ['a lookalike with a path', 'https://partner.udyam.example.evil.example/x', 'https://partner.udyam.example/', true],
    ['plain http', 'http://partner.udyam.example', 'https://partner.udyam.example/', true],
  ])('%s', async (_name, originApp, kept, tracked) => {
    const app = await startStore();
    app.dispatch(screenEntered({ screenId: 'gst-entry', query: { originApp } }));
    await settle();
    expect(app.get().session).toMatchObject({ isGstFlow: true, originAppUrl: kept });
    if (tracked) expect(app.services.track).toHaveBeenCalledWith(rejectedEvent);
    else expect(app.services.track).not.toHaveBeenCalledWith(rejectedEvent);
  });

  it('without originApp the default is used and nothing is reported', async () => {
    const app = await startStore();
    app.dispatch(screenEntered({ screenId: 'gst-entry' }));
    await settle();
    expect(app.get().session.originAppUrl).toBe('https://partner.udyam.example/');
    expect(app.services.track).not.toHaveBeenCalledWith(rejectedEvent);
  });
});

describe('GST entry point on a new device', () => {
  it('the instructions fetch the lead and the consumer profile, so the GST login knows the GSTIN and the lead', async () => {
    const app = await startStore({
      state: stateWith({ ...loggedIn, isGstFlow: true, originAppUrl: 'https://partner.udyam.example' }),
      routes: {
        'GET /consumer/fetch/leadDetails': { data: aLead() },
        'GET /consumer/fetch/lead/wf': { data: { workflows: steps(['CREATE_LEAD'], ['GST_REQUEST_OTP']) } },
        'GET /consumer/fetch/applicantDetails': { data: [] },
        'GET /consumer/fetch/profile': { data: { consumerId: 'C1', gstin: '27AAPFU0939F1ZV' } },
        'POST /consumer/create/gst/otp': { data: {} },
      },
    });
    app.dispatch(screenEntered({ screenId: 'gst-instructions' }));
    await settle();
    expect(app.get().journey.consumerProfile).toEqual({ consumerId: 'C1', gstin: '27AAPFU0939F1ZV' });
    const programme = loadProgramme();
    const screen = programme.screens['gst-login']!;
    const context = selectRuleContext(app.get(), programme);
    expect(evaluateBindings(screenForm(screen)?.bindings, context)).toMatchObject({
      primary_gst_number: '27AAPFU0939F1ZV',
      otpSent: false,
    });
    app.dispatch(
      actionTriggered({
        screenId: 'gst-login',
        actionId: 'request-otp',
        formData: { primary_gst_number: '27AAPFU0939F1ZV', gstUsername: 'acmetrader', otpSent: false },
      }),
    );
    await settle();
    expect(app.server.callsTo('POST /consumer/create/gst/otp')[0]!.body).toEqual({
      leadId: 'L1',
      gstin: '27AAPFU0939F1ZV',
      username: 'acmetrader',
    });
  });
});

describe('GST verification (spec §4 GST polling)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const gstForm = { primary_gst_number: '29ABCDE1234F1Z5', gstUsername: 'acmetrader', gstOtp: '123456', otpSent: true };

  it('requests and verifies the GST OTP, waits for the callback, then in the GST flow goes to GST success', async () => {
    const app = await startStore({
      state: stateWith(
        { ...loggedIn, isGstFlow: true, originAppUrl: 'https://partner.udyam.example' },
        { lead: aLead() },
      ),
      routes: {
        'POST /consumer/create/gst/otp': { data: {} },
        'POST /consumer/verify/gst/otp': { data: {} },
        'GET /consumer/fetch/lead/wf': [
          { data: { workflows: steps(['CREATE_LEAD', 'GST_REQUEST_OTP', 'GST_VERIFY_OTP'], ['GST_RETURN_CALLBACK']) } },
          {
            data: {
              workflows: steps(
                ['CREATE_LEAD', 'GST_REQUEST_OTP', 'GST_VERIFY_OTP', 'GST_RETURN_CALLBACK'],
                ['CREATE_BANKING_URL'],
              ),
            },
          },
        ],
      },
    });
    app.dispatch(
      actionTriggered({ screenId: 'gst-login', actionId: 'request-otp', formData: { ...gstForm, otpSent: false } }),
    );
    await settle();
    expect(app.server.callsTo('POST /consumer/create/gst/otp')[0]!.body).toEqual({
      leadId: 'L1',
      gstin: '29ABCDE1234F1Z5',
      username: 'acmetrader',
    });
    expect(app.get().session.gstOtpSent).toBe(true);
    app.dispatch(actionTriggered({ screenId: 'gst-login', actionId: 'verify-otp', formData: gstForm }));
    await settle();
    expect(app.server.callsTo('POST /consumer/verify/gst/otp')[0]!.body).toEqual({
      leadId: 'L1',
      gstin: '29ABCDE1234F1Z5',
      otp: '123456',
    });
    expect(app.navigatedTo()).toBe('verify-gst');
    app.dispatch(screenEntered({ screenId: 'verify-gst' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(app.navigatedTo()).toBe('gst-success');
  });

  it('a workflow back at the OTP step stops the wait and returns to the current step screen', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: { 'GET /consumer/fetch/lead/wf': { data: { workflows: steps(['CREATE_LEAD'], ['GST_REQUEST_OTP']) } } },
    });
    app.dispatch(screenEntered({ screenId: 'verify-gst' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'home', replace: true });
    expect(app.get().ui.pollingScreen).toBeNull();
  });

  it('missing GST parameters fail with the spec §8 text and call nothing', async () => {
    const app = await startStore({ state: stateWith(loggedIn, { lead: aLead() }) });
    app.dispatch(
      actionTriggered({
        screenId: 'gst-login',
        actionId: 'request-otp',
        formData: { primary_gst_number: '29ABCDE1234F1Z5' },
      }),
    );
    await settle();
    expect(app.server.calls).toEqual([]);
    expect(app.toastTexts()).toEqual(['lead id, applicant id, gstin or username missing']);
  });
});
