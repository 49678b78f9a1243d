import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { findCopiedLists } from './copied-lists.ts';
import { copyProject, journey, repoRoot } from './helpers.ts';

// A programme that extends another patches the parent's lists item by item ({"$patch": [...]}, analyst guide
// section 1): each operation is checked here as an analyst meets it, through `journey lint` on a copy of the config.

const PROGRAMME = 'journey-config/programmes/supply-chain-finance/programme.json';

describe('the shipped programmes copy no list of their parent', () => {
  it.each(listProgrammes(readConfigSource(repoRoot).source))('%s', (id) => {
    expect(findCopiedLists(readConfigSource(repoRoot).source, id)).toEqual([]);
  });

  it('the check finds a list written whole that repeats two items of the parent', () => {
    const { source } = readConfigSource(repoRoot);
    const copied = {
      ...source,
      [PROGRAMME]: {
        ...(source[PROGRAMME] as object),
        offer: {
          fields: [
            { key: 'emi', term: 'emi', format: 'inr' },
            { key: 'processingFee', term: 'fees', format: 'inr' },
            { key: 'aprPct', term: 'apr', format: 'percent' },
          ],
        },
      },
    };
    expect(findCopiedLists(copied, 'supply-chain-finance')).toEqual([
      { file: PROGRAMME, pointer: '/offer/fields', copied: 2 },
    ]);
  });

  const P = 'journey-config/programmes';
  const parentRows = [
    { label: 'A', text: 'a' },
    { label: 'B', text: 'b' },
    { label: 'C', text: 'c' },
  ];
  const parentScreens = ['one', 'two', 'three'];
  it.each<[string, unknown, Array<{ pointer: string; copied: number }>]>([
    [
      'objects without names, two copied',
      { rows: [parentRows[0], parentRows[1], { label: 'C', text: 'see' }] },
      [{ pointer: '/rows', copied: 2 }],
    ],
    [
      'objects without names, one changed and one added',
      { rows: [{ label: 'A', text: 'eh' }, parentRows[1], { label: 'D', text: 'd' }] },
      [],
    ],
    ['plain values restated unchanged', { screens: parentScreens }, [{ pointer: '/screens', copied: 3 }]],
    [
      'plain values with one added (they cannot be patched, so this is how a screen is added)',
      { screens: [...parentScreens, 'four'] },
      [],
    ],
  ])('the check covers lists of %s', (_name, child, found) => {
    const source = {
      [`${P}/base/programme.json`]: { id: 'base', rows: parentRows, screens: parentScreens },
      [`${P}/child/programme.json`]: { id: 'child', extends: 'base', ...(child as object) },
    };
    expect(findCopiedLists(source, 'child')).toEqual(found.map((f) => ({ file: `${P}/child/programme.json`, ...f })));
  });
});

describe('journey lint: a list patch of supply-chain-finance offer fields', () => {
  const fieldsAfter = (root: string) => {
    const offer = resolveProgramme(readConfigSource(root).source, 'supply-chain-finance').programme?.programme
      .offer as { fields: Array<{ key: string; label: string }> };
    return offer.fields.map((f) => `${f.key}: ${f.label}`);
  };
  const parent = [
    'netDisbursed: Net amount you receive',
    'emi: Monthly instalment if the full line is drawn',
    'aprPct: Annual Percentage Rate (APR)',
    'totalCharges: Total charges (with GST)',
    'loanAmount: Credit line',
    'tenor: Line Validity',
    'roiPct: Interest',
  ];
  const known = 'known: netDisbursed, emi, aprPct, totalCharges, loanAmount, tenor, roiPct';

  it.each([
    [
      'change one field of one item',
      [{ key: 'totalCharges', term: 'fees' }],
      parent.map((f) => (f.startsWith('totalCharges') ? 'totalCharges: Processing Fees' : f)),
    ],
    [
      'insert after a named item',
      [{ $insert: { key: 'processingFee', term: 'fees', format: 'inr' }, $after: 'totalCharges' }],
      [...parent.slice(0, 4), 'processingFee: Processing Fees', ...parent.slice(4)],
    ],
    [
      'insert before a named item',
      [{ $insert: { key: 'processingFee', term: 'fees', format: 'inr' }, $before: 'netDisbursed' }],
      ['processingFee: Processing Fees', ...parent],
    ],
    ['remove one', [{ $remove: 'emi' }], parent.filter((f) => !f.startsWith('emi'))],
  ])('%s', async (_name, operations, expected) => {
    const project = copyProject();
    try {
      project.edit(PROGRAMME, (json) => {
        json.offer = { fields: { $patch: operations } };
      });
      const lint = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(lint.out + lint.err).toBe('journey lint: programme supply-chain-finance OK\n');
      expect(lint.code).toBe(0);
      expect(fieldsAfter(project.root)).toEqual(expected);
    } finally {
      project.cleanup();
    }
  });

  it.each([
    [
      'an unknown item to change',
      { key: 'rate', format: 'inr' },
      `#/offer/fields/$patch/0/key: no item "rate" in this list (${known})`,
    ],
    [
      'an unknown item to remove',
      { $remove: 'fee' },
      `#/offer/fields/$patch/0/$remove: no item "fee" in this list (${known})`,
    ],
    [
      'an unknown place to insert',
      { $insert: { key: 'processingFee', term: 'fees', format: 'inr' }, $after: 'rate' },
      `#/offer/fields/$patch/0/$after: no item "rate" in this list (${known})`,
    ],
    [
      'an unknown term',
      { key: 'roiPct', term: 'interest' },
      '#/offer/fields/$patch/0/term: unknown term "interest" (the programme\'s terms: amount, tenure, rate, emi, fees, charges, received, apr, first-emi, account, validity)',
    ],
    [
      'a label beside a term',
      { key: 'roiPct', label: 'Rate' },
      '#/offer/fields/$patch/0/label: the label of term "rate" is set in programme.json "terms"; remove this label',
    ],
  ])('rejects %s, naming the file and pointer', async (_name, operation, line) => {
    const project = copyProject();
    try {
      project.edit(PROGRAMME, (json) => {
        json.offer = { fields: { $patch: [operation] } };
      });
      const lint = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(lint.out + lint.err).toBe(`${PROGRAMME}${line}\n`);
      expect(lint.code).toBe(1);
    } finally {
      project.cleanup();
    }
  });

  it('rejects a list patch in a file the parent does not have', async () => {
    const project = copyProject();
    try {
      const file = 'journey-config/programmes/business-loan/screens/quote.json';
      project.edit(file, (json) => {
        json.fields = { $patch: [{ $remove: 'emi' }] };
      });
      const lint = await journey(['lint', 'business-loan', '--root', project.root]);
      expect(lint.out + lint.err).toBe(
        `${file}#/fields: a list patch needs the parent's list, and no parent programme has screens/quote.json: write the list whole\n`,
      );
      expect(lint.code).toBe(1);
    } finally {
      project.cleanup();
    }
  });
});
