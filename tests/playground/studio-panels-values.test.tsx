// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { type FileTexts } from '../../src/playground/model/files.ts';
import { createProgrammeFiles } from '../../src/playground/model/programme-edits.ts';
import { layeredFile, sourceOf } from '../../src/playground/model/programme-layers.ts';
import { PayloadsPanel } from '../../src/playground/studio/panels/payloads-panel.tsx';
import { StepSettingsPanel } from '../../src/playground/studio/panels/step-settings-panel.tsx';
import { TextsPanel } from '../../src/playground/studio/panels/texts-panel.tsx';
import { viewProgramme } from '../../src/playground/studio/studio-model.ts';
import { ProgrammePanel } from '../../src/playground/studio/values-panels.tsx';

// The studio's texts, payloads and step settings panels, each rendered alone over the shipped config with the
// studio's command history: an edit in the panel changes the programme's own file, and undo takes it back.

afterEach(cleanup);

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const BL = 'business-loan';
const folder = `journey-config/programmes/${SCF}/`;

/** A panel over the shipped files with the studio's history: `latest()` gives the files now, `undoLast()` undoes. */
const host = (panel: Parameters<typeof hostPanel>[1]) => hostPanel(shipped, panel);

const programmeOf = (files: FileTexts, id: string) => resolveProgramme(sourceOf(files), id).programme!;

describe('the texts panel', () => {
  it("finds a text, changes it in the programme's own texts.json, shows it set here, resets and undoes", () => {
    const studio = host((files, edit) => <TextsPanel programmeId={SCF} parent={BL} files={files} edit={edit} />);
    fireEvent.change(screen.getByLabelText('Search texts'), { target: { value: 'logged out' } });
    expect(screen.getByRole('status').textContent).toMatch(/^1 of \d+ texts$/);
    const box = screen.getByLabelText('toast_logged_out') as HTMLTextAreaElement;
    expect(box.value).toBe('Logged out successfully');
    fireEvent.change(box, { target: { value: 'You are logged out' } });
    expect(JSON.parse(studio.files[`${folder}texts.json`]!).texts).toEqual({ toast_logged_out: 'You are logged out' });
    expect(studio.files['journey-config/common/texts.json']).toBe(shipped['journey-config/common/texts.json']);
    expect(box.closest('tr')!.textContent).toContain('set here');
    fireEvent.click(screen.getByRole('button', { name: 'Reset toast_logged_out to parent' }));
    expect(studio.files[`${folder}texts.json`]).toBeUndefined();
    expect((screen.getByLabelText('toast_logged_out') as HTMLTextAreaElement).value).toBe('Logged out successfully');
    act(() => studio.undo());
    expect(programmeOf(studio.files, SCF).texts.toast_logged_out).toBe('You are logged out');
  });

  it('edits a common text only when the common texts are chosen, and adds a new text with a key the schema allows', () => {
    const studio = host((files, edit) => <TextsPanel programmeId={SCF} parent={BL} files={files} edit={edit} />);
    fireEvent.click(screen.getByLabelText('Common texts (every programme)'));
    fireEvent.change(screen.getByLabelText('Search texts'), { target: { value: 'generic_error' } });
    fireEvent.change(screen.getByLabelText('generic_error'), { target: { value: 'Something went wrong, sorry' } });
    expect(programmeOf(studio.files, BL).texts.generic_error).toBe('Something went wrong, sorry');
    expect(studio.files[`${folder}texts.json`]).toBeUndefined();
    fireEvent.click(screen.getByLabelText(`Texts of ${SCF}`));
    const add = screen.getByRole('form', { name: `New text in ${SCF}` });
    fireEvent.change(within(add).getByLabelText('Text key'), { target: { value: 'Bad Key' } });
    fireEvent.change(within(add).getByLabelText('Text'), { target: { value: 'Hello' } });
    fireEvent.submit(add);
    expect(within(add).getByRole('alert').textContent).toMatch(/lower-case letters/);
    fireEvent.change(within(add).getByLabelText('Text key'), { target: { value: 'line_welcome' } });
    fireEvent.submit(add);
    expect(programmeOf(studio.files, SCF).texts.line_welcome).toBe('Hello');
    expect(studio.labels).toEqual(['Change common text generic_error', `Add text line_welcome to ${SCF}`]);
  });
});

describe('the payloads panel', () => {
  it("shows a call's fields and where each comes from; adds a derived field, drops a common one, shows lint problems", () => {
    const studio = host((files, edit) => (
      <PayloadsPanel programme={programmeOf(files, SCF)} parent={BL} files={files} edit={edit} />
    ));
    fireEvent.change(screen.getByLabelText('Call'), { target: { value: 'createLead' } });
    const panel = screen.getByRole('group', { name: 'Call createLead' });
    expect(panel.textContent).toContain('POST /consumer/create/lead');
    expect(panel.textContent).toContain('Called by lead/create (create)');
    expect((within(panel).getByLabelText('Source of programCode') as HTMLSelectElement).value).toBe('context');
    const add = within(panel).getByRole('form', { name: 'New field of createLead' });
    fireEvent.change(within(add).getByLabelText('Field name'), { target: { value: 'surname' } });
    fireEvent.change(within(add).getByLabelText('Comes from'), { target: { value: 'derived' } });
    fireEvent.change(within(add).getByLabelText('Operation of the new field'), { target: { value: 'upper' } });
    fireEvent.change(within(add).getByLabelText('Variable of the new field'), {
      target: { value: 'saved.otherDetailsPayload.lastName' },
    });
    fireEvent.submit(add);
    expect(programmeOf(studio.files, SCF).payloads.createLead?.fields?.surname).toEqual({
      upper: { var: 'saved.otherDetailsPayload.lastName' },
    });
    expect(within(panel).getByLabelText('Operation of surname')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove field consents' }));
    expect(JSON.parse(studio.files[`${folder}payloads.json`]!).payloads.createLead.fields.consents).toBeNull();
    expect(within(panel).queryByLabelText('Source of consents')).toBeNull();
    fireEvent.change(within(panel).getByLabelText('Variable of programCode'), {
      target: { value: 'programme.noSuchThing' },
    });
    expect(within(panel).getByRole('list', { name: 'Problems of createLead' }).textContent).toContain(
      '/payloads/createLead/fields/programCode',
    );
    act(() => studio.undo());
    expect(within(panel).queryByRole('list', { name: 'Problems of createLead' })).toBeNull();
  });
});

/** The rule editor whose legend is `legend` (a DOM walk: role queries are slow over five rule builders). */
function ruleEditor(legend: string): HTMLFieldSetElement {
  const found = [...document.querySelectorAll('fieldset.st-rule > legend')].find((l) => l.textContent === legend);
  if (!found) throw new Error(`no rule editor "${legend}"`);
  return found.parentElement as HTMLFieldSetElement;
}

/** The step settings panel of the dealer programme over the studio's history (`chooser`: the studio's step choice). */
function hostStepSettings(chooser: { selected?: string; onSelect?(step: string): void } = {}) {
  return host((files, edit, epoch) => (
    <StepSettingsPanel
      {...chooser}
      programme={programmeOf(files, SCF)}
      parent={BL}
      layered={layeredFile(files, SCF, 'programme.json')}
      files={files}
      epoch={epoch}
      edit={edit}
    />
  ));
}

describe('the step settings panel', () => {
  it("has a field for each setting of the step meta-schema and a rule builder for each rule it has (others added); an edit is the step's $patch entry", () => {
    const studio = hostStepSettings();
    fireEvent.change(document.querySelector('.st-step-settings > select')!, { target: { value: 'gst-details' } });
    for (const key of [
      'title',
      'description',
      'home',
      'start',
      'edit',
      'completedBy',
      'submit',
      'action',
      'verifyingText',
    ])
      expect(document.getElementById(`step-gst-details_${key}`), key).not.toBeNull();
    expect(ruleEditor('verifyingWhen of GST Details').querySelector('textarea')!.value).toContain('workflow');
    const addRule = () =>
      document.querySelector('.st-step-settings > label:last-of-type > select') as HTMLSelectElement;
    expect([...addRule().options].map((o) => o.value)).toEqual([
      '',
      'completedWhen',
      'status',
      'requiredWhen',
      'skipWhen',
    ]);
    const origins = () => document.querySelector('ul.st-origins')!.textContent;
    expect(origins()).toContain('title inherited from business-loan');
    const title = document.getElementById('step-gst-details_title') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'GST returns' } });
    fireEvent.blur(title);
    const own = () => JSON.parse(studio.files[`${folder}programme.json`]!);
    expect(own().steps).toEqual({ $patch: [{ id: 'gst-details', title: 'GST returns' }] });
    expect(origins()).toContain('title set here');
    fireEvent.change(addRule(), { target: { value: 'skipWhen' } });
    const skip = ruleEditor('skipWhen of GST returns').querySelector('textarea')!;
    fireEvent.change(skip, { target: { value: '{"==": [{"var": "lead.leadId"}, "x"]}' } });
    expect(own().steps).toEqual({
      $patch: [{ id: 'gst-details', title: 'GST returns', skipWhen: { '==': [{ var: 'lead.leadId' }, 'x'] } }],
    });
    expect(programmeOf(studio.files, SCF).programme.steps?.find((s) => s.id === 'gst-details')?.skipWhen).toEqual({
      '==': [{ var: 'lead.leadId' }, 'x'],
    });
    // one command per edit (undo is shown in the texts and payloads tests: it redraws the panel, a second here)
    expect(studio.labels).toEqual(['Change title of step gst-details', 'Change skipWhen of step gst-details']);
  });

  it("creates a constant where a step's rule compares with one (the Done-means' GST threshold)", () => {
    const studio = hostStepSettings({ selected: 'gst-details' });
    const addRule = document.querySelector('.st-step-settings > label:last-of-type > select') as HTMLSelectElement;
    fireEvent.change(addRule, { target: { value: 'skipWhen' } });
    const skip = ruleEditor('skipWhen of GST Details');
    fireEvent.change(skip.querySelector('textarea')!, {
      target: { value: '{"<": [{"var": "lead.requiredLoanAmount"}, 1]}' },
    });
    fireEvent.click(within(skip).getByText('Compare with a new constant'));
    fireEvent.change(within(skip).getByLabelText(/^New constant's name/), {
      target: { value: 'gstTurnoverThreshold' },
    });
    fireEvent.change(within(skip).getByLabelText(/^New constant's value/), { target: { value: '4000000' } });
    fireEvent.click(within(skip).getByRole('button', { name: 'Create the constant and compare with it' }));
    expect(JSON.parse(studio.files[`${folder}constants.json`]!).constants.gstTurnoverThreshold).toMatchObject({
      value: 4000000,
    });
    expect(JSON.parse(studio.files[`${folder}programme.json`]!).steps.$patch).toContainEqual({
      id: 'gst-details',
      skipWhen: { '<': [{ var: 'lead.requiredLoanAmount' }, { var: 'constants.gstTurnoverThreshold' }] },
    });
    expect(studio.labels.slice(-2)).toEqual([
      'Add constant gstTurnoverThreshold',
      'Change skipWhen of step gst-details',
    ]);
  });

  it('shows the step the studio keeps chosen, and tells the studio when another is chosen', () => {
    const chosen: string[] = [];
    hostStepSettings({ selected: 'gst-details', onSelect: (step) => chosen.push(step) });
    expect((document.querySelector('.st-step-settings > select') as HTMLSelectElement).value).toBe('gst-details');
    fireEvent.change(document.querySelector('.st-step-settings > select')!, { target: { value: 'business-details' } });
    expect(chosen).toEqual(['business-details']);
  });
});

describe('the programme panel', () => {
  it('shows the brand and platform name the borrower sees, inherited, and sets them in the programme', () => {
    const meta = JSON.parse(shipped['journey-config/meta/programme.schema.json']!);
    const files = {
      ...shipped,
      ...createProgrammeFiles({ id: 'msme-od', title: 'MSME Overdraft', programCode: 'MSME_OD', extends: BL }),
    };
    const studio = hostPanel(files, (now, edit, epoch) => (
      <ProgrammePanel
        view={viewProgramme(sourceOf(now), 'msme-od')}
        files={now}
        epoch={epoch}
        edit={edit}
        meta={meta}
      />
    ));
    const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    const brand = 'Brand in the header (brand.name)';
    expect(screen.getByText(/^The header shows the brand, never the programme's title/).textContent).toContain(
      '“MSME Overdraft”',
    );
    expect(box(brand).value).toBe('Udyam Business Loans');
    expect(box(brand).parentElement!.textContent).toContain(`inherited from ${BL}`);
    expect(box('Platform name in "Powered by" (identity.platformName)').value).toBe('Udyam Business Loans');
    fireEvent.change(box(brand), { target: { value: 'MSME Overdraft' } });
    expect(JSON.parse(studio.files['journey-config/programmes/msme-od/programme.json']!).brand).toEqual({
      name: 'MSME Overdraft',
    });
    expect(programmeOf(studio.files, 'msme-od').programme.brand.name).toBe('MSME Overdraft');
    expect(box(brand).parentElement!.textContent).toContain('set here');
  });
});
