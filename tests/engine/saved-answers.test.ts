import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { Json } from '../../src/engine/json.ts';
import { explainSavedRead, hasSchemaField, listSavedAnswers, screensAfter } from '../../src/engine/saved-answers.ts';

const { source } = readConfigSource(`${import.meta.dirname}/../..`);
const programme = resolveProgramme(source, 'business-loan').programme!;

describe('hasSchemaField: a field of the form, also when asked only under a condition', () => {
  const schema: Json = {
    type: 'object',
    properties: { pan: { type: 'string' }, address: { type: 'object', properties: { pincode: { type: 'string' } } } },
    if: { properties: { hasGst: { const: true } } },
    then: { properties: { gstin: { type: 'string' } } },
    else: { properties: { turnover: { type: 'number' } } },
    allOf: [{ properties: { udyam: { type: 'string' } } }, { anyOf: [{ properties: { cin: { type: 'string' } } }] }],
  };
  it.each([
    ['pan', true],
    ['address.pincode', true],
    ['address.city', false],
    ['gstin', true],
    ['turnover', true],
    ['udyam', true],
    ['cin', true],
    ['hasGst', false],
    ['panNumber', false],
  ])('%s -> %s', (field, expected) => {
    expect(hasSchemaField(schema, field)).toBe(expected);
  });
});

describe('saved answers of the business loan', () => {
  it('lists each form.savedAs with the screen that saves it', () => {
    expect(Object.fromEntries(listSavedAnswers(programme))).toEqual({
      businessDetailsPayload: ['business-details-1'],
      businessDetailsPayloadS2: ['business-details-2'],
      otherDetailsPayload: ['other-details-1'],
      otherDetailsPayloadS2: ['other-details-2'],
    });
  });

  it('knows which screens come after a screen', () => {
    const after = screensAfter(programme, 'business-details-1');
    expect(after.has('home')).toBe(true);
    expect(after.has('gst-login')).toBe(true);
    expect(after.has('gst-entry')).toBe(false);
  });

  it.each([
    [['businessDetailsPayload'], ['home'], undefined],
    [['businessDetailsPayload', 'email'], ['home'], undefined],
    [['businessDetailsPayloadS2', 'city'], ['home'], undefined],
    [['businessDetailsPayload', 'primary_gst_number'], [], undefined],
    [['udyamDetails', 'annualTurnover'], ['home'], 'is not an answer any screen saves (form.savedAs)'],
    [
      ['businessDetailsPayloadS2', 'anualTurnoverXYZ'],
      ['home'],
      'is not a field of the form that screen "business-details-2" saves as "businessDetailsPayloadS2"',
    ],
    [
      ['businessDetailsPayload', 'email'],
      ['gst-entry'],
      'is read on screen "gst-entry", which no journey reaches after screen "business-details-1" saves it',
    ],
  ])('saved.%j read on %j -> %j', (path, on, expected) => {
    expect(explainSavedRead(programme, path, on)).toBe(expected);
  });
});
