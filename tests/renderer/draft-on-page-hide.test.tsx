// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { JourneyForm } from '../../src/renderer/form/journey-form.tsx';
import { handOverShownErrors, keepDraftsNow } from '../../src/renderer/form/keep-drafts.ts';
import { LightForm } from '../../src/renderer/form/light-form.tsx';
import { loadForm, loadProgramme, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

const programme = loadProgramme();

/**
 * A draft is written once typing pauses (a text field hands its text to the form after 300 ms, the draft follows 800 ms
 * later). A reload, a closed tab or a phone putting the browser away in that second ran no timer any more, and what
 * was typed was gone after the reload (the intermittent "a reload in the middle of a form" end-to-end failure: on a
 * loaded machine the draft came 1.1 to 1.4 s after typing). Leaving or hiding the page now keeps it at once.
 */
describe('what was typed is kept as a draft when the page is left or hidden', () => {
  it('a reload right after typing (the text still in its field, not handed to the form) keeps it', async () => {
    const form = await loadForm(programme, 'business-details-1');
    const onDraftChange = vi.fn();
    renderWithTheme(
      <JourneyForm {...form} idPrefix="bd1" onDraftChange={onDraftChange} onSubmit={vi.fn()} actions={null} />,
    );
    fireEvent.change(screen.getByLabelText(/Company PAN/), { target: { value: 'AAPFU0939F' } });
    fireEvent.blur(screen.getByLabelText(/Company PAN/));
    fireEvent.change(screen.getByLabelText(/Business name/), { target: { value: 'Half Typed Traders' } });
    onDraftChange.mockClear();
    // nothing after the event runs on a page being left: the draft is written while it is dispatched
    window.dispatchEvent(new Event('pagehide'));
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    expect(onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pan_number: 'AAPFU0939F', companyName: 'Half Typed Traders' }),
    );
  });

  it('the browser put in the background right after typing keeps it (light form)', async () => {
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
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '98765' } });
    expect(onDraftChange).not.toHaveBeenCalled();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      visibility.mockRestore();
    }
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ mobile: '98765' }));
  });

  it('a logout right after typing finds the draft (the shell asks before losing it)', async () => {
    const form = await loadForm(programme, 'business-details-1');
    const onDraftChange = vi.fn();
    renderWithTheme(
      <JourneyForm {...form} idPrefix="bd1" onDraftChange={onDraftChange} onSubmit={vi.fn()} actions={null} />,
    );
    fireEvent.change(screen.getByLabelText(/Business name/), { target: { value: 'Rejected Traders' } });
    keepDraftsNow();
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ companyName: 'Rejected Traders' }));
  });

  it('nothing typed since the last draft writes nothing more', async () => {
    const form = await loadForm(programme, 'business-details-1');
    const onDraftChange = vi.fn();
    renderWithTheme(
      <JourneyForm {...form} idPrefix="bd1" onDraftChange={onDraftChange} onSubmit={vi.fn()} actions={null} />,
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(onDraftChange).not.toHaveBeenCalled();
  });
});

describe('the errors a form showed, across a change of language', () => {
  it('are shown again by the same form drawn afresh (as a language change draws it), and only by the next one', async () => {
    const form = await loadForm(programme, 'business-details-1');
    const draw = () =>
      renderWithTheme(<JourneyForm {...form} idPrefix="bd1" onSubmit={vi.fn()} actions={<button>Continue</button>} />);
    const first = draw();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const shown = await screen.findAllByText('PAN number is required');
    expect(shown.length).toBeGreaterThan(0);
    // the change of language: what each form shows is handed over, and the form is drawn again from new files
    handOverShownErrors();
    first.unmount();
    const second = draw();
    expect((await screen.findAllByText('PAN number is required')).length).toBeGreaterThan(0);
    second.unmount();
    // a later visit of the screen starts afresh
    draw();
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryAllByText('PAN number is required')).toEqual([]);
  });
});
