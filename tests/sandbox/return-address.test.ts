import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { APP, KFS_ACK, choose, expectOk, walk, type Milestone, type Walk } from './journey.ts';

// issue 24: a lender sends the borrower back only to the partner's own origin. A return address is resolved against
// the app's origin (appOrigin) and refused with a 400 unless it is on that origin: a path that a browser reads as
// another host (`/\host`, `//host`, with tabs or newlines inside) never becomes a Location off the app.

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ appOrigin: APP });
});
afterEach(() => h.close());

/** Every create call that takes a return address: the step its lead must be at, the field, the rest of its body. */
type ConsumerWalk = Walk & { consumerId: string };
const CALLS: Array<{
  name: string;
  path: string;
  at: Milestone;
  field: string;
  body: (w: ConsumerWalk) => Record<string, unknown>;
  before?: (w: Walk) => Promise<void>;
}> = [
  {
    name: 'bank statement',
    path: '/consumer/create/bs/url',
    at: 'gst',
    field: 'callbackUrl',
    body: (w) => ({ leadId: w.leadId, applicantId: w.applicantId }),
  },
  {
    name: 'individual KYC',
    path: '/consumer/create/individual/kyc/url',
    at: 'offer',
    field: 'redirectUrl',
    body: (w) => ({ leadId: w.leadId }),
  },
  {
    name: 'entity KYC',
    path: '/consumer/create/entity/kyc/url',
    at: 'kyc',
    field: 'redirectUrl',
    body: (w) => ({ leadId: w.leadId }),
  },
  {
    name: 'e-mandate',
    path: '/consumer/create/enach/url',
    at: 'pennydrop',
    field: 'redirectUrl',
    body: (w) => ({ leadId: w.leadId, leadOfferId: w.offer.leadOfferId, nachType: 'digital' }),
  },
  {
    name: 'e-sign',
    path: '/consumer/create/esign/url',
    at: 'mandate',
    field: 'redirectUrl',
    body: (w) => ({ leadId: w.leadId }),
    before: async (w) =>
      void expectOk(
        await h.post('/consumer/create/kfs/acknowledgement', w.token, KFS_ACK(w.leadId, w.offer.leadOfferId)),
      ),
  },
  {
    name: 'address confirmation',
    path: '/consumer/create/individual/address/url',
    at: 'applicant',
    field: 'redirectURL',
    body: (w) => ({ sessionId: 's', leadId: w.leadId, consumerId: w.consumerId }),
  },
];

/** Addresses a browser would follow off the app's origin, spelled the ways a filter that reads text misses. */
const OFF_ORIGIN = [
  '/\\evil.example/x',
  '//evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  '/\\/evil.example/x',
  'https://evil.example/x',
  'http://evil.example/x',
  'HTTP://EVIL.EXAMPLE/x',
  'http:\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '\t//evil.example/x',
  ' //evil.example/x',
  '/\r\n\\evil.example/x',
  'http://app.test.evil.example/x',
  'http://app.test@evil.example/x',
  'https://app.test/x',
  'http://app.test:8080/x',
  'javascript:alert(1)',
  'data:text/html,x',
  'ftp://app.test/x',
];

/** Encoded spellings: they stay paths on the app's origin (a browser does not decode them into a host). */
const ENCODED = [
  '%2F%2Fevil.example/x',
  '/%2F%2Fevil.example/x',
  '/%5Cevil.example/x',
  '/%5C%5Cevil.example/x',
  '%5C%5Cevil.example/x',
];

async function consumerWalk(mobile: string, at: Milestone): Promise<ConsumerWalk> {
  const w = await walk(h, mobile, at);
  const { consumerId } = expectOk(await h.get('/consumer/fetch/profile', w.token));
  return { ...w, consumerId };
}

describe("return addresses stay on the app's origin", () => {
  it.each(CALLS.map((c, i) => [c.name, c, i] as const))(
    '%s: refuses every address off the origin with a 400, and returns only to the app',
    async (_name, call, i) => {
      const w = await consumerWalk(`98765432${String(10 + i)}`, call.at);
      await call.before?.(w);
      for (const address of OFF_ORIGIN) {
        const answer = await h.post(call.path, w.token, { ...call.body(w), [call.field]: address });
        expect([JSON.stringify(address), answer.status]).toEqual([JSON.stringify(address), 400]);
        expect(Object.keys(answer.body as object)).toEqual(['BAD_REQUEST']);
      }
      for (const address of ENCODED) {
        const answer = await h.post(call.path, w.token, { ...call.body(w), [call.field]: address });
        if (answer.status === 200)
          expect(new URL((await choose(h, expectOk(answer).redirectUrl, 'cancel')).toString()).origin).toBe(APP);
        else expect(answer.status).toBe(400);
      }
      // a path and an address on the app's origin are kept, and the page returns there
      const ok = expectOk(await h.post(call.path, w.token, { ...call.body(w), [call.field]: '/back?from=lender' }));
      expect((await choose(h, ok.redirectUrl, 'success')).toString()).toBe(`${APP}/back?from=lender&Status=success`);
    },
  );
});
