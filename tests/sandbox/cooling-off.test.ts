import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { expectOk, login, walk } from './journey.ts';

// The cooling-off exit (designed, not in the spec: docs/sandbox.md "The cooling-off exit"): within the programme's
// kfsCoolingOffDays after disbursal the lender records the borrower's request to exit; after the period it refuses.

const DAY = 86_400_000;
let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 100 });
});
afterEach(() => h.close());

async function disbursed(mobile: string) {
  const w = await walk(h, mobile, 'done');
  h.advance(1000);
  const lead = expectOk(await h.get('/consumer/fetch/leadDetails', w.token, { leadId: w.leadId }));
  expect(lead.status).toBe('DISBURSED');
  return { ...w, disbursedAt: lead.disbursedAt as string };
}

describe('the cooling-off exit', () => {
  it('records the request on the last day of the period, once, and answers it with the lead', async () => {
    const { leadId, disbursedAt } = await disbursed('9876543210');
    expect(disbursedAt.slice(0, 10)).toBe('2025-01-15');
    h.advance(2 * DAY); // the third day: the business loan's kfsCoolingOffDays is 3
    // the borrower signs in again days later: a fresh token
    const token = await login(h, '9876543210');
    const exit = expectOk(await h.post('/consumer/create/loan/exit', token, { leadId }));
    expect(exit).toEqual({
      leadId,
      exitRequestId: expect.stringMatching(/^EXIT/),
      requestedAt: expect.any(String),
      lastDay: '2025-01-17',
    });
    // a second tap, or another device: the same request
    const again = expectOk(await h.post('/consumer/create/loan/exit', token, { leadId }));
    expect(again.exitRequestId).toBe(exit.exitRequestId);
    const lead = expectOk(await h.get('/consumer/fetch/leadDetails', token, { leadId }));
    expect(lead.coolingOff).toEqual({ days: 3, daysHeld: 3, lastDay: '2025-01-17', open: true });
    expect(lead.exitRequest).toEqual({ exitRequestId: exit.exitRequestId, requestedAt: exit.requestedAt });
  });

  it('refuses before the money is paid out, and after the period', async () => {
    const early = await walk(h, '9876543212', 'kyc');
    const before = await h.post('/consumer/create/loan/exit', early.token, { leadId: early.leadId });
    expect(before).toMatchObject({ status: 400, body: { WORKFLOW_ORDER: 'The loan is not disbursed yet' } });
    const { leadId } = await disbursed('9876543211');
    h.advance(3 * DAY);
    const token = await login(h, '9876543211');
    const lead = expectOk(await h.get('/consumer/fetch/leadDetails', token, { leadId }));
    expect(lead.coolingOff).toEqual({ days: 3, daysHeld: 4, lastDay: '2025-01-17', open: false });
    const late = await h.post('/consumer/create/loan/exit', token, { leadId });
    expect(late).toMatchObject({
      status: 400,
      body: { COOLING_OFF_ENDED: 'The cooling-off period ended on 2025-01-17' },
    });
  });
});
