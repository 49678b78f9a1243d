import { describe, expect, it } from 'vitest';
import { fillPlaceholders, listPlaceholders } from '../../src/engine/identity.ts';

const scope = {
  legalName: 'Sahyog Capital Finance Private Limited',
  rbiRegistration: 'N-13.02481',
  help: { phone: '1800 209 4455', hours: 'Monday to Saturday' },
  offer: { emi: 24959, tenure: 24 },
};

describe('fillPlaceholders', () => {
  it.each([
    ['a top-level value', 'Loans by {legalName}.', 'Loans by Sahyog Capital Finance Private Limited.'],
    ['two values', '{legalName} ({rbiRegistration})', 'Sahyog Capital Finance Private Limited (N-13.02481)'],
    ['a dotted path', 'Call {help.phone}, {help.hours}', 'Call 1800 209 4455, Monday to Saturday'],
    ['a value in a format', '{offer.emi|inr} a month for {offer.tenure|months}', '₹24,959 a month for 24 months'],
    ['a path the scope lacks stays as written', 'Call {help.fax}', 'Call {help.fax}'],
    ['an object stays as written, never "[object Object]"', 'Call {help}', 'Call {help}'],
    ['an unknown format: the value as it is', '{offer.emi|shout}', '24959'],
    ['no placeholder', 'Plain words', 'Plain words'],
    ['a constants placeholder of another syntax is not touched', 'Up to {{max}}', 'Up to {{max}}'],
  ])('%s', (_name, text, expected) => {
    expect(fillPlaceholders(text, scope)).toBe(expected);
  });
});

describe('listPlaceholders', () => {
  it.each([
    ['none', 'Plain words', []],
    ['in order, formats dropped', 'Pay {offer.emi|inr} to {legalName}', ['offer.emi', 'legalName']],
    ['a repeated one twice', '{a} and {a}', ['a', 'a']],
  ])('%s', (_name, text, expected) => {
    expect(listPlaceholders(text)).toEqual(expected);
  });
});
