// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { computeEmi, formatInr } from '../../src/engine/format.ts';
import { computeOfferFigures, figureBasisOf } from '../../src/engine/kfs.ts';
import { createRuleContext } from '../../src/engine/rules.ts';
import { ScreenView } from '../../src/renderer/screens/screen-view.tsx';
import { loadForm, loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

// The offer as a borrower shapes it (issue 25): the amount on a slider between its bounds, the tenure as chips,
// and the figures (what is received, the EMI, the APR, the charges with GST) following, from the KFS's engine.
const programme = loadProgramme();
const charges = [
  { chargeType: 'PROCESSING_FEE', amount: 10000, ratePct: 2 },
  { chargeType: 'OTHER_UPFRONT_CHARGES', amount: 500 },
];
const offer = { loanAmount: 500000, tenor: 24, roiPct: 18, emi: computeEmi(500000, 18, 24), charges };
const terms = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dl dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
/** What the KFS engine says for these terms. */
const expected = (loanAmount: number, months: number) => {
  const emi = computeEmi(loanAmount, 18, months);
  const result = computeOfferFigures(
    figureBasisOf(programme.programme.offer)!,
    createRuleContext({ offer: { ...offer, loanAmount, tenor: months, emi } }),
  )!;
  return {
    emi,
    received: result.figures.netDisbursed,
    charges: result.figures.totalCharges,
    apr: result.figures.aprPct,
  };
};

async function renderOffer() {
  const { validator } = await loadForm(programme, 'offer');
  const props = makeScreenProps<'offer'>('offer', {
    data: { validator, offer, formBindings: { loanAmount: 500000, tenure: 24 } },
  });
  const view = renderWithTheme(<ScreenView {...props} />);
  return { props, view, slider: screen.getByRole('slider', { name: 'Loan amount' }) as HTMLInputElement };
}

describe('the offer leads with what the borrower receives', () => {
  it('first the amount received, then the EMI, the APR and the total charges with GST: the KFS figures', async () => {
    await renderOffer();
    const want = expected(500000, 24);
    expect(Object.keys(terms()).slice(0, 4)).toEqual([
      'Amount you receive',
      'EMI',
      'Annual Percentage Rate (APR)',
      'Total charges (with GST)',
    ]);
    expect(terms()).toMatchObject({
      'Amount you receive': formatInr(want.received),
      EMI: formatInr(want.emi),
      'Annual Percentage Rate (APR)': `${want.apr}%`,
      'Total charges (with GST)': formatInr(want.charges),
    });
  });
});

describe('the amount slider', () => {
  it('shows the amount and its bounds in rupees, never a raw number', async () => {
    const { view, slider } = await renderOffer();
    expect(slider.getAttribute('aria-valuetext')).toBe('₹5,00,000');
    expect([slider.min, slider.max, slider.step]).toEqual(['100000', '4000000', '10000']);
    expect(screen.getByTestId('offer_loanAmount-bounds').textContent).toBe('₹1,00,000₹40,00,000');
    expect(view.container.textContent).not.toMatch(/\b500000\b/);
  });

  it.each([
    ['one step up', 510000, 510000],
    ['to the minimum', 100000, 100000],
    ['to the maximum', 4000000, 4000000],
    ['below the minimum: held at the minimum', 50000, 100000],
    ['above the maximum: held at the maximum', 9000000, 4000000],
  ])('%s: the figures follow the amount (%i)', async (_name, moved, shown) => {
    const { slider } = await renderOffer();
    act(() => void fireEvent.change(slider, { target: { value: String(moved) } }));
    const want = expected(shown, 24);
    expect(slider.getAttribute('aria-valuetext')).toBe(formatInr(shown));
    expect(terms()).toMatchObject({
      'Loan amount': formatInr(shown),
      EMI: formatInr(want.emi),
      'Amount you receive': formatInr(want.received),
      'Total charges (with GST)': formatInr(want.charges),
    });
  });
});

describe('the tenure chips', () => {
  it('offer every tenure from the shortest to the longest, the chosen one pressed', async () => {
    await renderOffer();
    const chips = screen.getAllByRole('button', { name: /months$/ });
    expect(chips.map((c) => c.textContent)).toEqual(['12 months', '24 months', '36 months']);
    expect(chips.map((c) => c.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  });

  it.each([12, 24, 36])('%i months: the EMI, APR and summary follow, and Accept sends it', async (months) => {
    const { props } = await renderOffer();
    fireEvent.click(screen.getByRole('button', { name: `${months} months` }));
    const want = expected(500000, months);
    expect(screen.getByRole('button', { name: `${months} months` }).getAttribute('aria-pressed')).toBe('true');
    expect(terms()).toMatchObject({
      Tenure: `${months} months`,
      EMI: formatInr(want.emi),
      'Annual Percentage Rate (APR)': `${want.apr}%`,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept offer' })));
    expect(props.onAction).toHaveBeenCalledWith('accept', { loanAmount: 500000, tenure: months, emi: want.emi });
  });

  it('each chip gives a different EMI', async () => {
    await renderOffer();
    const emis = new Set(
      [12, 24, 36].map((m) => {
        fireEvent.click(screen.getByRole('button', { name: `${m} months` }));
        return terms().EMI;
      }),
    );
    expect(emis.size).toBe(3);
  });

  it('keeps the chosen tenure and amount although the app re-renders with the quoted bindings (no snap-back)', async () => {
    const { props, view, slider } = await renderOffer();
    fireEvent.click(screen.getByRole('button', { name: '36 months' }));
    act(() => void fireEvent.change(slider, { target: { value: '700000' } }));
    view.rerender(<ScreenView {...props} data={{ ...props.data, formBindings: { loanAmount: 500000, tenure: 24 } }} />);
    expect(screen.getByRole('button', { name: '36 months' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept offer' })));
    expect(props.onAction).toHaveBeenCalledWith('accept', {
      loanAmount: 700000,
      tenure: 36,
      emi: computeEmi(700000, 18, 36),
    });
  });
});
