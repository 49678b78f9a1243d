import { describe, expect, it } from 'vitest';
import { findPreselectedChoices } from '../../src/engine/form-defaults.ts';
import type { Json } from '../../src/engine/json.ts';

const gender = {
  title: 'Gender',
  type: 'string',
  oneOf: [
    { const: 'MALE', title: 'Male' },
    { const: 'FEMALE', title: 'Female' },
  ],
};
const form = (props: Record<string, unknown>): Json => ({ type: 'object', properties: props }) as Json;

describe('findPreselectedChoices', () => {
  it.each([
    ['a labelled oneOf choice starts empty (the renderer fills no const)', form({ gender }), undefined, []],
    ['a default no uiSchema reason names', form({ gender: { ...gender, default: 'MALE' } }), undefined, ['/gender']],
    [
      'a default with a blank reason',
      form({ gender: { ...gender, default: 'MALE' } }),
      { gender: { 'ui:defaultReason': ' ' } },
      ['/gender'],
    ],
    [
      'a default with its reason',
      form({ gender: { ...gender, default: 'MALE' } }),
      { gender: { 'ui:defaultReason': 'the common case' } },
      [],
    ],
    [
      'a default that is not an option, reason or not',
      form({ gender: { ...gender, default: 'M' } }),
      { gender: { 'ui:defaultReason': 'x' } },
      ['/gender'],
    ],
    ['an enum with a default', form({ kind: { title: 'Kind', enum: ['a', 'b'], default: 'a' } }), undefined, ['/kind']],
    [
      'a nested choice',
      form({ address: { type: 'object', properties: { type: { ...gender, default: 'MALE' } } } }),
      undefined,
      ['/address/type'],
    ],
    [
      'a default on a field that is not a choice is not judged',
      form({ country: { title: 'Country', type: 'string', default: 'India' } }),
      undefined,
      [],
    ],
  ])('%s', (_name, schema, ui, pointers) => {
    expect(findPreselectedChoices(schema, ui as Json | undefined).map((c) => c.pointer)).toEqual(pointers);
  });

  it('under RJSF\'s own behaviour ("always") every labelled oneOf choice would start as its first option', () => {
    const found = findPreselectedChoices(form({ gender }), undefined, { constAsDefaults: 'always' });
    expect(found).toEqual([
      { pointer: '/gender', why: 'would start as its first option "MALE" (constAsDefaults "always")' },
    ]);
    expect(findPreselectedChoices(form({ gender }), undefined, { constAsDefaults: 'skipOneOf' })).toEqual([]);
  });
});
