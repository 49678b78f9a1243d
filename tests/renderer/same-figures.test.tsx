// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { computeEmi } from '../../src/engine/format.ts';
import { computeOfferFigures, figureBasisOf } from '../../src/engine/kfs.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { createRuleContext, type RuleContext } from '../../src/engine/rules.ts';
import { termLabels } from '../../src/engine/terms.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import type { ScreenKind, ScreenOfKind } from '../../src/engine/screen-types.ts';
import type { ScreenDataOf, ScreenProps } from '../../src/renderer/screens/screen-props.ts';
import { ScreenView } from '../../src/renderer/screens/screen-view.tsx';
import { loadForm, renderWithTheme, repoRoot } from './helpers.tsx';

afterEach(cleanup);

// Issue 25: the offer, the Key Fact Statement and Loan Success show the same amount received, total charges with
// GST and APR, for both programmes, as the sandbox quotes them (a percentage processing fee, for the term loan
// insurance and a fixed charge too).
const source = readConfigSource(repoRoot).source;
const programmes: Array<[string, { tenor: number; roiPct: number; charges: Array<Record<string, unknown>> }]> = [
  [
    'business-loan',
    {
      tenor: 24,
      roiPct: 18,
      charges: [
        { chargeType: 'PROCESSING_FEE', amount: 10000, ratePct: 2 },
        { chargeType: 'INSURANCE_CHARGES', amount: 2500, ratePct: 0.5 },
        { chargeType: 'OTHER_UPFRONT_CHARGES', amount: 500 },
      ],
    },
  ],
  [
    'supply-chain-finance',
    { tenor: 12, roiPct: 16, charges: [{ chargeType: 'PROCESSING_FEE', amount: 5000, ratePct: 1 }] },
  ],
];

function props<K extends ScreenKind>(
  programme: ResolvedProgramme,
  screenId: string,
  context: RuleContext,
  data: Partial<ScreenDataOf<K>>,
): ScreenProps<K> {
  return {
    screen: programme.screens[screenId] as ScreenOfKind<K>,
    programme,
    context,
    t: (key) => programme.texts[key] ?? key,
    pending: {},
    onAction: vi.fn(),
    data: data as ScreenDataOf<K>,
  };
}

/** label -> value of every term shown (description lists), the first of each label. */
function shownTerms(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dt of document.querySelectorAll('dt'))
    if (!(dt.textContent! in out)) out[dt.textContent!] = dt.nextElementSibling?.textContent ?? '';
  return out;
}

describe.each(programmes)('%s: offer, KFS and Loan Success show the same figures', (id, terms) => {
  const programme = resolveProgramme(source, id).programme!;
  const offer = {
    leadOfferId: 'LO-1',
    loanAmount: 500000,
    tenure: terms.tenor,
    tenor: terms.tenor,
    roiPct: terms.roiPct,
    emi: computeEmi(500000, terms.roiPct, terms.tenor),
    charges: terms.charges,
  };
  const lead = {
    leadId: 'L1',
    status: 'AGREEMENT_SIGN_COMPLETED',
    offerAccepted: true,
    disbursalAccount: { accountNumber: 'XXXXXXXX9012', ifsc: 'HDFC0001234' },
    firstEmiDate: '2027-01-05',
  };
  const context = createRuleContext({ offer, lead });
  const labels = termLabels(programme.programme.terms);
  const want = computeOfferFigures(figureBasisOf(programme.programme.offer)!, context)!.figures;

  const seen = async (kind: 'offer' | 'kfs' | 'info') => {
    const screenId = { offer: 'offer', kfs: 'kfs', info: 'congratulations' }[kind];
    const data =
      kind === 'offer'
        ? {
            offer,
            offerStatus: 'ready',
            formBindings: {},
            ...(programme.forms.offer ? { validator: (await loadForm(programme, 'offer')).validator } : {}),
          }
        : kind === 'info'
          ? { lead, offer }
          : {};
    renderWithTheme(
      <ScreenView {...(props(programme, screenId, context, data) as unknown as Parameters<typeof ScreenView>[0])} />,
    );
    const shown = shownTerms();
    cleanup();
    return [labels.received, labels.charges, labels.apr].map((label) => `${label}: ${shown[label!]}`);
  };

  it("amount received, charges with GST and APR are the engine's, on all three screens", async () => {
    const expected = [
      `${labels.received}: ₹${want.netDisbursed.toLocaleString('en-IN')}`,
      `${labels.charges}: ₹${want.totalCharges.toLocaleString('en-IN')}`,
      `${labels.apr}: ${want.aprPct}%`,
    ];
    expect(await seen('offer')).toEqual(expected);
    expect(await seen('kfs')).toEqual(expected);
    expect(await seen('info')).toEqual(expected);
  });

  it('Loan Success: one status line, the masked account with when the money arrives, the first EMI date and amount', async () => {
    const view = renderWithTheme(
      <ScreenView
        {...(props(programme, 'congratulations', context, { lead, offer }) as unknown as Parameters<
          typeof ScreenView
        >[0])}
      />,
    );
    const text = view.container.textContent ?? '';
    expect(text.split('Your loan agreement is signed.').length).toBe(2);
    const shown = shownTerms();
    expect(shown[labels.account!]).toBe(
      'XXXXXXXX9012 (HDFC0001234)The money will arrive in your bank account within 2 hours of disbursement.',
    );
    expect(shown[labels['first-emi']!]).toBe(
      `₹${want.schedule[0]!.instalment.toLocaleString('en-IN')} on 5 January 2027`,
    );
    expect(text).not.toMatch(/\b\d{9,18}\b/);
  });
});
