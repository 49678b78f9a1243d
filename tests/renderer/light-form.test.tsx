// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { validateFields } from '../../src/renderer/form/field-errors.ts';
import { JourneyForm } from '../../src/renderer/form/journey-form.tsx';
import { LightForm } from '../../src/renderer/form/light-form.tsx';
import { canRenderLight } from '../../src/engine/form-renderer.ts';
import { loadForm, loadProgramme, renderWithTheme, repoRoot } from './helpers.tsx';

afterEach(cleanup);

const programme = loadProgramme();

type Renderer = 'light' | 'rjsf';
async function renderLogin(kind: Renderer, onSubmit = vi.fn(), visibility?: Record<string, boolean>) {
  const form = await loadForm(programme, 'login');
  const actions = (
    <button type="submit" value="send-otp">
      Get OTP
    </button>
  );
  renderWithTheme(
    kind === 'light' ? (
      <LightForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        validate={form.validateData}
        idPrefix="login"
        visibility={visibility}
        onSubmit={onSubmit}
        actions={actions}
      />
    ) : (
      <JourneyForm {...form} idPrefix="login" visibility={visibility} onSubmit={onSubmit} actions={actions} />
    ),
  );
  return onSubmit;
}

const CONSENTS = {
  acceptTerms: 'I agree to the Terms and Conditions',
  acceptPrivacy: 'I agree to the Privacy Policy',
  acceptCreditBureau: 'I authorise the lender to fetch my credit report from a credit bureau',
};
const TICKED = { acceptTerms: true, acceptPrivacy: true, acceptCreditBureau: true };
function tickConsents(labels: readonly string[] = Object.values(CONSENTS)) {
  for (const label of labels) fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${label}`) }));
}

describe('which forms are light', () => {
  const { source } = readConfigSource(repoRoot);
  it('the login and GST forms of both programmes are; forms with objects, choices, dates or numbers are not', () => {
    for (const id of ['business-loan', 'supply-chain-finance']) {
      const p = resolveProgramme(source, id).programme;
      if (!p) throw new Error(id);
      const light = Object.entries(p.forms)
        .filter(([, f]) => canRenderLight(f.schema, f.uiSchema))
        .map(([screenId]) => screenId);
      expect(light.sort()).toEqual(['gst-entry', 'gst-login', 'login']);
    }
  });

  it('falls back to the full form for anything it does not draw', () => {
    const text = { type: 'string', title: 'Name' };
    expect(canRenderLight({ type: 'object', properties: { name: text } }, {})).toBe(true);
    expect(canRenderLight({ type: 'object', properties: { name: { ...text, enum: ['a', 'b'] } } }, {})).toBe(false);
    expect(canRenderLight({ type: 'object', properties: { age: { type: 'integer' } } }, {})).toBe(false);
    expect(canRenderLight({ type: 'object', properties: { address: { type: 'object', properties: {} } } }, {})).toBe(
      false,
    );
    expect(canRenderLight({ type: 'object', properties: { name: text } }, { name: { 'ui:widget': 'date' } })).toBe(
      false,
    );
    expect(
      canRenderLight({ type: 'object', properties: { name: text } }, { name: { 'ui:options': { rows: 3 } } }),
    ).toBe(false);
    expect(canRenderLight({ type: 'object', properties: { name: text } }, { other: { 'ui:widget': 'text' } })).toBe(
      false,
    );
  });
});

describe('light validation gives the messages RJSF gives', () => {
  const { source } = readConfigSource(repoRoot);
  for (const id of ['business-loan', 'supply-chain-finance']) {
    const p = resolveProgramme(source, id).programme;
    if (!p) throw new Error(id);
    for (const [screenId, form] of Object.entries(p.forms)) {
      if (!canRenderLight(form.schema, form.uiSchema)) continue;
      it(`${id}/${screenId}: every example vector`, async () => {
        const { validator, validateData } = await loadForm(p, screenId);
        const vectors = p.examples[screenId] ?? [];
        expect(vectors.length).toBeGreaterThan(0);
        for (const vector of vectors) {
          const data = vector.data as Record<string, unknown>;
          const light = validateData(data);
          expect(light).toEqual(validateFields(validator, form.schema as RJSFSchema, form.uiSchema as UiSchema, data));
          expect(light).toEqual(expect.arrayContaining(vector.errors));
          expect(light.length).toBe(vector.errors.length);
        }
      });
    }
  }
});

describe.each<Renderer>(['light', 'rjsf'])('the login form (%s renderer)', (kind) => {
  it('shows no error while typing, and "Enter a valid mobile number" once the field is left', async () => {
    await renderLogin(kind);
    const mobile = screen.getByLabelText(/Mobile number/);
    fireEvent.change(mobile, { target: { value: '12345' } });
    expect(screen.queryByText('Enter a valid mobile number')).toBeNull();
    fireEvent.blur(mobile);
    await screen.findByText('Enter a valid mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Enter a valid mobile number');
    expect(
      (mobile.getAttribute('aria-describedby') ?? '').split(' ').some((ref) => message.closest(`[id="${ref}"]`)),
    ).toBe(true);
  });

  it('on an empty submit shows "Mobile number is required", sends nothing and focuses the field', async () => {
    const onSubmit = await renderLogin(kind);
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByText('Mobile number is required');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Mobile number/)));
  });

  it('keeps digits only, at most ten, offers the numeric keypad, and submits with the button pressed', async () => {
    const onSubmit = await renderLogin(kind);
    const mobile = screen.getByLabelText(/Mobile number/) as HTMLInputElement;
    fireEvent.change(mobile, { target: { value: '98765-432101' } });
    expect(mobile.value).toBe('9876543210');
    expect(mobile.getAttribute('inputmode')).toBe('numeric');
    expect(mobile.getAttribute('type')).toBe('tel');
    expect(mobile.getAttribute('autocomplete')).toBe('tel-national');
    tickConsents();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get OTP' })));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '9876543210', otpSent: false, ...TICKED }, 'send-otp');
  });

  it('consent boxes start unticked; OTP cannot be requested until every required one is ticked', async () => {
    const onSubmit = await renderLogin(kind);
    const boxes = Object.values(CONSENTS).map(
      (label) => screen.getByRole('checkbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement,
    );
    expect(boxes.map((b) => b.checked)).toEqual([false, false, false]);
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByText('Please accept the Terms and Conditions to continue');
    expect(screen.getByText('Please accept the Privacy Policy to continue')).toBeTruthy();
    expect(screen.getByText('Please authorise the credit bureau check to continue')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // ticking two of three is not enough; unticking one again takes its consent back
    tickConsents([CONSENTS.acceptTerms, CONSENTS.acceptPrivacy, CONSENTS.acceptCreditBureau]);
    tickConsents([CONSENTS.acceptPrivacy]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get OTP' })));
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.findByText('Please accept the Privacy Policy to continue');
    tickConsents([CONSENTS.acceptPrivacy]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get OTP' })));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '9876543210', otpSent: false, ...TICKED }, 'send-otp');
  });

  it('the OTP field, once shown, is a one-time-code field and "OTP is required" when empty', async () => {
    const onSubmit = vi.fn();
    const form = await loadForm(programme, 'login');
    const actions = (
      <button type="submit" value="verify-otp">
        Verify OTP
      </button>
    );
    renderWithTheme(
      kind === 'light' ? (
        <LightForm
          schema={form.schema}
          uiSchema={form.uiSchema}
          validate={form.validateData}
          idPrefix="login"
          boundData={{ otpSent: true }}
          initialData={{ mobile: '9876543210', ...TICKED }}
          onSubmit={onSubmit}
          actions={actions}
        />
      ) : (
        <JourneyForm
          {...form}
          idPrefix="login"
          boundData={{ otpSent: true }}
          initialData={{ mobile: '9876543210', ...TICKED }}
          onSubmit={onSubmit}
          actions={actions}
        />
      ),
    );
    const otp = screen.getByLabelText(/^OTP/);
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('OTP is required');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(otp, { target: { value: '12a3456' } });
    expect((otp as HTMLInputElement).value).toBe('123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(onSubmit).toHaveBeenCalledWith(
      { mobile: '9876543210', otp: '123456', otpSent: true, ...TICKED },
      'verify-otp',
    );
  });

  it('a field hidden by a visibility rule is not drawn, not validated and not sent', async () => {
    const onSubmit = await renderLogin(kind, vi.fn(), { '/otp': false });
    expect(screen.queryByLabelText(/^OTP/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9876543210' } });
    tickConsents();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get OTP' })));
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '9876543210', otpSent: false, ...TICKED }, 'send-otp');
  });
});

describe('consent links (light renderer)', () => {
  it('each consent box names its document with a link that opens beside the form', async () => {
    await renderLogin('light');
    const link = screen.getByRole('link', { name: 'Read the Terms and Conditions' });
    expect(link.getAttribute('href')).toBe('https://www.sahyogcapital.example/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    const box = screen.getByRole('checkbox', { name: new RegExp(`^${CONSENTS.acceptTerms}`) });
    expect(box.getAttribute('aria-describedby')).toContain(link.id);
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' }).getAttribute('href')).toBe(
      'https://www.sahyogcapital.example/privacy',
    );
    expect(screen.getByRole('link', { name: 'How we use your credit report' }).getAttribute('href')).toBe(
      'https://www.sahyogcapital.example/credit-bureau',
    );
  });

  it('each link is a tap target of 44 px at least (WCAG 2.5.5), not a small caption', async () => {
    // the light form is styled by its style sheet (no MUI on the login's page), which the page links: so does this one
    const sheet = document.head.appendChild(document.createElement('style'));
    sheet.textContent = readFileSync(join(repoRoot, 'src/renderer/form/light-form.css'), 'utf8');
    onTestFinished(() => sheet.remove());
    await renderLogin('light');
    for (const name of ['Read the Terms and Conditions', 'Read the Privacy Policy', 'How we use your credit report']) {
      const style = getComputedStyle(screen.getByRole('link', { name }));
      expect(style.minHeight).toBe('44px');
      expect(style.display).toBe('inline-flex');
    }
  });
});

describe('light-only details', () => {
  it('shows a read-only GSTIN, upper-cased, and the help text linked to its field', async () => {
    const form = await loadForm(programme, 'gst-login');
    renderWithTheme(
      <LightForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        validate={form.validateData}
        idPrefix="gst-login"
        initialData={{ primary_gst_number: '27AAPFU0939F1ZV' }}
        onSubmit={vi.fn()}
        actions={null}
      />,
    );
    const gstin = screen.getByDisplayValue('27AAPFU0939F1ZV') as HTMLInputElement;
    expect(gstin.readOnly).toBe(true);
    const username = screen.getByLabelText(/username/i);
    const help = screen.getByText('The username you use on the GST portal');
    expect(username.getAttribute('aria-describedby')).toContain(help.id);
  });

  it('hands a draft over once typing pauses', async () => {
    vi.useFakeTimers();
    try {
      const form = await loadForm(programme, 'login');
      const onDraftChange = vi.fn();
      renderWithTheme(
        <LightForm
          schema={form.schema}
          uiSchema={form.uiSchema}
          validate={form.validateData}
          idPrefix="login"
          onDraftChange={onDraftChange}
          onSubmit={vi.fn()}
          actions={null}
        />,
      );
      fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '98' } });
      expect(onDraftChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ mobile: '98' }));
    } finally {
      vi.useRealTimers();
    }
  });
});
