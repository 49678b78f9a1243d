import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { payloadSpecFor } from '../../src/engine/payloads.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import { record, redo, startHistory, undo } from '../../src/playground/model/history.ts';
import { COMMON_PAYLOADS } from '../../src/playground/model/payload-edits.ts';
import {
  addVariant, listVariants, removeVariant, resetSpecKey, setMerge, setRequired, setSpecField, specKeyOrigin,
} from '../../src/playground/model/payload-spec-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';

// A call's `required`, `merge` and `variants` (payloads.schema.json), written as keys of the programme's own
// payloads.json over the common specs: a list whole (as merge patch writes lists), a variant as one key.

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const own = `journey-config/programmes/${SCF}/payloads.json`;
const payloads = (files: FileTexts) => resolveProgramme(sourceOf(files), SCF).programme!.payloads;

describe('spec edits: each edit\'s result', () => {
  it.each<[string, (f: FileTexts) => Edit[], unknown, (f: FileTexts) => unknown, unknown]>([
    ['a field made required: the list as resolved, with it', (f) => setRequired(f, SCF, 'updateLead', undefined, 'pan', true),
      { updateLead: { required: ['leadId', 'pan'] } }, (f) => payloads(f).updateLead?.required, ['leadId', 'pan']],
    ['a field no longer required', (f) => setRequired(f, SCF, 'createLead', undefined, 'geoLocation', false),
      { createLead: { required: ['consentTimestamp', 'contactNumber'] } }, (f) => payloads(f).createLead?.required, ['consentTimestamp', 'contactNumber']],
    ['the merge list', () => setMerge(SCF, 'updateLead', undefined, ['saved.otherDetailsPayload', 'form']),
      { updateLead: { merge: ['saved.otherDetailsPayload', 'form'] } }, (f) => payloads(f).updateLead?.merge, ['saved.otherDetailsPayload', 'form']],
    ['a variant\'s merge list', () => setMerge(SCF, 'createApplicant', 'borrower', ['form']),
      { createApplicant: { variants: { specs: { borrower: { merge: ['form'] } } } } }, (f) => payloadSpecFor(payloads(f), 'createApplicant', { applicantType: 'borrower' }).merge, ['form']],
    ['a new variant with a field', (f) => [...addVariant(f, SCF, 'createApplicant', 'guarantor', { merge: ['form'] }), ...setSpecField(SCF, 'createApplicant', 'guarantor', 'applicantRole', 'GUARANTOR')],
      { createApplicant: { variants: { specs: { guarantor: { merge: ['form'], fields: { applicantRole: 'GUARANTOR' } } } } } }, (f) => payloadSpecFor(payloads(f), 'createApplicant', { applicantType: 'guarantor' }).fields?.applicantRole, 'GUARANTOR'],
    ['a common variant dropped: null in the child', (f) => removeVariant(f, SCF, 'createApplicant', 'co-applicant'),
      { createApplicant: { variants: { specs: { 'co-applicant': null } } } }, (f) => listVariants(f, SCF, 'createApplicant').names, ['borrower']],
  ])('%s', (_name, edits, ownPayloads, read, expected) => {
    const after = applyEdits(shipped, edits(shipped));
    expect(JSON.parse(after[own]!).payloads).toEqual(ownPayloads);
    expect(read(after)).toEqual(expected);
    expect(after[COMMON_PAYLOADS]).toBe(shipped[COMMON_PAYLOADS]);
    const h = record(startHistory(shipped), { label: 'spec', before: shipped, after, at: 0 });
    expect(undo(h).present).toEqual(shipped);
    expect(redo(undo(h)).present).toEqual(after);
  });
});

describe('where a spec key comes from, and reset', () => {
  it('says common, then set here; reset takes the child\'s value (and the emptied file) away', () => {
    expect(specKeyOrigin(shipped, SCF, 'createLead', undefined, 'required')).toBe('common');
    expect(specKeyOrigin(shipped, SCF, 'createApplicant', 'borrower', 'merge')).toBe('common');
    expect(specKeyOrigin(shipped, SCF, 'createLead', undefined, 'variants')).toBeUndefined();
    const after = applyEdits(shipped, setRequired(shipped, SCF, 'createLead', undefined, 'programCode', true));
    expect(specKeyOrigin(after, SCF, 'createLead', undefined, 'required')).toBe('own');
    expect(applyEdits(after, resetSpecKey(after, SCF, 'createLead', undefined, 'required'))).toEqual(shipped);
    expect(resetSpecKey(shipped, SCF, 'createLead', undefined, 'required')).toEqual([]);
  });

  it('a second change of a list is a one-line diff, and lint passes on the result', () => {
    const once = applyEdits(shipped, setRequired(shipped, SCF, 'updateLead', undefined, 'pan', true));
    const twice = applyEdits(once, setRequired(once, SCF, 'updateLead', undefined, 'pan', false));
    const before = once[own]!.split('\n');
    const after = twice[own]!.split('\n');
    expect(after.filter((l) => !before.includes(l))).toHaveLength(1);
    expect(before.filter((l) => !after.includes(l))).toHaveLength(1);
    expect(lintConfig(sourceOf(twice), SCF)).toEqual([]);
  });
});
