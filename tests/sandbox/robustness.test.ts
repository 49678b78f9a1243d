import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/sandbox/options.ts';
import { startHarness, type Harness } from './harness.ts';
import { expectOk, leadBody, login } from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe('bad requests never crash the server', () => {
  it.each([
    ['malformed JSON', '{"mobile": "98765', 'Malformed JSON body'],
    ['a JSON array', '["9876543210"]', 'Request body must be a JSON object'],
    ['a JSON string', '"9876543210"', 'Request body must be a JSON object'],
    ['an empty body', '', 'mobile is required'],
  ])('%s gives 400 and the server keeps serving', async (_name, raw, message) => {
    const answer = await h.call('POST', '/requestOTP', { raw, headers: { 'content-type': 'application/json' } });
    expect(answer).toMatchObject({ status: 400, body: { BAD_REQUEST: message } });
    expectOk(await h.post('/requestOTP', undefined, { mobile: '9876543210' }));
  });

  it.each([
    ['companyName', 12345, 'companyName must be a string'],
    ['geoLocation', 'here', 'geoLocation must be an object'],
    ['nature_of_business', 'FARMING', 'nature_of_business must be one of TRADING, MANUFACTURING, SERVICES'],
    ['pan_number', 'abc', 'pan_number must be a PAN like ABCDE1234F'],
    ['programCode', 'UNKNOWN', 'programCode must be null or one of the configured programme codes'],
    ['contactNumber', undefined, 'contactNumber is required'],
  ])('create lead with a bad %s gives 400 naming the field', async (field, value, message) => {
    const token = await login(h, '9876543210');
    const answer = await h.post('/consumer/create/lead', token, { ...leadBody('9876543210'), [field]: value });
    expect(answer).toMatchObject({ status: 400, body: { BAD_REQUEST: message } });
    expect(expectOk(await h.get('/consumer/fetch/leadDetails', token))).toBeNull();
  });

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    expect(await h.call('GET', '/consumer/fetch/nothing')).toMatchObject({
      status: 404,
      body: { NOT_FOUND: 'No endpoint /consumer/fetch/nothing' },
    });
    const wrong = await h.call('GET', '/requestOTP');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.body).toHaveProperty('METHOD_NOT_ALLOWED');
  });

  it('answers a CORS preflight with 204 and permissive headers', async () => {
    const answer = await h.call('OPTIONS', '/consumer/fetch/leadDetails', {
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-auth-token, cache-control',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-auth-token');
    expect(
      (await h.post('/requestOTP', undefined, { mobile: '9876543210' })).headers.get('access-control-allow-origin'),
    ).toBe('*');
  });

  it('refuses a body over 1 MB', async () => {
    const answer = await h.call('POST', '/requestOTP', { raw: JSON.stringify({ mobile: 'x'.repeat(1_100_000) }) });
    expect(answer.status).toBe(413);
    expectOk(await h.post('/requestOTP', undefined, { mobile: '9876543210' }));
  });
});

describe('options', () => {
  it('falls back to the SANDBOX_* environment, then the defaults', () => {
    expect(resolveOptions({}, {})).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      otp: '123456',
      tokenTtlS: 3600,
      delayMs: 3000,
      dataFile: null,
      slowMs: 1500,
    });
    const env = {
      SANDBOX_PORT: '0',
      SANDBOX_OTP: '654321',
      SANDBOX_TOKEN_TTL_S: '1',
      SANDBOX_DELAY_MS: '10',
      SANDBOX_DATA: '/tmp/x.json',
      SANDBOX_APP_ORIGIN: 'http://localhost:5173',
    };
    expect(resolveOptions({}, env)).toMatchObject({
      port: 0,
      otp: '654321',
      tokenTtlS: 1,
      delayMs: 10,
      dataFile: '/tmp/x.json',
      appOrigin: 'http://localhost:5173',
    });
    expect(resolveOptions({ otp: '111111', dataFile: null }, env)).toMatchObject({ otp: '111111', dataFile: null });
  });
});
