// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TYPING_COMMIT_MS } from '../../src/renderer/form/buffered-widget.tsx';
import { FormScreen } from '../../src/renderer/screens/form-screen.tsx';
import { loadForm, loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

const programme = loadProgramme();
const TICKED = { acceptTerms: true, acceptPrivacy: true, acceptCreditBureau: true };
function tickConsents() {
  for (const name of [/^I agree to the Terms/, /^I agree to the Privacy/, /^I authorise the lender/])
    fireEvent.click(screen.getByRole('checkbox', { name }));
}

describe('FormScreen', () => {
  it('hides the office address when the GST address is used, and submits without it', async () => {
    const { validator } = await loadForm(programme, 'business-details-2');
    const props = makeScreenProps<'form'>('business-details-2', {
      data: { validator, formInitialData: { addressLine1: '12 MG Road' } },
    });
    renderWithTheme(<FormScreen {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Business details' })).toBeTruthy();
    expect(screen.getByLabelText(/Address line 1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Use the address registered with GST/ }));
    for (const label of [/Address line 1/, /Address line 2/, /Landmark/, /Pincode/, /^City/, /^State/, /^Country/]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    fireEvent.change(screen.getByLabelText(/Office tenure/), { target: { value: '24' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(props.onAction).toHaveBeenCalledTimes(1);
    const [actionId, data] = props.onAction.mock.calls[0] as [string, Record<string, unknown>];
    expect(actionId).toBe('save');
    expect(data).toEqual({ shouldUseGstAddress: true, officeStability: 24, officeType: 'OWNED' });
  });

  it("a step's form says where it is in the whole journey; the login (no step) says nothing", async () => {
    const { validator, validateData } = {
      ...(await loadForm(programme, 'other-details-1')),
      validateData: (await loadForm(programme, 'login')).validateData,
    };
    const context = {
      workflow: {
        currentStep: 'CREATE_LEAD_APPLICANT',
        completed: { CREATE_LEAD: true, DEDUPE_CALLBACK: true },
        allCompleted: false,
      },
    };
    const view = renderWithTheme(
      <FormScreen {...makeScreenProps<'form'>('other-details-1', { context, data: { validator } })} />,
    );
    expect(screen.getByText('Step 2 of 9 · Other Details')).toBeTruthy();
    expect(screen.getByText('Part 1 of 2')).toBeTruthy();
    view.unmount();
    renderWithTheme(<FormScreen {...makeScreenProps<'form'>('login', { data: { validateData } })} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('penny drop: the account number is typed twice, and a mismatch is said under the second before anything is sent', async () => {
    const { validator } = await loadForm(programme, 'mandate');
    const entry = { accountNumber: '123456789012', ifsc: 'HDFC0001234', accType: 'current', nachType: 'physical' };
    const props = makeScreenProps<'form'>('mandate', {
      data: { validator, formInitialData: { ...entry, confirmAccountNumber: '123456789021' } },
    });
    const view = renderWithTheme(<FormScreen {...props} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify and set up mandate' })));
    expect(screen.getByText('Account numbers do not match')).toBeTruthy();
    expect(props.onAction).not.toHaveBeenCalled();
    view.unmount();
    const ok = makeScreenProps<'form'>('mandate', {
      data: { validator, formInitialData: { ...entry, confirmAccountNumber: '123456789012' } },
    });
    renderWithTheme(<FormScreen {...ok} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify and set up mandate' })));
    expect(ok.onAction).toHaveBeenCalledWith('verify', { ...entry, confirmAccountNumber: '123456789012' });
  });

  it('other details step 2 starts with the permanent address the same as the current one (the common case), its block hidden', async () => {
    const { validator } = await loadForm(programme, 'other-details-2');
    renderWithTheme(<FormScreen {...makeScreenProps<'form'>('other-details-2', { data: { validator } })} />);
    const same = screen.getByRole('checkbox', {
      name: /Permanent address is the same as the current address/,
    }) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(screen.getAllByLabelText(/Address line 1/)).toHaveLength(1);
    fireEvent.click(same);
    expect(screen.getAllByLabelText(/Address line 1/)).toHaveLength(2);
  });

  it("draws a form's root description with the heading before the form has arrived, once, and the form is described by it", async () => {
    const advice =
      'Enter correct address: physical verification will be done. Incorrect address may lead to loan rejection.';
    // the form's schema is in, RJSF and the validation are not yet: the advice shows above the loader
    const view = renderWithTheme(<FormScreen {...makeScreenProps<'form'>('other-details-2', { data: {} })} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByText(advice)).toBeTruthy();
    expect(screen.queryByLabelText(/Address line 1/)).toBeNull();
    const { validator } = await loadForm(programme, 'other-details-2');
    view.rerender(<FormScreen {...makeScreenProps<'form'>('other-details-2', { data: { validator } })} />);
    // drawn once the screen without it has been painted
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByLabelText(/Address line 1/)).toHaveLength(1);
    expect(screen.getAllByText(advice)).toHaveLength(1);
    const form = screen.getByLabelText(/Address line 1/).closest('form');
    const describedBy = form?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(advice);
  });

  it('shows the address errors on submit while the address is asked for', async () => {
    const { validator } = await loadForm(programme, 'business-details-2');
    const props = makeScreenProps<'form'>('business-details-2', { data: { validator } });
    renderWithTheme(<FormScreen {...props} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(props.onAction).not.toHaveBeenCalled();
    expect(screen.getByText('Office Tenure is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Address line 1/));
  });

  it('shows the buttons whose visibleWhen holds over the bound form data, with a spinner while pending', async () => {
    const { validateData } = await loadForm(programme, 'login');
    const props = makeScreenProps<'form'>('login', {
      data: { validateData, formBindings: { otpSent: true } },
      pending: { 'verify-otp': true },
    });
    renderWithTheme(<FormScreen {...props} />);
    expect(screen.queryByRole('button', { name: 'Get OTP' })).toBeNull();
    const verify = screen.getByRole('button', { name: 'Verify OTP' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    expect(verify.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toBeTruthy();
  });

  it('sends the action of the button pressed, after validation', async () => {
    const { validateData } = await loadForm(programme, 'login');
    const props = makeScreenProps<'form'>('login', { data: { validateData } });
    renderWithTheme(<FormScreen {...props} />);
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
    tickConsents();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get OTP' })));
    expect(props.onAction).toHaveBeenCalledWith('send-otp', { mobile: '9876543210', otpSent: false, ...TICKED });
  });

  it('follows bindings the app changes (OTP sent) without losing what was typed', async () => {
    const { validateData } = await loadForm(programme, 'login');
    const props = makeScreenProps<'form'>('login', { data: { validateData, formBindings: { otpSent: false } } });
    const { rerender } = renderWithTheme(<FormScreen {...props} />);
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
    rerender(<FormScreen {...props} data={{ ...props.data, formBindings: { otpSent: true } }} />);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeTruthy();
    // the number was sent: it gives way to the OTP (the notice names it), and comes back as typed on Change
    expect(screen.queryByLabelText(/Mobile number/)).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(screen.getByText('OTP is required')).toBeTruthy();
    expect(props.onAction).not.toHaveBeenCalled();
    rerender(<FormScreen {...props} data={{ ...props.data, formBindings: { otpSent: false } }} />);
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).value).toBe('9876543210');
  });

  it('an accepted Get OTP does not greet the new OTP field with an error', async () => {
    const { validateData } = await loadForm(programme, 'login');
    const props = makeScreenProps<'form'>('login', { data: { validateData, formBindings: { otpSent: false } } });
    const { rerender } = renderWithTheme(<FormScreen {...props} />);
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
    tickConsents();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get OTP' })));
    expect(props.onAction).toHaveBeenCalledWith('send-otp', expect.objectContaining({ mobile: '9876543210' }));
    rerender(<FormScreen {...props} data={{ ...props.data, formBindings: { otpSent: true } }} />);
    expect(screen.queryByText('OTP is required')).toBeNull();
    expect(screen.queryByText('Mobile number is required')).toBeNull();
  });

  it('hands a draft to the app once typing pauses', async () => {
    vi.useFakeTimers();
    try {
      const { validator } = await loadForm(programme, 'business-details-1');
      const onDraftChange = vi.fn();
      renderWithTheme(
        <FormScreen {...makeScreenProps<'form'>('business-details-1', { data: { validator, onDraftChange } })} />,
      );
      fireEvent.change(screen.getByLabelText(/Company PAN/), { target: { value: 'A' } });
      fireEvent.change(screen.getByLabelText(/Company PAN/), { target: { value: 'AB' } });
      expect(onDraftChange).not.toHaveBeenCalled();
      // the field hands the text over once typing pauses (300 ms), and the draft follows 800 ms later
      act(() => vi.advanceTimersByTime(TYPING_COMMIT_MS));
      expect(onDraftChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(onDraftChange).toHaveBeenCalledTimes(1);
      expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ pan_number: 'AB' }));
    } finally {
      vi.useRealTimers();
    }
  });
});
