// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HomeScreen } from '../../src/renderer/screens/home-screen.tsx';
import { loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

const businessDone = { CREATE_LEAD: true, DEDUPE_CALLBACK: true };

function cardOf(title: string): HTMLElement {
  return screen.getByRole('listitem', { name: title });
}

describe('HomeScreen', () => {
  it('checks completed cards and offers Start on the current card only', () => {
    const props = makeScreenProps<'home'>('home', {
      context: { workflow: { currentStep: 'CREATE_LEAD_APPLICANT', completed: businessDone, allCompleted: false } },
    });
    renderWithTheme(<HomeScreen {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Application' })).toBeTruthy();
    expect(screen.getByText('Follow the steps below to complete your application')).toBeTruthy();
    expect(within(cardOf('Business Details')).getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(within(cardOf('Other Details')).queryByRole('img')).toBeNull();
    const starts = screen.getAllByRole('button', { name: 'Start' });
    expect(starts).toHaveLength(1);
    expect(within(cardOf('Other Details')).getByRole('button', { name: 'Start' })).toBe(starts[0]);
    fireEvent.click(starts[0] as HTMLElement);
    expect(props.onAction).toHaveBeenCalledWith('other-details', undefined, { cardId: 'other-details' });
    expect(screen.queryByRole('button', { name: 'Submit to get offer' })).toBeNull();
  });

  it('shows a spinner on the pending Start and an Edit link on completed cards that allow it', () => {
    const onEditCard = vi.fn();
    const props = makeScreenProps<'home'>('home', {
      context: { workflow: { currentStep: 'CREATE_LEAD_APPLICANT', completed: businessDone, allCompleted: false } },
      pending: { 'other-details': true },
      data: { onEditCard },
    });
    renderWithTheme(<HomeScreen {...props} />);
    const start = screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(start.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(within(cardOf('Business Details')).getByRole('button', { name: 'Edit' }));
    expect(onEditCard).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'business-details', edit: 'business-details-1' }),
    );
  });

  it('truncates the business name and offers "Submit to get offer" once banking is done', () => {
    const completed = {
      ...businessDone,
      CREATE_LEAD_APPLICANT: true,
      GST_REQUEST_OTP: true,
      GST_VERIFY_OTP: true,
      GST_RETURN_CALLBACK: true,
      CREATE_BANKING_URL: true,
      BS_CALLBACK: true,
    };
    const props = makeScreenProps<'home'>('home', {
      context: {
        workflow: { currentStep: 'QUOTE_CALLBACK', completed, allCompleted: false },
        lead: { businessName: 'Sharma Brothers Textile Traders of Surat' },
      },
    });
    renderWithTheme(<HomeScreen {...props} />);
    expect(loadProgramme().constants.homeTitleMaxChars).toBe(28);
    expect(screen.getByText('Sharma Brothers Textile Trad...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit to get offer' }));
    expect(props.onAction).toHaveBeenCalledWith('submit-for-offer');
  });

  it('starts a post-offer card by its action', () => {
    const props = makeScreenProps<'home'>('post-offer-home', { pending: {} });
    renderWithTheme(<HomeScreen {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(props.onAction).toHaveBeenCalledWith('start-promoter-kyc', undefined, { cardId: 'promoter-kyc' });
  });

  it.each([
    ['paper NACH (penny drop + physical NACH)', { SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true }, 'INIT_ESIGN'],
    ['digital eNACH', { SUBMIT_PENNYDROP: true, INIT_ENACH: true, ENACH_CALLBACK: true }, 'INIT_ESIGN'],
  ])(
    'post-offer: the mandate card is checked after %s and the agreement gets Start',
    (_name, mandateSteps, currentStep) => {
      const kycDone = {
        INIT_KYC: true,
        SUBMIT_KYC: true,
        KYC_CALLBACK: true,
        SUBMIT_INDV_KYC_DOC: true,
        INIT_ENTITY_KYC: true,
        SUBMIT_ENTITY_ID_PROOF: true,
        LMS_KYC_CALLBACK: true,
      };
      const props = makeScreenProps<'home'>('post-offer-home', {
        context: {
          lead: { leadId: 'L1', offerAccepted: true },
          workflow: { currentStep, completed: { ...kycDone, ...mandateSteps }, allCompleted: false },
        },
      });
      renderWithTheme(<HomeScreen {...props} />);
      expect(within(cardOf('Bank account and e-mandate')).getByRole('img', { name: 'Completed' })).toBeTruthy();
      expect(within(cardOf('Bank account and e-mandate')).queryByRole('button', { name: 'Start' })).toBeNull();
      const starts = screen.getAllByRole('button', { name: 'Start' });
      expect(starts).toHaveLength(1);
      expect(within(cardOf('Loan agreement')).getByRole('button', { name: 'Start' })).toBe(starts[0]);
    },
  );

  it('post-offer: penny drop alone leaves the mandate card current', () => {
    const kycDone = {
      INIT_KYC: true,
      SUBMIT_KYC: true,
      KYC_CALLBACK: true,
      SUBMIT_INDV_KYC_DOC: true,
      INIT_ENTITY_KYC: true,
      SUBMIT_ENTITY_ID_PROOF: true,
      LMS_KYC_CALLBACK: true,
    };
    const props = makeScreenProps<'home'>('post-offer-home', {
      context: {
        lead: { leadId: 'L1', offerAccepted: true },
        workflow: { currentStep: 'INIT_ENACH', completed: { ...kycDone, SUBMIT_PENNYDROP: true }, allCompleted: false },
      },
    });
    renderWithTheme(<HomeScreen {...props} />);
    expect(within(cardOf('Bank account and e-mandate')).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(within(cardOf('Loan agreement')).queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('a step the rules make not needed says "Not needed for your business", counts as done and never gets Start', () => {
    const props = makeScreenProps<'home'>('home', {
      context: {
        workflow: {
          currentStep: 'CREATE_BANKING_URL',
          completed: { ...businessDone, CREATE_LEAD_APPLICANT: true },
          allCompleted: false,
        },
        constants: { gstOptional: true },
      },
    });
    const steps = (props.programme.programme.steps ?? []).map((step) =>
      step.id === 'gst-details' ? { ...step, skipWhen: { var: 'constants.gstOptional' } } : step,
    );
    renderWithTheme(
      <HomeScreen {...props} programme={{ ...props.programme, programme: { ...props.programme.programme, steps } }} />,
    );
    expect(within(cardOf('GST Details')).getByText('Not needed for your business', { selector: 'p' })).toBeTruthy();
    expect(within(cardOf('GST Details')).getByRole('img', { name: 'Not needed for your business' })).toBeTruthy();
    expect(within(cardOf('GST Details')).queryByRole('button')).toBeNull();
    expect(within(cardOf('Banking Data')).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.getByText('3 of 9 steps done')).toBeTruthy();
  });

  it('a step the server has done but whose submit screen this session skipped stays open, with Start', () => {
    const props = makeScreenProps<'home'>('home', {
      context: {
        workflow: { currentStep: 'CREATE_LEAD_APPLICANT', completed: businessDone, allCompleted: false },
        submitted: { 'business-details-1': true },
      },
    });
    renderWithTheme(<HomeScreen {...props} />);
    expect(within(cardOf('Business Details')).queryByRole('img', { name: 'Completed' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Start' })).toHaveLength(1);
    fireEvent.click(within(cardOf('Business Details')).getByRole('button', { name: 'Start' }));
    expect(props.onAction).toHaveBeenCalledWith('business-details', undefined, { cardId: 'business-details' });
    expect(screen.getByText('0 of 9 steps done')).toBeTruthy();
  });

  it('shows progress over the whole journey, pre- and post-offer (programme progress)', () => {
    const pre = makeScreenProps<'home'>('home', {
      context: { workflow: { currentStep: 'CREATE_LEAD_APPLICANT', completed: businessDone, allCompleted: false } },
    });
    const view = renderWithTheme(<HomeScreen {...pre} />);
    expect(screen.getByText('1 of 9 steps done')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    view.unmount();
    const allPre = {
      ...businessDone,
      CREATE_LEAD_APPLICANT: true,
      GST_REQUEST_OTP: true,
      GST_VERIFY_OTP: true,
      GST_RETURN_CALLBACK: true,
      CREATE_BANKING_URL: true,
      BS_CALLBACK: true,
    };
    const kycDone = {
      INIT_KYC: true,
      SUBMIT_KYC: true,
      KYC_CALLBACK: true,
      SUBMIT_INDV_KYC_DOC: true,
      INIT_ENTITY_KYC: true,
      SUBMIT_ENTITY_ID_PROOF: true,
      LMS_KYC_CALLBACK: true,
    };
    const post = makeScreenProps<'home'>('post-offer-home', {
      context: {
        lead: { leadId: 'L1', offerAccepted: true },
        workflow: {
          currentStep: 'INIT_ESIGN',
          completed: { ...allPre, ...kycDone, SUBMIT_PENNYDROP: true, SUBMIT_PHYSICAL_NACH: true },
          allCompleted: false,
        },
      },
    });
    renderWithTheme(<HomeScreen {...post} />);
    expect(screen.getByText('8 of 9 steps done')).toBeTruthy();
  });

  it.each([
    ['a cancelled bank page (no success return) keeps Start', { isUserReturningFromBanking: false }, 'BS_CALLBACK'],
    [
      'a forged success return before any bank link keeps Start',
      { isUserReturningFromBanking: true },
      'CREATE_BANKING_URL',
    ],
  ])('banking: %s', (_name, user, currentStep) => {
    const done = {
      ...businessDone,
      CREATE_LEAD_APPLICANT: true,
      GST_REQUEST_OTP: true,
      GST_VERIFY_OTP: true,
      GST_RETURN_CALLBACK: true,
    };
    const props = makeScreenProps<'home'>('home', {
      context: {
        user,
        workflow: {
          currentStep,
          completed: { ...done, CREATE_BANKING_URL: currentStep === 'BS_CALLBACK' },
          allCompleted: false,
        },
      },
    });
    renderWithTheme(<HomeScreen {...props} />);
    expect(within(cardOf('Banking Data')).queryByRole('status')).toBeNull();
    expect(within(cardOf('Banking Data')).getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it.each([
    [
      'back from the bank page with success, the server waiting for the bank-statement callback',
      { isUserReturningFromBanking: true },
      'BS_CALLBACK',
    ],
  ])('banking, %s: "Verifying your bank data…" and no Start until the server confirms', (_name, user, currentStep) => {
    const done = {
      ...businessDone,
      CREATE_LEAD_APPLICANT: true,
      GST_REQUEST_OTP: true,
      GST_VERIFY_OTP: true,
      GST_RETURN_CALLBACK: true,
    };
    const props = makeScreenProps<'home'>('home', {
      context: {
        user,
        workflow: { currentStep, completed: { ...done, CREATE_BANKING_URL: true }, allCompleted: false },
      },
    });
    const view = renderWithTheme(<HomeScreen {...props} />);
    expect(within(cardOf('Banking Data')).getByRole('status').textContent).toBe('Verifying your bank data…');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    // confirmed: the tick, no more verifying
    view.rerender(
      <HomeScreen
        {...props}
        context={{
          ...props.context,
          workflow: {
            currentStep: 'QUOTE_CALLBACK',
            completed: { ...done, CREATE_BANKING_URL: true, BS_CALLBACK: true },
            allCompleted: false,
          },
        }}
      />,
    );
    expect(within(cardOf('Banking Data')).queryByRole('status')).toBeNull();
    expect(within(cardOf('Banking Data')).getByRole('img', { name: 'Completed' })).toBeTruthy();
  });

  it("post-offer: each KYC card's own status message from the KYC details", () => {
    const programme = loadProgramme();
    const props = makeScreenProps<'home'>('post-offer-home', {
      context: {
        lead: { leadId: 'L1', status: 'OFFERED', offerAccepted: true },
        user: { kycStatus: { individual: 'KYC_SUBMITTED', entity: 'KYC_PENDING' } },
        workflow: { currentStep: 'SUBMIT_KYC', completed: { INIT_KYC: true }, allCompleted: false },
      },
    });
    renderWithTheme(<HomeScreen {...props} />);
    expect(
      within(cardOf('Promoter KYC')).getByText(programme.texts.loan_status_message_kyc_submitted as string),
    ).toBeTruthy();
    // a step the borrower has not begun says so, not the server's "pending" (issue 25)
    expect(
      within(cardOf('Business KYC')).queryByText(programme.texts.loan_status_message_kyc_pending as string),
    ).toBeNull();
    expect(within(cardOf('Business KYC')).getByText('Not started')).toBeTruthy();
    // a card without a status rule, or whose status is not known yet, shows none
    expect(within(cardOf('Loan agreement')).queryByText(/KYC/)).toBeNull();
  });

  it("shows the lead's status message only when the screen asks for it (showLeadStatus)", () => {
    const programme = loadProgramme();
    const props = makeScreenProps<'home'>('home', {
      context: {
        lead: { leadId: 'L1', status: 'PENDING' },
        workflow: { currentStep: 'CREATE_LEAD', completed: {}, allCompleted: false },
      },
    });
    const { rerender } = renderWithTheme(<HomeScreen {...props} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<HomeScreen {...props} screen={{ ...props.screen, showLeadStatus: true }} />);
    expect(screen.getByRole('status').textContent).toBe(programme.texts.loan_status_message_pending);
  });
});

describe('the post-offer home keeps the accepted offer in sight', () => {
  it('shows it under "Your accepted offer", leading with the amount received (the KFS figures)', () => {
    const offer = {
      loanAmount: 500000,
      tenor: 24,
      roiPct: 18,
      emi: 24962,
      charges: [{ chargeType: 'PROCESSING_FEE', amount: 10000 }],
    };
    renderWithTheme(
      <HomeScreen
        {...makeScreenProps<'home'>('post-offer-home', {
          context: { offer, lead: { leadId: 'L1', offerAccepted: true } },
        })}
      />,
    );
    const summary = within(screen.getByRole('region', { name: 'Your accepted offer' }));
    expect(summary.getAllByRole('term')[0]!.textContent).toBe('Amount you receive');
    expect(summary.getAllByRole('definition')[0]!.textContent).toBe('₹4,88,200');
  });

  it('shows nothing before an offer is known', () => {
    renderWithTheme(<HomeScreen {...makeScreenProps<'home'>('post-offer-home')} />);
    expect(screen.queryByRole('region', { name: 'Your accepted offer' })).toBeNull();
  });
});
