import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { expectOk, walk } from './journey.ts';

// Loan Success's documents (designed, not in the spec: docs/sandbox.md): the signed agreement and the e-mail of both.

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ delayMs: 100 });
});
afterEach(() => h.close());

describe('the signed agreement and the e-mailed documents', () => {
  it("once the e-sign is confirmed: the agreement is a PDF naming the loan, and both documents go to the borrower's address", async () => {
    const { token, leadId, offer } = await walk(h, '9876543210', 'done');
    const agreement = expectOk(await h.get('/consumer/fetch/agreement', token, { leadId }));
    expect(agreement).toMatchObject({
      leadId,
      fileName: `loan-agreement-${leadId}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = Buffer.from(agreement.content, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Loan agreement) Tj');
    expect(pdf).toContain(`(Application ${leadId}) Tj`);
    expect(pdf).toContain('(Borrower: Asha Verma) Tj');
    expect(pdf).toContain(`(Loan amount: Rs. ${new Intl.NumberFormat('en-IN').format(offer.loanAmount)}) Tj`);
    // the cross-reference table points at each object: a reader opens the file
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    for (const [i, offset] of [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m, i) => [i + 1, Number(m[1])] as const))
      expect(pdf.startsWith(`${i} 0 obj\n`, offset)).toBe(true);
    expect(expectOk(await h.post('/consumer/send/documents', token, { leadId }))).toEqual({
      leadId,
      sentTo: 'as***@acme.example',
      documents: ['AGREEMENT', 'KFS'],
    });
  });

  it('before the lender has confirmed the signature there is no signed agreement to fetch or send', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'mandate');
    expect((await h.get('/consumer/fetch/agreement', token, { leadId })).body).toEqual({
      WORKFLOW_ORDER: 'ESIGN_CALLBACK is not completed yet',
    });
    expect((await h.post('/consumer/send/documents', token, { leadId })).body).toEqual({
      WORKFLOW_ORDER: 'ESIGN_CALLBACK is not completed yet',
    });
  });

  it('needs the session, the lead id (spec §8 "leadId is missing") and the caller\'s own lead', async () => {
    const { token, leadId } = await walk(h, '9876543210', 'done');
    const other = await walk(h, '9876543211', 'lead');
    expect((await h.get('/consumer/fetch/agreement', 'forged', { leadId })).status).toBe(401);
    expect((await h.post('/consumer/send/documents', undefined, { leadId })).status).toBe(401);
    expect((await h.get('/consumer/fetch/agreement', token)).body).toEqual({ MISSING_PARAMS: 'leadId is missing' });
    expect((await h.post('/consumer/send/documents', token, {})).body).toEqual({ MISSING_PARAMS: 'leadId is missing' });
    expect((await h.get('/consumer/fetch/agreement', other.token, { leadId })).body).toEqual({
      LEAD_NOT_FOUND: 'No lead found',
    });
  });
});
