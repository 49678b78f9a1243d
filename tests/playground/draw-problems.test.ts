import { describe, expect, it } from 'vitest';
import { formDrawProblems } from '../../src/playground/studio/draw-problems.ts';

// What keeps the studio's preview from drawing a form screen: the problems of the files its form is made of (its
// schema, its uiSchema, the fragments the schema reaches by $ref), and no other file's.
const FORM = { schema: 'schemas/forms/login.schema.json', uiSchema: 'schemas/forms/login.ui.json' };
const source = {
  'schemas/forms/login.schema.json': {
    properties: {
      mobile: { $ref: '../fragments/person.schema.json#/definitions/mobile' },
      pan: { $ref: '#/definitions/pan' },
    },
  },
  'schemas/fragments/person.schema.json': {
    definitions: { mobile: { $ref: 'contact.schema.json#/definitions/phone' } },
  },
  'schemas/fragments/contact.schema.json': { definitions: { phone: { type: 'string' } } },
  'schemas/fragments/address.schema.json': { definitions: {} },
};
const at = (file: string) => ({ file, pointer: '/x', message: `a problem in ${file}` });

describe('formDrawProblems', () => {
  it.each([
    ['the schema itself', 'schemas/forms/login.schema.json', true],
    ['its uiSchema (e.g. not found)', 'schemas/forms/login.ui.json', true],
    ['a fragment it names', 'schemas/fragments/person.schema.json', true],
    ['a fragment a fragment names', 'schemas/fragments/contact.schema.json', true],
    ['a fragment it does not use', 'schemas/fragments/address.schema.json', false],
    ['the screen file', 'journey-config/programmes/business-loan/screens/login.json', false],
    ['another form', 'schemas/forms/kyc.schema.json', false],
  ])('a problem of %s: %s', (_what, file, blocks) => {
    expect(formDrawProblems(source, [at(file)], FORM)).toEqual(blocks ? [at(file)] : []);
  });

  it('draws a screen without a form, or with no problem', () => {
    expect(formDrawProblems(source, [at(FORM.schema)], undefined)).toEqual([]);
    expect(formDrawProblems(source, [], FORM)).toEqual([]);
  });

  it('stops at a $ref cycle', () => {
    const cyclic = { 'a.json': { $ref: 'b.json' }, 'b.json': { $ref: 'a.json' } };
    expect(formDrawProblems(cyclic, [at('b.json')], { schema: 'a.json', uiSchema: 'a.ui.json' })).toEqual([
      at('b.json'),
    ]);
  });
});
