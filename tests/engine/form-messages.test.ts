import { describe, expect, it } from 'vitest';
import { applyFormMessages } from '../../src/engine/form-messages.ts';
import type { JsonObject } from '../../src/engine/json.ts';

const schema = (): JsonObject => ({
  type: 'object',
  required: ['amount'],
  errorMessage: { required: { amount: 'Amount is required' } },
  properties: {
    amount: { type: 'integer', minimum: 50000, errorMessage: { minimum: 'Too small' } },
    address: { type: 'object', properties: { pincode: { type: 'string', pattern: '^[0-9]{6}$' } } },
    name: { type: 'string', minLength: 1, errorMessage: 'Enter a name' },
  },
});

describe('applyFormMessages: a screen rewords messages of its bundled form schema', () => {
  it.each<[string, Record<string, Record<string, string>>, string, unknown]>([
    [
      'a rule message',
      { '/amount': { minimum: 'At least ₹50,000' } },
      '/properties/amount/errorMessage',
      { minimum: 'At least ₹50,000' },
    ],
    [
      'a nested field without messages yet',
      { '/address/pincode': { pattern: 'Six digits' } },
      '/properties/address/properties/pincode/errorMessage',
      { pattern: 'Six digits' },
    ],
    [
      'the required message, on the parent',
      { '/amount': { required: 'Tell us the amount' } },
      '/errorMessage/required',
      { amount: 'Tell us the amount' },
    ],
  ])('%s', (_name, messages, at, expected) => {
    const s = schema();
    expect(applyFormMessages(s, messages, '/form/messages')).toEqual([]);
    const node = at
      .split('/')
      .slice(1)
      .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], s);
    expect(node).toEqual(expected);
  });

  it.each<[string, Record<string, Record<string, string>>, Array<{ pointer: string; message: string }>]>([
    [
      'a field the form lacks',
      { '/amt': { minimum: 'x' } },
      [{ pointer: '/form/messages/~1amt', message: '"/amt" is not a field of this screen\'s form' }],
    ],
    [
      'a rule the field lacks',
      { '/amount': { pattern: 'x' } },
      [{ pointer: '/form/messages/~1amount/pattern', message: 'field "/amount" has no "pattern" rule to word' }],
    ],
    [
      'one text for every rule',
      { '/name': { minLength: 'x' } },
      [
        {
          pointer: '/form/messages/~1name/minLength',
          message: 'the schema words every rule of "/name" with one text: it cannot be reworded rule by rule',
        },
      ],
    ],
  ])('reports %s', (_name, messages, problems) => {
    expect(applyFormMessages(schema(), messages, '/form/messages')).toEqual(problems);
  });
});
