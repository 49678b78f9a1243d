import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../../src/engine/effects.ts';
import { CALLERS } from '../../src/engine/vocabulary.ts';

// CALLERS (which calls each effect makes, by role) is keyed by the effects the store implements; the pincode lookup
// is the one caller that is not an action's effect.
describe('the vocabulary of calls', () => {
  it('names only effects of the vocabulary, and the pincode lookup', () => {
    const notEffects = Object.keys(CALLERS).filter((name) => !(EFFECTS as readonly string[]).includes(name));
    expect(notEffects).toEqual(['pincode/lookup']);
  });

  it('gives every caller at least one call, and computed names only once per call', () => {
    for (const [caller, roles] of Object.entries(CALLERS)) {
      expect(Object.keys(roles).length, caller).toBeGreaterThan(0);
      for (const names of Object.values(roles) as ReadonlyArray<readonly string[]>)
        expect(new Set(names).size, caller).toBe(names.length);
    }
  });
});
