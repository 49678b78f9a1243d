import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionTriggered, screenEntered } from '../../src/store/events.ts';
import { selectOffer, selectRuleContext } from '../../src/store/selectors.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith, steps } from './harness.ts';

const quotes = [{ quoteId: 'Q1', loanAmount: 500000, tenure: 24, roiPct: 18, emi: 24962 }];
const atQuote = steps(['CREATE_LEAD', 'BS_CALLBACK'], ['QUOTE_CALLBACK', 'FINAL_OFFER']);

describe('quote wait (spec §2 Hold On, §4 quote polling)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls quotes every 5 s until they arrive, then goes to the quote screen', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: atQuote }),
      routes: {
        'GET /consumer/fetch/quote': [{ data: { quotes: [] } }, { data: { quotes: [] } }, { data: { quotes } }],
      },
    });
    app.dispatch(screenEntered({ screenId: 'hold-on' }));
    await settle();
    expect(app.server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(app.navigatedTo()).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(app.server.callsTo('GET /consumer/fetch/quote').map((c) => c.query)).toEqual([
      { leadId: 'L1' },
      { leadId: 'L1' },
      { leadId: 'L1' },
    ]);
    expect(app.get().journey.quoteResponse).toEqual(quotes);
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'quote', replace: true });
    expect(app.get().ui.pollingScreen).toBeNull();
  });

  it('a quote that never comes raises quoteCallback and opens the processing modal', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: atQuote }),
      routes: { 'GET /consumer/fetch/quote': { data: { quotes: [] } } },
    });
    app.dispatch(screenEntered({ screenId: 'hold-on' }));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(app.get().journey.workflowError.quoteCallback).toBe(true);
    expect(app.get().ui.openModal).toBe('processing');
  });

  it('a quote read error shows the error boundary and stops', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: atQuote }),
      routes: { 'GET /consumer/fetch/quote': { status: 400, body: { Q_ERR: 'Quote engine down' } } },
    });
    app.dispatch(screenEntered({ screenId: 'hold-on' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(app.get().ui.errorBoundary).toEqual({ statusCode: 400, message: 'Quote engine down' });
    expect(app.get().ui.pollingScreen).toBeNull();
  });

  it('the quote screen sends a borrower still waiting for the quote to Hold On', async () => {
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: atQuote }),
      routes: { 'GET /consumer/fetch/quote': { data: { quotes: [] } } },
    });
    app.dispatch(screenEntered({ screenId: 'quote' }));
    await settle();
    expect(app.get().ui.navigation).toMatchObject({ screenId: 'hold-on', replace: true });
  });

  it('offer: 202 means processing, asks again after the hint; 200 keeps the offer, accepts it and goes on', async () => {
    const offer = { leadOfferId: 'LO1', quoteId: 'Q1', loanAmount: 400000, tenure: 12, emi: 36672, roiPct: 18 };
    const app = await startStore({
      state: stateWith(loggedIn, { lead: aLead(), workflows: atQuote, quoteResponse: quotes, selectedQuoteId: 'Q1' }),
      routes: {
        'POST /consumer/generate/offer': [
          { status: 202, body: { data: { retryAfterMs: 3000 } } },
          { status: 202, body: {} },
          { data: offer },
        ],
      },
    });
    app.dispatch(
      actionTriggered({ screenId: 'offer', actionId: 'accept', formData: { loanAmount: 400000, tenure: 12 } }),
    );
    await settle();
    expect(selectOffer(app.get())?.status).toBe('processing');
    expect(app.server.callsTo('POST /consumer/generate/offer')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(app.server.callsTo('POST /consumer/generate/offer')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(app.server.callsTo('POST /consumer/generate/offer')[0]!.body).toEqual({
      leadId: 'L1',
      quoteId: 'Q1',
      loanAmount: 400000,
      tenure: 12,
      roiPct: 18,
    }); // the quote's rate: the lender offers at it
    expect(selectOffer(app.get())).toMatchObject({ ...offer, status: 'succeeded' });
    expect(app.get().journey.lead?.offerAccepted).toBe(true);
    expect(app.toastTexts()).toEqual(['Offer accepted']);
    expect(app.navigatedTo()).toBe('post-offer-home');
    const context = selectRuleContext(app.get(), loadProgramme());
    expect(context.offer).toMatchObject({ leadOfferId: 'LO1' });
  });
});
