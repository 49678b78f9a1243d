import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { GSTIN, OTP, expectOk, login, walk, workflow } from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 500 });
});
afterEach(() => h.close());

describe('GST', () => {
  it('answers deterministic basic details for a GSTIN', async () => {
    const token = await login(h, '9876543210');
    const first = expectOk(await h.get('/consumer/fetch/gst/basicDetails', token, { gstin: GSTIN }));
    expect(first).toEqual({
      name: expect.stringMatching(/Private Limited$/),
      tradename: expect.any(String),
      registrationDate: expect.stringMatching(/^20\d\d-\d\d-\d\d$/),
    });
    expect(expectOk(await h.get('/consumer/fetch/gst/basicDetails', token, { gstin: GSTIN }))).toEqual(first);
    expect(expectOk(await h.get('/consumer/fetch/gst/basicDetails', token, { gstin: '29ABCDE1234F1Z5' }))).not.toEqual(
      first,
    );
    expect((await h.get('/consumer/fetch/gst/basicDetails', token, { gstin: 'NOTAGSTIN' })).status).toBe(400);
  });

  it('requests and verifies the GST OTP; the GST callback follows after delayMs', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'applicant');
    expect(
      expectOk(await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'acmetrader' }))
        .message,
    ).toMatch(/OTP sent/);
    // a resend is allowed while the verification is still open
    expectOk(await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'acmetrader' }));
    expect((await h.post('/consumer/verify/gst/otp', token, { leadId, gstin: GSTIN, otp: '999999' })).body).toEqual({
      GST_OTP_INVALID: 'Enter a valid OTP number',
    });
    expectOk(await h.post('/consumer/verify/gst/otp', token, { leadId, gstin: GSTIN, otp: OTP }));
    expect(await workflow(h, token, leadId)).toMatchObject({
      GST_REQUEST_OTP: 'completed',
      GST_VERIFY_OTP: 'completed',
      GST_RETURN_CALLBACK: 'pending',
    });
    h.advance(500);
    expect((await workflow(h, token, leadId)).GST_RETURN_CALLBACK).toBe('completed');
    expect(
      (await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'acmetrader' })).body,
    ).toEqual({ WORKFLOW_ORDER: 'GST_REQUEST_OTP is not the current step' });
  });

  it('refuses missing fields, a short username and a call out of order', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'lead');
    expect((await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN })).body).toEqual({
      MISSING_PARAMS: 'lead id, gstin or username missing',
    });
    expect((await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'short' })).body).toEqual(
      { BAD_REQUEST: 'username must be 8 to 15 characters' },
    );
    expect(
      (await h.post('/consumer/create/gst/otp', token, { leadId, gstin: GSTIN, username: 'acmetrader' })).body,
    ).toEqual({ WORKFLOW_ORDER: 'GST_REQUEST_OTP is not the current step' });
  });
});

describe('address by pincode', () => {
  it('answers a known pincode from the table and any other valid one deterministically', async () => {
    const token = await login(h, '9876543210');
    expect(expectOk(await h.get('/consumer/master/fetch/address', token, { pincode: '560001' }))).toEqual({
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
    });
    expect(expectOk(await h.get('/consumer/master/fetch/address', token, { pincode: '421302' }))).toEqual({
      pincode: '421302',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
    });
  });

  it.each(['999999', '012345', '12345', 'abcdef', ''])('refuses pincode %j with INVALID_PINCODE', async (pincode) => {
    const token = await login(h, '9876543210');
    expect(await h.get('/consumer/master/fetch/address', token, { pincode })).toMatchObject({
      status: 400,
      body: { INVALID_PINCODE: 'Invalid pincode' },
    });
  });
});
