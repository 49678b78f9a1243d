import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../../src/engine/rules.ts';
import { actionTriggered, screenEntered } from '../../src/store/events.ts';
import { selectRuleContext, selectSavedForm } from '../../src/store/selectors.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith, steps } from './harness.ts';

const business = {
  pan_number: 'ABCDE1234F',
  primary_gst_number: '29ABCDE1234F1Z5',
  nature_of_business: 'TRADING',
  companyName: 'Acme Traders',
  email: 'a@acme.example',
};
const workflowAfterLead = {
  data: { status: 'PENDING', workflows: steps(['CREATE_LEAD'], ['DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT']) },
};

describe('business details (spec §2 location access, §5, §7 create/update lead)', () => {
  it("grants location, creates the lead with location, contact and the login's consent, keeps the form and goes on", async () => {
    const consentAt = 1_699_999_000_000;
    const consents = ['terms-2026-11', 'privacy-2026-11', 'bureau-2026-11'];
    const app = await startStore({
      state: stateWith(loggedIn, {
        userInfo: {
          consentTimestamp: consentAt,
          consents,
          contactNumer: '9876543210',
          geoLocation: null,
          gstDetails: null,
        },
      }),
      routes: {
        'POST /consumer/create/lead': { data: { leadId: 'L9' } },
        'GET /consumer/fetch/lead/wf': workflowAfterLead,
      },
    });
    app.dispatch(actionTriggered({ screenId: 'location-access', actionId: 'proceed' }));
    await settle();
    expect(app.services.getPosition).toHaveBeenCalledWith({ enableHighAccuracy: true, timeout: 15000, maximumAge: 0 });
    // the location prompt is a browser permission, not the borrower's consent: the login's consent time stays
    expect(app.get().journey.userInfo).toMatchObject({
      geoLocation: { lat: 12.97, long: 77.59 },
      consentTimestamp: consentAt,
      consents,
    });
    expect(app.navigatedTo()).toBe('business-details-1');

    app.dispatch(actionTriggered({ screenId: 'business-details-1', actionId: 'create', formData: business }));
    await settle();
    expect(app.server.callsTo('POST /consumer/create/lead')[0]!.body).toEqual({
      ...business,
      geoLocation: { lat: 12.97, long: 77.59 },
      consentTimestamp: consentAt,
      consents,
      contactNumber: '9876543210',
      programCode: null,
      // the version the app runs: none while the programme built is no published version (docs/releases.md)
      programmeVersion: null,
      // the language the borrower reads the journey in (payloads.json), kept by the lender with the lead
      locale: 'en-IN',
      // what the screen saves goes to the lender with its call, which keeps it with the lead
      answers: { businessDetailsPayload: business },
    });
    expect(app.get().journey.lead).toMatchObject({ leadId: 'L9' });
    expect(app.server.callsTo('GET /consumer/fetch/lead/wf')[0]!.query).toEqual({ leadId: 'L9' });
    expect(selectSavedForm(app.get(), 'businessDetailsPayload')).toEqual(business);
    expect(app.navigatedTo()).toBe('business-details-2');
    expect(app.toastTexts()).toEqual(['Data submitted successfully']);
    const context = selectRuleContext(app.get(), loadProgramme());
    // the answer is read under its savedAs, beside the user state and never spread over it
    expect(context.saved.businessDetailsPayload).toEqual(business);
    expect(context.user).not.toHaveProperty('businessDetailsPayload');
    expect(context.workflow.currentStep).toBe('DEDUPE_CALLBACK');
    // the form action succeeded: the screen counts as submitted in this session (a step's submit list), kept with the journey
    expect(context.submitted).toEqual({ 'business-details-1': true });
    expect(app.get().journey.submitted).toEqual({ 'business-details-1': true });
  });

  it('refuses to create the lead without a location (spec §5 message) and calls nothing', async () => {
    const app = await startStore({ state: stateWith(loggedIn) });
    app.dispatch(actionTriggered({ screenId: 'business-details-1', actionId: 'create', formData: business }));
    await settle();
    expect(app.server.calls).toEqual([]);
    expect(app.toastTexts()).toEqual(['Location, contact number and consentTimestamp are required.']);
    expect(app.navigatedTo()).toBeNull();
    expect(app.get().journey.submitted).toEqual({});
  });

  it('a denied location marks the page denied and stays, quietly', async () => {
    const app = await startStore({ state: stateWith(loggedIn) });
    app.services.getPosition.mockRejectedValueOnce({ code: 1 });
    app.dispatch(actionTriggered({ screenId: 'location-access', actionId: 'proceed' }));
    await settle();
    expect(app.get().journey.locationDenied).toBe(true);
    expect(app.navigatedTo()).toBeNull();
    expect(app.toastTexts()).toEqual([]);
    expect(app.services.track).toHaveBeenCalledWith(expect.objectContaining({ label: 'location:denied', error: true }));
  });

  it('updates the lead with the lead id and the form, for step 1 (edit) and step 2', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: { 'POST /consumer/update/lead': { data: {} } },
    });
    app.dispatch(actionTriggered({ screenId: 'business-details-1', actionId: 'update', formData: business }));
    await settle();
    const step2 = { shouldUseGstAddress: false, addressLine1: '1 Road', pincode: '560001', officeType: 'owned' };
    app.dispatch(actionTriggered({ screenId: 'business-details-2', actionId: 'save', formData: step2 }));
    await settle();
    const bodies = app.server.callsTo('POST /consumer/update/lead').map((c) => c.body);
    expect(bodies).toEqual([
      { ...business, leadId: 'L1', locale: 'en-IN', answers: { businessDetailsPayload: business } },
      { ...step2, leadId: 'L1', locale: 'en-IN', answers: { businessDetailsPayloadS2: step2 } },
    ]);
    expect(selectSavedForm(app.get(), 'businessDetailsPayloadS2')).toEqual(step2);
    expect(app.navigatedTo()).toBe('home');
  });

  it('creates the borrower applicant from both other-details steps, then re-reads applicants and workflow', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead() }),
      routes: {
        'POST /consumer/update/lead/answers': { data: { leadId: 'L1' } },
        'POST /consumer/create/lead/applicant': { data: { applicantId: 'A1' } },
        'GET /consumer/fetch/applicantDetails': { data: [{ applicantId: 'A1', applicantType: 'borrower' }] },
        'GET /consumer/fetch/lead/wf': {
          data: { workflows: steps(['CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT'], ['GST_REQUEST_OTP']) },
        },
      },
    });
    const step1 = {
      requiredLoanAmount: 500000,
      firstName: 'Asha',
      middleName: 'K',
      lastName: 'Rao',
      dateOfBirth: '1990-01-01',
      gender: 'FEMALE',
      emailId: 'asha@example.com',
    };
    app.dispatch(actionTriggered({ screenId: 'other-details-1', actionId: 'continue', formData: step1 }));
    await settle();
    expect(app.navigatedTo()).toBe('other-details-2');
    // a screen without a call of its own sends its answer alone, so another device reads it back with the lead
    expect(app.server.calls.map((c) => c.body)).toEqual([{ leadId: 'L1', answers: { otherDetailsPayload: step1 } }]);
    const step2 = {
      addressLine1: '2 Lane',
      pincode: '560002',
      propertyType: 'owned',
      isSecondarySameAsCurrentAddress: true,
    };
    app.dispatch(actionTriggered({ screenId: 'other-details-2', actionId: 'save', formData: step2 }));
    await settle();
    expect(app.server.callsTo('POST /consumer/create/lead/applicant')[0]!.body).toEqual({
      ...step1,
      ...step2,
      leadId: 'L1',
      applicantType: 'borrower',
      answers: { otherDetailsPayloadS2: step2 },
    });
    expect(app.get().journey.applicants).toEqual([{ applicantId: 'A1', applicantType: 'borrower' }]);
    expect(selectRuleContext(app.get(), loadProgramme()).workflow.completed.CREATE_LEAD_APPLICANT).toBe(true);
    expect(app.navigatedTo()).toBe('home');
  });
});

describe('co-applicants (a programme that adds a co-borrower screen in config)', () => {
  const base = loadProgramme();
  const coBorrower = {
    id: 'co-borrower',
    route: '/co-borrower',
    title: 'Co-borrower',
    kind: 'form',
    access: 'authenticated',
    actions: [
      {
        id: 'save',
        label: 'Submit',
        effects: ['applicant/create'],
        params: { applicantType: 'co-applicant', applicantRole: 'CO_BORROWER' },
        next: [{ to: 'home' }],
      },
    ],
  } as const;
  const programme = {
    ...base,
    screens: { ...base.screens, 'co-borrower': coBorrower as unknown as (typeof base.screens)[string] },
  };
  const borrowerSaved = {
    firstName: 'Asha',
    dateOfBirth: '1990-01-01',
    gender: 'FEMALE',
    emailId: 'asha@example.com',
    requiredLoanAmount: 500000,
  };
  const coForm = {
    firstName: 'Ravi',
    lastName: 'Menon',
    dateOfBirth: '1985-06-30',
    gender: 'MALE',
    emailId: 'ravi@example.com',
  };

  it("sends only the co-applicant's own data, never the borrower's saved details, and the applicants list reaches the rules", async () => {
    const applicants = [
      { applicantId: 'A1', applicantType: 'borrower' },
      { applicantId: 'A2', applicantType: 'co-applicant' },
    ];
    const app = await startStore({
      programme,
      state: stateWith(loggedIn, {
        lead: aLead(),
        saved: { otherDetailsPayload: borrowerSaved },
        applicants: [applicants[0]!],
      }),
      routes: {
        'POST /consumer/create/lead/applicant': { data: { applicantId: 'A2' } },
        'GET /consumer/fetch/applicantDetails': { data: applicants },
        'GET /consumer/fetch/lead/wf': {
          data: { workflows: steps(['CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT'], ['GST_REQUEST_OTP']) },
        },
      },
    });
    const twoApplicants = { '>=': [{ var: 'lead.applicants.length' }, 2] };
    expect(evaluateRule(twoApplicants, selectRuleContext(app.get(), programme))).toBe(false);
    app.dispatch(actionTriggered({ screenId: 'co-borrower', actionId: 'save', formData: coForm }));
    await settle();
    expect(app.server.callsTo('POST /consumer/create/lead/applicant')[0]!.body).toEqual({
      ...coForm,
      leadId: 'L1',
      applicantType: 'co-applicant',
      applicantRole: 'CO_BORROWER',
      answers: {},
    });
    expect(evaluateRule(twoApplicants, selectRuleContext(app.get(), programme))).toBe(true);
    expect(app.navigatedTo()).toBe('home');
  });
});

describe('saved answers in the rule context', () => {
  it.each([
    ['a savedAs named like a session flag does not shadow the flag', { otpSent: { mobile: '9876543210' } }, false],
    ['nor hides a flag that is set', { otpSent: {} }, true],
    ['with nothing saved, the flag reads as the session holds it', {}, false],
  ])('%s', (_name, saved, otpSent) => {
    const context = selectRuleContext(stateWith({ ...loggedIn, otpSent }, { saved }), loadProgramme());
    expect(context.user.otpSent).toBe(otpSent);
    expect(context.saved).toEqual(saved);
  });
});

/** GST needed only from a turnover the borrower saved (a step's requiredWhen over saved.<savedAs>), and its workflow. */
function optionalGst() {
  const programme = loadProgramme();
  const withOptionalGst = {
    ...programme,
    programme: {
      ...programme.programme,
      steps: (programme.programme.steps ?? []).map((step) =>
        step.id === 'gst-details'
          ? { ...step, requiredWhen: { '>=': [{ var: 'saved.turnover.annual' }, 4000000] } }
          : step,
      ),
    },
  };
  const gstOpen = steps(
    ['CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT'],
    ['GST_REQUEST_OTP', 'GST_VERIFY_OTP', 'GST_RETURN_CALLBACK', 'CREATE_BANKING_URL', 'BS_CALLBACK'],
  );
  return { withOptionalGst, gstOpen };
}

describe('the rule context over the programme steps (selectRuleContext)', () => {
  // GST needed only from a turnover the borrower saved (a step's requiredWhen over saved.<savedAs>)
  const { withOptionalGst, gstOpen } = optionalGst();
  it.each([
    ['below the turnover: the current step passes over the GST triggers', 3999999, 'CREATE_BANKING_URL'],
    ['at the turnover: GST is the current step', 4000000, 'GST_REQUEST_OTP'],
  ])('%s', (_name, annual, currentStep) => {
    const state = stateWith(loggedIn, { lead: aLead(), workflows: gstOpen, saved: { turnover: { annual } } });
    const context = selectRuleContext(state, withOptionalGst);
    expect(context.workflow.currentStep).toBe(currentStep);
    expect(context.saved).toEqual({ turnover: { annual } });
    expect(evaluateRule({ var: 'workflow.completed.GST_REQUEST_OTP' }, context)).toBe(false);
  });
});

describe("saved answers are the lender's (read back with the lead on every login and device)", () => {
  const { withOptionalGst, gstOpen } = optionalGst();
  it.each([
    ['₹45 lakh typed on another device: GST is the current step here too', 4500000, 'GST_REQUEST_OTP'],
    ['₹32 lakh typed on another device: GST is passed over here too', 3200000, 'CREATE_BANKING_URL'],
  ])('%s', async (_name, annual, currentStep) => {
    // a new device: nothing saved on it, the lender holds the answer
    const app = await startStore({
      programme: withOptionalGst,
      state: stateWith(loggedIn),
      routes: {
        'GET /consumer/fetch/leadDetails': {
          data: { leadId: 'L1', status: 'PENDING', answers: { turnover: { annual } } },
        },
        'GET /consumer/fetch/lead/wf': { data: { status: 'PENDING', workflows: gstOpen } },
        'GET /consumer/fetch/applicantDetails': { data: [{ applicantId: 'A1', applicantType: 'borrower' }] },
      },
    });
    app.dispatch(screenEntered({ screenId: 'home' }));
    await settle();
    expect(app.get().journey.saved).toEqual({ turnover: { annual } });
    expect(selectRuleContext(app.get(), withOptionalGst).workflow.currentStep).toBe(currentStep);
  });
});
