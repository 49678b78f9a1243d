import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/engine/json.ts';
import { runExamples } from '../../src/playground/run-examples.ts';
import { createRuntimeValidator } from '../../src/playground/runtime-validator.ts';
import { fittingExamples, VALID_EXAMPLE } from '../../src/playground/studio/fields/fitting-examples.ts';

/** The overdraft's new screen as the studio's field editor writes it: a pattern with its message, a whole number. */
const udyam: JsonObject = {
  type: 'object',
  required: ['udyamNumber', 'annualTurnover'],
  errorMessage: { required: { udyamNumber: 'Enter the Udyam number', annualTurnover: 'Enter the annual turnover' } },
  properties: {
    udyamNumber: {
      type: 'string',
      title: 'Udyam registration number',
      pattern: '^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$',
      errorMessage: { type: 'Enter the Udyam number as text', pattern: 'Enter the number as UDYAM-XX-00-0000000' },
    },
    annualTurnover: {
      type: 'integer',
      title: 'Annual turnover',
      minimum: 0,
      maximum: 1000000000,
      errorMessage: {
        type: 'Enter the turnover in whole rupees',
        minimum: 'The turnover cannot be below zero',
        maximum: 'Enter a turnover below ₹100 crore',
      },
    },
    tradeName: {
      type: 'string',
      title: 'Trade name',
      minLength: 3,
      maxLength: 10,
      errorMessage: { type: 'Enter a name', minLength: 'At least 3 letters', maxLength: 'At most 10 letters' },
    },
    agrees: { type: 'boolean', title: 'Agrees', errorMessage: { type: 'Choose yes or no' } },
  },
};

/** The analyst's example answers, typed beside the fields (a pattern's answer cannot be made up). */
const answers = { udyamNumber: 'UDYAM-MH-12-0012345', annualTurnover: 5000000 };
const examples = (schema: JsonObject) => fittingExamples({ schema, uiSchema: {} }, answers);
const run = (schema: JsonObject, vectors = examples(schema)) =>
  runExamples(vectors, createRuntimeValidator(schema as RJSFSchema), schema as RJSFSchema);

describe('the examples a form calls for', () => {
  it('are one valid answer and one per rule, each passing through the validator compiled from the form', () => {
    const vectors = examples(udyam);
    expect(vectors[0]).toEqual({
      name: VALID_EXAMPLE,
      data: { udyamNumber: 'UDYAM-MH-12-0012345', annualTurnover: 5000000, tradeName: 'xxx', agrees: true },
      errors: [],
    });
    expect(vectors.map((v) => v.name).slice(1)).toEqual([
      'Udyam registration number left empty',
      'Udyam registration number: an answer of another type',
      'Udyam registration number: breaks pattern',
      'Annual turnover left empty',
      'Annual turnover: an answer of another type',
      'Annual turnover: breaks minimum',
      'Annual turnover: breaks maximum',
      'Trade name: an answer of another type',
      'Trade name: breaks minLength',
      'Trade name: breaks maxLength',
      'Agrees: an answer of another type',
    ]);
    // each rule's vector breaks that rule alone: exactly its one message
    expect(vectors.slice(1).every((v) => v.errors.length === 1)).toBe(true);
    const failed = run(udyam).filter((r) => !r.passed);
    expect(failed).toEqual([]);
  });

  it('type 1234.5 into a whole number and expect its own message: a form whose type message is lost fails it', () => {
    const vectors = examples(udyam);
    const typed = vectors.find((v) => v.name === 'Annual turnover: an answer of another type')!;
    expect(typed.data.annualTurnover).toBe(5000000.5);
    const lost = structuredClone(udyam);
    delete ((lost.properties as JsonObject).annualTurnover as { errorMessage: JsonObject }).errorMessage.type;
    const result = run(lost, [typed])[0]!;
    expect(result.passed).toBe(false);
    expect(result.unexpected.map((e) => e.message)).toEqual(['must be integer']);
  });

  it("keep the analyst's answer while it is of the field's type, and make one from the rules when it is not", () => {
    const valid = (a: Record<string, string | number>) => fittingExamples({ schema: udyam, uiSchema: {} }, a)[0]!.data;
    expect(valid({ annualTurnover: 3200000 }).annualTurnover).toBe(3200000);
    // typed as text before the field became a whole number: its smallest value instead
    expect(valid({ annualTurnover: '32 lakh' }).annualTurnover).toBe(0);
  });

  it('pin the messages: a message changed after they were written fails its vector', () => {
    const vectors = examples(udyam);
    const changed = structuredClone(udyam);
    ((changed.properties as JsonObject).udyamNumber as { errorMessage: JsonObject }).errorMessage.pattern = 'Wrong';
    expect(
      run(changed, vectors)
        .filter((r) => !r.passed)
        .map((r) => r.name),
    ).toEqual(['Udyam registration number: breaks pattern']);
  });

  it('of an empty form is the one valid answer with nothing typed; a pattern without an example answer is left out', () => {
    expect(fittingExamples({ schema: { type: 'object', properties: {} }, uiSchema: {} })).toEqual([
      { name: VALID_EXAMPLE, data: {}, errors: [] },
    ]);
    const noExample: JsonObject = {
      type: 'object',
      properties: { code: { type: 'string', pattern: '^[A-Z]{3}$', errorMessage: { type: 'Text', pattern: 'ABC' } } },
    };
    // no answer to make for the pattern: the field is left out of the valid answers, and nothing of it is broken
    expect(fittingExamples({ schema: noExample, uiSchema: {} })).toEqual([
      { name: VALID_EXAMPLE, data: {}, errors: [] },
    ]);
    expect(run(noExample).every((r) => r.passed)).toBe(true);
  });

  it('give a list its first option and skip a field from a shared fragment', () => {
    const schema: JsonObject = {
      type: 'object',
      required: ['kind'],
      errorMessage: { required: { kind: 'Choose one' } },
      properties: {
        kind: {
          type: 'string',
          oneOf: [
            { const: 'A', title: 'A' },
            { const: 'B', title: 'B' },
          ],
          errorMessage: { type: 'Choose one', oneOf: 'Choose one' },
        },
        pin: { $ref: '../fragments/address.schema.json#/definitions/pincode' },
      },
    };
    const vectors = fittingExamples({ schema, uiSchema: {} });
    expect(vectors[0]!.data).toEqual({ kind: 'A' });
    expect(vectors.map((v) => v.name)).toEqual([VALID_EXAMPLE, 'kind left empty', 'kind: an answer of another type']);
  });
});
