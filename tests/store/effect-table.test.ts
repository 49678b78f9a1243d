import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../../src/engine/effects.ts';
import { CALLERS } from '../../src/engine/vocabulary.ts';
import { findEffectWorker, preloadEffectWorkers } from '../../src/store/effects/effect-table.ts';
import { SESSION_WORKERS } from '../../src/store/effects/session-effects.ts';

/** The worker findEffectWorker gives once the journey's effects are loaded (no saga: it needs no call then). */
function workerOf(name: string) {
  const step = findEffectWorker(name).next();
  expect(step.done, name).toBe(true);
  return step.value;
}

describe('one definition per effect', () => {
  it('gives the vocabulary and the calls from the same definitions, each effect once', () => {
    expect(new Set(EFFECTS).size).toBe(EFFECTS.length);
    const calling = Object.keys(CALLERS).filter((name) => name !== 'pincode/lookup');
    expect(EFFECTS.slice(0, calling.length)).toEqual(calling);
  });

  it('binds one worker to every effect, at hand or loaded with the journey, and none to a name outside it', async () => {
    const { JOURNEY_WORKERS } = await preloadEffectWorkers();
    for (const name of EFFECTS) expect(typeof workerOf(name), name).toBe('function');
    const bound = [...Object.keys(SESSION_WORKERS), ...Object.keys(JOURNEY_WORKERS)];
    expect([...bound].sort()).toEqual([...EFFECTS].sort());
    expect(workerOf('nothing/here')).toBeUndefined();
  });
});
