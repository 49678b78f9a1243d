import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { backoffMs, createApiClient } from '../../src/api/client.ts';
import type { ApiClientConfig } from '../../src/api/types.ts';

const config: ApiClientConfig = {
  baseUrl: '/api',
  tokenHeader: 'x-auth-token',
  endpoints: {
    sendOtp: { method: 'POST', path: '/requestOTP', auth: false },
    fetchLeadDetails: { method: 'GET', path: '/consumer/fetch/leadDetails' },
    fetchWorkflow: { method: 'GET', path: '/consumer/fetch/lead/wf', query: ['leadId'], cache: false },
    fetchAddress: { method: 'GET', path: '/consumer/master/fetch/address', query: ['pincode'], retry: false },
    createLead: { method: 'POST', path: '/consumer/create/lead' },
    generateOffer: { method: 'POST', path: '/consumer/generate/offer' },
  },
};

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | Error;

/** A fetch that answers from a queue (the last answer repeats) and records each call. */
function stubFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: String(init.method),
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function client(fetch: typeof globalThis.fetch, token: string | null = 'tok-1') {
  const sleeps: number[] = [];
  const api = createApiClient({
    config,
    fetch,
    getToken: () => token,
    sleep: async (ms) => void sleeps.push(ms),
    retry: { retries: 3, baseMs: 1000, maxMs: 30000 },
  });
  return { api, sleeps };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('api client: requests', () => {
  it('sends the token header, the method, the path and the declared query, and returns data', async () => {
    const { fetch, calls } = stubFetch({ status: 200, body: { data: { workflows: [] } } });
    const { api } = client(fetch);
    await expect(api.request('fetchWorkflow', { query: { leadId: 'L1', other: 'x' } })).resolves.toEqual({
      workflows: [],
    });
    expect(calls[0]).toMatchObject({ url: '/api/consumer/fetch/lead/wf?leadId=L1', method: 'GET' });
    expect(calls[0]!.headers['x-auth-token']).toBe('tok-1');
  });

  it('omits the token for auth:false endpoints and sends a JSON body', async () => {
    const { fetch, calls } = stubFetch({ status: 200, body: { data: null } });
    await client(fetch).api.request('sendOtp', { body: { mobile: '9876543210' } });
    expect(calls[0]!.headers['x-auth-token']).toBeUndefined();
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ mobile: '9876543210' });
  });

  it('omits the header when there is no token, and takes an explicit token over the stored one', async () => {
    const { fetch, calls } = stubFetch({ status: 200, body: { data: 1 } });
    await client(fetch, null).api.request('fetchLeadDetails');
    await client(fetch, 'stored').api.request('fetchLeadDetails', { token: 'explicit' });
    expect(calls[0]!.headers['x-auth-token']).toBeUndefined();
    expect(calls[1]!.headers['x-auth-token']).toBe('explicit');
  });

  it('sends Cache-Control: no-store for cache:false reads only', async () => {
    const { fetch, calls } = stubFetch({ status: 200, body: { data: 1 } });
    const { api } = client(fetch);
    await api.request('fetchWorkflow', { query: { leadId: 'L1' } });
    await api.request('fetchLeadDetails');
    expect(calls[0]!.headers['Cache-Control']).toBe('no-store');
    expect(calls[1]!.headers['Cache-Control']).toBeUndefined();
  });

  it('surfaces the success status (202 from generate offer)', async () => {
    const { fetch } = stubFetch({ status: 202, body: { data: { retryAfterMs: 500 } } });
    await expect(client(fetch).api.requestWithStatus('generateOffer', { body: {} })).resolves.toEqual({
      status: 202,
      data: { retryAfterMs: 500 },
    });
  });

  it('rejects an unknown endpoint name', async () => {
    const { fetch } = stubFetch({ status: 200 });
    await expect(client(fetch).api.request('nope')).rejects.toThrow(/unknown API endpoint "nope"/);
  });
});

describe('api client: error normalisation (spec §8)', () => {
  it.each([
    [
      '400 map of code -> message: the first entry',
      400,
      { DSEXEC013: 'Apologies ... not eligible', OTHER: 'second' },
      'DSEXEC013',
      'Apologies ... not eligible',
    ],
    ['explicit code and message', 422, { code: 'E1', message: 'Bad thing' }, 'E1', 'Bad thing'],
    ['401 with a message', 401, { message: 'Unauthorised' }, null, 'Unauthorised'],
    ['500 without a body', 500, undefined, null, ''],
  ])('%s', async (_name, status, body, code, message) => {
    const { fetch } = stubFetch({ status, body });
    const error = await caught(client(fetch).api.request('createLead', { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: status, code, message, endpoint: 'createLead' });
  });

  it('keeps a string error field of the body', async () => {
    const { fetch } = stubFetch({ status: 400, body: { error: 'Bank link expired' } });
    const error = await caught(client(fetch).api.request('createLead', { body: {} }));
    expect(error.message).toBe('Bank link expired');
    expect((error.body as { error: string }).error).toBe('Bank link expired');
  });

  it('reads a network failure as status 0', async () => {
    const { fetch } = stubFetch(new TypeError('Failed to fetch'));
    const error = await caught(client(fetch).api.request('createLead', { body: {} }));
    expect(error).toMatchObject({ statusCode: 0, code: null, message: 'Failed to fetch', body: null });
  });
});

describe('api client: retries (spec §9)', () => {
  it('retries a read on 5xx and network failure with back-off 1000, 2000, 4000, then gives up', async () => {
    const { fetch, calls } = stubFetch({ status: 503 }, new TypeError('offline'), { status: 500 }, { status: 502 });
    const { api, sleeps } = client(fetch);
    const error = await caught(api.request('fetchLeadDetails'));
    expect(error.statusCode).toBe(502);
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('succeeds when a retry answers', async () => {
    const { fetch, calls } = stubFetch({ status: 500 }, { status: 200, body: { data: 'ok' } });
    await expect(client(fetch).api.request('fetchLeadDetails')).resolves.toBe('ok');
    expect(calls).toHaveLength(2);
  });

  it('caps the back-off at maxMs', () => {
    const policy = { retries: 10, baseMs: 1000, maxMs: 30000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffMs(policy, n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it.each([
    ['a 4xx read', 'fetchLeadDetails', { status: 404 }],
    ['a POST on 5xx', 'createLead', { status: 500 }],
    ['a POST on network failure', 'createLead', new TypeError('offline')],
    ['a retry:false read (pincode lookup)', 'fetchAddress', { status: 500 }],
  ] as const)('never retries %s', async (_name, endpoint, answer) => {
    const { fetch, calls } = stubFetch(answer as Answer);
    const { api, sleeps } = client(fetch);
    await caught(api.request(endpoint, { body: {}, query: { pincode: '560001' } }));
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('offline (issue: a network blip must not cost what was typed)', () => {
  function offlineClient(fetch: typeof globalThis.fetch, waits = true) {
    let online = false;
    let reconnect: () => void = () => {};
    const waiting: string[] = [];
    const api = createApiClient({
      config,
      fetch,
      getToken: () => 'tok-1',
      sleep: async () => {},
      retry: { retries: 3, baseMs: 1000, maxMs: 30000 },
      connectivity: {
        isOnline: () => online,
        whenOnline: () => new Promise<void>((resolve) => (reconnect = resolve)),
        waitsForConnection: () => waits,
        onWaiting: (error) => void waiting.push(error.endpoint),
      },
    });
    return {
      api,
      waiting,
      goOnline: () => {
        online = true;
        reconnect();
      },
    };
  }

  it('a write that failed while offline waits for the connection, then is sent once more, once', async () => {
    const { fetch, calls } = stubFetch(new TypeError('Failed to fetch'), {
      status: 200,
      body: { data: { leadId: 'L1' } },
    });
    const { api, waiting, goOnline } = offlineClient(fetch);
    const answer = api.request('createLead', { body: { companyName: 'Usha Traders' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(waiting).toEqual(['createLead']);
    expect(calls).toHaveLength(1); // nothing more while offline
    goOnline();
    expect(await answer).toEqual({ leadId: 'L1' });
    expect(calls.map((c) => c.body)).toEqual([{ companyName: 'Usha Traders' }, { companyName: 'Usha Traders' }]);
  });

  it('a second failure after reconnecting is not retried again: the write fails as offline', async () => {
    const { fetch, calls } = stubFetch(new TypeError('Failed to fetch'));
    const { api, goOnline } = offlineClient(fetch);
    const answer = api.request('createLead', { body: {} }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 10));
    goOnline();
    const error = (await answer) as ApiError;
    expect(error.statusCode).toBe(0);
    expect(error.offline).toBe(false); // the device said it was online when the retry failed
    expect(calls).toHaveLength(2);
  });

  it('when the error rules do not ask for it, an offline failure is thrown at once and marked offline', async () => {
    const { fetch, calls } = stubFetch(new TypeError('Failed to fetch'));
    const { api, waiting } = offlineClient(fetch, false);
    const error = (await api.request('createLead', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ statusCode: 0, offline: true });
    expect(waiting).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
