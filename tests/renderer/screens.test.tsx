// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { SCREEN_KINDS } from '../../src/engine/vocabulary.ts';
import { ScreenView } from '../../src/renderer/screens/screen-view.tsx';
import { screenComponents } from '../../src/renderer/screens/screen-components.tsx';
import { loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';
import type { Screen } from '../../src/engine/types.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const programme = loadProgramme();

describe('ScreenView', () => {
  it('has a component for every screen kind of the vocabulary', () => {
    expect(Object.keys(screenComponents).sort()).toEqual([...SCREEN_KINDS].sort());
  });

  it('shows an unknown kind as a visible error', async () => {
    const props = makeScreenProps('not-found');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<ScreenView {...props} screen={{ ...props.screen, kind: 'carousel' } as unknown as Screen} />);
    expect((await screen.findByRole('alert')).textContent).toContain('carousel');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it.each(Object.values(programme.screens).map((s) => [s.id]))('renders %s with exactly one h1', (id) => {
    renderWithTheme(<ScreenView {...makeScreenProps(id)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('CountdownScreen', () => {
  it('counts down from the configured seconds and calls onElapsed once at zero', () => {
    vi.useFakeTimers();
    const onElapsed = vi.fn();
    renderWithTheme(<ScreenView {...makeScreenProps<'countdown'>('gst-success', { data: { onElapsed } })} />);
    expect(screen.getByRole('timer').textContent).toBe('5');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('3');
    expect(onElapsed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(3000));
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorScreen', () => {
  it('offers Logout (the screen action) with neither status code nor message, and the fallback text as body', () => {
    const props = makeScreenProps<'error'>('error', { data: { onRetry: vi.fn() } });
    renderWithTheme(<ScreenView {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not complete this step');
    expect(screen.getByText(programme.texts.fallback_error as string)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(props.onAction).toHaveBeenCalledWith('logout');
  });

  it('a technical failure: calm heading, the message as body, the status code as a detail, and Try again', () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <ScreenView
        {...makeScreenProps<'error'>('error', {
          data: { errorInfo: { statusCode: 500, message: 'Server down' }, onRetry },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not complete this step');
    expect(screen.getByText('Server down').tagName).toBe('P');
    expect(screen.getByText('Error code 500')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it.each([
    ["with the server's 400 message", { statusCode: 400, message: programme.texts.lead_rejected }],
    ['on a reload, with no failure at hand (the rejected lead alone)', undefined],
  ])(
    'a rejected lead (a business outcome) %s: its heading, the message as body, no status code, no Try again',
    (_name, errorInfo) => {
      const onRetry = vi.fn();
      const props = makeScreenProps<'error'>('error', {
        context: { lead: { leadId: 'L1', status: 'REJECTED' } },
        data: { ...(errorInfo ? { errorInfo } : {}), onRetry },
      });
      renderWithTheme(<ScreenView {...props} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An update on your application');
      const body = screen.getByText(programme.texts.lead_rejected as string);
      expect(body.tagName).toBe('P');
      expect(screen.queryByText(/400/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(props.onAction).toHaveBeenCalledWith('logout');
    },
  );
});

describe('Loan success', () => {
  it('shows a summary of the accepted loan under "Your loan", in rupees and months', () => {
    const offer = { loanAmount: 500000, tenor: 36, emi: 17089, roiPct: 14 };
    renderWithTheme(<ScreenView {...makeScreenProps<'info'>('congratulations', { context: { offer } })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your loan' })).toBeTruthy();
    const terms = [...document.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual(expect.arrayContaining(['Loan amount: ₹5,00,000', 'Tenure: 36 months', 'EMI: ₹17,089']));
  });

  it('says the agreement is signed once: the status line says it, the body does not repeat it (issue 24)', () => {
    const offer = { loanAmount: 500000, tenor: 36, emi: 17089, roiPct: 14 };
    const { container } = renderWithTheme(
      <ScreenView
        {...makeScreenProps<'info'>('congratulations', {
          context: {
            offer,
            lead: {
              status: 'AGREEMENT_SIGN_COMPLETED',
              disbursalAccount: { accountNumber: 'XXXXXXXX9012', ifsc: 'HDFC0001234' },
            },
          },
        })}
      />,
    );
    expect(container.textContent?.split('Your loan agreement is signed.').length).toBe(2);
    expect(container.textContent).toContain('The money will arrive in your bank account within');
  });

  it('offers the signed agreement and the KFS to download or have e-mailed: each button takes its own action', () => {
    const props = makeScreenProps<'info'>('congratulations', {
      context: { offer: { loanAmount: 500000, tenor: 36, emi: 17089, roiPct: 14 } },
    });
    renderWithTheme(<ScreenView {...props} />);
    const buttons = [
      ['Download signed agreement', 'download-agreement'],
      ['Download Key Fact Statement', 'download-kfs'],
      ['E-mail me both documents', 'email-documents'],
      ['Logout', 'logout'],
    ];
    for (const [name, id] of buttons) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(props.onAction).toHaveBeenLastCalledWith(id);
    }
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(buttons.map(([name]) => name));
  });

  it('without a known offer there is no empty summary', () => {
    renderWithTheme(<ScreenView {...makeScreenProps('congratulations')} />);
    expect(screen.queryByRole('heading', { level: 2, name: 'Your loan' })).toBeNull();
  });
});

describe('LocationScreen', () => {
  it('asks with Proceed, shows the denied text and the browser guides', () => {
    const props = makeScreenProps<'location'>('location-access', { data: { locationDenied: true } });
    renderWithTheme(<ScreenView {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Provide Access' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Location access denied');
    expect(screen.getByRole('link', { name: 'Firefox' }).getAttribute('href')).toContain('mozilla');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(props.onAction).toHaveBeenCalledWith('proceed');
  });
});

describe('ConsentRedirectScreen', () => {
  it('shows the terms in a dialog; Proceed and Close are the screen actions', () => {
    const props = makeScreenProps('bank-statement');
    renderWithTheme(<ScreenView {...props} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Please provide banking data of last 12 months of your current account.');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onAction.mock.calls).toEqual([['proceed'], ['close']]);
  });
});

describe('Wait, return and not-found screens', () => {
  it('announces the wait politely', () => {
    renderWithTheme(<ScreenView {...makeScreenProps('hold-on')} />);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status').textContent).toContain('We are preparing your quote.');
  });

  it('shows the return loader text', () => {
    renderWithTheme(<ScreenView {...makeScreenProps('banking-success')} />);
    expect(screen.getByRole('status').textContent).toBe('Hold on while we are processing your data');
  });

  it('shows the not-found text and the way home', () => {
    const props = makeScreenProps('not-found');
    renderWithTheme(<ScreenView {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("The page you're looking for doesn't exist.");
    fireEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(props.onAction).toHaveBeenCalledWith('home');
  });
});

describe('ConfirmAddressScreen', () => {
  it('names the missing parameters and withholds the confirm button', () => {
    renderWithTheme(
      <ScreenView
        {...makeScreenProps<'confirm-address'>('confirm-address', { data: { missingParams: ['consumerId'] } })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('consumerId');
    expect(screen.queryByRole('button', { name: 'Confirm address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('QuoteScreen', () => {
  it('lists quotes in INR, leading with what the borrower receives after charges with GST', () => {
    const quotes = [
      {
        quoteId: 'q1',
        loanAmount: 500000,
        tenor: 24,
        roiPct: 14,
        emi: 24006,
        processingFee: 10000,
        charges: [{ chargeType: 'PROCESSING_FEE', amount: 10000 }],
      },
    ];
    renderWithTheme(<ScreenView {...makeScreenProps<'quote'>('quote', { data: { quotes } })} />);
    const terms = [...document.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(terms[0]).toBe('Amount you receive: ₹4,88,200');
    expect(terms).toEqual(
      expect.arrayContaining([
        'Loan amount: ₹5,00,000',
        'Tenure: 24 months',
        'Rate per annum: 14%',
        'EMI: ₹24,006',
        'Total charges (with GST): ₹11,800',
      ]),
    );
  });
});

describe('OfferScreen', () => {
  // the amount and tenure controls, the live figures and what Accept sends: tests/renderer/offer-controls.test.tsx

  it('shows the waiting text while the offer is processing', () => {
    renderWithTheme(<ScreenView {...makeScreenProps<'offer'>('offer', { data: { offerStatus: 'processing' } })} />);
    expect(screen.getByRole('status').textContent).toBe(programme.texts.waiting_for_offer);
  });
});
