import { describe, expect, it } from 'vitest';
import { actionTriggered, screenEntered } from '../../src/store/events.ts';
import { selectIsPending } from '../../src/store/selectors.ts';
import { settle, startStore } from './harness.ts';

const routes = {
  'POST /requestOTP': { data: {} },
  'POST /otp/login': { data: { sessionId: 'S1' } },
  'POST /sessionId/token': { data: { authToken: 'T1', expiresIn: 3600, consumerId: 'C1' } },
};

const TICKED = { acceptTerms: true, acceptPrivacy: true, acceptCreditBureau: true };
const CONSENT_IDS = ['terms-2026-11', 'privacy-2026-11', 'bureau-2026-11'];

describe('login (spec §2 /login, §7 OTP calls)', () => {
  it('sends the OTP, then verifies it, holds the token and goes home', async () => {
    const app = await startStore({ routes });
    app.dispatch(
      actionTriggered({ screenId: 'login', actionId: 'send-otp', formData: { mobile: '9876543210', ...TICKED } }),
    );
    await settle();
    expect(app.get().session).toMatchObject({ otpSent: true, mobile: '9876543210', isAuthenticated: false });
    // the consent is the borrower's act of ticking the boxes and asking for the OTP, with what was ticked
    expect(app.get().journey.userInfo).toMatchObject({ consentTimestamp: 1_700_000_000_000, consents: CONSENT_IDS });
    expect(app.toastTexts()).toEqual(['OTP sent to the registered mobile number']);
    expect(app.navigatedTo()).toBeNull();
    expect(app.server.callsTo('POST /requestOTP')[0]).toMatchObject({ body: { mobile: '9876543210' } });

    app.dispatch(
      actionTriggered({
        screenId: 'login',
        actionId: 'verify-otp',
        formData: { mobile: '9876543210', otp: '123456', otpSent: true },
      }),
    );
    await settle();
    expect(app.get().session).toMatchObject({
      isAuthenticated: true,
      authToken: 'T1',
      sessionId: 'S1',
      consumerId: 'C1',
    });
    expect(app.get().journey.userInfo.contactNumer).toBe('9876543210');
    expect(app.server.callsTo('POST /otp/login')[0]!.body).toEqual({ mobile: '9876543210', otp: '123456' });
    expect(app.server.callsTo('POST /sessionId/token')[0]!.body).toEqual({ sessionId: 'S1' });
    // no token on the login calls (spec §7)
    expect(app.server.calls.every((c) => c.headers['x-auth-token'] === undefined)).toBe(true);
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'home', replace: false });
    expect(app.toastTexts()).toContain('OTP verified successfully');
    expect(app.services.track).toHaveBeenCalledWith({ category: 'login', action: 'otp_verified', label: 'login' });
    expect(app.get().ui.pending).toEqual([]);
  });

  it('Resend OTP sends to the number the OTP went to (the field has given way), and Change reopens the number', async () => {
    const app = await startStore({ routes });
    app.dispatch(
      actionTriggered({ screenId: 'login', actionId: 'send-otp', formData: { mobile: '9876543210', otpSent: false } }),
    );
    await settle();
    // with the OTP sent, the mobile field is hidden: the form sends no number
    app.dispatch(actionTriggered({ screenId: 'login', actionId: 'resend-otp', formData: { otpSent: true } }));
    await settle();
    expect(app.server.callsTo('POST /requestOTP').map((c) => c.body)).toEqual([
      { mobile: '9876543210' },
      { mobile: '9876543210' },
    ]);
    app.dispatch(actionTriggered({ screenId: 'login', actionId: 'change-mobile', formData: {} }));
    await settle();
    expect(app.get().session).toMatchObject({ otpSent: false, mobile: '9876543210', isAuthenticated: false });
    expect(app.server.callsTo('POST /requestOTP')).toHaveLength(2);
  });

  it('ignores a second press while the first is still running (no double submit)', async () => {
    const app = await startStore({ routes });
    const press = actionTriggered({
      screenId: 'login',
      actionId: 'verify-otp',
      formData: { mobile: '9876543210', otp: '123456' },
    });
    app.dispatch(press);
    expect(selectIsPending(app.get(), { screenId: 'login', actionId: 'verify-otp' })).toBe(true);
    app.dispatch(press);
    app.dispatch(press);
    await settle();
    expect(app.server.callsTo('POST /otp/login')).toHaveLength(1);
    expect(app.get().ui.pending).toEqual([]);
    // once settled the button works again
    app.dispatch(press);
    await settle();
    expect(app.server.callsTo('POST /otp/login')).toHaveLength(2);
  });

  it('sends the token on later calls once authenticated', async () => {
    const app = await startStore({ routes: { ...routes, 'GET /consumer/fetch/leadDetails': { data: null } } });
    app.dispatch(
      actionTriggered({ screenId: 'login', actionId: 'verify-otp', formData: { mobile: '9876543210', otp: '123456' } }),
    );
    await settle();
    app.dispatch(screenEntered({ screenId: 'home' }));
    await settle();
    expect(app.server.callsTo('GET /consumer/fetch/leadDetails')[0]!.headers['x-auth-token']).toBe('T1');
    expect(app.get().journey.lead).toBeNull();
  });

  it('redirects the index screen by its rules at once', async () => {
    const app = await startStore();
    app.dispatch(screenEntered({ screenId: 'index' }));
    await settle();
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'login', replace: true });
  });

  it('shows the server message when the OTP is wrong and stays', async () => {
    const app = await startStore({
      routes: { ...routes, 'POST /otp/login': { status: 400, body: { OTP_INVALID: 'Invalid OTP' } } },
    });
    app.dispatch(
      actionTriggered({ screenId: 'login', actionId: 'verify-otp', formData: { mobile: '9876543210', otp: '000000' } }),
    );
    await settle();
    expect(app.get().session.isAuthenticated).toBe(false);
    expect(app.toastTexts()).toEqual(['Invalid OTP']);
    expect(app.get().ui.toasts[0]!.level).toBe('error');
    expect(app.navigatedTo()).toBeNull();
    expect(app.services.track).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'error', label: 'verifyOtp', error: true }),
    );
  });
});
