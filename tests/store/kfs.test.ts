import { sayIn } from '../../src/engine/message-format.ts';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  buildKfsContent,
  figureBasisOf,
  type FigureBasis,
  type KfsConfig,
  type KfsContent,
} from '../../src/engine/kfs.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import type { ResolvedProgramme, Screen } from '../../src/engine/types.ts';
import { actionTriggered } from '../../src/store/events.ts';
import { aLead, loadProgramme, loggedIn, settle, startStore, stateWith } from './harness.ts';

const offer = {
  leadOfferId: 'LO-L1',
  loanAmount: 600000,
  tenure: 36,
  roiPct: 18,
  emi: 21691,
  processingFee: 12000,
  tenor: 36,
  status: 'succeeded' as const,
  charges: [
    { chargeType: 'PROCESSING_FEE', amount: 12000 },
    { chargeType: 'INSURANCE_CHARGES', amount: 3000 },
    { chargeType: 'OTHER_UPFRONT_CHARGES', amount: 500 },
  ],
};
/** The Key Fact Statement config of a programme's kfs screen (a screen of kind kfs, with its config). */
function kfsOf(programme: { screens: Record<string, Screen> }): KfsConfig {
  const screen = programme.screens.kfs;
  if (screen?.kind !== 'kfs' || !screen.kfs) throw new Error('no kfs screen with its config');
  return screen.kfs;
}
/** The figure basis of a programme (its offer.figures). */
function basisOf(programme: { programme: { offer: Record<string, unknown> } }): FigureBasis {
  const basis = figureBasisOf(programme.programme.offer);
  if (!basis) throw new Error('no offer.figures');
  return basis;
}
/** The KFS a programme shows for the test's offer, as the screen builds it (its config, figures and words). */
function shownKfs(programme: ResolvedProgramme): KfsContent {
  return buildKfsContent(kfsOf(programme), basisOf(programme), createRuleContext({ offer }), sayIn(programme))!;
}

const routes = {
  'POST /consumer/create/kfs/acknowledgement': { data: { leadId: 'L1' } },
  'POST /consumer/create/esign/url': { data: { redirectUrl: 'https://sandbox.example/pages/esign?session=1' } },
};

describe('Key Fact Statement acknowledgement, then e-sign', () => {
  it.each(['business-loan', 'supply-chain-finance'])(
    '%s: sends the time, programme, config version and the hash of what was shown, then leaves for e-sign',
    async (id) => {
      const programme = loadProgramme(id);
      const app = await startStore({
        programme,
        routes,
        state: stateWith(loggedIn, { lead: aLead({ offerAccepted: true }), offer }),
      });
      app.dispatch(actionTriggered({ screenId: 'kfs', actionId: 'acknowledge', formData: { acknowledged: true } }));
      // hashing runs on Web Crypto's thread pool, which a busy machine may answer after the saga's own ticks
      await vi.waitFor(() => expect(app.services.redirect).toHaveBeenCalled(), { timeout: 5000 });
      const [ack] = app.server.callsTo('POST /consumer/create/kfs/acknowledgement');
      const shown = shownKfs(programme);
      expect(ack!.body).toEqual({
        leadId: 'L1',
        leadOfferId: 'LO-L1',
        acknowledgedAt: new Date(1_700_000_000_000).toISOString(),
        programme: id,
        configVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
        contentHash: createHash('sha256').update(JSON.stringify(shown)).digest('hex'),
        locale: 'en-IN',
      });
      expect(app.server.callsTo('POST /consumer/create/esign/url').map((c) => c.body)).toEqual([
        { leadId: 'L1', leadOfferId: 'LO-L1', redirectUrl: 'https://app.example/offer' },
      ]);
      expect(app.services.redirect).toHaveBeenCalledWith('https://sandbox.example/pages/esign?session=1');
    },
  );

  it('hashes exactly the content the screen says it showed (its config travels with the screen, not the programme)', async () => {
    const programme = loadProgramme();
    const kfsScreen = programme.screens.kfs!;
    if (kfsScreen.kind !== 'kfs') throw new Error('the kfs screen is of kind kfs');
    const { kfs: _kfs, ...shippedKfsScreen } = kfsScreen;
    const shipped = { ...programme, screens: { ...programme.screens, kfs: shippedKfsScreen } };
    const app = await startStore({
      programme: shipped,
      routes,
      state: stateWith(loggedIn, { lead: aLead({ offerAccepted: true }), offer }),
    });
    const shown = shownKfs(programme);
    app.dispatch(
      actionTriggered({ screenId: 'kfs', actionId: 'acknowledge', formData: { acknowledged: true, shown } }),
    );
    await vi.waitFor(() => expect(app.services.redirect).toHaveBeenCalled(), { timeout: 5000 });
    expect(app.server.callsTo('POST /consumer/create/kfs/acknowledgement')[0]!.body!.contentHash).toBe(
      createHash('sha256').update(JSON.stringify(shown)).digest('hex'),
    );
  });

  it('records the locale the KFS was shown in beside the hash of it as shown in that language', async () => {
    const programme = { ...loadProgramme(), locale: 'hi-IN' };
    const app = await startStore({
      programme,
      routes,
      state: stateWith(loggedIn, { lead: aLead({ offerAccepted: true }), offer }),
    });
    const shown = { sections: [{ id: 'loan', title: 'आपका ऋण', rows: [] }] };
    app.dispatch(
      actionTriggered({ screenId: 'kfs', actionId: 'acknowledge', formData: { acknowledged: true, shown } }),
    );
    await vi.waitFor(() => expect(app.services.redirect).toHaveBeenCalled(), { timeout: 5000 });
    expect(app.server.callsTo('POST /consumer/create/kfs/acknowledgement')[0]!.body).toMatchObject({
      locale: 'hi-IN',
      contentHash: createHash('sha256').update(JSON.stringify(shown)).digest('hex'),
    });
  });

  it('without the tick nothing is sent and e-sign does not start', async () => {
    const app = await startStore({
      routes,
      state: stateWith(loggedIn, { lead: aLead({ offerAccepted: true }), offer }),
    });
    app.dispatch(actionTriggered({ screenId: 'kfs', actionId: 'acknowledge', formData: { acknowledged: false } }));
    await settle();
    expect(app.server.calls).toEqual([]);
    expect(app.services.redirect).not.toHaveBeenCalled();
    expect(app.toastTexts()).toEqual(['Please read and acknowledge the Key Fact Statement before e-sign']);
  });

  it('the two programmes show different KFS fields (the credit line names its terms its own way)', () => {
    const labels = (id: string) => shownKfs(loadProgramme(id)).sections[0]!.rows!.map((r) => r.label);
    expect(labels('business-loan')).toEqual(expect.arrayContaining(['Loan amount', 'Rate per annum', 'Tenure']));
    expect(labels('supply-chain-finance')).toEqual(
      expect.arrayContaining(['Credit line', 'Interest', 'Line Validity']),
    );
  });
});
