import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { runExamples } from '../../src/playground/run-examples.ts';
import { createRuntimeValidator } from '../../src/playground/runtime-validator.ts';
import { repoRoot } from '../config/helpers.ts';

const { source } = readConfigSource(repoRoot);

describe('runExamples with a validator compiled at run time', () => {
  // the playground's validators must agree with the precompiled ones `journey lint` runs the vectors through
  for (const id of listProgrammes(source)) {
    const programme = resolveProgramme(source, id).programme!;
    for (const [screenId, vectors] of Object.entries(programme.examples)) {
      const form = programme.forms[screenId];
      if (!form) continue;
      it(`${id}/${screenId}: every example vector passes`, () => {
        const schema = form.schema as RJSFSchema;
        const screen = programme.screens[screenId];
        const checks = screen && 'form' in screen ? screen.form?.checks : undefined;
        const failed = runExamples(vectors, createRuntimeValidator(schema), schema, {}, checks).filter(
          (r) => !r.passed,
        );
        expect(failed).toEqual([]);
      });
    }
  }

  it('marks a vector failed with what was missing and what was unexpected', () => {
    const programme = resolveProgramme(source, 'business-loan').programme!;
    const schema = programme.forms.login!.schema as RJSFSchema;
    const [result] = runExamples(
      [
        {
          name: 'wrong',
          data: { mobile: '5', acceptTerms: true, acceptPrivacy: true, acceptCreditBureau: true },
          errors: [{ field: '/mobile', message: 'nope' }],
        },
      ],
      createRuntimeValidator(schema),
      schema,
    );
    expect(result?.passed).toBe(false);
    expect(result?.missing).toEqual([{ field: '/mobile', message: 'nope' }]);
    expect(result?.unexpected.map((e) => e.field)).toContain('/mobile');
  });
});
