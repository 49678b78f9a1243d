import { useMemo, type ReactNode } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screenForm } from '../engine/screen-types.ts';
import type { ResolvedProgramme, Screen } from '../engine/types.ts';
import { ExamplesPanel } from './examples-panel.tsx';
import { ProblemList } from './problem-list.tsx';
import type { EditableContext } from './rule-context.ts';
import { runExamples } from './run-examples.ts';
import { createRuntimeValidator } from './runtime-validator.ts';
import { ScreenPreview } from './screen-preview.tsx';
import type { ProgrammeState } from './state-types.ts';

/** Files a screen is made of: a problem in one of them is a problem of the screen. */
function listScreenFiles(programme: ResolvedProgramme, screen: Screen): string[] {
  const files = [programme.origins[`screen:${screen.id}`], programme.origins[`examples:${screen.id}`]];
  const form = screenForm(screen);
  if (form) files.push(`schemas/${form.schema}`, `schemas/${form.uiSchema}`);
  return files.filter((f): f is string => typeof f === 'string');
}

interface ScreenSectionProps {
  state: ProgrammeState & { programme: ResolvedProgramme };
  screen: Screen;
  context: EditableContext;
  version: number;
  /** The context editor, owned by the app so an edit survives a config reload. */
  editor: ReactNode;
  /** Problems of files every programme reads (a file that is not JSON), shown here when they are this screen's. */
  extraProblems: ReadonlyArray<{ file: string; pointer: string; message: string }>;
}

/** The selected screen: its problems first, then the rendered screen beside the context, then its examples. */
export function ScreenSection({ state, screen, context, version, editor, extraProblems }: ScreenSectionProps) {
  const programme = state.programme;
  const files = listScreenFiles(programme, screen);
  const problems = [...extraProblems, ...state.problems].filter((p) => files.includes(p.file));
  const form = programme.forms[screen.id];
  const fullContext = useMemo(() => ({ ...context, form: {} }), [context]);
  const examples = useMemo(() => {
    if (!form) return undefined;
    try {
      const schema = form.schema as RJSFSchema;
      const checks = 'form' in screen ? screen.form?.checks : undefined;
      return runExamples(programme.examples[screen.id] ?? [], createRuntimeValidator(schema), schema, form.uiSchema as UiSchema, checks, fullContext);
    } catch {
      return undefined; // a schema ajv cannot compile: its lint problems are listed above
    }
  }, [programme, screen, form, fullContext]);
  return (
    // on a phone the files and the examples come after the preview (playground.css)
    <section aria-labelledby="pg-screen-heading" className="pg-screen">
      <h2 id="pg-screen-heading">{screen.title} <code>{screen.id}</code></h2>
      <p className="pg-after-preview">
        {screen.kind} screen at <code>{screen.route}</code> of {programme.id}. Files: {files.map((f) => <code key={f}>{f} </code>)}
      </p>
      {problems.length > 0 && (
        <div role="alert" className="pg-banner">
          <strong>This screen's files have problems:</strong>
          <ProblemList problems={problems} label="Problems of this screen" />
        </div>
      )}
      <div className="pg-columns">
        <div>
          <h3>Screen</h3>
          {problems.length > 0 ? <p>Fix the problems above to see the screen.</p> : <ScreenPreview programme={programme} screen={screen} context={fullContext} version={version} />}
        </div>
        <div>
          <h3>Context</h3>
          {editor}
        </div>
      </div>
      <h3 className="pg-after-preview">Examples</h3>
      <div className="pg-after-preview">
        <ExamplesPanel results={problems.length ? undefined : examples} />
      </div>
    </section>
  );
}
