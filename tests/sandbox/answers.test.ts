import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { borrowerBody, expectOk, leadBody, leadOf, login, walk } from './journey.ts';

// Saved answers (this product's extension, docs/sandbox.md): what a screen saves travels with its call and comes back
// with the lead on every login, held as strictly as every other field.
let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 0 });
});
afterEach(() => h.close());

describe('saved answers kept with the lead', () => {
  it('come back with the lead on another login, from create lead, update lead, create applicant and the answers call', async () => {
    const mobile = '9876543210';
    const first = await login(h, mobile);
    const { leadId } = expectOk(
      await h.post('/consumer/create/lead', first, {
        ...leadBody(mobile),
        answers: { business: { companyName: 'Acme Traders' } },
      }),
    );
    expectOk(
      await h.post('/consumer/update/lead', first, {
        leadId,
        pincode: '400001',
        answers: { step2: { pincode: '400001' } },
      }),
    );
    expectOk(
      await h.post('/consumer/create/lead/applicant', first, {
        ...borrowerBody(leadId),
        answers: { person: { firstName: 'Asha' } },
      }),
    );
    expectOk(
      await h.post('/consumer/update/lead/answers', first, {
        leadId,
        answers: { udyam: { annualTurnover: 4500000, sectors: ['retail'], office: { owned: true } } },
      }),
    );
    // another device: a new login, nothing of the first session
    const second = await login(h, mobile);
    expect((await leadOf(h, second)).answers).toEqual({
      business: { companyName: 'Acme Traders' },
      step2: { pincode: '400001' },
      person: { firstName: 'Asha' },
      udyam: { annualTurnover: 4500000, sectors: ['retail'], office: { owned: true } },
    });
  });

  it('a name is replaced whole (a screen saves its whole form); a lead with none answers no answers field', async () => {
    const w = await walk(h, '9876543211', 'lead');
    expect(await leadOf(h, w.token)).not.toHaveProperty('answers');
    expectOk(
      await h.post('/consumer/update/lead/answers', w.token, {
        leadId: w.leadId,
        answers: { udyam: { annualTurnover: 4500000, gstRegistered: true } },
      }),
    );
    expectOk(
      await h.post('/consumer/update/lead/answers', w.token, {
        leadId: w.leadId,
        answers: { udyam: { annualTurnover: 3200000 } },
      }),
    );
    expect((await leadOf(h, w.token)).answers).toEqual({ udyam: { annualTurnover: 3200000 } });
  });

  it.each([
    ['not an object', [1, 2], 'answers must be an object of saved answers by name'],
    [
      'a name that is not one',
      { 'a b': {} },
      'answers: name "a b" must be a letter then letters, digits or _ (at most 64)',
    ],
    ['an answer that is not an object', { udyam: 45 }, 'answers.udyam must be an object of fields'],
    [
      'a field name that is not one',
      { udyam: { 'x-y': 2 } },
      'answers.udyam: field name "x-y" must be a letter then letters, digits or _ (at most 64)',
    ],
    ['a number that is not finite', { udyam: { annualTurnover: '1e999' } }, null],
    ['too deep', { udyam: { a: { b: { c: { d: 1 } } } } }, 'answers.udyam.a.b.c is nested too deep (at most 3 levels)'],
    ['too long a text', { udyam: { note: 'x'.repeat(1001) } }, 'answers.udyam.note must be at most 1000 characters'],
  ])('refuses %s with a 400 naming it, and keeps nothing', async (_name, answers, message) => {
    const w = await walk(h, '9876543212', 'lead');
    const answer = await h.post('/consumer/update/lead/answers', w.token, { leadId: w.leadId, answers });
    if (message === null) {
      expect(answer.status).toBe(200); // a numeric string is a string: kept as typed
      return;
    }
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ BAD_REQUEST: message });
    expect(await leadOf(h, w.token)).not.toHaveProperty('answers');
  });

  it('the answers call needs a lead id and answers (spec §8 missing parameters)', async () => {
    const w = await walk(h, '9876543213', 'lead');
    expect((await h.post('/consumer/update/lead/answers', w.token, { answers: { udyam: {} } })).body).toEqual({
      MISSING_PARAMS: 'leadId is missing',
    });
    expect((await h.post('/consumer/update/lead/answers', w.token, { leadId: w.leadId })).body).toEqual({
      MISSING_PARAMS: 'answers missing',
    });
  });

  it('a bad answer refuses the whole update: the lead is left as it was', async () => {
    const w = await walk(h, '9876543214', 'lead');
    const answer = await h.post('/consumer/update/lead', w.token, {
      leadId: w.leadId,
      pincode: '400001',
      requiredLoanAmount: 700000,
      answers: { udyam: 1 },
    });
    expect(answer.status).toBe(400);
    expect(await leadOf(h, w.token)).not.toHaveProperty('answers');
  });
});
