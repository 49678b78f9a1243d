import { describe, expect, it } from 'vitest';
import type { VisibilityGroup } from '../../src/engine/types.ts';
import { collectVisibilityRules, listVisibilityEntries } from '../../src/engine/visibility.ts';

const notGst = { '!': { var: 'form.shouldUseGstAddress' } };

describe('listVisibilityEntries', () => {
  it.each<
    [
      string,
      { visibility?: Record<string, unknown>; visibilityGroups?: VisibilityGroup[] } | null | undefined,
      Array<[string, string, string]>,
    ]
  >([
    ['no form', undefined, []],
    ['a form without rules', null, []],
    [
      'one rule per field',
      { visibility: { '/otp': { var: 'form.otpSent' } } },
      [['/otp', '/form/visibility/~1otp', '/form/visibility/~1otp']],
    ],
    [
      'a group: one rule for each of its fields',
      { visibilityGroups: [{ fields: ['/city', '/state'], when: notGst }] },
      [
        ['/city', '/form/visibilityGroups/0/fields/0', '/form/visibilityGroups/0/when'],
        ['/state', '/form/visibilityGroups/0/fields/1', '/form/visibilityGroups/0/when'],
      ],
    ],
    [
      'both, groups first',
      { visibility: { '/a/b': true }, visibilityGroups: [{ fields: ['/c'], when: false }] },
      [
        ['/c', '/form/visibilityGroups/0/fields/0', '/form/visibilityGroups/0/when'],
        ['/a/b', '/form/visibility/~1a~1b', '/form/visibility/~1a~1b'],
      ],
    ],
  ])('%s', (_name, form, expected) => {
    expect(listVisibilityEntries(form as never).map((e) => [e.field, e.fieldAt, e.ruleAt])).toEqual(expected);
  });
});

describe('collectVisibilityRules', () => {
  it("gives every field of a group the group's rule, beside the per-field rules", () => {
    expect(
      collectVisibilityRules({
        visibility: { '/otp': { var: 'form.otpSent' } },
        visibilityGroups: [{ fields: ['/city', '/state'], when: notGst }],
      }),
    ).toEqual({
      '/city': notGst,
      '/state': notGst,
      '/otp': { var: 'form.otpSent' },
    });
  });
});
