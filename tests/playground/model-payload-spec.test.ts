import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { payloadSpecFor } from '../../src/engine/payloads.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type Edit, type FileTexts } from '../../src/playground/model/files.ts';
import { record, redo, startHistory, undo } from '../../src/playground/model/history.ts';
import {
  COMMON_PAYLOADS,
  removePayloadField,
  resetPayloadField,
  setPayloadField,
  specFields,
} from '../../src/playground/model/payload-edits.ts';
import {
  addVariant,
  listVariants,
  removeVariant,
  resetSpecKey,
  setMerge,
  setRequired,
  specKeyOrigin,
} from '../../src/playground/model/payload-spec-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';

// A call's `required`, `merge` and `variants` (payloads.schema.json), written as keys of the programme's own
// payloads.json over the common specs: a list whole (as merge patch writes lists), a variant as one key.

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const own = `journey-config/programmes/${SCF}/payloads.json`;
const payloads = (files: FileTexts) => resolveProgramme(sourceOf(files), SCF).programme!.payloads;

describe("spec edits: each edit's result", () => {
  it.each<[string, (f: FileTexts) => Edit[], unknown, (f: FileTexts) => unknown, unknown]>([
    [
      'a field made required: the list as resolved, with it',
      (f) => setRequired(f, SCF, 'updateLead', undefined, 'pan', true),
      { updateLead: { required: ['leadId', 'pan'] } },
      (f) => payloads(f).updateLead?.required,
      ['leadId', 'pan'],
    ],
    [
      'a field no longer required',
      (f) => setRequired(f, SCF, 'createLead', undefined, 'geoLocation', false),
      { createLead: { required: ['consentTimestamp', 'contactNumber'] } },
      (f) => payloads(f).createLead?.required,
      ['consentTimestamp', 'contactNumber'],
    ],
    [
      'the merge list',
      () => setMerge(SCF, 'updateLead', undefined, ['saved.otherDetailsPayload', 'form']),
      { updateLead: { merge: ['saved.otherDetailsPayload', 'form'] } },
      (f) => payloads(f).updateLead?.merge,
      ['saved.otherDetailsPayload', 'form'],
    ],
    [
      "a variant's merge list",
      () => setMerge(SCF, 'createApplicant', 'borrower', ['form']),
      { createApplicant: { variants: { specs: { borrower: { merge: ['form'] } } } } },
      (f) => payloadSpecFor(payloads(f), 'createApplicant', { applicantType: 'borrower' }).merge,
      ['form'],
    ],
    [
      'a new variant with a field',
      (f) => [
        ...addVariant(f, SCF, 'createApplicant', 'guarantor', { merge: ['form'] }),
        ...setPayloadField(f, SCF, 'createApplicant', 'applicantRole', 'GUARANTOR', 'guarantor'),
      ],
      {
        createApplicant: {
          variants: { specs: { guarantor: { merge: ['form'], fields: { applicantRole: 'GUARANTOR' } } } },
        },
      },
      (f) => payloadSpecFor(payloads(f), 'createApplicant', { applicantType: 'guarantor' }).fields?.applicantRole,
      'GUARANTOR',
    ],
    [
      'a common variant dropped: null in the child',
      (f) => removeVariant(f, SCF, 'createApplicant', 'co-applicant'),
      { createApplicant: { variants: { specs: { 'co-applicant': null } } } },
      (f) => listVariants(f, SCF, 'createApplicant').names,
      ['borrower'],
    ],
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
  it("says common, then set here; reset takes the child's value (and the emptied file) away", () => {
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
    // the child's file patches the common variants (no param, no copy of a spec): lint passes with a variant of its own too
    const withOwnVariant = applyEdits(twice, [
      ...addVariant(twice, SCF, 'createApplicant', 'guarantor', { merge: ['form'] }),
      ...setPayloadField(twice, SCF, 'createApplicant', 'applicantRole', { var: 'params.applicantRole' }, 'guarantor'),
    ]);
    expect(JSON.parse(withOwnVariant[own]!).payloads.createApplicant.variants).not.toHaveProperty('param');
    expect(lintConfig(sourceOf(withOwnVariant), SCF)).toEqual([]);
  });
});

// A variant's own fields, edited as the call's are (payloads.schema.json `variants.specs.<name>.fields`): each a key
// of the child's own payloads.json under the variant, never a copy of the common variant.
const withRole = applyEdits(
  shipped,
  setPayloadField(shipped, SCF, 'createApplicant', 'applicantRole', { var: 'form.applicantRole' }, 'co-applicant'),
);
const withGuarantor = applyEdits(shipped, [
  ...addVariant(shipped, SCF, 'createApplicant', 'guarantor'),
  ...setPayloadField(shipped, SCF, 'createApplicant', 'applicantRole', { var: 'params.applicantRole' }, 'guarantor'),
]);
const specs = (variants: Record<string, unknown>) => ({ createApplicant: { variants: { specs: variants } } });
const fieldsOf = (variant: string) => (f: FileTexts) => specFields(f, SCF, 'createApplicant', variant);

describe("a variant's fields: each edit's result", () => {
  it.each<[string, FileTexts, (f: FileTexts) => Edit[], unknown, (f: FileTexts) => unknown, unknown]>([
    [
      "a common variant's field read from a form field: one key under the variant",
      shipped,
      (f) => setPayloadField(f, SCF, 'createApplicant', 'applicantRole', { var: 'form.applicantRole' }, 'co-applicant'),
      specs({ 'co-applicant': { fields: { applicantRole: { var: 'form.applicantRole' } } } }),
      fieldsOf('co-applicant'),
      [{ name: 'applicantRole', rule: { var: 'form.applicantRole' }, origin: 'own', required: false }],
    ],
    [
      "a common variant's field made a derived value: the common rule's key nulled, so the resolved rule is the new one",
      shipped,
      (f) =>
        setPayloadField(
          f,
          SCF,
          'createApplicant',
          'applicantRole',
          { upper: { var: 'params.applicantRole' } },
          'co-applicant',
        ),
      specs({ 'co-applicant': { fields: { applicantRole: { upper: { var: 'params.applicantRole' }, var: null } } } }),
      (f) => payloadSpecFor(payloads(f), 'createApplicant', { applicantType: 'co-applicant' }).fields?.applicantRole,
      { upper: { var: 'params.applicantRole' } },
    ],
    [
      "a new field of a common variant, required by the call's list when the variant has none",
      shipped,
      (f) =>
        setPayloadField(f, SCF, 'createApplicant', 'leadId', { var: 'saved.otherDetailsPayload.leadId' }, 'borrower'),
      specs({ borrower: { fields: { leadId: { var: 'saved.otherDetailsPayload.leadId' } } } }),
      fieldsOf('borrower'),
      [{ name: 'leadId', rule: { var: 'saved.otherDetailsPayload.leadId' }, origin: 'own', required: true }],
    ],
    [
      "a common variant's field removed: null in the child, not sent",
      shipped,
      (f) => removePayloadField(f, SCF, 'createApplicant', 'applicantRole', 'co-applicant'),
      specs({ 'co-applicant': { fields: { applicantRole: null } } }),
      (f) => payloadSpecFor(payloads(f), 'createApplicant', { applicantType: 'co-applicant' }).fields,
      {
        leadId: { var: 'lead.leadId' },
        applicantType: { var: 'params.applicantType' },
        answers: { var: 'computed.answers' },
      },
    ],
    [
      "the child's value of a common variant's field reset: the file, left empty, goes",
      withRole,
      (f) => resetPayloadField(f, SCF, 'createApplicant', 'applicantRole', 'co-applicant'),
      undefined,
      fieldsOf('co-applicant'),
      [{ name: 'applicantRole', rule: { var: 'params.applicantRole' }, origin: 'common', required: false }],
    ],
    [
      "the last field of the child's own variant removed: the variant stays, empty",
      withGuarantor,
      (f) => removePayloadField(f, SCF, 'createApplicant', 'applicantRole', 'guarantor'),
      specs({ guarantor: {} }),
      (f) => listVariants(f, SCF, 'createApplicant').names,
      ['borrower', 'co-applicant', 'guarantor'],
    ],
    [
      "the last key of the child's own variant reset: the variant stays, empty",
      applyEdits(shipped, addVariant(shipped, SCF, 'createApplicant', 'guarantor', { merge: ['form'] })),
      (f) => resetSpecKey(f, SCF, 'createApplicant', 'guarantor', 'merge'),
      specs({ guarantor: {} }),
      (f) => listVariants(f, SCF, 'createApplicant').names,
      ['borrower', 'co-applicant', 'guarantor'],
    ],
  ])('%s', (_name, start, edits, ownPayloads, read, expected) => {
    const after = applyEdits(start, edits(start));
    expect(after[own] === undefined ? undefined : JSON.parse(after[own]).payloads).toEqual(ownPayloads);
    expect(read(after)).toEqual(expected);
    expect(after[COMMON_PAYLOADS]).toBe(shipped[COMMON_PAYLOADS]);
    const h = record(startHistory(start), { label: 'variant field', before: start, after, at: 0 });
    expect(undo(h).present).toEqual(start);
    expect(redo(undo(h)).present).toEqual(after);
  });

  it("a second change of a variant's field is a one-line diff of the text, and lint passes on the result", () => {
    const twice = applyEdits(
      withRole,
      setPayloadField(
        withRole,
        SCF,
        'createApplicant',
        'applicantRole',
        { upper: { var: 'params.applicantRole' } },
        'co-applicant',
      ),
    );
    const before = withRole[own]!.split('\n');
    const after = twice[own]!.split('\n');
    expect(after.filter((l) => !before.includes(l))).toEqual([
      '              "applicantRole": { "upper": { "var": "params.applicantRole" }, "var": null }',
    ]);
    expect(
      payloadSpecFor(payloads(twice), 'createApplicant', { applicantType: 'co-applicant' }).fields?.applicantRole,
    ).toEqual({ upper: { var: 'params.applicantRole' } });
    expect(before.filter((l) => !after.includes(l))).toEqual([
      '              "applicantRole": { "var": "form.applicantRole" }',
    ]);
    // the child's file patches the common variants (no param, no copy of a spec): lint passes with a variant of its own too
    const withOwnVariant = applyEdits(twice, [
      ...addVariant(twice, SCF, 'createApplicant', 'guarantor', { merge: ['form'] }),
      ...setPayloadField(twice, SCF, 'createApplicant', 'applicantRole', { var: 'params.applicantRole' }, 'guarantor'),
    ]);
    expect(JSON.parse(withOwnVariant[own]!).payloads.createApplicant.variants).not.toHaveProperty('param');
    expect(lintConfig(sourceOf(withOwnVariant), SCF)).toEqual([]);
  });
});
