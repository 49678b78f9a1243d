// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { JourneyForm } from '../../src/renderer/form/journey-form.tsx';
import { loadForm, loadProgramme, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

const programme = loadProgramme();

// The login behaviours (blur and submit messages, focus, digits, the submitting button) run against this form and
// the light form alike in light-form.test.tsx.

describe('typing (buffered text widgets)', () => {
  it('hands typed text to the form when the field is left, not on each key', async () => {
    const form = await loadForm(programme, 'business-details-1');
    const onChange = vi.fn();
    renderWithTheme(<JourneyForm {...form} idPrefix="bd1" onChange={onChange} onSubmit={vi.fn()} actions={null} />);
    const name = screen.getByLabelText(/Business name/) as HTMLInputElement;
    onChange.mockClear(); // the form reports its defaults once when it mounts
    fireEvent.change(name, { target: { value: 'Shree' } });
    fireEvent.change(name, { target: { value: 'Shree Ganesh' } });
    expect(name.value).toBe('Shree Ganesh');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(name);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ companyName: 'Shree Ganesh' }));
  });

  it("a field's error goes on the first key, not when the field is left (so the buttons do not move under the pointer), and only that field's", async () => {
    const form = await loadForm(programme, 'business-details-1');
    renderWithTheme(
      <JourneyForm {...form} idPrefix="bd1" onSubmit={vi.fn()} actions={<button type="submit">Continue</button>} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('PAN number is required');
    fireEvent.change(screen.getByLabelText(/Company PAN/), { target: { value: 'A' } });
    expect(screen.queryByText('PAN number is required')).toBeNull();
    expect(screen.getByText('GST number is required')).toBeTruthy();
  });

  it('a submit right after typing (Enter, or a click without leaving the field) sends what was typed', async () => {
    const form = await loadForm(programme, 'business-details-2');
    const onSubmit = vi.fn();
    const { container } = renderWithTheme(
      <JourneyForm
        {...form}
        idPrefix="bd2"
        initialData={{ shouldUseGstAddress: true, officeType: 'OWNED' }}
        onSubmit={onSubmit}
        actions={
          <button type="submit" value="save">
            Submit
          </button>
        }
      />,
    );
    fireEvent.change(screen.getByLabelText(/Office tenure/), { target: { value: '24' } });
    await act(async () => fireEvent.submit(container.querySelector('form') as HTMLFormElement));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ officeStability: 24 }), undefined);
  });
});

describe('spaces around typed text (spec §5: at least 3 characters)', () => {
  const valid = {
    pan_number: 'AAPFU0939F',
    primary_gst_number: '27AAPFU0939F1ZV',
    nature_of_business: 'TRADING',
    email: 'accounts@ganesh.example',
  };

  it('a business name of two letters inside spaces is too short', async () => {
    const form = await loadForm(programme, 'business-details-1');
    const onSubmit = vi.fn();
    const { container } = renderWithTheme(
      <JourneyForm
        {...form}
        idPrefix="bd1"
        initialData={{ ...valid, companyName: '  ab ' }}
        onSubmit={onSubmit}
        actions={<button type="submit">Continue</button>}
      />,
    );
    await act(async () => fireEvent.submit(container.querySelector('form') as HTMLFormElement));
    await screen.findByText('Name must contain at least 3 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a name with spaces around it is sent without them', async () => {
    const form = await loadForm(programme, 'business-details-1');
    const onSubmit = vi.fn();
    const { container } = renderWithTheme(
      <JourneyForm
        {...form}
        idPrefix="bd1"
        initialData={{ ...valid, companyName: ' Usha Traders  ' }}
        onSubmit={onSubmit}
        actions={<button type="submit">Continue</button>}
      />,
    );
    await act(async () => fireEvent.submit(container.querySelector('form') as HTMLFormElement));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ companyName: 'Usha Traders' }), undefined);
  });
});

describe('widgets', () => {
  it('the number widget blocks e, E, + and -', async () => {
    const form = await loadForm(programme, 'business-details-2');
    renderWithTheme(<JourneyForm {...form} idPrefix="bd2" onSubmit={vi.fn()} actions={null} />);
    const tenure = screen.getByLabelText(/Office tenure/);
    for (const key of ['e', 'E', '+', '-']) expect(fireEvent.keyDown(tenure, { key })).toBe(false);
    expect(fireEvent.keyDown(tenure, { key: '5' })).toBe(true);
    expect(tenure.getAttribute('inputmode')).toBe('numeric');
  });

  it('upper-cases PAN as it is typed', async () => {
    const form = await loadForm(programme, 'business-details-1');
    renderWithTheme(<JourneyForm {...form} idPrefix="bd1" onSubmit={vi.fn()} actions={null} />);
    const pan = screen.getByLabelText(/Company PAN/) as HTMLInputElement;
    fireEvent.change(pan, { target: { value: 'aapfu0939f' } });
    expect(pan.value).toBe('AAPFU0939F');
  });

  it('keeps only digits in the mobile field, with a tel keyboard and autocomplete', async () => {
    const form = await loadForm(programme, 'login');
    renderWithTheme(<JourneyForm {...form} idPrefix="login" onSubmit={vi.fn()} actions={null} />);
    const mobile = screen.getByLabelText(/Mobile number/) as HTMLInputElement;
    expect(mobile.type).toBe('tel');
    expect(mobile.getAttribute('autocomplete')).toBe('tel-national');
    expect(mobile.maxLength).toBe(10);
    fireEvent.change(mobile, { target: { value: 'ab12' } });
    expect(mobile.value).toBe('12'); // a number pasted from a contact with the country code: the prefix's code goes, the ten digits stay
    fireEvent.paste(mobile, { clipboardData: { getData: () => '+91 98765 43210' } });
    expect(mobile.value).toBe('9876543210');
  });

  it('shows the INR amount under a money field', async () => {
    const form = await loadForm(programme, 'other-details-1');
    renderWithTheme(
      <JourneyForm
        {...form}
        idPrefix="od1"
        initialData={{ requiredLoanAmount: 1234567 }}
        onSubmit={vi.fn()}
        actions={null}
      />,
    );
    expect(screen.getByText('₹12,34,567')).toBeTruthy();
  });

  it('looks a pincode up on the sixth digit and fills city, state and country', async () => {
    const form = await loadForm(programme, 'business-details-2');
    const lookup = vi.fn(async () => ({ city: 'Pune', state: 'Maharashtra', country: 'India' }));
    renderWithTheme(
      <JourneyForm {...form} idPrefix="bd2" onPincodeLookup={lookup} onSubmit={vi.fn()} actions={null} />,
    );
    fireEvent.change(screen.getByLabelText(/Pincode/), { target: { value: '41100' } });
    expect(lookup).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Pincode/), { target: { value: '411001' } });
    expect(lookup).toHaveBeenCalledWith('411001');
    await waitFor(() => expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Pune'));
    expect((screen.getByLabelText(/^State/) as HTMLInputElement).value).toBe('Maharashtra');
  });

  it('a late answer for an older pincode never overwrites the newer one (answers resolved out of order)', async () => {
    const form = await loadForm(programme, 'business-details-2');
    const answers = new Map<string, (place: { city: string; state: string; country: string }) => void>();
    const lookup = vi.fn(
      (pincode: string) =>
        new Promise<{ city: string; state: string; country: string }>((resolve) => answers.set(pincode, resolve)),
    );
    renderWithTheme(
      <JourneyForm {...form} idPrefix="bd2" onPincodeLookup={lookup} onSubmit={vi.fn()} actions={null} />,
    );
    fireEvent.change(screen.getByLabelText(/Pincode/), { target: { value: '400069' } });
    fireEvent.change(screen.getByLabelText(/Pincode/), { target: { value: '560001' } });
    await act(async () => answers.get('560001')!({ city: 'Bengaluru', state: 'Karnataka', country: 'India' }));
    await act(async () => answers.get('400069')!({ city: 'Mumbai', state: 'Maharashtra', country: 'India' }));
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Bengaluru');
    expect((screen.getByLabelText(/^State/) as HTMLInputElement).value).toBe('Karnataka');
  });

  it('shows the lookup error under the pincode', async () => {
    const form = await loadForm(programme, 'business-details-2');
    const lookup = vi.fn(async () => ({ error: programme.texts.pincode_invalid as string }));
    renderWithTheme(
      <JourneyForm {...form} idPrefix="bd2" onPincodeLookup={lookup} onSubmit={vi.fn()} actions={null} />,
    );
    fireEvent.change(screen.getByLabelText(/Pincode/), { target: { value: '000000' } });
    expect((await screen.findByRole('alert')).textContent).toBe(programme.texts.pincode_invalid);
  });

  it('refuses a uiSchema naming an unknown widget', async () => {
    const form = await loadForm(programme, 'login');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithTheme(
        <JourneyForm
          {...form}
          uiSchema={{ mobile: { 'ui:widget': 'telephone' } }}
          idPrefix="x"
          onSubmit={vi.fn()}
          actions={null}
        />,
      ),
    ).toThrow(/Unknown ui:widget "telephone" at \/mobile\/ui:widget/);
    spy.mockRestore();
  });
});
