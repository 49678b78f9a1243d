import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/json.ts';
import {
  fieldLabel,
  fieldOptions,
  fieldProblems,
  ruleMessage,
  setDefault,
  setFieldOptions,
  setRule,
  setRuleMessage,
  setUiOption,
  type FieldDraft,
} from '../../src/playground/studio/fields/field-draft.ts';
import {
  applyFormChanges,
  fieldChanges,
  formChangesToEdits,
  readFieldDraft,
  removeFieldChanges,
  type FormDocuments,
} from '../../src/playground/studio/fields/form-field-edits.ts';
import { fragmentRef, listFragments, takeFragment } from '../../src/playground/studio/fields/fragments.ts';
import { repoRoot } from '../config/helpers.ts';

const draft = (schema: Json, extra: Partial<FieldDraft> = {}): FieldDraft => ({
  name: 'pan',
  schema,
  uiSchema: {},
  required: false,
  ...extra,
});

/** The draft with its type's message, so each case below is about its other rules. */
const typed = (field: FieldDraft): FieldDraft => {
  const schema = field.schema as Record<string, Json>;
  if (typeof schema.errorMessage === 'string') return field;
  return {
    ...field,
    schema: {
      ...schema,
      errorMessage: { type: 'Enter a valid value', ...(schema.errorMessage as Record<string, Json> | undefined) },
    },
  };
};

describe('fieldProblems', () => {
  it('a type without a message (1234.5 in a whole number would read "must be integer")', () => {
    expect(fieldProblems(draft({ title: 'Turnover', type: 'integer' }))).toEqual([
      'Turnover: the type has no message: write what the borrower reads when it fails.',
    ]);
  });

  it.each<[string, FieldDraft, string[]]>([
    [
      'every rule with its message',
      draft(
        {
          title: 'PAN',
          type: 'string',
          pattern: '^[A-Z]{5}$',
          maxLength: 10,
          errorMessage: { pattern: 'Enter a valid PAN', maxLength: 'Too long' },
        },
        { required: true, requiredMessage: 'PAN is required' },
      ),
      [],
    ],
    [
      'a pattern without a message',
      draft({ title: 'PAN', type: 'string', pattern: '^[A-Z]{5}$' }),
      ['PAN: the pattern has no message: write what the borrower reads when it fails.'],
    ],
    [
      'required without a message',
      draft({ title: 'PAN', type: 'string' }, { required: true }),
      ['PAN: it is required but has no message: write what the borrower reads when it is left empty.'],
    ],
    [
      'bounds and lengths',
      draft({ title: 'Amount', type: 'number', minimum: 1, maximum: 9, errorMessage: { minimum: 'At least 1' } }),
      ['Amount: the largest value has no message: write what the borrower reads when it fails.'],
    ],
    [
      'lengths',
      draft({ title: 'Name', type: 'string', minLength: 3, maxLength: { $const: 'maxTextLength' } }),
      [
        'Name: the shortest length has no message: write what the borrower reads when it fails.',
        'Name: the longest length has no message: write what the borrower reads when it fails.',
      ],
    ],
    [
      'a format, named',
      draft({ title: 'PAN', type: 'string', format: 'pan' }),
      ['PAN: the format "pan" has no message: write what the borrower reads when it fails.'],
    ],
    [
      'options',
      draft({ title: 'Gender', type: 'string', oneOf: [{ const: 'F', title: 'Female' }] }),
      ['Gender: the list of options has no message: write what the borrower reads when it fails.'],
    ],
    [
      'an enum',
      draft({ title: 'Kind', type: 'string', enum: ['a', 'b'] }),
      ['Kind: the list of options has no message: write what the borrower reads when it fails.'],
    ],
    [
      'one message for every rule',
      draft({ title: 'PAN', type: 'string', pattern: 'x', minLength: 1, errorMessage: 'Enter a valid PAN' }),
      [],
    ],
    [
      'a rule under a condition, with where it is',
      draft({ title: 'DOB', type: 'string', if: { format: 'iso-date' }, then: { format: 'min-age-18' } }),
      [
        'DOB: the format has no message: write what the borrower reads when it fails.'.replace(
          'format has',
          'format (at /then) has',
        ),
      ],
    ],
    [
      'the label from the uiSchema',
      draft({ title: 'x', type: 'string', pattern: 'y' }, { uiSchema: { 'ui:title': 'Company PAN' } }),
      ['Company PAN: the pattern has no message: write what the borrower reads when it fails.'],
    ],
  ])('%s', (_name, field, problems) => {
    expect(fieldProblems(typed(field))).toEqual(problems);
  });

  it('finds every shipped form field messaged (the shipped forms pass lint)', () => {
    const schema = JSON.parse(
      readFileSync(join(repoRoot, 'schemas/forms/business-details-1.schema.json'), 'utf8'),
    ) as Json;
    const ui = JSON.parse(readFileSync(join(repoRoot, 'schemas/forms/business-details-1.ui.json'), 'utf8')) as Json;
    for (const name of ['pan_number', 'primary_gst_number', 'nature_of_business'])
      expect(fieldProblems(readFieldDraft({ schema, uiSchema: ui }, name))).toEqual([]);
  });
});

describe('editing a draft', () => {
  const pan = draft({ title: 'PAN', type: 'string' });
  it.each<[string, FieldDraft, Json, Json]>([
    [
      'a rule and its message',
      setRuleMessage(setRule(pan, 'pattern', '^[A-Z]$'), 'pattern', 'Enter a valid PAN'),
      { title: 'PAN', type: 'string', pattern: '^[A-Z]$', errorMessage: { pattern: 'Enter a valid PAN' } },
      {},
    ],
    [
      'removing a rule removes its message',
      setRule(setRuleMessage(setRule(pan, 'pattern', 'x'), 'pattern', 'm'), 'pattern', undefined),
      { title: 'PAN', type: 'string' },
      {},
    ],
    [
      'a message per rule next to one for all',
      setRuleMessage(draft({ type: 'string', errorMessage: 'Bad' }), 'pattern', 'Bad pattern'),
      { type: 'string', errorMessage: { _: 'Bad', pattern: 'Bad pattern' } },
      {},
    ],
    [
      'options as a labelled choice',
      setFieldOptions(pan, [{ value: 'A', label: 'Apple' }]),
      { title: 'PAN', type: 'string', oneOf: [{ const: 'A', title: 'Apple' }] },
      {},
    ],
    [
      'a default and its reason',
      setDefault(pan, 'A', 'most borrowers own'),
      { title: 'PAN', type: 'string', default: 'A' },
      { 'ui:defaultReason': 'most borrowers own' },
    ],
    [
      'a widget',
      setUiOption(pan, 'ui:widget', 'uppercase'),
      { title: 'PAN', type: 'string' },
      { 'ui:widget': 'uppercase' },
    ],
    [
      'no widget',
      setUiOption(setUiOption(pan, 'ui:widget', 'uppercase'), 'ui:widget', ''),
      { title: 'PAN', type: 'string' },
      {},
    ],
  ])('%s', (_name, edited, schema, uiSchema) => {
    expect(edited.schema).toEqual(schema);
    expect(edited.uiSchema).toEqual(uiSchema);
  });

  it('reads options, messages and the label back', () => {
    const field = setRuleMessage(setFieldOptions(pan, [{ value: 'A', label: 'Apple' }]), 'oneOf', 'Pick one');
    expect(fieldOptions(field)).toEqual([{ value: 'A', label: 'Apple' }]);
    expect(ruleMessage(field, 'oneOf')).toBe('Pick one');
    expect(ruleMessage(setRuleMessage(field, 'required', 'Needed'), 'required')).toBe('Needed');
    expect(fieldLabel(field)).toBe('PAN');
  });
});

describe('a draft in its form', () => {
  const form: FormDocuments = {
    schema: {
      type: 'object',
      properties: { a: { type: 'string', title: 'A' }, b: { type: 'string' } },
      required: ['a', 'b'],
      errorMessage: { required: { a: 'A is required', b: 'B is required' } },
    },
    uiSchema: { 'ui:order': ['a', 'b'], a: { 'ui:widget': 'text' } },
  };

  it('reads a field with its required message', () => {
    expect(readFieldDraft(form, 'a')).toEqual({
      name: 'a',
      schema: { type: 'string', title: 'A' },
      uiSchema: { 'ui:widget': 'text' },
      required: true,
      requiredMessage: 'A is required',
    });
  });

  it('writes back nothing for an unchanged field', () => {
    expect(fieldChanges(form, readFieldDraft(form, 'a'))).toEqual([]);
  });

  it('adds a new field with its place in required, its message and in ui:order', () => {
    const field: FieldDraft = {
      name: 'c',
      schema: { type: 'string', title: 'C' },
      uiSchema: {},
      required: true,
      requiredMessage: 'C is required',
    };
    const after = applyFormChanges(form, fieldChanges(form, field));
    expect(after.schema).toMatchObject({
      properties: { c: { type: 'string', title: 'C' } },
      required: ['a', 'b', 'c'],
      errorMessage: { required: { c: 'C is required' } },
    });
    expect(after.uiSchema).toMatchObject({ 'ui:order': ['a', 'b', 'c'] });
    expect(readFieldDraft(after, 'c')).toEqual(field);
  });

  it('renames a field in place: properties, required, its message, uiSchema and ui:order', () => {
    const renamed = { ...readFieldDraft(form, 'a'), name: 'z' };
    const after = applyFormChanges(form, fieldChanges(form, renamed, 'a'));
    expect(after.schema).toEqual({
      type: 'object',
      properties: { b: { type: 'string' }, z: { type: 'string', title: 'A' } },
      required: ['z', 'b'],
      errorMessage: { required: { b: 'B is required', z: 'A is required' } },
    });
    expect(after.uiSchema).toEqual({ 'ui:order': ['z', 'b'], z: { 'ui:widget': 'text' } });
  });

  it('makes a field optional: out of required, its message gone', () => {
    const after = applyFormChanges(form, fieldChanges(form, { ...readFieldDraft(form, 'b'), required: false }));
    expect(after.schema).toMatchObject({ required: ['a'], errorMessage: { required: { a: 'A is required' } } });
  });

  it("names the form's files in the studio's edits", () => {
    const files = { schema: 'schemas/forms/x.schema.json', uiSchema: 'schemas/forms/x.ui.json' };
    expect(formChangesToEdits(removeFieldChanges(form, 'a'), files)).toEqual([
      { file: files.schema, pointer: '/properties/a', remove: true },
      { file: files.schema, pointer: '/required', value: ['b'] },
      { file: files.schema, pointer: '/errorMessage/required/a', remove: true },
      { file: files.uiSchema, pointer: '/a', remove: true },
      { file: files.uiSchema, pointer: '/ui:order', value: ['b'] },
    ]);
  });

  it('removes a field everywhere it is named', () => {
    const after = applyFormChanges(form, removeFieldChanges(form, 'a'));
    expect(after).toEqual({
      schema: {
        type: 'object',
        properties: { b: { type: 'string' } },
        required: ['b'],
        errorMessage: { required: { b: 'B is required' } },
      },
      uiSchema: { 'ui:order': ['b'] },
    });
  });
});

describe('shared fragments', () => {
  const files = {
    'schemas/fragments/person.schema.json': readFileSync(
      join(repoRoot, 'schemas/fragments/person.schema.json'),
      'utf8',
    ),
    'schemas/forms/login.schema.json': '{}',
  };
  it('lists each definition of the fragment files, by title', () => {
    const choices = listFragments(files);
    expect(choices.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Person fields: name', 'Person fields: Date of birth']),
    );
    expect(choices.every((c) => c.file === 'schemas/fragments/person.schema.json')).toBe(true);
  });

  it.each([
    ['from a shared form', 'schemas/forms/x.schema.json', '../fragments/person.schema.json#/definitions/name'],
    [
      "from a programme's own form",
      'journey-config/programmes/p/forms/x.schema.json',
      '../../../../schemas/fragments/person.schema.json#/definitions/name',
    ],
  ])('refers to a fragment %s, relative to the form', (_name, formFile, ref) => {
    expect(fragmentRef(formFile, { file: 'schemas/fragments/person.schema.json', definition: 'name' })).toBe(ref);
  });

  it("keeps the field's label and takes every rule from the fragment", () => {
    const taken = takeFragment(
      draft({ title: 'Director name', type: 'string', pattern: 'x' }),
      '../fragments/person.schema.json#/definitions/name',
    );
    expect(taken.schema).toEqual({ title: 'Director name', $ref: '../fragments/person.schema.json#/definitions/name' });
    expect(fieldProblems(taken)).toEqual([]);
  });
});
