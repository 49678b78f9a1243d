import { describe, expect, it, vi } from 'vitest';
import { formatInr, formatValue } from '../../src/engine/format.ts';
import { computeOfferFigures, figureBasisOf } from '../../src/engine/kfs.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import type { Screen } from '../../src/engine/types.ts';
import { actionTriggered } from '../../src/store/events.ts';
import type { SavedFile, StoreServices } from '../../src/store/types.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith } from './harness.ts';

// Loan Success's three documents buttons (issue 25): each choice the screen offers, run through the real store.

const offer = {
  leadOfferId: 'LO-L1',
  loanAmount: 500000,
  tenure: 24,
  roiPct: 18,
  emi: 24962,
  processingFee: 10000,
  tenor: 24,
  status: 'succeeded' as const,
  charges: [
    { chargeType: 'PROCESSING_FEE', amount: 10000, ratePct: 2 },
    { chargeType: 'INSURANCE_CHARGES', amount: 2500, ratePct: 0.5 },
    { chargeType: 'OTHER_UPFRONT_CHARGES', amount: 500 },
  ],
};
const signed = () =>
  stateWith(loggedIn, { lead: aLead({ status: 'AGREEMENT_SIGN_COMPLETED', offerAccepted: true }), offer });
const press = (actionId: string) => actionTriggered({ screenId: 'congratulations', actionId });
const PDF = Buffer.from('%PDF-1.4\nthe signed agreement\n%%EOF\n', 'latin1');

describe('Loan Success: Download signed agreement', () => {
  it("asks the lender for the signed agreement of the lead and saves its PDF, byte for byte, under the lender's file name", async () => {
    const saveFile = vi.fn<NonNullable<StoreServices['saveFile']>>();
    const routes = {
      'GET /consumer/fetch/agreement': {
        data: {
          leadId: 'L1',
          fileName: 'loan-agreement-L1.pdf',
          contentType: 'application/pdf',
          content: PDF.toString('base64'),
        },
      },
    };
    const app = await startStore({ routes, state: signed(), saveFile });
    app.dispatch(press('download-agreement'));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(app.server.callsTo('GET /consumer/fetch/agreement').map((c) => c.query)).toEqual([{ leadId: 'L1' }]);
    const file = saveFile.mock.calls[0]![0];
    expect(file.name).toBe('loan-agreement-L1.pdf');
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(file.content as Uint8Array).equals(PDF)).toBe(true);
    expect(app.navigatedTo()).toBeNull(); // the borrower stays on Loan Success
  });

  it('when the lender refuses, its message is shown and nothing is saved', async () => {
    const saveFile = vi.fn<NonNullable<StoreServices['saveFile']>>();
    const routes = {
      'GET /consumer/fetch/agreement': { status: 400, body: { WORKFLOW_ORDER: 'ESIGN_CALLBACK is not completed yet' } },
    };
    const app = await startStore({ routes, state: signed(), saveFile });
    app.dispatch(press('download-agreement'));
    await vi.waitFor(() => expect(app.toastTexts()).toEqual(['ESIGN_CALLBACK is not completed yet']));
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('Loan Success: Download Key Fact Statement', () => {
  it.each(['business-loan', 'supply-chain-finance'])(
    '%s: saves the KFS of the accepted offer, built from the same figures, naming the lender',
    async (id) => {
      const programme = loadProgramme(id);
      const saveFile = vi.fn<NonNullable<StoreServices['saveFile']>>();
      const app = await startStore({ programme, state: signed(), saveFile });
      app.dispatch(press('download-kfs'));
      await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
      const file: SavedFile = saveFile.mock.calls[0]![0];
      expect(file).toMatchObject({ name: 'key-fact-statement.html', type: 'text/html;charset=utf-8' });
      const html = String(file.content);
      const { figures } = computeOfferFigures(figureBasisOf(programme.programme.offer)!, createRuleContext({ offer }))!;
      expect(html).toContain('<h1>Key Fact Statement</h1>');
      expect(html).toContain('Sahyog Capital Finance Private Limited');
      expect(html).toContain('N-13.02481');
      for (const amount of [figures.netDisbursed, figures.totalCharges, figures.emi])
        expect(html).toContain(formatInr(amount));
      expect(html).toContain(formatValue(figures.aprPct, 'percent'));
      // the whole schedule, unfolded: one row per instalment
      expect(html.match(/<tr><td>\d+<\/td>/g)).toHaveLength(figures.schedule.length);
      expect(app.server.calls).toEqual([]); // built on the device: nothing asked of the lender
    },
  );

  it('as shipped (the KFS sections apart from the programme) it fetches them first', async () => {
    const programme = loadProgramme();
    const kfs = programme.screens.kfs as Extract<Screen, { kind: 'kfs' }>;
    const { kfs: sections, ...shippedKfs } = kfs;
    const shipped = { ...programme, screens: { ...programme.screens, kfs: { ...shippedKfs, parts: true } } };
    const saveFile = vi.fn<NonNullable<StoreServices['saveFile']>>();
    const loadScreenParts = vi.fn(async () => ({ kfs: { kfs: sections as unknown as Record<string, unknown> } }));
    const app = await startStore({ programme: shipped, state: signed(), saveFile, loadScreenParts });
    app.dispatch(press('download-kfs'));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(loadScreenParts).toHaveBeenCalledWith('business-loan');
    expect(String(saveFile.mock.calls[0]![0].content)).toContain('Repayment schedule');
  });

  it("without the accepted offer's terms there is nothing to write: the borrower is told, nothing is saved", async () => {
    const saveFile = vi.fn<NonNullable<StoreServices['saveFile']>>();
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead({ status: 'AGREEMENT_SIGN_COMPLETED' }) }),
      saveFile,
    });
    app.dispatch(press('download-kfs'));
    await settle();
    expect(saveFile).not.toHaveBeenCalled();
    expect(app.toastTexts()).toEqual(['lead offer id missing']);
  });
});

describe('Loan Success: E-mail me both documents', () => {
  it('asks the lender to e-mail them for the lead, then says where they went', async () => {
    const routes = {
      'POST /consumer/send/documents': {
        data: { leadId: 'L1', sentTo: 'as***@acme.example', documents: ['AGREEMENT', 'KFS'] },
      },
    };
    const app = await startStore({ routes, state: signed() });
    app.dispatch(press('email-documents'));
    await vi.waitFor(() =>
      expect(app.toastTexts()).toEqual([
        'We have e-mailed your signed agreement and Key Fact Statement to the e-mail address on your application.',
      ]),
    );
    expect(app.server.callsTo('POST /consumer/send/documents').map((c) => c.body)).toEqual([{ leadId: 'L1' }]);
    expect(app.navigatedTo()).toBeNull();
  });

  it("a refusal shows the lender's message instead of the promise", async () => {
    const routes = {
      'POST /consumer/send/documents': {
        status: 400,
        body: { NO_EMAIL: 'There is no e-mail address on this application' },
      },
    };
    const app = await startStore({ routes, state: signed() });
    app.dispatch(press('email-documents'));
    await vi.waitFor(() => expect(app.toastTexts()).toEqual(['There is no e-mail address on this application']));
  });
});
