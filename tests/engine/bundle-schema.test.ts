import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../../src/engine/bundle-schema.ts';
import { findUnmessagedRules, listFormFields } from '../../src/engine/form-checks.ts';

const source = {
  'schemas/fragments/address.schema.json': {
    $schema: 'http://json-schema.org/draft-07/schema#',
    definitions: {
      pincode: { type: 'string', format: 'pincode', errorMessage: { format: 'Enter a valid pincode' } },
      city: { type: 'string', minLength: 2, errorMessage: { minLength: 'Enter a valid city' } },
    },
    type: 'object',
    properties: { pincode: { $ref: '#/definitions/pincode' }, city: { $ref: '#/definitions/city' } },
    required: ['pincode'],
    errorMessage: { required: { pincode: 'Pincode is required' } },
  },
  'schemas/forms/f.schema.json': {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      pincode: { $ref: '../fragments/address.schema.json#/definitions/pincode', title: 'Pincode' },
      other: { $ref: '../fragments/address.schema.json' },
      broken: { $ref: '../fragments/nope.schema.json' },
    },
  },
};

describe('bundleSchema', () => {
  const { schema, problems } = bundleSchema(source, 'schemas/forms/f.schema.json');
  it('inlines file and in-file refs, siblings win', () => {
    expect((schema as { properties: Record<string, unknown> }).properties.pincode).toEqual({
      type: 'string',
      format: 'pincode',
      errorMessage: { format: 'Enter a valid pincode' },
      title: 'Pincode',
    });
    expect(JSON.stringify(schema)).not.toContain('$ref');
    expect(listFormFields(schema)).toEqual(['/pincode', '/other/pincode', '/other/city', '/broken']);
  });
  it('reports an unresolved ref with file and pointer', () => {
    expect(problems).toEqual([
      {
        file: 'schemas/forms/f.schema.json',
        pointer: '/properties/broken/$ref',
        message: '$ref "../fragments/nope.schema.json" does not resolve',
      },
    ]);
  });
});

describe('findUnmessagedRules', () => {
  it.each([
    [{ type: 'string', minLength: 3, errorMessage: { type: 't' } }, [{ pointer: '', keyword: 'minLength' }]],
    [{ type: 'string', minLength: 3, errorMessage: { type: 't', minLength: 'x' } }, []],
    [{ type: 'string', minLength: 3, errorMessage: 'any failure' }, []],
    [{ type: 'integer', minimum: 0, errorMessage: { minimum: 'x' } }, [{ pointer: '', keyword: 'type' }]],
    [
      { type: 'object', properties: { a: { type: 'string', errorMessage: { type: 't' } } }, required: ['a'] },
      [{ pointer: '/required', keyword: 'required a' }],
    ],
    [
      {
        type: 'object',
        properties: { a: { type: 'string', errorMessage: { type: 't' } } },
        required: ['a'],
        errorMessage: { required: { a: 'A is required' } },
      },
      [],
    ],
    [{ properties: { a: { type: 'boolean' } } }, [{ pointer: '/properties/a', keyword: 'type' }]],
    [{ oneOf: [{ const: 'X', title: 'x' }], errorMessage: { oneOf: 'Pick one' } }, []],
    [{ oneOf: [{ const: 'X', title: 'x' }] }, [{ pointer: '', keyword: 'oneOf' }]],
    [
      { if: { properties: { f: { const: true } } }, then: { required: ['g'] } },
      [{ pointer: '/then/required', keyword: 'required g' }],
    ],
  ])('%j', (schema, expected) => {
    expect(findUnmessagedRules(schema as never)).toEqual(expected);
  });
});
