import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readProgrammes } from '../../src/sandbox/programmes.ts';
import { startHarness, type Harness } from './harness.ts';
import { APP, borrowerBody, expectOk, leadBody, login, workflow } from './journey.ts';

// The lender runs the programmes of the deployment's config: a code found there is accepted, and a programme whose
// workflow lists no GST steps is not blocked at banking by them (a programme made of config only must not dead-end).
let root: string;
let h: Harness;
const GST_STEPS = ['GST_REQUEST_OTP', 'GST_VERIFY_OTP', 'GST_RETURN_CALLBACK'];

function write(relative: string, value: unknown) {
  mkdirSync(join(root, relative, '..'), { recursive: true });
  writeFileSync(join(root, relative), JSON.stringify(value));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'sandbox-programmes-'));
  const steps = [
    'CREATE_LEAD',
    'DEDUPE_CALLBACK',
    'CREATE_LEAD_APPLICANT',
    ...GST_STEPS,
    'CREATE_BANKING_URL',
    'BS_CALLBACK',
    'QUOTE_CALLBACK',
    'FINAL_OFFER',
  ];
  write('journey-config/programmes/base-loan/programme.json', {
    id: 'base-loan',
    programCode: null,
    workflow: { steps },
  });
  write('journey-config/programmes/no-gst/programme.json', {
    id: 'no-gst',
    extends: 'base-loan',
    programCode: 'NO_GST_LOAN',
    workflow: { steps: steps.filter((s) => !GST_STEPS.includes(s)) },
  });
  const withCo = [...steps.slice(0, 3), 'CREATE_CO_APPLICANT', ...steps.slice(3)];
  write('journey-config/programmes/co-borrower/programme.json', {
    id: 'co-borrower',
    extends: 'base-loan',
    programCode: 'CO_LOAN',
    workflow: { steps: withCo },
    lender: { coApplicantRequires: ['dateOfBirth', 'emailId'] },
  });
  write('journey-config/programmes/dealer/programme.json', {
    id: 'dealer',
    extends: 'base-loan',
    programCode: 'DEALER_FIN',
  });
  // GST is needed only at or above a turnover: a step with requiredWhen (or skipWhen) is optional to the lender
  write('journey-config/programmes/optional-gst/programme.json', {
    id: 'optional-gst',
    extends: 'base-loan',
    programCode: 'OPT_GST',
    steps: [
      { id: 'other-details', title: 'Other Details', completedBy: ['CREATE_LEAD_APPLICANT'] },
      {
        id: 'gst-details',
        title: 'GST Details',
        completedBy: GST_STEPS,
        requiredWhen: { '>=': [{ var: 'saved.udyam.annualTurnover' }, 4000000] },
      },
      { id: 'banking-data', title: 'Banking Data', completedBy: ['CREATE_BANKING_URL', 'BS_CALLBACK'] },
    ],
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => h?.close());

/** A sandbox over the config written above, and a signed-in borrower's token. */
async function signIn(): Promise<string> {
  h = await startHarness({ delayMs: 100, configRoot: root });
  return login(h, '9876543210');
}

/** A signed-in borrower with a lead of the programme `code` and its borrower applicant created. */
async function borrowerOf(code: string | null): Promise<{ token: string; leadId: string; applicantId: string }> {
  const token = await signIn();
  const { leadId } = expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210', code)));
  h.advance(100);
  const { applicantId } = expectOk(await h.post('/consumer/create/lead/applicant', token, borrowerBody(leadId)));
  return { token, leadId, applicantId };
}

describe('programmes from config', () => {
  it("reads each programme's code and steps, following extends", () => {
    const programmes = readProgrammes(root);
    expect(programmes.map((p) => [p.id, p.programCode, GST_STEPS.every((s) => p.steps.includes(s as never))])).toEqual([
      ['base-loan', null, true],
      ['co-borrower', 'CO_LOAN', true],
      ['dealer', 'DEALER_FIN', true],
      ['no-gst', 'NO_GST_LOAN', false],
      ['optional-gst', 'OPT_GST', true],
    ]);
    expect(programmes.find((p) => p.id === 'optional-gst')?.optional).toEqual([GST_STEPS]);
    expect(programmes.find((p) => p.id === 'base-loan')?.optional).toEqual([]);
  });

  it('an optional step (requiredWhen / skipWhen) never blocks later steps; its own triggers and the required steps keep their order', async () => {
    const { token, leadId, applicantId } = await borrowerOf('OPT_GST');
    const gst = { leadId, gstin: '27ABCDE1234F1Z5' };
    // inside the optional step: verify before request is still out of order
    expect((await h.post('/consumer/verify/gst/otp', token, { ...gst, otp: '123456' })).body).toHaveProperty(
      'WORKFLOW_ORDER',
    );
    // banking starts while GST is open
    expectOk(
      await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/banking-success` }),
    );
    expect(await workflow(h, token, leadId)).toMatchObject({
      GST_REQUEST_OTP: 'pending',
      CREATE_BANKING_URL: 'completed',
    });
    // and GST may still be done afterwards
    expectOk(await h.post('/consumer/create/gst/otp', token, { ...gst, username: 'acmetrader' }));
    expect((await workflow(h, token, leadId)).GST_REQUEST_OTP).toBe('completed');
  });

  it('a required step still waits for the required steps before it, in a programme with an optional step', async () => {
    const token = await signIn();
    const { leadId } = expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210', 'OPT_GST')));
    h.advance(100);
    expect(
      (await h.post('/consumer/create/gst/otp', token, { leadId, gstin: '27ABCDE1234F1Z5', username: 'acmetrader' }))
        .body,
    ).toHaveProperty('WORKFLOW_ORDER');
  });

  it('the GST steps of a programme where they are required still block banking', async () => {
    const { token, leadId, applicantId } = await borrowerOf(null);
    expect(
      (await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/banking-success` }))
        .body,
    ).toHaveProperty('WORKFLOW_ORDER');
  });

  it("accepts a configured code, lists only its programme's steps and lets banking start without GST", async () => {
    const { token, leadId, applicantId } = await borrowerOf('NO_GST_LOAN');
    const steps = await workflow(h, token, leadId);
    expect(Object.keys(steps).some((s) => GST_STEPS.includes(s))).toBe(false);
    expectOk(
      await h.post('/consumer/create/bs/url', token, { leadId, applicantId, callbackUrl: `${APP}/banking-success` }),
    );
    expect(await workflow(h, token, leadId)).toMatchObject({ CREATE_BANKING_URL: 'completed' });
    expect(
      (await h.post('/consumer/create/gst/otp', token, { leadId, gstin: '27ABCDE1234F1Z5', username: 'acmetrader' }))
        .body,
    ).toHaveProperty('WORKFLOW_ORDER');
  });

  it('a programme that lists the co-applicant-create step: it follows the borrower, and the first co-applicant completes it', async () => {
    const { token, leadId, applicantId } = await borrowerOf('CO_LOAN');
    expect(await workflow(h, token, leadId)).toMatchObject({
      CREATE_LEAD_APPLICANT: 'completed',
      CREATE_CO_APPLICANT: 'pending',
    });
    expect(Object.keys(await workflow(h, token, leadId))).toEqual(expect.arrayContaining(['CREATE_CO_APPLICANT']));
    const co = {
      ...borrowerBody(leadId),
      applicantType: 'co-applicant',
      applicantRole: 'GUARANTOR',
      firstName: 'Meera',
      pan: 'AAAPM1234Q',
    };
    expectOk(await h.post('/consumer/create/lead/applicant', token, co));
    expect((await workflow(h, token, leadId)).CREATE_CO_APPLICANT).toBe('completed');
    expect(applicantId).toMatch(/^APP/);
  });

  it("enforces what a programme's lender requires of a co-applicant beyond pan and firstName (lender.coApplicantRequires)", async () => {
    expect(readProgrammes(root).map((p) => [p.id, p.coApplicantRequires])).toEqual([
      ['base-loan', []],
      ['co-borrower', ['dateOfBirth', 'emailId']],
      ['dealer', []],
      ['no-gst', []],
      ['optional-gst', []],
    ]);
    const { token, leadId } = await borrowerOf('CO_LOAN');
    const co = { leadId, applicantType: 'co-applicant', firstName: 'Meera', pan: 'AAAPM1234Q' };
    expect(await h.post('/consumer/create/lead/applicant', token, co)).toMatchObject({
      status: 400,
      body: { BAD_REQUEST: 'dateOfBirth is required' },
    });
    expect(await h.post('/consumer/create/lead/applicant', token, { ...co, dateOfBirth: '1982-07-01' })).toMatchObject({
      status: 400,
      body: { BAD_REQUEST: 'emailId is required' },
    });
    expectOk(
      await h.post('/consumer/create/lead/applicant', token, {
        ...co,
        dateOfBirth: '1982-07-01',
        emailId: 'meera@example.com',
      }),
    );
  });

  it('a programme whose lender adds nothing takes a co-applicant with pan and firstName alone', async () => {
    const { token, leadId } = await borrowerOf('NO_GST_LOAN');
    expectOk(
      await h.post('/consumer/create/lead/applicant', token, {
        leadId,
        applicantType: 'co-applicant',
        firstName: 'Meera',
        pan: 'AAAPM1234Q',
      }),
    );
  });

  it('a programme that does not list it never shows the step', async () => {
    const token = await signIn();
    const { leadId } = expectOk(await h.post('/consumer/create/lead', token, leadBody('9876543210')));
    expect(Object.keys(await workflow(h, token, leadId))).not.toContain('CREATE_CO_APPLICANT');
  });

  it('refuses a code no programme has', async () => {
    const token = await signIn();
    expect((await h.post('/consumer/create/lead', token, leadBody('9876543210', 'WCL'))).body).toEqual({
      BAD_REQUEST: 'programCode must be null or one of the configured programme codes',
    });
  });
});
