import { join } from 'node:path';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveInLocale } from '../../src/engine/i18n.ts';
import { describe, expect, it } from 'vitest';
import { actionTriggered, errorBoundaryReset, pincodeLookupRequested, screenEntered } from '../../src/store/events.ts';
import { initialJourneyState } from '../../src/store/journey-slice.ts';
import { initialSessionState } from '../../src/store/session-slice.ts';
import { aLead, loadProgramme, loggedIn, persistedMemory, settle, startStore, stateWith } from './harness.ts';

describe('error rules (spec §8, http-errors.json)', () => {
  it("400 DSEXEC013 rejects the lead and shows the error screen with the code's text (the lender's words, translated in each locale)", async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: {
        'POST /consumer/update/lead': {
          status: 400,
          body: { DSEXEC013: 'Apologies, your application does not meet the policy.' },
        },
      },
    });
    app.dispatch(
      actionTriggered({ screenId: 'business-details-2', actionId: 'save', formData: { addressLine1: 'x' } }),
    );
    await settle();
    expect(app.get().journey.lead?.status).toBe('REJECTED');
    // by its code (http-errors codeTexts): the config text, whose source words are the spec's (tests/sandbox/error-texts)
    expect(app.get().ui.errorBoundary).toEqual({
      statusCode: 400,
      message: loadProgramme().texts.lead_rejected,
    });
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'error', replace: true });
    expect(app.toastTexts()).toEqual([]);
    app.dispatch(errorBoundaryReset());
    expect(app.get().ui.errorBoundary).toBeNull();
  });

  it.each([
    [
      'a field of the form that sent it',
      'other-details-2',
      { BAD_REQUEST: 'pincode must be 6 digits' },
      'Pincode must be 6 digits',
    ],
    [
      'a field an earlier screen saved and the call sends with it',
      'other-details-2',
      { BAD_REQUEST: 'dateOfBirth is required' },
      'Date of birth is required',
    ],
    ['no field', 'other-details-2', { BAD_REQUEST: 'Invalid state for this lead' }, 'Invalid state for this lead'],
  ])("a 400 naming %s is shown with the field's label, never its JSON name", async (_name, screenId, body, toast) => {
    const app = await startStore({
      state: stateWith(loggedIn, {
        lead: aLead(),
        saved: { otherDetailsPayload: { firstName: 'Asha', lastName: 'Verma' } },
      }),
      routes: { 'POST /consumer/create/lead/applicant': { status: 400, body } },
    });
    app.dispatch(actionTriggered({ screenId, actionId: 'save', formData: { addressLine1: 'x', pincode: '5600' } }));
    await settle();
    expect(app.toastTexts()).toEqual([toast]);
  });

  it('401 ends the session: purged storage, every slice reset, entry screen, session-expired toast', async () => {
    const storage = persistedMemory();
    const app = await startStore({
      storage,
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: { 'POST /consumer/update/lead': { status: 401, body: { message: 'Token expired' } } },
    });
    await app.persistor!.flush();
    expect([...storage.items.values()].join()).toContain('T1');
    app.dispatch(
      actionTriggered({ screenId: 'business-details-2', actionId: 'save', formData: { addressLine1: 'x' } }),
    );
    await settle();
    await app.persistor!.flush();
    expect(app.get().session).toEqual(initialSessionState);
    expect(app.get().journey).toEqual(initialJourneyState);
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'login', replace: true });
    expect(app.toastTexts()).toEqual(['Session expired. Please login again']);
    expect([...storage.items.values()].join()).not.toContain('T1');
    expect([...storage.items.values()].join()).not.toContain('L1');
  });

  it('a failed lead-details read goes to the error boundary with status and message', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: { 'GET /consumer/fetch/leadDetails': { status: 404, body: { message: 'No lead service' } } },
    });
    app.dispatch(screenEntered({ screenId: 'home' }));
    await settle();
    expect(app.get().ui.errorBoundary).toEqual({ statusCode: 404, message: 'No lead service' });
    expect(app.services.track).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'fetchLeadDetails', error: true }),
    );
  });

  it('other failures toast the server message, or the generic text', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: {
        'POST /consumer/update/lead': [{ status: 409, body: { message: 'Already updated' } }, { status: 500 }],
      },
    });
    const save = actionTriggered({ screenId: 'business-details-2', actionId: 'save', formData: {} });
    app.dispatch(save);
    await settle();
    app.dispatch(save);
    await settle();
    expect(app.toastTexts()).toEqual(['Already updated', 'Something went wrong']);
    // writes never retry
    expect(app.server.callsTo('POST /consumer/update/lead')).toHaveLength(2);
  });

  it('the pincode lookup fills city, state and country; its 400 reads "Pincode is invalid" without retry', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: {
        'GET /consumer/master/fetch/address': [
          { data: { city: 'Bengaluru', state: 'Karnataka', country: 'India' } },
          { status: 400, body: { PIN_BAD: 'No such pincode' } },
        ],
      },
    });
    app.dispatch(pincodeLookupRequested({ requestId: 'office', pincode: '560001' }));
    await settle();
    expect(app.get().ui.pincode.office).toMatchObject({
      status: 'succeeded',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      error: null,
    });
    app.dispatch(pincodeLookupRequested({ requestId: 'home', pincode: '000000' }));
    await settle();
    expect(app.get().ui.pincode.home).toMatchObject({ status: 'failed', error: 'Pincode is invalid' });
    expect(app.server.callsTo('GET /consumer/master/fetch/address').map((c) => c.query.pincode)).toEqual([
      '560001',
      '000000',
    ]);
  });

  it('a rejected lead found on home goes to the error screen', async () => {
    const app = await startStore({
      state: stateWith(loggedIn),
      routes: { 'GET /consumer/fetch/leadDetails': { data: aLead({ status: 'REJECTED' }) } },
    });
    app.dispatch(screenEntered({ screenId: 'home' }));
    await settle();
    expect(app.get().journey.lead?.status).toBe('REJECTED');
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'error' });
    expect(app.get().ui.lastNavigationSeq).toBe(1); // the lead's outcome is routed once, by the saga
    expect(app.server.callsTo('GET /consumer/fetch/lead/wf')).toEqual([]);
  });

  it("where an outcome leads is the programme's navigation: a list in programme.json is taken before the tables' routes", async () => {
    const base = loadProgramme();
    const programme = {
      ...base,
      programme: {
        ...base.programme,
        navigation: { leadStatus: [{ when: { '==': [{ var: 'lead.status' }, 'REJECTED'] }, to: 'not-found' }] },
      },
    };
    const app = await startStore({
      programme,
      state: stateWith(loggedIn),
      routes: { 'GET /consumer/fetch/leadDetails': { data: aLead({ status: 'REJECTED' }) } },
    });
    app.dispatch(screenEntered({ screenId: 'home' }));
    await settle();
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'not-found', replace: true });
    expect(app.get().ui.lastNavigationSeq).toBe(1);
  });

  describe('no response (issue: a network blip must not cost what was typed)', () => {
    function device(initiallyOnline: boolean) {
      let online = initiallyOnline;
      let reconnect: () => void = () => {};
      return {
        connectivity: {
          isOnline: () => online,
          whenOnline: () => (online ? Promise.resolve() : new Promise<void>((resolve) => (reconnect = resolve))),
        },
        goOnline: () => {
          online = true;
          reconnect();
        },
      };
    }
    const networkDown = () => {
      throw new TypeError('Failed to fetch');
    };

    it('offline during a submit: the session stays, the borrower is told, and the write goes once when the connection is back', async () => {
      const phone = device(false);
      const app = await startStore({
        state: stateWith(loggedIn, { lead: aLead() }),
        connectivity: phone.connectivity,
        routes: { 'POST /consumer/update/lead': [networkDown, { data: {} }] },
      });
      app.dispatch(
        actionTriggered({
          screenId: 'business-details-2',
          actionId: 'save',
          formData: { addressLine1: '12 Market Road' },
        }),
      );
      await settle();
      expect(app.get().session.isAuthenticated).toBe(true);
      expect(app.toastTexts()).toEqual([
        'You are offline. What you entered is kept and will be sent when your connection is back.',
      ]);
      expect(app.get().ui.pending).toEqual(['business-details-2//save']); // the button stays busy: no second tap
      expect(app.server.callsTo('POST /consumer/update/lead')).toHaveLength(1);
      phone.goOnline();
      await settle();
      expect(app.server.callsTo('POST /consumer/update/lead').map((c) => c.body)).toEqual([
        {
          addressLine1: '12 Market Road',
          leadId: 'L1',
          locale: 'en-IN',
          answers: { businessDetailsPayloadS2: { addressLine1: '12 Market Road' } },
        },
        {
          addressLine1: '12 Market Road',
          leadId: 'L1',
          locale: 'en-IN',
          answers: { businessDetailsPayloadS2: { addressLine1: '12 Market Road' } },
        },
      ]);
      expect(app.get().ui.navigation).toMatchObject({ screenId: 'home' });
      expect(app.get().ui.pending).toEqual([]);
    });

    it('no response while online is still spec §8 "session expired", and says it was an expiry (the draft is kept)', async () => {
      const app = await startStore({
        state: stateWith(loggedIn, { lead: aLead() }),
        connectivity: device(true).connectivity,
        routes: { 'POST /consumer/update/lead': networkDown },
      });
      app.dispatch(
        actionTriggered({ screenId: 'business-details-2', actionId: 'save', formData: { addressLine1: 'x' } }),
      );
      await settle();
      expect(app.get().session.isAuthenticated).toBe(false);
      expect(app.toastTexts()).toEqual(['Session expired. Please login again']);
      expect(app.get().ui.lastSessionEnd).toBe('expired');
    });
  });

  it("a 400 whose code has no text shows the lender's words as they came; one with a text shows the text", async () => {
    const shown = async (body: Record<string, string>) => {
      const app = await startStore({
        state: stateWith(loggedIn, { lead: aLead() }),
        routes: { 'POST /consumer/update/lead': { status: 400, body } },
      });
      app.dispatch(
        actionTriggered({ screenId: 'business-details-2', actionId: 'save', formData: { addressLine1: 'x' } }),
      );
      await settle();
      return app.toastTexts();
    };
    expect(await shown({ SOMETHING_NEW: 'A reason nobody mapped' })).toEqual(['A reason nobody mapped']);
    expect(await shown({ AGE_BELOW_MINIMUM: 'worded otherwise by the lender' })).toEqual([
      loadProgramme().texts.age_below_minimum,
    ]);
  });
});

describe('a change of language mid-journey (boot.tsx calls rewordIn)', () => {
  const hindi = () => {
    const { source } = readConfigSource(join(import.meta.dirname, '../..'));
    return resolveInLocale(source, 'business-loan', 'hi-IN').programme!;
  };

  it('the sagas say what they say next in the chosen language: the toast and the error page, not the loaded one', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: {
        'POST /consumer/create/lead/applicant': { status: 400, body: { BAD_REQUEST: 'pincode must be 6 digits' } },
        'POST /consumer/update/lead': {
          status: 400,
          body: { DSEXEC013: 'Apologies, your application does not meet the policy.' },
        },
      },
    });
    const hi = hindi();
    expect(hi.texts.lead_rejected).not.toBe(loadProgramme().texts.lead_rejected);
    app.rewordIn(hi);
    app.dispatch(
      actionTriggered({
        screenId: 'other-details-2',
        actionId: 'save',
        formData: { addressLine1: 'x', pincode: '5600' },
      }),
    );
    await settle();
    // the field's label in Hindi, the field message as the lender wrote it
    const [toast] = app.toastTexts();
    expect(toast).toMatch(/पिनकोड/);
    expect(toast).not.toMatch(/^Pincode/);
    app.dispatch(
      actionTriggered({ screenId: 'business-details-2', actionId: 'save', formData: { addressLine1: 'x' } }),
    );
    await settle();
    expect(app.get().ui.errorBoundary).toEqual({ statusCode: 400, message: hi.texts.lead_rejected });
  });

  it('refuses another programme: only the words change, never the journey', async () => {
    const app = await startStore();
    expect(() => app.rewordIn(loadProgramme('supply-chain-finance'))).toThrow(
      /supply-chain-finance is not business-loan/,
    );
  });
});
