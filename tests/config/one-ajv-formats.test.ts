import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

// `journey compile` (the CLI and the build) imports ajv-formats' formats itself; RJSF's validator, which compiles
// them ahead of time and in the playground's page, adds them from its own dependency. One copy means one behaviour.
describe('ajv-formats', () => {
  it('RJSF’s validator and the project resolve the same copy', () => {
    const fromProject = createRequire(join(repoRoot, 'package.json')).resolve('ajv-formats');
    const rjsfValidator = createRequire(join(repoRoot, 'package.json')).resolve('@rjsf/validator-ajv8');
    const fromRjsf = createRequire(rjsfValidator).resolve('ajv-formats');
    expect(fromRjsf).toBe(fromProject);
  });
});
