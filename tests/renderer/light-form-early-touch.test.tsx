// @vitest-environment jsdom
// Issue 23: a prerendered login is usable before the app takes it over. A key pressed before the hydration's commit is
// in the page, not in the form's state (which starts from an older draft): at that commit the light form (uncontrolled
// inputs) takes the page's value of every input the borrower touched.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LightForm } from '../../src/renderer/form/light-form.tsx';
import { loadForm, loadProgramme } from './helpers.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const programme = loadProgramme();
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const done of cleanups.splice(0)) done();
});

const OLD_DRAFT = { mobile: '9000000000', acceptTerms: true, acceptPrivacy: true, acceptCreditBureau: true };
const TYPED = '9876543210';

/**
 * What the borrower does while React hydrates: rendered after the form (its inputs already hydrated, their values
 * tracked), before the commit. The events stop at the document (a capturing listener), as a key pressed before React
 * listens would.
 */
function Borrower({ act: doIt }: { act?: (container: HTMLElement) => void }) {
  const once = (Borrower as { done?: boolean }).done;
  if (doIt && !once) {
    (Borrower as { done?: boolean }).done = true;
    doIt(document.getElementById('painted')!);
  }
  return null;
}

/** Types as a keyboard does: the page's value changes (not through the element's own setter, which React watches). */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function tick(input: HTMLInputElement) {
  input.checked = !input.checked;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="/${name}"]`)!;

/** The login painted without JavaScript, then hydrated from `draft` while `during` runs between render and commit. */
async function hydrateLogin(draft: Record<string, unknown>, during: (container: HTMLElement) => void) {
  const form = await loadForm(programme, 'login');
  const onSubmit = vi.fn();
  const login = (initialData: Record<string, unknown>, borrower?: ReactNode) => (
    <>
      <LightForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        validate={form.validateData}
        idPrefix="login"
        initialData={initialData}
        onSubmit={onSubmit}
        actions={
          <button type="submit" value="send-otp">
            Get OTP
          </button>
        }
      />
      {borrower}
    </>
  );
  const container = document.createElement('div');
  container.id = 'painted';
  container.innerHTML = renderToString(login({}));
  document.body.append(container);
  // unseen by React: stopped at the document
  const stop = (event: Event) => event.stopPropagation();
  const types = ['input', 'change', 'focusin', 'focusout'];
  for (const t of types) document.addEventListener(t, stop, true);
  (Borrower as { done?: boolean }).done = false;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, login(draft, <Borrower act={during} />));
  });
  for (const t of types) document.removeEventListener(t, stop, true);
  cleanups.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  const submit = async () => {
    await act(async () => container.querySelector('button')!.click());
    return onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined;
  };
  return { container, submit };
}

describe('the light form at the hydration commit takes what the borrower did on the painted page meanwhile', () => {
  it('a number typed between the render and the commit, over an older draft: the page keeps it, Get OTP sends it', async () => {
    const { container, submit } = await hydrateLogin(OLD_DRAFT, (c) => type(field(c, 'mobile'), TYPED));
    expect(field(container, 'mobile').value).toBe(TYPED);
    // a later render of the form (here: the one the submit causes) draws the state: still the typed number
    expect(await submit()).toMatchObject({ mobile: TYPED });
    expect(field(container, 'mobile').value).toBe(TYPED);
  });

  it('an untouched field keeps its draft; a box ticked then is ticked in the form; a field emptied then is empty', async () => {
    const { container, submit } = await hydrateLogin(
      { mobile: '9000000000', acceptTerms: true, acceptPrivacy: true },
      (c) => {
        tick(field(c, 'acceptCreditBureau'));
        type(field(c, 'mobile'), '');
      },
    );
    const sent = await submit();
    // the emptied number is required again: nothing is sent, and the page shows it empty
    expect(sent).toBeUndefined();
    expect(field(container, 'mobile').value).toBe('');
    expect(container.textContent).toContain('Mobile number is required');
    // React's own handlers take it from here
    await act(async () => type(field(container, 'mobile'), TYPED));
    expect(await submit()).toMatchObject({
      mobile: TYPED,
      acceptTerms: true,
      acceptPrivacy: true,
      acceptCreditBureau: true,
    });
  });

  it('the old draft is not put into the page during the hydration; from its commit an untouched field shows it', async () => {
    let during: string[] = [];
    const { container, submit } = await hydrateLogin(
      OLD_DRAFT,
      (c) => (during = [field(c, 'mobile').value, String(field(c, 'acceptTerms').checked)]),
    );
    expect(during).toEqual(['', 'false']);
    expect(field(container, 'mobile').value).toBe('9000000000');
    expect(field(container, 'acceptTerms').checked).toBe(true);
    expect(await submit()).toMatchObject(OLD_DRAFT);
  });

  it('a field the borrower went into before the commit (about to type) keeps what the page shows: no old number under the cursor', async () => {
    const { container, submit } = await hydrateLogin(OLD_DRAFT, (c) => field(c, 'mobile').focus());
    expect(field(container, 'mobile').value).toBe('');
    await act(async () => type(field(container, 'mobile'), TYPED));
    expect(await submit()).toMatchObject({ ...OLD_DRAFT, mobile: TYPED });
  });

  it('a field typed into and left before the commit is validated at the commit, as one left afterwards is', async () => {
    const { container } = await hydrateLogin({}, (c) => {
      field(c, 'mobile').focus();
      type(field(c, 'mobile'), '12345');
      field(c, 'mobile').blur();
    });
    await act(async () => {});
    expect(field(container, 'mobile').value).toBe('12345');
    expect(container.textContent).toContain('Enter a valid mobile number');
    expect(field(container, 'mobile').getAttribute('aria-invalid')).toBe('true');
  });

  it('typed digits are kept as the field keeps them (digits only, ten at most)', async () => {
    const { container, submit } = await hydrateLogin(OLD_DRAFT, (c) => type(field(c, 'mobile'), '98765-432101'));
    expect(field(container, 'mobile').value).toBe(TYPED);
    expect(await submit()).toMatchObject({ mobile: TYPED });
  });
});
