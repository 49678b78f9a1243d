import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine/json.ts';
import { applyMergePatch, UnsafeMergeKeyError } from '../../src/engine/merge-patch.ts';
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
    expect(result.problems).toEqual([{ file, pointer: '/constants/__proto__', message: 'a merge patch may not set "__proto__" (at /constants/__proto__)' }]);
  });
});
