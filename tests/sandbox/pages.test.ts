import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { APP, expectOk, walk, workflow } from './journey.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const form = (fields: Record<string, string>) => ({
  raw: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function bankPage() {
  const w = await walk(h, '9876543210', 'gst');
  const { redirectUrl } = expectOk(
    await h.post('/consumer/create/bs/url', w.token, {
      leadId: w.leadId,
      applicantId: w.applicantId,
      callbackUrl: `${APP}/banking-success`,
    }),
  );
  return { ...w, page: new URL(redirectUrl), session: new URL(redirectUrl).searchParams.get('session')! };
}

describe('external pages', () => {
  it('serve an accessible HTML page with a heading and the two choices, no script', async () => {
    const { page } = await bankPage();
    const answer = await h.call('GET', page.pathname, { query: Object.fromEntries(page.searchParams) });
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('<h1>Share your bank statements</h1>');
    expect(answer.body).toContain('<button type="submit" name="choice" value="success">Share bank statements</button>');
    expect(answer.body).toContain('<button type="submit" name="choice" value="cancel">Cancel</button>');
    expect(answer.body).not.toContain('<script');
  });

  it('redirect only to the return address given in the create call, never to one from the request', async () => {
    const { session } = await bankPage();
    const answer = await h.call(
      'POST',
      '/pages/bank-statement?callbackUrl=http://evil.test/&redirect=http://evil.test/',
      form({ session, choice: 'success', callbackUrl: 'http://evil.test/' }),
    );
    expect(answer.headers.get('location')).toBe(`${APP}/banking-success?Status=success`);
  });

  it('apply a choice once: a replayed form repeats the first outcome and changes nothing', async () => {
    const { token, leadId, session } = await bankPage();
    expect(
      (await h.call('POST', '/pages/bank-statement', form({ session, choice: 'cancel' }))).headers.get('location'),
    ).toContain('Status=failed');
    expect(
      (await h.call('POST', '/pages/bank-statement', form({ session, choice: 'success' }))).headers.get('location'),
    ).toContain('Status=failed');
    h.advance(1000);
    expect((await workflow(h, token, leadId)).BS_CALLBACK).toBe('pending');
  });

  it('answer 404 for an unknown or missing session', async () => {
    expect((await h.call('GET', '/pages/esign', { query: { session: 'nope' } })).status).toBe(404);
    expect((await h.call('GET', '/pages/kyc')).status).toBe(404);
    expect((await h.call('POST', '/pages/mandate', form({ choice: 'success' }))).status).toBe(404);
  });

  it('escape what they show', async () => {
    const w = await walk(h, '9876543210', 'applicant');
    await h.post('/consumer/create/lead/applicant', w.token, {
      leadId: w.leadId,
      applicantType: 'borrower',
      firstName: 'Asha',
      lastName: 'Verma',
      dateOfBirth: '1985-04-12',
      gender: 'FEMALE',
      emailId: 'a@b.co',
      address: { addressLine1: '<img src=x onerror=alert(1)>' },
    });
    const { consumerId } = expectOk(await h.get('/consumer/fetch/profile', w.token));
    const { redirectUrl } = expectOk(
      await h.post('/consumer/create/individual/address/url', w.token, {
        sessionId: 's',
        leadId: w.leadId,
        consumerId,
        redirectURL: `${APP}/a`,
      }),
    );
    const url = new URL(redirectUrl);
    const answer = await h.call('GET', url.pathname, { query: Object.fromEntries(url.searchParams) });
    expect(answer.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(answer.body).not.toContain('<img');
  });
});
