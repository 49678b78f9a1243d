import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/json.ts';
import { listRuleVariables } from '../../src/playground/model/rule-variables.ts';
import {
  builderFields,
  holdAlike,
  queryToRule,
  readInBuilder,
  ruleToQuery,
  simplifyRule,
} from '../../src/playground/studio/rules/rule-query.ts';
import { listShippedRules } from './shipped-rules.ts';

describe('the builder round trip', () => {
  const shipped = listShippedRules();
  it.each(shipped.map((r) => [r.where, r] as const))(
    '%s: parse then format gives the same rule',
    (_where, { programme, screenId, rule }) => {
      const variables = listRuleVariables(programme, screenId);
      const back = queryToRule(ruleToQuery(rule), variables);
      expect(readInBuilder(rule, variables).ok).toBe(true);
      // structurally the same, but for `!==` written `!=` (which holds alike over the samples)
      if (JSON.stringify(back) !== JSON.stringify(simplifyRule(rule))) expect(holdAlike(rule, back)).toBe(true);
      expect(JSON.stringify(back).replace(/!=/g, '!==')).toBe(JSON.stringify(rule).replace(/!==?/g, '!=='));
    },
  );

  it.each<[string, Json]>([
    ['a comparison with a constant', { '<': [{ var: 'form.a' }, { var: 'constants.x' }] }],
    ['between, inclusive', { '<=': [1, { var: 'form.a' }, 5] }],
    ['a negated group', { '!': { or: [{ '==': [{ var: 'a' }, 1] }, { var: 'b' }] } }],
    ['a variable read as a condition, and its negation', { and: [{ var: 'a' }, { '!': { var: 'b' } }] }],
    ['one of a list', { in: [{ var: 'a' }, ['x', 'y']] }],
    ['nested AND inside OR', { or: [{ and: [{ var: 'a' }, { var: 'b' }] }, { '>': [{ var: 'c' }, 2] }] }],
  ])('%s comes back as it was written', (_name, rule) => {
    expect(readInBuilder(rule)).toEqual({ ok: true, rule });
  });

  it.each<[string, Json, Json]>([
    ['a literal on the left', { '<': [5, { var: 'a' }] }, { '>': [{ var: 'a' }, 5] }],
    ['`!!` of a variable', { '!!': { var: 'a' } }, { var: 'a' }],
    ['`!` of a one-item list', { '!': [{ var: 'a' }] }, { '!': { var: 'a' } }],
  ])('%s comes back written another way that holds alike', (_name, rule, written) => {
    expect(readInBuilder(rule)).toEqual({ ok: true, rule: written });
  });

  it.each<[string, Json]>([
    ['arithmetic', { '>': [{ '+': [{ var: 'a' }, 1] }, 10] }],
    ['an if', { if: [{ var: 'a' }, true, false] }],
    ['a constant value alone', true],
    ['two literals compared', { '==': [1, 1] }],
  ])('%s cannot be shown in the builder', (_name, rule) => {
    expect(readInBuilder(rule).ok).toBe(false);
  });

  it('has no rule for an empty query (the rule always holds)', () => {
    expect(queryToRule({ combinator: 'and', rules: [] })).toBeUndefined();
    expect(readInBuilder(undefined)).toEqual({ ok: true, rule: undefined });
  });

  it("writes a number field's typed text as a number, and a text field's as text", () => {
    const query = {
      combinator: 'and',
      rules: [
        { field: 'form.amount', operator: '>', value: '500000' },
        { field: 'form.pincode', operator: '=', value: '560001' },
      ],
    };
    const variables = [
      { name: 'form.amount', label: 'amount', type: 'number' as const },
      { name: 'form.pincode', label: 'pincode', type: 'string' as const },
    ];
    expect(queryToRule(query, variables)).toEqual({
      and: [{ '>': [{ var: 'form.amount' }, 500000] }, { '==': [{ var: 'form.pincode' }, '560001'] }],
    });
  });
});

describe('holdAlike', () => {
  it.each<[string, Json, Json, boolean]>([
    ['`!=` and `!==` over texts', { '!=': [{ var: 'a' }, 'X'] }, { '!==': [{ var: 'a' }, 'X'] }, true],
    ['`<` and `<=` differ at the bound', { '<': [{ var: 'a' }, 5] }, { '<=': [{ var: 'a' }, 5] }, false],
    ['AND and OR differ', { and: [{ var: 'a' }, { var: 'b' }] }, { or: [{ var: 'a' }, { var: 'b' }] }, false],
    ['a group of one is its rule', { and: [{ var: 'a' }] }, { var: 'a' }, true],
  ])('%s', (_name, a, b, alike) => expect(holdAlike(a, b)).toBe(alike));
});

describe('builderFields', () => {
  it('lists a variable the rule reads but the context does not, so nothing is dropped', () => {
    const fields = builderFields([{ name: 'form.a', label: 'a', type: 'number' }], {
      '==': [{ var: 'user.other' }, 1],
    });
    expect(fields.map((f) => [f.name, f.label])).toEqual([
      ['form.a', 'a'],
      ['user.other', 'user.other'],
    ]);
  });

  it('offers constants as values to compare with, and options as the values of a select', () => {
    const [field] = builderFields(
      [{ name: 'form.g', label: 'g', type: 'string', options: [{ value: 'F', label: 'Female' }] }],
      undefined,
    );
    expect(field?.valueSources).toEqual([
      { name: 'value', label: 'a value' },
      { name: 'field', label: 'a constant' },
    ]);
    expect(field?.values).toEqual([{ name: 'F', label: 'Female' }]);
  });
});
