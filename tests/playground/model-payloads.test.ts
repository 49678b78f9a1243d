import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import type { Json } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { applyMergePatch } from '../../src/engine/merge-patch.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import {
  COMMON_PAYLOADS,
  fieldSource,
  listPayloadCalls,
  payloadProblems,
  removePayloadField,
  resetPayloadField,
  setPayloadField,
  sourceRule,
  switchSource,
  type FieldSource,
} from '../../src/playground/model/payload-edits.ts';
import { patchOver, sourceOf } from '../../src/playground/model/programme-layers.ts';

// The payload panel's edits: what each call sends, field by field, written as keys of the programme's own
// payloads.json (a merge patch over the common specs), never a copy of a spec.

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const BL = 'business-loan';
const scfPayloads = `journey-config/programmes/${SCF}/payloads.json`;
const resolved = (files: FileTexts, id: string) => resolveProgramme(sourceOf(files), id).programme!;
const call = (files: FileTexts, id: string, endpoint: string) =>
  listPayloadCalls(files, id).find((c) => c.endpoint === endpoint)!;

describe('fieldSource and sourceRule', () => {
  it.each<[string, Json, FieldSource]>([
    ['a form field', { var: 'form.pan' }, { kind: 'form', variable: 'pan' }],
    [
      'a saved answer',
      { var: 'saved.otherDetailsPayload.email' },
      { kind: 'saved', variable: 'otherDetailsPayload.email' },
    ],
    ['a constant', { var: 'constants.loanAmountMax' }, { kind: 'constant', variable: 'loanAmountMax' }],
    [
      'a derived value: the first name of a full name',
      { nameFirst: { var: 'form.fullName' } },
      { kind: 'derived', operation: 'nameFirst', variable: 'form.fullName' },
    ],
    ['another context value', { var: 'lead.leadId' }, { kind: 'context', variable: 'lead.leadId' }],
    [
      'any other rule',
      { or: [{ var: 'form.mobile' }, { var: 'user.mobile' }] },
      { kind: 'rule', rule: { or: [{ var: 'form.mobile' }, { var: 'user.mobile' }] } },
    ],
  ])('%s', (_name, rule, source) => {
    expect(fieldSource(rule)).toEqual(source);
    expect(sourceRule(source)).toEqual(rule);
  });

  it('reads a derived value written with its argument in a list as derived, and writes it back plain', () => {
    expect(fieldSource({ nameLast: [{ var: 'form.fullName' }] })).toEqual({
      kind: 'derived',
      operation: 'nameLast',
      variable: 'form.fullName',
    });
    expect(fieldSource({ cat: [{ var: 'form.a' }] })).toEqual({ kind: 'rule', rule: { cat: [{ var: 'form.a' }] } });
  });
});

describe("patchOver: the merge patch a child writes for a new value over its parent's", () => {
  it.each<[string, Json | undefined, Json, Json]>([
    ['nothing below: the value itself', undefined, { var: 'form.pan' }, { var: 'form.pan' }],
    ['the same operator: the value itself', { var: 'lead.leadId' }, { var: 'form.pan' }, { var: 'form.pan' }],
    [
      'another operator: the one below nulled',
      { var: 'form.fullName' },
      { nameFirst: { var: 'form.fullName' } },
      { nameFirst: { var: 'form.fullName' }, var: null },
    ],
    [
      'nested objects: nulled at the depth they differ',
      { upper: { var: 'form.pan' } },
      { upper: { cat: ['x'] } },
      { upper: { cat: ['x'], var: null } },
    ],
    ['a list or a value replaces whole', { or: [{ var: 'a' }, { var: 'b' }] }, 'CONST', 'CONST'],
  ])('%s', (_name, below, value, patch) => {
    expect(patchOver(below, value)).toEqual(patch);
    expect(applyMergePatch(below, patch)).toEqual(value);
  });
});

describe('listPayloadCalls', () => {
  it('lists each endpoint with its route, callers and fields from the common specs', () => {
    const lead = call(shipped, SCF, 'createLead');
    expect(lead.route).toBe('POST /consumer/create/lead');
    expect(lead.callers).toEqual(['lead/create (create)']);
    expect(lead.merge).toEqual(['form']);
    expect(lead.fields.find((f) => f.name === 'programCode')).toEqual({
      name: 'programCode',
      rule: { var: 'programme.programCode' },
      origin: 'common',
      required: false,
    });
    expect(lead.fields.find((f) => f.name === 'geoLocation')?.required).toBe(true);
    expect(call(shipped, SCF, 'createApplicant').variants).toEqual({
      param: 'applicantType',
      names: ['borrower', 'co-applicant'],
    });
  });
});

describe('payload edits', () => {
  it('a new field of a child is one key of its own payloads.json; the common file and the parent are untouched', () => {
    const edits = setPayloadField(shipped, SCF, 'createLead', 'firstName', {
      nameFirst: { var: 'saved.otherDetailsPayload.fullName' },
    });
    const after = applyEdits(shipped, edits);
    expect(JSON.parse(after[scfPayloads]!)).toEqual({
      $schema: '../../meta/payloads.schema.json',
      payloads: { createLead: { fields: { firstName: { nameFirst: { var: 'saved.otherDetailsPayload.fullName' } } } } },
    });
    expect(after[COMMON_PAYLOADS]).toBe(shipped[COMMON_PAYLOADS]);
    expect(resolved(after, SCF).payloads.createLead?.fields?.firstName).toEqual({
      nameFirst: { var: 'saved.otherDetailsPayload.fullName' },
    });
    expect(resolved(after, SCF).payloads.createLead?.fields?.programCode).toEqual({ var: 'programme.programCode' });
    expect(resolved(after, BL).payloads.createLead?.fields?.firstName).toBeUndefined();
    expect(call(after, SCF, 'createLead').fields.find((f) => f.name === 'firstName')?.origin).toBe('own');
  });

  it('changing a field the child already sets is a one-line diff', () => {
    const once = applyEdits(shipped, [
      ...setPayloadField(shipped, SCF, 'createLead', 'channel', { var: 'constants.loanAmountMax' }),
      ...setPayloadField(shipped, SCF, 'createLead', 'source', { var: 'lead.leadId' }),
    ]);
    const twice = applyEdits(once, setPayloadField(once, SCF, 'createLead', 'source', { var: 'form.pan' }));
    const before = once[scfPayloads]!.split('\n');
    const after = twice[scfPayloads]!.split('\n');
    expect(after.filter((l) => !before.includes(l))).toHaveLength(1);
    expect(before.filter((l) => !after.includes(l))).toHaveLength(1);
  });

  it('a common field switched to another source kind resolves to the new rule alone (the common operator nulled)', () => {
    const after = applyEdits(
      shipped,
      setPayloadField(shipped, SCF, 'createLead', 'programCode', { upper: { var: 'programme.programCode' } }),
    );
    expect(JSON.parse(after[scfPayloads]!).payloads).toEqual({
      createLead: { fields: { programCode: { upper: { var: 'programme.programCode' }, var: null } } },
    });
    expect(resolved(after, SCF).payloads.createLead?.fields?.programCode).toEqual({
      upper: { var: 'programme.programCode' },
    });
    expect(call(after, SCF, 'createLead').fields.find((f) => f.name === 'programCode')).toMatchObject({
      rule: { upper: { var: 'programme.programCode' } },
      origin: 'own',
    });
  });

  it('removing a field the common spec sends writes null in the child (a merge-patch deletion), and lint passes', () => {
    const after = applyEdits(shipped, removePayloadField(shipped, SCF, 'createLead', 'consents'));
    expect(JSON.parse(after[scfPayloads]!).payloads).toEqual({ createLead: { fields: { consents: null } } });
    expect(resolved(after, SCF).payloads.createLead?.fields).not.toHaveProperty('consents');
    expect(call(after, SCF, 'createLead').fields.map((f) => f.name)).not.toContain('consents');
    expect(lintConfig(sourceOf(after), SCF)).toEqual([]);
  });

  it('removing a field only the child adds takes it (and the file, left empty) away; reset does the same', () => {
    const added = applyEdits(shipped, setPayloadField(shipped, SCF, 'createLead', 'channel', { var: 'programme.id' }));
    expect(removePayloadField(added, SCF, 'createLead', 'channel')).toEqual([
      { file: scfPayloads, pointer: '', remove: true },
    ]);
    expect(applyEdits(added, removePayloadField(added, SCF, 'createLead', 'channel'))).toEqual(shipped);
    const two = applyEdits(added, setPayloadField(added, SCF, 'updateLead', 'channel', { var: 'programme.id' }));
    expect(
      JSON.parse(applyEdits(two, resetPayloadField(two, SCF, 'createLead', 'channel'))[scfPayloads]!).payloads,
    ).toEqual({ updateLead: { fields: { channel: { var: 'programme.id' } } } });
    expect(resetPayloadField(shipped, SCF, 'createLead', 'consents')).toEqual([]);
  });

  it('names the lint problems of a spec by its endpoint', () => {
    const after = applyEdits(
      shipped,
      setPayloadField(shipped, SCF, 'createLead', 'channel', { var: 'lead.noSuchField' }),
    );
    const problems = payloadProblems(resolved(after, SCF));
    expect(problems.get('createLead')?.map((p) => `${p.file}#${p.pointer}`)).toContain(
      `${scfPayloads}#/payloads/createLead/fields/channel`,
    );
    expect(payloadProblems(resolved(shipped, SCF)).size).toBe(0);
  });
});

describe('the payloads file as written', () => {
  it("writes each new object one key per line, so a new field is its own line (and its neighbour's comma)", () => {
    const once = applyEdits(shipped, setPayloadField(shipped, SCF, 'createLead', 'channel', { var: 'programme.id' }));
    expect(once[scfPayloads]).toBe(
      [
        '{',
        '  "$schema": "../../meta/payloads.schema.json",',
        '  "payloads": {',
        '    "createLead": {',
        '      "fields": {',
        '        "channel": { "var": "programme.id" }',
        '      }',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    const twice = applyEdits(
      once,
      setPayloadField(once, SCF, 'createLead', 'firstName', { nameFirst: { var: 'form.fullName' } }),
    );
    expect(twice[scfPayloads]!.split('\n').filter((l) => !once[scfPayloads]!.split('\n').includes(l))).toEqual([
      '        "channel": { "var": "programme.id" },',
      '        "firstName": { "nameFirst": { "var": "form.fullName" } }',
    ]);
  });
});

describe('switchSource', () => {
  it.each<[string, FieldSource, FieldSource['kind'], FieldSource]>([
    [
      'a form field made derived reads the same field',
      { kind: 'form', variable: 'fullName' },
      'derived',
      { kind: 'derived', operation: 'nameFirst', variable: 'form.fullName' },
    ],
    [
      'a context value under saved becomes the saved answer',
      { kind: 'context', variable: 'saved.kyc.pan' },
      'saved',
      { kind: 'saved', variable: 'kyc.pan' },
    ],
    [
      'a form field made a constant starts empty',
      { kind: 'form', variable: 'pan' },
      'constant',
      { kind: 'constant', variable: '' },
    ],
    [
      'a derived value made a rule keeps its JSON',
      { kind: 'derived', operation: 'upper', variable: 'form.pan' },
      'rule',
      { kind: 'rule', rule: { upper: { var: 'form.pan' } } },
    ],
    [
      'a saved answer made a context value reads its full path',
      { kind: 'saved', variable: 'kyc.pan' },
      'context',
      { kind: 'context', variable: 'saved.kyc.pan' },
    ],
  ])('%s', (_name, source, kind, expected) => {
    expect(switchSource(source, kind)).toEqual(expected);
  });
});
