import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { borrowerBody, expectOk, leadBody, login, walk, workflow } from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 1000 });
});
afterEach(() => h.close());

describe('create lead', () => {
  it('completes CREATE_LEAD at once and DEDUPE_CALLBACK only after delayMs', async () => {
    const token = await login(h, '9876543210');
    const { leadId } = expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210')));
    expect(leadId).toMatch(/^LEAD/);
    expect(await workflow(h, token, leadId)).toMatchObject({ CREATE_LEAD: 'completed', DEDUPE_CALLBACK: 'pending' });
    h.advance(999);
    expect((await workflow(h, token, leadId)).DEDUPE_CALLBACK).toBe('pending');
    h.advance(1);
    expect((await workflow(h, token, leadId)).DEDUPE_CALLBACK).toBe('completed');
  });

  it('refuses a second lead for the same consumer', async () => {
    const token = await login(h, '9876543210');
    expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210')));
    const again = await h.post('/consumer/create/lead', token, leadBody('9876543210'));
    expect(again.status).toBe(400);
    expect(again.body).toHaveProperty('LEAD_EXISTS');
  });

  it('keeps the programme code on the lead', async () => {
    const token = await login(h, '9876543210');
    expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210', 'DEALER_FIN')));
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token)).programCode).toBe('DEALER_FIN');
  });
});

describe('update lead', () => {
  it('takes business step 2 fields and the required loan amount', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'lead');
    const body = {
      leadId,
      shouldUseGstAddress: true,
      addressLine1: '1 Main St',
      addressLine2: 'Floor 2',
      landmark: 'Near park',
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      officeStability: 36,
      officeType: 'rented',
      requiredLoanAmount: 1200000,
    };
    expect(expectOk(await h.post('/consumer/update/lead', token, body))).toEqual({ leadId });
  });

  it.each([
    [{ pincode: '12345' }, 'pincode must be 6 digits'],
    [{ officeStability: 0 }, 'officeStability must be at least 1'],
    [{ officeStability: 10000 }, 'officeStability must be at most 9999'],
    [{ shouldUseGstAddress: 'yes' }, 'shouldUseGstAddress must be true or false'],
    [{ requiredLoanAmount: 'lots' }, 'requiredLoanAmount must be a number'],
  ])('refuses %j', async (change, message) => {
    const { token, leadId } = await walk(h, '9876543210', 'lead');
    expect(await h.post('/consumer/update/lead', token, { leadId, ...change })).toMatchObject({
      status: 400,
      body: { BAD_REQUEST: message },
    });
  });

  it('needs a leadId of the caller (spec §8 "leadId is missing", "No lead found")', async () => {
    const { leadId } = await walk(h, '9876543210', 'lead');
    const stranger = await login(h, '9876543299');
    expect((await h.post('/consumer/update/lead', stranger, { city: 'Pune' })).body).toEqual({
      MISSING_PARAMS: 'leadId is missing',
    });
    expect((await h.post('/consumer/update/lead', stranger, { leadId, city: 'Pune' })).body).toEqual({
      LEAD_NOT_FOUND: 'No lead found',
    });
    expect((await h.get('/consumer/fetch/lead/wf', stranger, { leadId })).body).toEqual({
      LEAD_NOT_FOUND: 'No lead found',
    });
  });
});

describe('applicants', () => {
  it('waits for the dedupe callback before the borrower can be created', async () => {
    const token = await login(h, '9876543210');
    const { leadId } = expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210')));
    const early = await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId));
    expect(early).toMatchObject({
      status: 400,
      body: { WORKFLOW_ORDER: 'CREATE_LEAD_APPLICANT is not the current step' },
    });
    h.advance(1000);
    expectOk(await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId)));
    expect((await workflow(h, token, leadId)).CREATE_LEAD_APPLICANT).toBe('completed');
  });

  it('updates the same applicant when called again for the same type, and adds a co-applicant', async () => {
    const { token, leadId, applicantId } = await walk(h, '9876543210', 'applicant');
    const address = {
      addressLine1: '4 Hill Rd',
      pincode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
    };
    expect(
      expectOk(
        await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId, { address, lastName: 'Rao' })),
      ).applicantId,
    ).toBe(applicantId);
    const co = expectOk(
      await h.post('/consumer/create/lead/applicant', token, {
        ...borrowerBody(leadId),
        applicantType: 'co-applicant',
        firstName: 'Ravi',
        pan: 'AAAPM1234Q',
      }),
    ).applicantId;
    const list = expectOk(await h.get('/consumer/fetch/applicantDetails', token, { leadId }));
    expect(list).toEqual([
      {
        leadId,
        applicantId,
        applicantType: 'borrower',
        applicantRole: 'BORROWER',
        firstName: 'Asha',
        lastName: 'Rao',
        pan: 'ABCPV1234K',
      },
      {
        leadId,
        applicantId: co,
        applicantType: 'co-applicant',
        applicantRole: 'CO_BORROWER',
        firstName: 'Ravi',
        lastName: 'Verma',
        pan: 'AAAPM1234Q',
      },
    ]);
  });

  it('takes a guarantor as a co-applicant, and refuses a role that does not go with the type', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'applicant');
    const guarantor = {
      ...borrowerBody(leadId),
      applicantType: 'co-applicant',
      applicantRole: 'GUARANTOR',
      firstName: 'Meera',
      pan: 'AAAPM1234Q',
    };
    expect(
      (await h.post('/consumer/create/lead/applicant', token, { ...guarantor, applicantRole: 'BORROWER' })).body,
    ).toEqual({ BAD_REQUEST: 'applicantRole BORROWER goes with applicantType borrower only' });
    expect(
      (await h.post('/consumer/create/lead/applicant', token, { ...guarantor, applicantRole: 'UNCLE' })).status,
    ).toBe(400);
    expectOk(await h.post('/consumer/create/lead/applicant', token, guarantor));
    const list = expectOk(await h.get('/consumer/fetch/applicantDetails', token, { leadId }));
    expect(list.map((a: { applicantRole: string }) => a.applicantRole)).toEqual(['BORROWER', 'GUARANTOR']);
  });

  // spec §3: "A person record is valid only with both pan and firstName"
  const person = (leadId: string, fields: Record<string, unknown>) => ({
    leadId,
    applicantType: 'co-applicant',
    applicantRole: 'CO_BORROWER',
    ...fields,
  });
  it.each([
    ['pan and firstName only', { firstName: 'Ravi', pan: 'AAAPM1234Q' }, 200, { firstName: 'Ravi', pan: 'AAAPM1234Q' }],
    [
      'a first and last name from a full name',
      { firstName: 'Ravi Kumar', lastName: 'Menon', pan: 'AAAPM1234Q' },
      200,
      { firstName: 'Ravi Kumar', lastName: 'Menon', pan: 'AAAPM1234Q' },
    ],
    [
      'no pan',
      { firstName: 'Ravi', lastName: 'Menon', dateOfBirth: '1980-03-12', gender: 'MALE', emailId: 'ravi@example.com' },
      400,
      { BAD_REQUEST: 'pan is required' },
    ],
    ['no firstName', { lastName: 'Menon', pan: 'AAAPM1234Q' }, 400, { BAD_REQUEST: 'firstName is required' }],
    ['an empty firstName', { firstName: '', pan: 'AAAPM1234Q' }, 400, { BAD_REQUEST: 'firstName is required' }],
    [
      'a malformed pan',
      { firstName: 'Ravi', pan: 'AAAPM1234' },
      400,
      { BAD_REQUEST: 'pan must be a PAN like ABCDE1234F' },
    ],
    [
      'a given date of birth under 18',
      { firstName: 'Ravi', pan: 'AAAPM1234Q', dateOfBirth: '2015-01-01' },
      400,
      { AGE_BELOW_MINIMUM: 'To apply for a loan, you must be at least 18 years old.' },
    ],
  ])('a co-applicant with %s', async (_name, fields, status, answer) => {
    const { token, leadId } = await walk(h, '9876543210', 'applicant');
    const reply = await h.post('/consumer/create/lead/applicant', token, person(leadId, fields));
    expect(reply.status).toBe(status);
    if (status === 200) {
      const list = expectOk(await h.get('/consumer/fetch/applicantDetails', token, { leadId }));
      expect(list[1]).toEqual({
        leadId,
        applicantId: reply.body.data.applicantId,
        applicantType: 'co-applicant',
        applicantRole: 'CO_BORROWER',
        ...answer,
      });
    } else expect(reply.body).toEqual(answer);
  });

  it("still needs the borrower's own details (the business loan's other details)", async () => {
    const { token, leadId } = await walk(h, '9876543210', 'lead');
    h.advance(1000);
    expect(
      (await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId, { dateOfBirth: undefined }))).body,
    ).toEqual({ BAD_REQUEST: 'dateOfBirth is required' });
    expect(
      (await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId, { pan: undefined }))).status,
    ).toBe(200);
  });

  it('refuses an applicant under 18 (spec §5) and bad fields', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'lead');
    h.advance(1000);
    expect(
      (await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId, { dateOfBirth: '2010-01-01' })))
        .body,
    ).toEqual({ AGE_BELOW_MINIMUM: 'To apply for a loan, you must be at least 18 years old.' });
    expect(
      (await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId, { dateOfBirth: '12/04/1985' })))
        .body,
    ).toEqual({ BAD_REQUEST: 'dateOfBirth must be a date YYYY-MM-DD' });
    expect(
      (await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId, { applicantType: 'guarantor' })))
        .status,
    ).toBe(400);
    expect((await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId, { gender: 'X' }))).status).toBe(
      400,
    );
  });
});

describe('workflow query', () => {
  it('is never cached and follows the order rule', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'lead');
    const answer = await h.get('/consumer/fetch/lead/wf', token, { leadId });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(expectOk(answer)).toMatchObject({ status: 'PENDING', stageCode: 2 });
    expect((await h.get('/consumer/fetch/lead/wf', token)).body).toEqual({ MISSING_PARAMS: 'leadId is missing' });
  });
});
