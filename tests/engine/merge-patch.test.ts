import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/json.ts';
import { applyMergePatch, findListPatches, ListPatchError, UnsafeMergeKeyError } from '../../src/engine/merge-patch.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { repoRoot } from '../config/helpers.ts';

describe('applyMergePatch refuses keys that reach a prototype', () => {
  it.each([
    ['__proto__ at the top', '{"__proto__": {"polluted": true}}', '/__proto__'],
    ['constructor at the top', '{"constructor": {"prototype": {"polluted": true}}}', '/constructor'],
    ['prototype nested', '{"screens": {"prototype": 1}}', '/screens/prototype'],
    ['__proto__ nested under an escaped key', '{"a/b": {"__proto__": null}}', '/a~1b/__proto__'],
  ])('%s', (_name, patchText, pointer) => {
    const target: Json = { screens: { a: 1 } };
    const patch = JSON.parse(patchText) as Json;
    expect(() => applyMergePatch(target, patch)).toThrow(UnsafeMergeKeyError);
    try {
      applyMergePatch(target, patch);
    } catch (error) {
      expect((error as UnsafeMergeKeyError).pointer).toBe(pointer);
    }
    expect(target).toEqual({ screens: { a: 1 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    [{ a: 1 }, { proto: 2, constructors: 3, __proto: 4 }, { a: 1, proto: 2, constructors: 3, __proto: 4 }],
    [{ a: { x: 1 } }, { a: { y: 2 } }, { a: { x: 1, y: 2 } }],
  ])('keys that only look alike merge: %j + %j', (target, patch, expected) => {
    expect(applyMergePatch(target, patch)).toEqual(expected);
  });

  it('a programme whose patch names __proto__ is reported with its file and pointer, not merged', () => {
    const { source } = readConfigSource(repoRoot);
    const file = 'journey-config/programmes/supply-chain-finance/constants.json';
    const patched = { ...source, [file]: JSON.parse('{"constants": {"__proto__": {"value": 1}}}') as Json };
    const result = resolveProgramme(patched, 'supply-chain-finance');
    expect(result.programme).toBeUndefined();
    expect(result.problems).toEqual([
      {
        file,
        pointer: '/constants/__proto__',
        message: 'a merge patch may not set "__proto__" (at /constants/__proto__)',
      },
    ]);
  });
});

describe('list patches: a child names the items of its parent list it changes, inserts, moves or removes', () => {
  const fields: Json = [
    { key: 'loanAmount', label: 'Loan amount' },
    { key: 'tenor', label: 'Tenure' },
    { key: 'roiPct', label: 'Rate per annum' },
  ];
  const keys = (list: Json) => (list as Array<{ key: string }>).map((f) => f.key);

  it.each([
    [
      'change one field of one item',
      [{ key: 'roiPct', label: 'Interest' }],
      ['loanAmount', 'tenor', 'roiPct'],
      { 2: { key: 'roiPct', label: 'Interest' } },
    ],
    [
      'delete a field with null',
      [{ key: 'tenor', label: null }],
      ['loanAmount', 'tenor', 'roiPct'],
      { 1: { key: 'tenor' } },
    ],
    [
      'insert after a named item',
      [{ $insert: { key: 'emi', label: 'EMI' }, $after: 'loanAmount' }],
      ['loanAmount', 'emi', 'tenor', 'roiPct'],
      {},
    ],
    [
      'insert before a named item',
      [{ $insert: { key: 'emi', label: 'EMI' }, $before: 'loanAmount' }],
      ['emi', 'loanAmount', 'tenor', 'roiPct'],
      {},
    ],
    ['insert at the end', [{ $insert: { key: 'emi', label: 'EMI' } }], ['loanAmount', 'tenor', 'roiPct', 'emi'], {}],
    ['remove one', [{ $remove: 'tenor' }], ['loanAmount', 'roiPct'], {}],
    [
      'move one and change it',
      [{ key: 'roiPct', label: 'Interest', $after: 'loanAmount' }],
      ['loanAmount', 'roiPct', 'tenor'],
      { 1: { key: 'roiPct', label: 'Interest' } },
    ],
    [
      'operations in order',
      [{ $remove: 'tenor' }, { $insert: { key: 'tenor', label: 'Validity' }, $before: 'loanAmount' }],
      ['tenor', 'loanAmount', 'roiPct'],
      { 0: { key: 'tenor', label: 'Validity' } },
    ],
  ])('%s', (_name, operations, order, items) => {
    const result = applyMergePatch({ fields }, { fields: { $patch: operations as Json[] } }) as { fields: Json[] };
    expect(keys(result.fields)).toEqual(order);
    for (const [index, item] of Object.entries(items)) expect(result.fields[Number(index)]).toEqual(item);
    expect(keys(fields)).toEqual(['loanAmount', 'tenor', 'roiPct']);
  });

  it.each([
    [
      'an unknown item to change',
      [{ key: 'rate', label: 'x' }],
      '/fields/$patch/0/key',
      'no item "rate" in this list (known: loanAmount, tenor, roiPct)',
    ],
    [
      'an unknown item to remove',
      [{ $remove: 'emi' }],
      '/fields/$patch/0/$remove',
      'no item "emi" in this list (known: loanAmount, tenor, roiPct)',
    ],
    [
      'an unknown place to insert',
      [{ $insert: { key: 'emi' }, $after: 'amount' }],
      '/fields/$patch/0/$after',
      'no item "amount" in this list (known: loanAmount, tenor, roiPct)',
    ],
    [
      'an item the list already has',
      [{ $insert: { key: 'tenor' } }],
      '/fields/$patch/0/$insert',
      'the list already has an item "tenor": change it instead',
    ],
    [
      'an inserted item without a name',
      [{ $insert: { label: 'x' } }],
      '/fields/$patch/0/$insert',
      'an inserted item needs a name (id, key, type, name)',
    ],
    [
      'an operation that names nothing',
      [{ label: 'x' }],
      '/fields/$patch/0',
      'an operation is {"$insert": item}, {"$remove": name} or an item\'s name (id, key, type, name) with the fields it changes',
    ],
  ])('refuses %s, with the pointer of the operation', (_name, operations, pointer, message) => {
    let thrown: unknown;
    try {
      applyMergePatch({ fields }, { fields: { $patch: operations as Json[] } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ListPatchError);
    expect({ pointer: (thrown as ListPatchError).pointer, message: (thrown as ListPatchError).message }).toEqual({
      pointer,
      message,
    });
  });

  it.each([
    [
      'a list of plain values',
      { steps: ['A', 'B'] },
      { steps: { $patch: [{ $remove: 'A' }] } },
      'item 0 of this list has no name (id, key, type, name): write the list whole',
    ],
    [
      'no list at all',
      { steps: 'A' },
      { steps: { $patch: [] } },
      'there is no list here to patch: write the list whole',
    ],
  ])('refuses to patch %s', (_name, target, patch, message) => {
    expect(() => applyMergePatch(target as Json, patch as Json)).toThrow(message);
  });

  it('a list written whole still replaces, and a list patch reaches lists inside a changed item', () => {
    expect(applyMergePatch({ steps: ['A', 'B'] }, { steps: ['C'] })).toEqual({ steps: ['C'] });
    const sections: Json = [
      {
        id: 'loan',
        title: 'Loan',
        rows: [
          { id: 'rate', label: 'Rate' },
          { id: 'emi', label: 'EMI' },
        ],
      },
    ];
    const patched = applyMergePatch(sections, {
      $patch: [{ id: 'loan', rows: { $patch: [{ id: 'rate', label: 'Interest' }] } }],
    });
    expect(patched).toEqual([
      {
        id: 'loan',
        title: 'Loan',
        rows: [
          { id: 'rate', label: 'Interest' },
          { id: 'emi', label: 'EMI' },
        ],
      },
    ]);
  });

  it.each([
    [{ a: [{ id: 'x', b: { $patch: [] } }] }, ['/a/0/b']],
    [{ a: { $patch: [] }, c: 1 }, ['/a']],
    [{ a: [1, 2] }, []],
  ])('findListPatches(%j) is %j', (document, pointers) => {
    expect(findListPatches(document as Json)).toEqual(pointers);
  });
});
