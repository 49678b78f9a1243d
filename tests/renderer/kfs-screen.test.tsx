// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { computeLoanFigures } from '../../src/engine/loan-schedule.ts';
import { auditLead } from '../../src/engine/release-audit.ts';
import { KfsScreen } from '../../src/renderer/screens/kfs-screen.tsx';
import { makeScreenProps, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

const offer = {
  leadOfferId: 'LO-L1',
  loanAmount: 600000,
  tenure: 36,
  roiPct: 18,
  emi: 21691,
  tenor: 36,
  charges: [
    { chargeType: 'PROCESSING_FEE', amount: 12000 },
    { chargeType: 'INSURANCE_CHARGES', amount: 3000 },
    { chargeType: 'OTHER_UPFRONT_CHARGES', amount: 500 },
  ],
};
// what the engine computes for these terms (its figures are table-tested in tests/engine/loan-schedule.test.ts)
const figures = computeLoanFigures({
  principal: 600000,
  annualRatePct: 18,
  months: 36,
  emi: 21691,
  charges: [
    { type: 'PROCESSING_FEE', amount: 12000, gstPct: 18 },
    { type: 'INSURANCE_CHARGES', amount: 3000, gstPct: 18 },
    { type: 'OTHER_UPFRONT_CHARGES', amount: 500, gstPct: 18 },
  ],
});

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('KfsScreen (business-loan)', () => {
  it('shows the sanctioned terms, every charge with GST, the totals, the APR and the whole schedule', () => {
    renderWithTheme(<KfsScreen {...makeScreenProps<'kfs'>('kfs', { context: { offer } })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Key Fact Statement' })).toBeTruthy();
    expect(valueOf('Loan amount')).toBe('₹6,00,000');
    expect(valueOf('Rate per annum')).toBe('18%');
    expect(valueOf('Type of interest')).toBe('Fixed');
    expect(valueOf('Tenure')).toBe('36 months');
    expect(valueOf('Number of instalments')).toBe('36');
    expect(valueOf('EMI')).toBe('₹21,691');
    expect(valueOf('Amount you receive')).toBe(`₹${(600000 - figures.totalCharges).toLocaleString('en-IN')}`);
    expect(valueOf('Total interest')).toBe(`₹${figures.totalInterest.toLocaleString('en-IN')}`);
    expect(valueOf('Total amount payable (instalments and charges)')).toBe(
      `₹${figures.totalPayable.toLocaleString('en-IN')}`,
    );
    expect(valueOf('Annual Percentage Rate (APR)')).toBe(`${figures.aprPct}%`);
    expect(valueOf('Cooling-off / look-up period')).toMatch(/^3 days from disbursal/);
    expect(valueOf('Validity of this Key Fact Statement')).toBe('3 working days from today');
    expect(valueOf('Grievance redressal officer')).toMatch(/Grievance Redressal Officer/);
    const charges = within(screen.getByRole('region', { name: 'Fees and charges' }));
    expect(charges.getByRole('row', { name: /Processing Fees/ }).textContent).toBe(
      'Processing Fees₹12,000₹2,160₹14,160',
    );
    expect(charges.getByRole('row', { name: /Other charges/ }).textContent).toBe('Other charges₹0₹0₹0');
    // folded under one line, so the tick box and e-sign follow the totals closely; opened, the whole schedule
    const toggle = screen.getByText('Show all 36 instalments', { selector: 'summary' });
    const details = toggle.closest('details')!;
    expect(details.open).toBe(false);
    expect(
      details.compareDocumentPosition(screen.getByRole('button', { name: 'Acknowledge and e-sign' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(toggle);
    expect(details.open).toBe(true);
    const schedule = within(screen.getByRole('region', { name: 'Repayment schedule' }));
    expect(schedule.getAllByRole('row')).toHaveLength(37);
    expect(schedule.getAllByRole('row').at(-1)!.textContent).toBe(
      `36₹${figures.schedule[35]!.instalment.toLocaleString('en-IN')}₹${figures.schedule[35]!.principal.toLocaleString('en-IN')}₹${figures.schedule[35]!.interest.toLocaleString('en-IN')}₹0`,
    );
  });

  it('the box starts unticked; acknowledging without it is refused; ticked, the action goes with the acknowledgement', () => {
    const props = makeScreenProps<'kfs'>('kfs', { context: { offer } });
    renderWithTheme(<KfsScreen {...props} />);
    const box = screen.getByRole('checkbox', {
      name: /^I have read and understood the Key Fact Statement/,
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge and e-sign' }));
    expect(props.onAction).not.toHaveBeenCalled();
    expect(screen.getByText('Please read and acknowledge the Key Fact Statement before e-sign')).toBeTruthy();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge and e-sign' }));
    expect(props.onAction).toHaveBeenCalledWith('acknowledge', {
      acknowledged: true,
      shown: expect.objectContaining({ sections: expect.any(Array) }),
    });
  });

  it('what it shows is what journey audit rebuilds for the lead: the same content, the same hash', () => {
    const props = makeScreenProps<'kfs'>('kfs', { context: { offer } });
    renderWithTheme(<KfsScreen {...props} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^I have read and understood the Key Fact Statement/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge and e-sign' }));
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    // the hash the acknowledgement sends (store/effects/kfs-effect.ts hashes what the screen says it showed)
    const sent = sha256(JSON.stringify((props.onAction.mock.calls[0]![1] as { shown: unknown }).shown));
    const ack = { acknowledgedAt: '2026-01-15T10:00:00.000Z', configVersion: 'v1', contentHash: sent };
    const [kfs] = auditLead(props.programme, { leadId: 'LEAD1', offer, kfsAcknowledgement: ack }, sha256);
    expect(kfs?.sha256).toBe(sent);
    expect(kfs?.text).toContain(valueOf('Cooling-off / look-up period'));
  });

  it('Back needs no tick', () => {
    const props = makeScreenProps<'kfs'>('kfs', { context: { offer } });
    renderWithTheme(<KfsScreen {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onAction).toHaveBeenCalledWith('back', expect.objectContaining({ acknowledged: false }));
  });

  it('waits for the offer rather than showing figures without one', () => {
    renderWithTheme(<KfsScreen {...makeScreenProps<'kfs'>('kfs', { context: { offer: null } })} />);
    expect(screen.queryByText('Annual Percentage Rate (APR)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Acknowledge and e-sign' })).toBeNull();
  });
});
