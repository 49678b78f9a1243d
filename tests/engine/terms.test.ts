import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/json.ts';
import { applyTermLabels, termLabels } from '../../src/engine/terms.ts';

const labels = termLabels([
  { id: 'amount', label: 'Loan amount' },
  { id: 'rate', label: 'Interest' },
  { id: 'broken' },
]);

describe('termLabels', () => {
  it.each([
    ['a list of terms', [{ id: 'amount', label: 'Loan amount' }], { amount: 'Loan amount' }],
    ['no list', undefined, {}],
    ['an item without a label', [{ id: 'x' }], {}],
  ])('%s', (_name, terms, expected) => {
    expect(termLabels(terms)).toEqual(expected);
  });
});

describe('applyTermLabels', () => {
  it.each<[string, Json, Json, string[]]>([
    [
      'an offer field named by its term',
      { fields: [{ key: 'roiPct', term: 'rate' }] },
      { fields: [{ key: 'roiPct', term: 'rate', label: 'Interest' }] },
      [],
    ],
    [
      'a KFS row deep in sections',
      { kfs: { sections: [{ rows: [{ id: 'p', term: 'amount' }] }] } },
      { kfs: { sections: [{ rows: [{ id: 'p', term: 'amount', label: 'Loan amount' }] }] } },
      [],
    ],
    [
      'an item with its own label and no term is left as it is',
      { rows: [{ label: 'Type of interest' }] },
      { rows: [{ label: 'Type of interest' }] },
      [],
    ],
    [
      'an unknown term',
      { fields: [{ term: 'fee' }] },
      { fields: [{ term: 'fee' }] },
      ['/fields/0/term: unknown term "fee" (the programme\'s terms: amount, rate)'],
    ],
    [
      'a label beside a term',
      { fields: [{ term: 'rate', label: 'Rate' }] },
      { fields: [{ term: 'rate', label: 'Rate' }] },
      ['/fields/0/label: the label of term "rate" is set in programme.json "terms"; remove this label'],
    ],
  ])('%s', (_name, input, expected, problems) => {
    const result = applyTermLabels(input, labels);
    expect(result.value).toEqual(expected);
    expect(result.problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual(problems);
  });

  it('names the missing list when the programme has no terms', () => {
    expect(applyTermLabels({ term: 'rate' }, {}).problems[0]!.message).toBe(
      'unknown term "rate" (the programme\'s terms: none: add a "terms" list to programme.json)',
    );
  });
});
