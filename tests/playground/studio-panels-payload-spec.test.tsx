// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import { type FileTexts } from '../../src/playground/model/files.ts';
import { SpecSettings } from '../../src/playground/studio/panels/payload-spec.tsx';

// A call's required fields, merge list and variants in the Payloads tab, rendered alone over the shipped config with
// the studio's history: each edit is a key of the child's own payloads.json, shown set here with reset, undoable.

afterEach(cleanup);

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const ownFile = `journey-config/programmes/${SCF}/payloads.json`;

function host() {
  return hostPanel(shipped, (files, edit) => (
    <SpecSettings
      programmeId={SCF}
      endpoint="createApplicant"
      parent="business-loan"
      fieldNames={['leadId', 'applicantType']}
      files={files}
      edit={edit}
    />
  ));
}
const own = (files: FileTexts) => JSON.parse(files[ownFile]!).payloads as unknown;

describe("a call's required, merge and variants", () => {
  it('requires a field, adds to the merge list, shows both set here, resets and undoes', () => {
    const studio = host();
    const settings = screen.getByRole('group', { name: 'Settings of createApplicant' });
    const required = within(settings).getAllByRole('group')[0]!;
    expect(required.textContent).toContain('common spec');
    fireEvent.click(within(settings).getByLabelText('Require applicantType in createApplicant'));
    expect(own(studio.files)).toEqual({ createApplicant: { required: ['leadId', 'applicantType'] } });
    expect(within(settings).getByRole('button', { name: 'Reset required of createApplicant to parent' })).toBeTruthy();
    fireEvent.change(within(settings).getByLabelText('Add to merge of createApplicant'), {
      target: { value: 'saved.otherDetailsPayload' },
    });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Merge of createApplicant' })).getByRole('button', { name: 'Add' }),
    );
    expect(own(studio.files)).toEqual({
      createApplicant: { required: ['leadId', 'applicantType'], merge: ['form', 'saved.otherDetailsPayload'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset required of createApplicant to parent' }));
    expect(own(studio.files)).toEqual({ createApplicant: { merge: ['form', 'saved.otherDetailsPayload'] } });
    act(() => studio.undo());
    act(() => studio.undo());
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
  });

  it("drops a common variant as null, adds one with a field, and edits a variant's merge list", () => {
    const studio = host();
    fireEvent.click(screen.getByRole('button', { name: 'Remove variant co-applicant of createApplicant' }));
    expect(own(studio.files)).toEqual({ createApplicant: { variants: { specs: { 'co-applicant': null } } } });
    expect(screen.queryByRole('group', { name: 'Settings of createApplicant co-applicant' })).toBeNull();
    fireEvent.change(screen.getByLabelText('New variant of createApplicant'), { target: { value: 'guarantor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    const add = screen.getByRole('form', { name: 'New field of createApplicant guarantor' });
    fireEvent.change(within(add).getByLabelText('Field name'), { target: { value: 'applicantRole' } });
    fireEvent.change(within(add).getByLabelText('Comes from'), { target: { value: 'context' } });
    fireEvent.change(within(add).getByLabelText('Variable of the new field in createApplicant guarantor'), {
      target: { value: 'params.applicantRole' },
    });
    fireEvent.submit(add);
    expect(
      (screen.getByLabelText('Source of applicantRole in createApplicant guarantor') as HTMLSelectElement).value,
    ).toBe('context');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Merge of createApplicant borrower' })).getByRole('button', {
        name: 'Remove form from merge of createApplicant borrower',
      }),
    );
    expect(own(studio.files)).toEqual({
      createApplicant: {
        variants: {
          specs: {
            'co-applicant': null,
            guarantor: { fields: { applicantRole: { var: 'params.applicantRole' } } },
            borrower: { merge: ['saved.otherDetailsPayload'] },
          },
        },
      },
    });
  });

  it("a variant's field has the call's source picker: picking a source rewrites the one line in the JSON text, undo restores it", () => {
    const studio = host();
    const variant = 'createApplicant co-applicant';
    const source = () => screen.getByLabelText(`Source of applicantRole in ${variant}`) as HTMLSelectElement;
    const row = () => source().closest('tr')!;
    expect(source().value).toBe('context');
    expect((screen.getByLabelText(`Variable of applicantRole in ${variant}`) as HTMLInputElement).value).toBe(
      'params.applicantRole',
    );
    expect(row().textContent).toContain('common spec');
    fireEvent.change(source(), { target: { value: 'derived' } });
    fireEvent.change(screen.getByLabelText(`Operation of applicantRole in ${variant}`), { target: { value: 'upper' } });
    expect(studio.files[ownFile]).toBe(
      [
        '{',
        '  "$schema": "../../meta/payloads.schema.json",',
        '  "payloads": {',
        '    "createApplicant": {',
        '      "variants": {',
        '        "specs": {',
        '          "co-applicant": {',
        '            "fields": {',
        '              "applicantRole": { "upper": { "var": "params.applicantRole" }, "var": null }',
        '            }',
        '          }',
        '        }',
        '      }',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(row().textContent).toContain('set here');
    expect(source().value).toBe('derived');
    expect(studio.labels).toEqual([`Change field applicantRole of ${variant}`]);
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
    expect(source().value).toBe('context');
    fireEvent.click(screen.getByRole('button', { name: `Remove field applicantRole in ${variant}` }));
    expect(own(studio.files)).toEqual({
      createApplicant: { variants: { specs: { 'co-applicant': { fields: { applicantRole: null } } } } },
    });
    expect(screen.queryByLabelText(`Source of applicantRole in ${variant}`)).toBeNull();
  });
});
