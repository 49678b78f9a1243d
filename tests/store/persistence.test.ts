import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionTriggered, screenEntered } from '../../src/store/events.ts';
import { initialJourneyState } from '../../src/store/journey-slice.ts';
import { initialSessionState } from '../../src/store/session-slice.ts';
import { aLead, loggedIn, persistedMemory, settle, startStore, stateWith } from './harness.ts';

const routes = {
  'POST /otp/login': { data: { sessionId: 'S1' } },
  'POST /sessionId/token': { data: { authToken: 'T1', expiresIn: 3600, consumerId: 'C1' } },
  'GET /logout': { data: {} },
};

describe('persistence (spec §3 persisted user state, §9 rehydrate)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps session and journey in the given storage under journey:<programme>, and a new store gets them back', async () => {
    const storage = persistedMemory();
    const first = await startStore({ storage, routes });
    first.dispatch(
      actionTriggered({ screenId: 'login', actionId: 'verify-otp', formData: { mobile: '9876543210', otp: '123456' } }),
    );
    await settle();
    await first.persistor!.flush();
    expect([...storage.items.keys()]).toEqual(['persist:journey:business-loan']);
    const stored = JSON.parse(storage.items.get('persist:journey:business-loan')!) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'journey', 'session']);
    expect(JSON.parse(stored._persist!)).toMatchObject({ version: 1 });

    const second = await startStore({ storage });
    expect(second.get().session).toMatchObject({ isAuthenticated: true, authToken: 'T1', consumerId: 'C1' });
    expect(second.get().journey.userInfo.contactNumer).toBe('9876543210');
    // ui is not persisted: no toasts or navigation come back
    expect(second.get().ui.toasts).toEqual([]);
    expect(second.get().ui.navigation).toBeNull();
  });

  it('writes nothing to the browser storages', async () => {
    const local = { setItem: vi.fn(), getItem: vi.fn(), removeItem: vi.fn() };
    const session = { setItem: vi.fn(), getItem: vi.fn(), removeItem: vi.fn() };
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    const storage = persistedMemory();
    const app = await startStore({ storage, routes });
    app.dispatch(
      actionTriggered({ screenId: 'login', actionId: 'verify-otp', formData: { mobile: '9876543210', otp: '123456' } }),
    );
    await settle();
    await app.persistor!.flush();
    for (const fn of [...Object.values(local), ...Object.values(session)]) expect(fn).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(1);
  });

  it('a migration from an unknown older shape keeps new fields at their initial values', async () => {
    const storage = persistedMemory();
    storage.items.set(
      'persist:journey:business-loan',
      JSON.stringify({
        session: JSON.stringify({ authToken: 'OLD', isAuthenticated: true }),
        journey: JSON.stringify({ lead: aLead() }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const app = await startStore({ storage });
    expect(app.get().session).toEqual({ ...initialSessionState, authToken: 'OLD', isAuthenticated: true });
    expect(app.get().journey.workflowError).toEqual(initialJourneyState.workflowError);
    expect(app.get().journey.lead?.leadId).toBe('L1');
  });

  it('events that arrive before rehydration wait for the persisted state', async () => {
    const storage = persistedMemory();
    storage.items.set(
      'persist:journey:business-loan',
      JSON.stringify({
        session: JSON.stringify({ ...initialSessionState, isAuthenticated: true }),
        journey: JSON.stringify(initialJourneyState),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { createAppStore } = await import('../../src/store/create-app-store.ts');
    const { loadProgramme, stubServer, testServices } = await import('./harness.ts');
    const server = stubServer();
    const bundle = createAppStore({ programme: loadProgramme(), services: testServices(server.fetch), storage });
    bundle.store.dispatch(screenEntered({ screenId: 'index' }));
    await bundle.ready;
    await settle();
    expect(bundle.store.getState().ui.navigation).toMatchObject({ screenId: 'home' });
  });

  it('logout calls /logout with the login return address, resets every slice, purges the storage and goes to login', async () => {
    const storage = persistedMemory();
    const app = await startStore({ storage, routes, state: stateWith(loggedIn, { lead: aLead() }) });
    await app.persistor!.flush();
    app.dispatch(actionTriggered({ screenId: 'error', actionId: 'logout' }));
    await settle();
    await app.persistor!.flush();
    expect(app.server.callsTo('GET /logout')[0]).toMatchObject({
      query: { redirect_uri: 'https://app.example/login' },
      headers: { 'x-auth-token': 'T1' },
    });
    expect(app.get().session).toEqual(initialSessionState);
    expect(app.get().journey).toEqual(initialJourneyState);
    expect(app.toastTexts()).toEqual(['Logged out successfully']);
    expect(app.navigatedTo()).toBe('logout');
    expect([...storage.items.values()].join()).not.toMatch(/T1|L1/);

    // the logout screen then has nothing left to end, and sends the borrower to login
    app.dispatch(screenEntered({ screenId: 'logout' }));
    await settle();
    expect(app.server.callsTo('GET /logout')).toHaveLength(1);
    expect(app.navigatedTo()).toBe('login');
  });

  it('logout ends the session even when the call fails', async () => {
    const app = await startStore({
      routes: { 'GET /logout': { status: 404 } },
      state: stateWith(loggedIn, { lead: aLead() }),
    });
    app.dispatch(actionTriggered({ screenId: 'error', actionId: 'logout' }));
    await settle();
    expect(app.get().session.isAuthenticated).toBe(false);
    expect(app.navigatedTo()).toBe('logout');
  });

  it('in the GST flow logout returns to the origin app', async () => {
    const origin = 'https://partner.udyam.example';
    const app = await startStore({ routes, state: stateWith({ ...loggedIn, isGstFlow: true, originAppUrl: origin }) });
    app.dispatch(actionTriggered({ screenId: 'gst-success', actionId: 'logout' }));
    await settle();
    expect(app.server.callsTo('GET /logout')[0]!.query).toEqual({ redirect_uri: origin });
    expect(app.services.redirect).toHaveBeenCalledWith(origin);
    expect(app.get().session).toEqual(initialSessionState);
    expect(app.navigatedTo()).toBeNull();
  });
});
