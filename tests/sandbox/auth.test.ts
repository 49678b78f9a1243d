import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/sandbox/routes/index.ts';
import { startHarness, type Harness } from './harness.ts';
import { OTP, expectOk, leadBody, login } from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ tokenTtlS: 60 });
});
afterEach(() => h.close());

describe('OTP login', () => {
  it('sends an OTP and answers the masked number', async () => {
    expect(expectOk(await h.post('/requestOTP', undefined, { mobile: '9876543210' }))).toEqual({
      message: 'OTP sent',
      mobile: '*****43210',
    });
  });

  it.each([['98765'], [9876543210], ['5876543210'], [null]])(
    'refuses mobile %j with 400 BAD_REQUEST',
    async (mobile) => {
      const answer = await h.post('/requestOTP', undefined, { mobile });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body)).toEqual(['BAD_REQUEST']);
    },
  );

  it('rate-limits a number after 5 requests within 60 s, and lets it in again after a minute', async () => {
    for (let i = 0; i < 5; i++) expectOk(await h.post('/requestOTP', undefined, { mobile: '9876543210' }));
    const sixth = await h.post('/requestOTP', undefined, { mobile: '9876543210' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ RATE_LIMITED: 'Too many OTP requests. Try again in a minute.' });
    expectOk(await h.post('/requestOTP', undefined, { mobile: '9876543219' })); // other numbers are unaffected
    h.advance(60_000);
    expectOk(await h.post('/requestOTP', undefined, { mobile: '9876543210' }));
  });

  it('refuses a wrong OTP and a login without a prior OTP request', async () => {
    expect((await h.post('/otp/login', undefined, { mobile: '9876543210', otp: OTP })).body).toEqual({
      OTP_NOT_REQUESTED: 'Request an OTP first',
    });
    await h.post('/requestOTP', undefined, { mobile: '9876543210' });
    const wrong = await h.post('/otp/login', undefined, { mobile: '9876543210', otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ INVALID_OTP: 'Enter a valid OTP number' });
    expectOk(await h.post('/otp/login', undefined, { mobile: '9876543210', otp: OTP }));
  });

  it('exchanges a session id once for a random token with its lifetime and consumer id', async () => {
    await h.post('/requestOTP', undefined, { mobile: '9876543210' });
    const { sessionId } = expectOk(await h.post('/otp/login', undefined, { mobile: '9876543210', otp: OTP }));
    const token = expectOk(await h.post('/sessionId/token', undefined, { sessionId }));
    expect(token).toMatchObject({ expiresIn: 60, consumerId: expect.stringMatching(/^CON/) });
    expect(token.authToken.length).toBeGreaterThanOrEqual(32);
    expect((await h.post('/sessionId/token', undefined, { sessionId })).body).toHaveProperty('INVALID_SESSION');
    expect((await h.post('/sessionId/token', undefined, { sessionId: 'forged' })).status).toBe(400);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses a session id named %s without touching any prototype',
    async (sessionId) => {
      const answer = await h.post('/sessionId/token', undefined, { sessionId });
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('INVALID_SESSION');
      expect(Object.prototype).not.toHaveProperty('used');
      expect(({} as Record<string, unknown>).used).toBeUndefined();
    },
  );

  it.each(['__proto__', 'constructor', 'toString'])(
    'refuses a token, page or lead id named %s as unknown',
    async (name) => {
      const token = await login(h, '9876543210');
      expect((await h.call('GET', '/consumer/fetch/profile', { headers: { 'x-auth-token': name } })).status).toBe(401);
      expect((await h.get('/consumer/fetch/lead/wf', token, { leadId: name })).body).toEqual({
        LEAD_NOT_FOUND: 'No lead found',
      });
      expect((await h.call('GET', '/pages/kyc', { query: { session: name } })).status).toBe(404);
    },
  );

  it('gives the same consumer id on every login of a number', async () => {
    const a = await login(h, '9876543210');
    const b = await login(h, '9876543210');
    expect(expectOk(await h.get('/consumer/fetch/profile', a)).consumerId).toBe(
      expectOk(await h.get('/consumer/fetch/profile', b)).consumerId,
    );
  });
});

describe('the session token', () => {
  it.each(ROUTES.filter((r) => r.auth).map((r) => [r.method, r.path] as const))(
    '%s %s answers 401 without a token',
    async (method, path) => {
      const answer = await h.call(method, path, method === 'POST' ? { body: {} } : {});
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ UNAUTHORIZED: 'Missing x-auth-token header' });
    },
  );

  it('refuses a forged token', async () => {
    const answer = await h.get('/consumer/fetch/leadDetails', 'not-a-real-token');
    expect(answer.status).toBe(401);
    expect(answer.body).toHaveProperty('UNAUTHORIZED');
  });

  it('expires after tokenTtlS', async () => {
    const token = await login(h, '9876543210');
    h.advance(59_999);
    expectOk(await h.get('/consumer/fetch/leadDetails', token));
    h.advance(1);
    expect(await h.get('/consumer/fetch/leadDetails', token)).toMatchObject({
      status: 401,
      body: { UNAUTHORIZED: 'Session expired. Please login again' },
    });
  });

  it('logout echoes redirect_uri and invalidates only that token', async () => {
    const token = await login(h, '9876543210');
    const other = await login(h, '9876543210');
    expect(expectOk(await h.get('/logout', token, { redirect_uri: 'http://app.test/login' }))).toEqual({
      redirect_uri: 'http://app.test/login',
    });
    expect((await h.get('/consumer/fetch/profile', token)).status).toBe(401);
    expectOk(await h.get('/consumer/fetch/profile', other));
  });
});

describe('profile and logs', () => {
  it('answers the masked mobile, and the GSTIN once a lead exists', async () => {
    const token = await login(h, '9876543210');
    expect(expectOk(await h.get('/consumer/fetch/profile', token))).toEqual({
      consumerId: expect.any(String),
      mobile: '*****43210',
    });
    await h.post('/consumer/create/lead', token, leadBody('9876543210'));
    expect(expectOk(await h.get('/consumer/fetch/profile', token)).gstin).toBe('27ABCDE1234F1Z5');
  });

  it('logs one line per request with method, path, status and time, mobile numbers masked', async () => {
    await h.post('/requestOTP', undefined, { mobile: '9876543210' });
    await h.call('GET', '/consumer/fetch/quote', { query: { leadId: '9876543210' } });
    expect(h.lines).toEqual([
      expect.stringMatching(/^POST \/requestOTP 200 \d+ms$/),
      expect.stringMatching(/^GET \/consumer\/fetch\/quote\?leadId=\*{5}43210 401 \d+ms$/),
    ]);
    expect(h.lines.join('\n')).not.toContain('9876543210');
  });
});
