import { describe, expect, it } from 'vitest';
import { createLateStore, initialRootState, isFreshSession } from '../../src/app/first-visit/late-store.ts';
import { actionTriggered, modalOpened, screenEntered } from '../../src/store/events.ts';
import { persistedMemory, settle, startStore } from './harness.ts';

const routes = {
  'POST /requestOTP': { data: {} },
  'POST /otp/login': { data: { sessionId: 'S1' } },
  'POST /sessionId/token': { data: { authToken: 'T1', expiresIn: 3600, consumerId: 'C1' } },
};

describe('late store (issue 23: a first visit draws the login before the store has loaded)', () => {
  it('reads the initial state until the real store comes, then hands it every action dispatched meanwhile, in order', async () => {
    const late = createLateStore();
    expect(late.getState()).toEqual(initialRootState());
    let told = 0;
    late.subscribe(() => (told += 1));
    // the login opened and its form sent before the sagas were there
    late.dispatch(screenEntered({ screenId: 'login' }));
    late.dispatch(
      actionTriggered({
        screenId: 'login',
        actionId: 'send-otp',
        formData: { mobile: '9876543210', acceptTerms: true, acceptPrivacy: true, acceptCreditBureau: true },
      }),
    );
    late.dispatch(modalOpened('nothing-yet'));
    expect(late.getState().ui.openModal).toBeNull();

    const real = await startStore({ routes });
    late.attach(real.store);
    await settle();
    expect(real.server.callsTo('POST /requestOTP')[0]).toMatchObject({ body: { mobile: '9876543210' } });
    expect(late.getState().session).toMatchObject({ otpSent: true, mobile: '9876543210' });
    expect(late.getState().ui.openModal).toBe('nothing-yet');
    expect(told).toBeGreaterThan(0);
    // from now on it is the real store
    late.dispatch(modalOpened('second'));
    expect(real.get().ui.openModal).toBe('second');
    expect(() => late.attach(real.store)).toThrow(/already attached/);
  });

  it('quiet: hands the waiting actions over and reads through the real store, but never tells its own subscribers (the page re-renders with the real store itself)', async () => {
    const late = createLateStore();
    let told = 0;
    late.subscribe(() => (told += 1));
    late.dispatch(modalOpened('waiting'));
    const real = await startStore({ routes });
    late.attach(real.store, { quiet: true });
    await settle();
    expect(late.getState().ui.openModal).toBe('waiting');
    late.dispatch(modalOpened('after'));
    expect(real.get().ui.openModal).toBe('after');
    expect(told).toBe(0);
  });

  it('calls a tab fresh with nothing stored or only the initial state stored, and not once a borrower has signed in', async () => {
    const storage = persistedMemory();
    // the page reads window.sessionStorage, synchronously; the test's storage is redux-persist's async kind
    const tab = { getItem: (key: string) => storage.items.get(key) ?? null } as Storage;
    expect(isFreshSession(tab, 'business-loan')).toBe(true);
    const app = await startStore({ storage, routes });
    await app.persistor!.flush();
    expect(storage.items.size).toBe(1);
    expect(isFreshSession(tab, 'business-loan')).toBe(true);
    app.dispatch(
      actionTriggered({ screenId: 'login', actionId: 'verify-otp', formData: { mobile: '9876543210', otp: '123456' } }),
    );
    await settle();
    await app.persistor!.flush();
    expect(isFreshSession(tab, 'business-loan')).toBe(false);
    // another programme's journey in the same tab is not this one's
    expect(isFreshSession(tab, 'supply-chain-finance')).toBe(true);
    storage.items.set('persist:journey:business-loan', '{not json');
    expect(isFreshSession(tab, 'business-loan')).toBe(false);
  });
});
