import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { findCopiedLists } from './copied-lists.ts';
import { copyProject, journey, repoRoot } from './helpers.ts';

// A programme that extends another patches the parent's lists item by item ({"$patch": [...]}, analyst guide
// section 1): each operation is checked here as an analyst meets it, through `journey lint` on a copy of the config.

const QUOTE = 'journey-config/programmes/supply-chain-finance/screens/quote.json';

describe('the shipped programmes copy no list of their parent', () => {
  it.each(listProgrammes(readConfigSource(repoRoot).source))('%s', (id) => {
    expect(findCopiedLists(readConfigSource(repoRoot).source, id)).toEqual([]);
  });

  it('the check finds a list written whole that repeats two items of the parent', () => {
    const { source } = readConfigSource(repoRoot);
    const copied = {
      ...source,
      [QUOTE]: { fields: [
        { key: 'roiPct', label: 'Interest', format: 'percent' },
        { key: 'processingFee', label: 'Processing Fees', format: 'inr' },
        { key: 'tenor', label: 'Line Validity', format: 'months' },
      ] },
    };
    expect(findCopiedLists(copied, 'supply-chain-finance')).toEqual([{ file: QUOTE, pointer: '/fields', copied: 2 }]);
  });

  const P = 'journey-config/programmes';
  const parentRows = [{ label: 'A', text: 'a' }, { label: 'B', text: 'b' }, { label: 'C', text: 'c' }];
  const parentScreens = ['one', 'two', 'three'];
  it.each<[string, unknown, Array<{ pointer: string; copied: number }>]>([
    ['objects without names, two copied', { rows: [parentRows[0], parentRows[1], { label: 'C', text: 'see' }] }, [{ pointer: '/rows', copied: 2 }]],
    ['objects without names, one changed and one added', { rows: [{ label: 'A', text: 'eh' }, parentRows[1], { label: 'D', text: 'd' }] }, []],
    ['plain values restated unchanged', { screens: parentScreens }, [{ pointer: '/screens', copied: 3 }]],
    ['plain values with one added (they cannot be patched, so this is how a screen is added)', { screens: [...parentScreens, 'four'] }, []],
  ])('the check covers lists of %s', (_name, child, found) => {
    const source = {
      [`${P}/base/programme.json`]: { id: 'base', rows: parentRows, screens: parentScreens },
      [`${P}/child/programme.json`]: { id: 'child', extends: 'base', ...(child as object) },
    };
    expect(findCopiedLists(source, 'child')).toEqual(found.map((f) => ({ file: `${P}/child/programme.json`, ...f })));
  });
});

describe('journey lint: a list patch of supply-chain-finance quote fields', () => {
  const fieldsAfter = (root: string) => {
    const quote = resolveProgramme(readConfigSource(root).source, 'supply-chain-finance').programme?.screens.quote as { fields: Array<{ key: string; label: string }> };
    return quote.fields.map((f) => `${f.key}: ${f.label}`);
  };

  it.each([
    ['change one field of one item', [{ key: 'tenor', label: 'Validity of the line' }], ['loanAmount: Loan amount', 'tenor: Validity of the line', 'roiPct: Interest', 'emi: EMI', 'processingFee: Processing Fees']],
    ['insert after a named item', [{ $insert: { key: 'interestAmount', label: 'Interest amount', format: 'inr' }, $after: 'roiPct' }], ['loanAmount: Loan amount', 'tenor: Tenure', 'roiPct: Interest', 'interestAmount: Interest amount', 'emi: EMI', 'processingFee: Processing Fees']],
    ['insert before a named item', [{ $insert: { key: 'interestAmount', label: 'Interest amount', format: 'inr' }, $before: 'loanAmount' }], ['interestAmount: Interest amount', 'loanAmount: Loan amount', 'tenor: Tenure', 'roiPct: Interest', 'emi: EMI', 'processingFee: Processing Fees']],
    ['remove one', [{ $remove: 'emi' }], ['loanAmount: Loan amount', 'tenor: Tenure', 'roiPct: Interest', 'processingFee: Processing Fees']],
  ])('%s', async (_name, operations, expected) => {
    const project = copyProject();
    try {
      project.edit(QUOTE, (json) => {
        json.fields = { $patch: operations };
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
    ['an unknown item to change', { key: 'rate', label: 'Rate' }, '#/fields/$patch/0/key: no item "rate" in this list (known: loanAmount, tenor, roiPct, emi, processingFee)'],
    ['an unknown item to remove', { $remove: 'fee' }, '#/fields/$patch/0/$remove: no item "fee" in this list (known: loanAmount, tenor, roiPct, emi, processingFee)'],
    ['an unknown place to insert', { $insert: { key: 'x', label: 'X', format: 'inr' }, $after: 'rate' }, '#/fields/$patch/0/$after: no item "rate" in this list (known: loanAmount, tenor, roiPct, emi, processingFee)'],
  ])('rejects %s, naming the file and pointer', async (_name, operation, line) => {
    const project = copyProject();
    try {
      project.edit(QUOTE, (json) => {
        json.fields = { $patch: [operation] };
      });
      const lint = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(lint.out + lint.err).toBe(`${QUOTE}${line}\n`);
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
      expect(lint.out + lint.err).toBe(`${file}#/fields: a list patch needs the parent's list, and no parent programme has screens/quote.json: write the list whole\n`);
      expect(lint.code).toBe(1);
    } finally {
      project.cleanup();
    }
  });
});
