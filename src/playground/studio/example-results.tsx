import { useMemo } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ResolvedProgramme, Screen } from '../../engine/types.ts';
import { ExamplesPanel } from '../examples-panel.tsx';
import type { RuleContext } from '../../engine/rules.ts';
import { runExamples } from '../run-examples.ts';
import { createRuntimeValidator } from '../runtime-validator.ts';

/**
 * The screen's example vectors, each run in the page through a validator compiled from its form as the studio holds
 * it now (saved or not), with the messages each produced: the screen's part of what the check above reports.
 */
export function ExampleResults({
  programme,
  screen,
  context,
}: {
  programme: ResolvedProgramme;
  screen: Screen;
  context: RuleContext;
}) {
  const form = programme.forms[screen.id];
  const results = useMemo(() => {
    if (!form) return undefined;
    try {
      const schema = form.schema as RJSFSchema;
      const checks = 'form' in screen ? screen.form?.checks : undefined;
      return runExamples(
        programme.examples[screen.id] ?? [],
        createRuntimeValidator(schema),
        schema,
        form.uiSchema as UiSchema,
        checks,
        context,
      );
    } catch {
      return undefined; // a schema ajv cannot compile: the check lists its lint problems
    }
  }, [programme, screen, form, context]);
  return <ExamplesPanel results={results} />;
}
