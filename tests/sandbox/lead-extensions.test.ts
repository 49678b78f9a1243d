import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { expectOk, leadBody, leadOf, login } from './journey.ts';

// What the lead keeps beyond the spec. The programme version a lead began on (this product's extension, docs/sandbox.md "Programme versions"): kept with
// the lead and answered on every login; anything but a version (or null) is refused like any other bad field.
let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 0 });
});
afterEach(() => h.close());

describe('the lead keeps its programme version', () => {
  it('answers the version create lead sent, on another login', async () => {
    const mobile = '9876543210';
    expectOk(
      await h.post('/consumer/create/lead', await login(h, mobile), { ...leadBody(mobile), programmeVersion: 'v1' }),
    );
    expect((await leadOf(h, await login(h, mobile))).programmeVersion).toBe('v1');
  });

  it('answers none when create lead sent null or nothing', async () => {
    for (const [mobile, extra] of [
      ['9876543211', { programmeVersion: null }],
      ['9876543213', {}],
    ] as const) {
      const token = await login(h, mobile);
      expectOk(await h.post('/consumer/create/lead', token, { ...leadBody(mobile), ...extra }));
      expect(await leadOf(h, token)).not.toHaveProperty('programmeVersion');
    }
  });

  it.each([['latest'], [2], ['v0']])('refuses %j and keeps no lead', async (programmeVersion) => {
    const mobile = '9876543214';
    const token = await login(h, mobile);
    const answer = await h.post('/consumer/create/lead', token, { ...leadBody(mobile), programmeVersion });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/programmeVersion must be/);
    expect(await leadOf(h, token)).toBeNull();
  });
});

// The borrower's language (docs/sandbox.md "The borrower's language"): create and update lead carry the locale the app
// draws, the lead keeps the last one sent and answers it on every login.
describe("the lead keeps the borrower's language", () => {
  it('answers the locale create lead sent, then the one update lead sent, on another login', async () => {
    const mobile = '9876543215';
    const token = await login(h, mobile);
    expectOk(await h.post('/consumer/create/lead', token, { ...leadBody(mobile), locale: 'hi-IN' }));
    const lead = await leadOf(h, await login(h, mobile));
    expect(lead.locale).toBe('hi-IN');
    expectOk(await h.post('/consumer/update/lead', token, { leadId: lead.leadId, locale: 'ta-IN' }));
    expect((await leadOf(h, await login(h, mobile))).locale).toBe('ta-IN');
  });

  it('answers none when create lead sent none', async () => {
    const mobile = '9876543216';
    const token = await login(h, mobile);
    expectOk(await h.post('/consumer/create/lead', token, leadBody(mobile)));
    expect(await leadOf(h, token)).not.toHaveProperty('locale');
  });

  it.each([['hindi'], ['hi_IN'], [7], ['<script>']])('refuses %j and keeps no lead', async (locale) => {
    const mobile = '9876543217';
    const token = await login(h, mobile);
    const answer = await h.post('/consumer/create/lead', token, { ...leadBody(mobile), locale });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/locale must be/);
    expect(await leadOf(h, token)).toBeNull();
  });
});
