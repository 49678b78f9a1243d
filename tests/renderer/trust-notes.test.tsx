// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ScreenView } from '../../src/renderer/screens/screen-view.tsx';
import { loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

const programme = loadProgramme();
const identity = programme.programme.identity!;
const whyWeAsk = () => screen.getByRole('complementary', { name: 'Why we ask' });

describe("why we ask, on every screen that shares the borrower's data", () => {
  it('the mandate says who debits and how much each month, and explains Paper NACH', () => {
    renderWithTheme(
      <ScreenView {...makeScreenProps<'form'>('mandate', { context: { offer: { emi: 24959, tenure: 24 } } })} />,
    );
    const text = whyWeAsk().textContent ?? '';
    expect(text).toContain(`The mandate lets ${identity.legalName} collect your EMI of ₹24,959 each month`);
    expect(text).toContain('Paper NACH is for banks that offer neither');
    expect(text).not.toMatch(/\{[a-z.|]+\}/i);
  });

  it('bank data: read-only, how it is shared, why 12 months, inside the terms dialog', () => {
    renderWithTheme(<ScreenView {...makeScreenProps<'consent-redirect'>('bank-statement')} />);
    const dialog = screen.getByRole('dialog');
    const why = within(dialog).getByRole('complementary', { name: 'Why we ask' });
    expect(why.textContent).toContain('Access is read-only');
    expect(why.textContent).toContain('through a secure bank-data sharing page');
    expect(why.textContent).toContain('12 months, so that a slow season counts');
    // the spec's own terms stay as quoted
    expect(
      within(dialog).getByText(
        'Please provide banking data of last 12 months of your current account. Click Proceed to continue.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Your bank is not listed/).textContent).toContain(identity.help.phone);
  });

  it.each([
    ['location-access', 'location', 'Your location is read once'],
    ['gst-login', 'form', 'We only read your GST details'],
  ] as const)('%s says why and names the lender', (id, _kind, words) => {
    renderWithTheme(<ScreenView {...makeScreenProps(id)} />);
    expect(whyWeAsk().textContent).toContain(words);
    expect(whyWeAsk().textContent).toContain(identity.legalName);
  });
});

describe('"stuck?" lines on the OTP, GST and bank steps', () => {
  it.each([
    ['login', 'Not getting the OTP?'],
    ['gst-entry', 'Not getting the OTP?'],
    ['gst-login', 'The GST OTP goes to the mobile number registered on the GST portal'],
  ])("%s: what to try, then the lender's phone, hours and e-mail", (id, start) => {
    renderWithTheme(<ScreenView {...makeScreenProps(id)} />);
    const line = screen.getByText(new RegExp(`^${start}`));
    expect(line.textContent).toContain(
      `Call ${identity.help.phone} (${identity.help.hours}) or write to ${identity.help.email}.`,
    );
  });

  it('a screen without notes shows none', () => {
    renderWithTheme(<ScreenView {...makeScreenProps('home')} />);
    expect(screen.queryByRole('complementary', { name: 'Why we ask' })).toBeNull();
    expect(screen.queryByText(/Still stuck\?/)).toBeNull();
  });
});

describe('a rejection with a way forward', () => {
  it("the server's message, then in plain words, when to apply again, whom to contact, and links to call or write", () => {
    const props = makeScreenProps<'error'>('error', {
      context: { lead: { leadId: 'L1', status: 'REJECTED' } },
      data: { errorInfo: { statusCode: 400, message: programme.texts.lead_rejected }, onRetry: () => {} },
    });
    renderWithTheme(<ScreenView {...props} />);
    expect(screen.getByText(programme.texts.lead_rejected as string)).toBeTruthy();
    expect(screen.getByText(/^In plain words: /).textContent).toContain(
      `${identity.legalName} cannot lend to your business at present`,
    );
    const next = screen.getByRole('heading', { level: 2, name: 'What you can do' });
    expect(next).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe(
      `You can apply again after ${programme.constants.reapplyAfterDays} days, when your business's figures may have changed.`,
    );
    expect(programme.constants.reapplyAfterDays).toBe(90);
    expect(items[1]).toContain(identity.help.phone);
    expect(items[2]).toContain(identity.grievanceOfficer.name);
    expect(screen.getByRole('link', { name: `Call ${identity.help.phone}` }).getAttribute('href')).toBe(
      'tel:18002094455',
    );
    expect(screen.getByRole('link', { name: `E-mail ${identity.help.email}` }).getAttribute('href')).toBe(
      `mailto:${identity.help.email}`,
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a technical failure is not a rejection: no plain-words reason, no reapply line', () => {
    renderWithTheme(
      <ScreenView
        {...makeScreenProps<'error'>('error', {
          data: { errorInfo: { statusCode: 500, message: 'Server down' }, onRetry: () => {} },
        })}
      />,
    );
    expect(screen.queryByText(/^In plain words: /)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What you can do' })).toBeNull();
  });
});

describe('home: the road ahead', () => {
  it('both phases with their time and their steps from the programme, then what to keep at hand', () => {
    renderWithTheme(
      <ScreenView
        {...makeScreenProps<'home'>('home', {
          context: { workflow: { currentStep: 'CREATE_LEAD', completed: {}, allCompleted: false } },
        })}
      />,
    );
    const road = screen.getByRole('region', { name: 'The road ahead' });
    const phases = within(road)
      .getAllByRole('listitem')
      .slice(0, 2)
      .map((li) => li.textContent);
    expect(phases[0]).toBe(
      'Before your offerAbout 15 minutesBusiness Details · Other Details · GST Details · Banking Data',
    );
    expect(phases[1]).toBe(
      'After you accept the offerAbout 20 minutes, then the money within 2 hours of disbursementPromoter KYC · Business KYC · Bank account and e-mandate · Loan agreement',
    );
    expect(within(road).getByRole('heading', { name: 'Keep these at hand' })).toBeTruthy();
    for (const item of [/PAN and GSTIN/, /GST portal username/, /Net banking login/])
      expect(within(road).getByText(item)).toBeTruthy();
  });

  it('every card the borrower has not begun says "Not started"; a done one does not', () => {
    const done = { CREATE_LEAD: true, DEDUPE_CALLBACK: true };
    renderWithTheme(
      <ScreenView
        {...makeScreenProps<'home'>('home', {
          context: { workflow: { currentStep: 'CREATE_LEAD_APPLICANT', completed: done, allCompleted: false } },
        })}
      />,
    );
    const card = (title: string) => screen.getByRole('listitem', { name: title });
    for (const title of ['Other Details', 'GST Details', 'Banking Data'])
      expect(within(card(title)).getByText('Not started')).toBeTruthy();
    expect(within(card('Business Details')).queryByText('Not started')).toBeNull();
  });
});

describe('date of birth, day first', () => {
  it('is typed and shown DD/MM/YYYY and reaches the form as an ISO date', async () => {
    const { FormScreen } = await import('../../src/renderer/screens/form-screen.tsx');
    const { loadForm } = await import('./helpers.tsx');
    const { fireEvent, waitFor } = await import('@testing-library/react');
    const { validator } = await loadForm(programme, 'other-details-1');
    const props = makeScreenProps<'form'>('other-details-1', {
      data: { validator, formInitialData: { dateOfBirth: '1985-08-15' } },
    });
    renderWithTheme(<FormScreen {...props} />);
    const field = (await screen.findByLabelText(/^Date of birth/)) as HTMLInputElement;
    expect(field.value).toBe('15/08/1985');
    expect(field.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    expect(field.type).toBe('text');
    fireEvent.change(field, { target: { value: '05/06/1990' } });
    await waitFor(() => expect(field.value).toBe('05/06/1990'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText(/is required/).length).toBeGreaterThan(0));
    expect(screen.queryByText('Enter a valid date of birth')).toBeNull();
  });
});
