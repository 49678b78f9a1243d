import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { expectOk, leadBody, leadOf, login } from './journey.ts';

// The programme version a lead began on (this product's extension, docs/sandbox.md "Programme versions"): kept with
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
