import jsonLogic from 'json-logic-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DERIVED_OPERATIONS } from '../../src/engine/operations.ts';

afterEach(() => vi.restoreAllMocks());

describe('json-logic operations', () => {
  it('are not registered by importing the engine (it is pure: no import side effects)', async () => {
    const added = vi.spyOn(jsonLogic, 'add_operation');
    vi.resetModules();
    const modules = import.meta.glob('../../src/engine/**/*.ts');
    for (const load of Object.values(modules)) await load();
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(added).not.toHaveBeenCalled();
  });

  it('are registered, every derived value, by the one call a program makes when it starts', async () => {
    const added = vi.spyOn(jsonLogic, 'add_operation');
    const { registerRuleOperations } = await import('../../src/engine/rules.ts');
    registerRuleOperations();
    expect(added.mock.calls.map(([name]) => name).sort()).toEqual(Object.keys(DERIVED_OPERATIONS).sort());
  });
});
