// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { Screen } from '../../src/engine/types.ts';
import type { FrameTarget } from '../../src/playground/preview-frame.tsx';

// The screen as the borrower sees it (the renderer, seconds in jsdom) stands in as its title, drawn in its frame: what
// is checked here is which programme, in which language, the preview is given.
vi.mock('../../src/playground/screen-preview.tsx', () => ({
  ScreenPreview: ({ screen: shown, frame }: { screen: Screen; frame?: FrameTarget }) =>
    frame ? createPortal(<h1>{shown.title}</h1>, frame.root) : <h1>{shown.title}</h1>,
}));
vi.mock('../../src/playground/studio/example-results.tsx', () => ({ ExampleResults: () => <p>examples</p> }));
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import { stubStudioServer } from './studio-server-stub.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { FileTexts } from '../../src/playground/model/files.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { exportXliff, sourceKey } from '../../src/playground/model/translation-xliff.ts';
import { TranslationsPanel } from '../../src/playground/studio/panels/translations-panel.tsx';
import { StudioApp } from '../../src/playground/studio/studio-app.tsx';

// The Translations tab: a grid of the programme's texts in one of its languages, filtered by missing or draft, edited
// in place through the studio's history, and a screen previewed at 412 px in that language.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const HI_BL = 'journey-config/locales/hi-IN/business-loan.json';
const HI_COMMON = 'journey-config/locales/hi-IN/common.json';
const CONSENT = 'I agree to the Terms and Conditions';

/** The shipped files with Login untranslated in Hindi and the consent's Hindi reviewed. */
function withGaps(): FileTexts {
  const own = JSON.parse(shipped[HI_BL]!) as { messages: Record<string, unknown> };
  delete own.messages.Login;
  const common = JSON.parse(shipped[HI_COMMON]!) as { messages: Record<string, unknown> };
  common.messages[CONSENT] = { text: 'मैं नियम और शर्तों से सहमत हूँ', status: 'reviewed', reviewer: 'A. Translator' };
  return {
    ...shipped,
    [HI_BL]: `${JSON.stringify(own, null, 2)}\n`,
    [HI_COMMON]: `${JSON.stringify(common, null, 2)}\n`,
  };
}

function hostTranslations(files: FileTexts, onPreview = vi.fn()) {
  const studio = hostPanel(files, (now, edit) => <LocaleHost files={now} edit={edit} onPreview={onPreview} />);
  return { studio, onPreview };
}

/** The panel with its locale kept as the studio's selection keeps it. */
function LocaleHost(props: {
  files: FileTexts;
  edit: Parameters<typeof TranslationsPanel>[0]['edit'];
  onPreview(): void;
}) {
  const [locale, setLocale] = useState<string>();
  return (
    <TranslationsPanel
      programme={resolveProgramme(sourceOf(props.files), BL).programme!}
      files={props.files}
      {...(locale ? { locale } : {})}
      onLocale={setLocale}
      onPreview={props.onPreview}
      edit={props.edit}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: /^Translations into/ }))
    .getAllByRole('row')
    .slice(1);
const box = (source: string) => screen.getByLabelText(`Translation of: ${source}`) as HTMLTextAreaElement;
const search = (words: string) =>
  fireEvent.change(screen.getByLabelText('Search translations'), { target: { value: words } });

describe('the Translations panel', () => {
  it('counts the texts by status and filters the missing and the drafts; a reviewed text is no draft', () => {
    hostTranslations(withGaps());
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^(\d+) texts, 1 missing, (\d+) draft, 1 reviewed/);
    const [, all, drafts] = /^(\d+) texts, 1 missing, (\d+) draft/.exec(status.textContent!)!.map(Number);
    expect(drafts).toBe(all! - 2);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Key',
      'Source',
      'Translation',
      'Status',
      'Preview',
    ]);
    fireEvent.click(screen.getByLabelText('Missing'));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Login']);
    expect(within(bodyRows()[0]!).getByRole('rowheader').textContent).toContain(
      'journey-config/programmes/business-loan/screens/login.json#/title',
    );
    fireEvent.click(screen.getByLabelText('Draft'));
    search('Terms and Conditions');
    expect(screen.queryByLabelText(`Translation of: ${CONSENT}`)).toBeNull();
    fireEvent.click(screen.getByLabelText('All'));
    expect(box(CONSENT).closest('tr')!.getAttribute('data-status')).toBe('reviewed');
    expect(screen.getByText(/never marks a translation reviewed/)).toBeTruthy();
  });

  it('writes a translation through the history, and undo gives the file back as it was', () => {
    const files = withGaps();
    const { studio } = hostTranslations(files);
    fireEvent.click(screen.getByLabelText('Missing'));
    fireEvent.change(box('Login'), { target: { value: 'लॉ' } });
    // the row stays while it is typed in, though it is no longer missing
    fireEvent.change(box('Login'), { target: { value: 'लॉग इन' } });
    expect(JSON.parse(studio.files[HI_BL]!).messages.Login).toBe('लॉग इन');
    expect(box('Login').closest('tr')!.getAttribute('data-status')).toBe('draft');
    expect(studio.labels).toEqual(['Translate "Login" into hi-IN']);
    act(() => studio.undo());
    expect(studio.files[HI_BL]).toBe(files[HI_BL]);
    expect(box('Login').value).toBe('');
  });

  it('makes a reviewed translation a draft when it is changed, and undo makes it reviewed again', () => {
    const files = withGaps();
    const { studio } = hostTranslations(files);
    search('Terms and Conditions');
    fireEvent.change(box(CONSENT), { target: { value: 'मैं सहमत हूँ' } });
    expect(JSON.parse(studio.files[HI_COMMON]!).messages[CONSENT]).toBe('मैं सहमत हूँ');
    expect(box(CONSENT).closest('tr')!.getAttribute('data-status')).toBe('draft');
    act(() => studio.undo());
    expect(studio.files[HI_COMMON]).toBe(files[HI_COMMON]);
    expect(box(CONSENT).closest('tr')!.getAttribute('data-status')).toBe('reviewed');
  });

  it('switches to another language, and asks for a screen to be previewed in it', () => {
    const { onPreview } = hostTranslations(shipped);
    search('Login');
    expect(box('Login').value).toBe('लॉग इन');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ta-IN' } });
    expect(box('Login').value).toBe('உள்நுழைவு');
    fireEvent.click(within(box('Login').closest('tr')!).getByRole('button', { name: 'Preview login' }));
    expect(onPreview).toHaveBeenCalledWith('login', 'ta-IN');
  });
});

describe("the panel's XLIFF exchange", () => {
  it('downloads the XLIFF file of the programme in the language through a Blob URL', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect([this.download, this.href]).toEqual(['business-loan.hi-IN.xlf', 'blob:x']);
    });
    hostTranslations(shipped);
    fireEvent.click(screen.getByRole('button', { name: 'Export business-loan in hi-IN' }));
    await screen.findByText('Exported business-loan.hi-IN.xlf.');
    expect(saved).toHaveBeenCalledOnce();
    const programme = resolveProgramme(sourceOf(shipped), BL).programme!;
    expect(await blobs[0]!.text()).toBe((await exportXliff(shipped, programme, 'hi-IN')).text);
  });

  it('imports a file as one undoable command, and names the units it cannot place', async () => {
    const { studio } = hostTranslations(shipped);
    const programme = resolveProgramme(sourceOf(shipped), BL).programme!;
    const { text } = await exportXliff(shipped, programme, 'hi-IN');
    const changed = text
      .replace('<target>OTP पाएँ</target>', '<target>OTP मँगाएँ</target>')
      .replace('<target>लॉग इन</target>', '<target>साइन इन</target>')
      .replace(`<unit id="${sourceKey('Change')}">`, '<unit id="tgone">');
    const file = new File([changed], 'agency.xlf', { type: 'application/xliff+xml' });
    fireEvent.change(screen.getByLabelText('Import XLIFF'), { target: { files: [file] } });
    const outcome = await screen.findByRole('status', { name: 'Exchange outcome' });
    expect(outcome.textContent).toContain('Imported agency.xlf: 2 translations changed; 1 not applied.');
    expect(outcome.textContent).toContain('unit tgone: no text of the programme has this key (source "Change")');
    expect(studio.labels).toEqual(['Import agency.xlf: 2 translations into hi-IN']);
    const messages = JSON.parse(studio.files[HI_BL]!).messages as Record<string, string>;
    expect([messages['Get OTP'], messages.Login]).toEqual(['OTP मँगाएँ', 'साइन इन']);
    act(() => studio.undo());
    expect(studio.files[HI_BL]).toBe(shipped[HI_BL]);
  });
});

/** The phone preview's frame, loaded: jsdom does not load a srcdoc, so its document is written as a browser would. */
function loadPhoneFrame(): Document {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title$=" at 412 px"]')!;
  frame.contentDocument!.body.innerHTML = '<div id="preview-root"></div>';
  fireEvent.load(frame);
  return frame.contentDocument!;
}

describe('the preview in a language', () => {
  it("draws the screen at 412 px in the Translations tab's language, and in the one chosen beside the preview", async () => {
    stubStudioServer(shipped);
    window.history.replaceState(null, '', `/?programme=${BL}&tab=Translations&screen=login`);
    render(<StudioApp />);
    const tab = await screen.findByRole('tabpanel', { name: 'Translations' }, { timeout: 20_000 });
    const phone = await waitFor(loadPhoneFrame);
    await waitFor(() => expect(phone.body.textContent).toBe('Login'));
    fireEvent.change(within(tab).getByLabelText('Language'), { target: { value: 'hi-IN' } });
    fireEvent.change(within(tab).getByLabelText('Search translations'), { target: { value: 'Login' } });
    const row = within(tab).getByLabelText('Translation of: Login').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Preview login' }));
    await waitFor(() => expect(phone.body.textContent).toBe('लॉग इन'));
    expect(window.location.search).toBe(`?programme=${BL}&tab=Translations&screen=login&locale=hi-IN`);
    fireEvent.change(screen.getByLabelText('Language of the preview'), { target: { value: 'ta-IN' } });
    await waitFor(() => expect(phone.body.textContent).toBe('உள்நுழைவு'));
    fireEvent.change(screen.getByLabelText('Language of the preview'), { target: { value: 'en-IN' } });
    await waitFor(() => expect(phone.body.textContent).toBe('Login'));
  }, 30_000);
});
