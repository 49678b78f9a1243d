// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import { constantReaders } from '../../src/playground/model/constant-edits.ts';
import { type FileTexts } from '../../src/playground/model/files.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { ConstantsPanel } from '../../src/playground/studio/panels/constants-panel.tsx';
import { viewProgramme } from '../../src/playground/studio/studio-model.ts';

// The Constants tab adds a constant, renames one with everything that reads it in one undoable step, and refuses to
// remove one while a rule still reads it, saying which.

afterEach(cleanup);

const SCF = 'supply-chain-finance';
const folder = `journey-config/programmes/${SCF}/`;
const SCREEN = `${folder}screens/gst-entry.json`;
const shipped: FileTexts = readShippedFiles();

/** The shipped files with one screen of SCF reading `gstTurnoverThreshold` in a rule and in a text. */
const reading = (name: string): FileTexts => ({
  ...shipped,
  [SCREEN]: `${JSON.stringify({ $schema: '../../../meta/screen.schema.json', texts: { note: `Below {{${name}|inr}} no GST is needed` }, when: { '<': [{ var: 'saved.turnover.annualTurnover' }, { var: `constants.${name}` }] } }, null, 2)}\n`,
});

const constantsOf = (files: FileTexts) =>
  (JSON.parse(files[`${folder}constants.json`]!) as { constants: Record<string, unknown> }).constants;

function panel(files: FileTexts) {
  return hostPanel(files, (now, edit) => (
    <ConstantsPanel view={viewProgramme(sourceOf(now), SCF)} files={now} edit={edit} />
  ));
}

describe('the Constants tab', () => {
  it("adds a constant to the programme's own constants.json, set here", () => {
    const studio = panel(shipped);
    fireEvent.change(screen.getByLabelText("New constant's name"), { target: { value: 'gstTurnoverThreshold' } });
    fireEvent.change(screen.getByLabelText("New constant's value"), { target: { value: '4000000' } });
    fireEvent.change(screen.getByLabelText('What the new constant is for'), {
      target: { value: 'Below this annual turnover no GST number is needed.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add constant' }));
    expect(constantsOf(studio.files).gstTurnoverThreshold).toEqual({
      value: 4000000,
      description: 'Below this annual turnover no GST number is needed.',
    });
    expect((screen.getByLabelText('gstTurnoverThreshold') as HTMLInputElement).closest('tr')!.textContent).toContain(
      'set here',
    );
    fireEvent.change(screen.getByLabelText("New constant's name"), { target: { value: 'loanAmountMin' } });
    fireEvent.change(screen.getByLabelText("New constant's value"), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add constant' }));
    expect(screen.getByRole('alert').textContent).toBe('There is already a constant loanAmountMin.');
  }, 120_000);

  it('refuses to remove a constant a rule reads, naming the reader, and removes it once nothing does', () => {
    const files = reading('loanAmountMin');
    const withOwn: FileTexts = {
      ...files,
      [`${folder}constants.json`]: files[`${folder}constants.json`]!.replace(
        '"loanAmountMin"',
        '"gstTurnoverThreshold": { "value": 4000000 },\n    "loanAmountMin"',
      ),
    };
    const studio = panel({
      ...withOwn,
      [SCREEN]: withOwn[SCREEN]!.replaceAll('loanAmountMin', 'gstTurnoverThreshold'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove gstTurnoverThreshold' }));
    expect(screen.getByRole('alert').textContent).toBe(
      `gstTurnoverThreshold is still read by ${SCREEN}#/texts/note, ${SCREEN}#/when/</1/var: change those first.`,
    );
    expect(constantsOf(studio.files).gstTurnoverThreshold).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Remove loanAmountMin' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^loanAmountMin comes from the parent programme/);
  }, 120_000);

  it('renames a constant and every value that reads it in one step, which one undo takes back', () => {
    const base = reading('gstTurnoverThreshold');
    const files = {
      ...base,
      [`${folder}constants.json`]: base[`${folder}constants.json`]!.replace(
        '"loanAmountMin"',
        '"gstTurnoverThreshold": { "value": 4000000 },\n    "loanAmountMin"',
      ),
    };
    const studio = panel(files);
    fireEvent.click(screen.getByRole('button', { name: 'Rename gstTurnoverThreshold' }));
    fireEvent.change(screen.getByLabelText('New name of gstTurnoverThreshold'), { target: { value: 'gstThreshold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(constantsOf(studio.files)).toMatchObject({ gstThreshold: { value: 4000000 } });
    expect(constantsOf(studio.files).gstTurnoverThreshold).toBeUndefined();
    const screenFile = JSON.parse(studio.files[SCREEN]!) as { texts: { note: string }; when: unknown };
    expect(screenFile.texts.note).toBe('Below {{gstThreshold|inr}} no GST is needed');
    expect(screenFile.when).toEqual({
      '<': [{ var: 'saved.turnover.annualTurnover' }, { var: 'constants.gstThreshold' }],
    });
    expect(constantReaders(studio.files, SCF, 'gstTurnoverThreshold')).toEqual([]);
    expect(studio.labels).toEqual(['Rename constant gstTurnoverThreshold to gstThreshold']);
    act(() => studio.undo());
    expect(studio.files).toEqual(files);
  }, 120_000);
});
