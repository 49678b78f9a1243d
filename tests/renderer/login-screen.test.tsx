// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { FormScreen } from '../../src/renderer/screens/form-screen.tsx';
import { loadForm, loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const programme = loadProgramme();
const afterOtpSent = { user: { otpSent: true, mobile: '9876543210' }, constants: programme.constants };

describe('Login: the mobile number and the OTP as a borrower sees them', () => {
  it('the mobile number has the +91 prefix and a label inside the field that floats once it has a value', async () => {
    const { validateData } = await loadForm(programme, 'login');
    renderWithTheme(
      <FormScreen
        {...makeScreenProps<'form'>('login', { data: { validateData, formBindings: { otpSent: false } } })}
      />,
    );
    const mobile = screen.getByLabelText(/Mobile number/) as HTMLInputElement;
    expect(screen.getByText('+91')).toBeTruthy();
    const box = mobile.parentElement as HTMLElement;
    // the label is drawn in the field's own box, after the input (an outlined field), not above it
    expect(box.querySelector('label')?.textContent).toMatch(/^Mobile number/);
    expect(box.getAttribute('data-float')).toBe('true'); // a prefix keeps the label floated, as MUI does
    expect(mobile.getAttribute('maxlength')).toBe('10');
  });

  it('a mobile number pasted with its country code keeps the ten digits, not the first ten characters', async () => {
    const { validateData } = await loadForm(programme, 'login');
    renderWithTheme(
      <FormScreen
        {...makeScreenProps<'form'>('login', { data: { validateData, formBindings: { otpSent: false } } })}
      />,
    );
    const mobile = screen.getByLabelText(/Mobile number/) as HTMLInputElement;
    fireEvent.paste(mobile, { clipboardData: { getData: () => '+91 98765 43210' } });
    expect(mobile.value).toBe('9876543210');
  });

  it('a text field without a prefix floats its label only once it holds a value', async () => {
    const { validateData } = await loadForm(programme, 'login');
    renderWithTheme(
      <FormScreen
        {...makeScreenProps<'form'>('login', {
          context: afterOtpSent,
          data: { validateData, formBindings: { otpSent: true } },
        })}
      />,
    );
    const otp = screen.getByLabelText(/^OTP/) as HTMLInputElement;
    expect(otp.parentElement?.getAttribute('data-float')).toBe('false');
    fireEvent.change(otp, { target: { value: '12' } });
    expect(otp.parentElement?.getAttribute('data-float')).toBe('true');
  });

  it('after Get OTP: "OTP sent to" the masked number (last 5 digits), Change goes back, the OTP takes 6 digits at most', async () => {
    const { validateData } = await loadForm(programme, 'login');
    const props = makeScreenProps<'form'>('login', {
      context: afterOtpSent,
      data: { validateData, formBindings: { otpSent: true } },
    });
    renderWithTheme(<FormScreen {...props} />);
    expect(screen.getByRole('status').textContent).toContain('OTP sent to *****43210');
    expect(screen.queryByText(/9876543210/)).toBeNull();
    expect(screen.queryByLabelText(/Mobile number/)).toBeNull();
    const otp = screen.getByLabelText(/^OTP/) as HTMLInputElement;
    expect(otp.getAttribute('maxlength')).toBe(String(programme.constants.otpLength));
    fireEvent.change(otp, { target: { value: '12345678' } });
    expect(otp.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(props.onAction).toHaveBeenCalledWith('change-mobile', {});
  });

  it('Resend OTP waits the configured seconds, counting down, and waits again after each use', async () => {
    vi.useFakeTimers();
    const { validateData } = await loadForm(programme, 'login');
    const props = makeScreenProps<'form'>('login', {
      context: afterOtpSent,
      data: { validateData, formBindings: { otpSent: true } },
    });
    const view = renderWithTheme(<FormScreen {...props} />);
    const seconds = programme.constants.otpResendSeconds as number;
    expect(seconds).toBe(30);
    const resend = () => screen.getByRole('button', { name: /^Resend OTP/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend OTP in 30 s');
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(resend().textContent).toBe('Resend OTP in 20 s');
    act(() => vi.advanceTimersByTime(20_000));
    expect(resend().textContent).toBe('Resend OTP');
    expect(resend().disabled).toBe(false);
    fireEvent.click(resend());
    expect(props.onAction).toHaveBeenCalledWith('resend-otp', expect.objectContaining({ otpSent: true }));
    // the app marks the resend pending, then done: the wait starts again
    view.rerender(<FormScreen {...props} pending={{ 'resend-otp': true }} />);
    view.rerender(<FormScreen {...props} pending={{}} />);
    expect(resend().textContent).toBe('Resend OTP in 30 s');
  });
});
