// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { join } from 'node:path';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { coolingOffExit } from '../../src/engine/cooling-off.ts';
import { setDisplayLocale } from '../../src/engine/format.ts';
import { resolveInLocale } from '../../src/engine/i18n.ts';
import { computeOfferFigures, figureBasisOf } from '../../src/engine/kfs.ts';
import { ScreenView } from '../../src/renderer/screens/screen-view.tsx';
import { makeContext, makeScreenProps, renderWithTheme } from './helpers.tsx';

// The cooling-off exit on Loan Success (issue 36): offered while the lender says the loan's window is open, with what
// exiting costs today (the engine's figure from the offer), behind a confirmation; gone after the period, saying why.

afterEach(() => {
  cleanup();
  setDisplayLocale('en-IN');
});

const offer = { loanAmount: 500000, tenor: 36, emi: 17089, roiPct: 14 };
const window = (daysHeld: number) => ({ days: 3, daysHeld, lastDay: '2027-01-12', open: daysHeld <= 3 });
const lead = (extra: Record<string, unknown>) => ({
  status: 'DISBURSED',
  disbursedAt: '2027-01-10T10:00:00Z',
  ...extra,
});

function show(leadFields: Record<string, unknown>) {
  const props = makeScreenProps<'info'>('congratulations', { context: { offer, lead: lead(leadFields) } });
  renderWithTheme(<ScreenView {...props} />);
  return props;
}

describe('the cooling-off exit on Loan Success', () => {
  it('says what exiting costs on the day held, and exits only once confirmed', () => {
    const props = show({ coolingOff: window(2) });
    const basis = figureBasisOf(props.programme.programme.offer)!;
    const figures = computeOfferFigures(basis, makeContext({ offer }))!;
    const exit = coolingOffExit(figures, window(2), ['PROCESSING_FEE'])!;
    const section = screen.getByRole('region', { name: 'Changed your mind?' });
    expect(section.textContent).toContain(
      `Until 12 January 2027 you may exit this loan without any penalty. You repay ₹${exit.amount.toLocaleString('en-IN')}: the loan amount of ₹5,00,000 and ₹${exit.cost.toLocaleString('en-IN')} of interest at the APR for 2 days.`,
    );
    // not in the action bar: the block holds it
    expect(screen.getAllByRole('button', { name: 'Exit this loan' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Exit this loan' }));
    expect(props.onAction).not.toHaveBeenCalledWith('exit-loan');
    const confirm = screen.getByRole('group', { name: 'Yes, exit this loan' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my loan' }));
    expect(screen.queryByRole('group', { name: 'Yes, exit this loan' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit this loan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, exit this loan' }));
    expect(props.onAction).toHaveBeenLastCalledWith('exit-loan');
  });

  it('counts one day in the singular', () => {
    show({ coolingOff: window(1) });
    expect(screen.getByRole('region', { name: 'Changed your mind?' }).textContent).toMatch(/at the APR for 1 day\./);
  });

  it('after the period the action is gone and the text says when it ended', () => {
    show({ coolingOff: window(4) });
    expect(screen.queryByRole('button', { name: 'Exit this loan' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Changed your mind?' }).textContent).toContain(
      'The 3-day cooling-off period ended on 12 January 2027. To repay the loan early, see the foreclosure terms in your loan agreement.',
    );
  });

  it('once asked, says so and offers it no more', () => {
    show({ coolingOff: window(2), exitRequest: { exitRequestId: 'EXIT1', requestedAt: '2027-01-11T09:00:00Z' } });
    expect(screen.queryByRole('button', { name: 'Exit this loan' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'You asked on 11 January 2027 to exit this loan. We will write to you with how to repay it by 12 January 2027.',
    );
  });

  it('says nothing before the money is paid out (the lender says no window)', () => {
    show({ status: 'SANCTIONED' });
    expect(screen.queryByRole('region', { name: 'Changed your mind?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exit this loan' })).toBeNull();
  });

  it('in Hindi, with its plural for the days held', () => {
    const hi = resolveInLocale(
      readConfigSource(join(import.meta.dirname, '../..')).source,
      'business-loan',
      'hi-IN',
    ).programme!;
    setDisplayLocale('hi-IN');
    const props = makeScreenProps<'info'>('congratulations', {
      context: { offer, lead: lead({ coolingOff: window(1) }) },
    });
    renderWithTheme(
      <ScreenView {...props} programme={hi} screen={hi.screens.congratulations as typeof props.screen} />,
    );
    const text = screen.getByRole('region', { name: 'क्या आपका इरादा बदल गया है?' }).textContent ?? '';
    expect(text).toContain('12 जनवरी 2027 तक आप बिना किसी दंड के इस ऋण से बाहर निकल सकते हैं।');
    expect(text).toContain('1 दिन के लिए APR पर');
    expect(screen.getByRole('button', { name: 'इस ऋण से बाहर निकलें' })).toBeTruthy();
  });
});
