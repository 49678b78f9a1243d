// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readShippedFiles } from './shipped-files.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { runExamples } from '../../src/playground/run-examples.ts';
import { createRuntimeValidator } from '../../src/playground/runtime-validator.ts';
import { FieldsPanel } from '../../src/playground/studio/fields-panel.tsx';
import { StepsPanel } from '../../src/playground/studio/steps-panel.tsx';
import { hostPanel } from './panel-host.tsx';
import { addNewScreen, type NewScreen } from '../../src/playground/studio/studio-model.ts';
import type { RJSFSchema } from '@rjsf/utils';
import type { ExampleVector } from '../../src/engine/types.ts';

// A new screen is complete from the new-screen dialog alone (issue 39's "hard" point: no route box, and a Continue
// that neither sent nor saved anything, so effects and savedAs were typed into JSON boxes): its route typed, the
// effect its Continue runs and what it saves chosen, and the step's submit offered in the same dialog.

afterEach(cleanup);

const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const programme = resolveProgramme(sourceOf(shipped), BL).programme!;

/** What the dialog hands the studio once filled in as given. */
function addFromDialog(fill: (form: ReturnType<typeof within>) => void): NewScreen | undefined {
  let added: NewScreen | undefined;
  render(
    <StepsPanel
      programme={programme}
      kinds={['form', 'info']}
      onSelect={() => undefined}
      onMove={() => undefined}
      onRemove={() => undefined}
      onAdd={(s) => (added = s)}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add a screen to Business Details' }));
  const form = within(screen.getByRole('form', { name: 'New screen in business-details' }));
  fireEvent.change(form.getByLabelText('Screen id'), { target: { value: 'turnover-check' } });
  fireEvent.change(form.getByLabelText('Screen title'), { target: { value: 'Turnover check' } });
  fill(form);
  fireEvent.click(form.getByRole('button', { name: 'Add screen' }));
  return added;
}

describe('the new-screen dialog', () => {
  it("sets the route typed, the effect and savedAs chosen, and the step's submit", () => {
    const added = addFromDialog((form) => {
      fireEvent.change(form.getByLabelText(/^Route/), { target: { value: '/business-details/turnover' } });
      fireEvent.change(form.getByLabelText('What Continue runs'), { target: { value: 'lead/update' } });
      fireEvent.click(form.getByLabelText(/^Save its answers for later rules \(as saved\.turnoverCheck\)/));
      fireEvent.click(form.getByLabelText("Business Details sends its answers (the step's submit)"));
    });
    expect(added).toMatchObject({
      route: '/business-details/turnover',
      effect: 'lead/update',
      savedAs: 'turnoverCheck',
      submit: true,
    });
    const files = applyEdits(shipped, addNewScreen(shipped, BL, added!, 'home', { id: 'save', label: 'Continue' }));
    const resolved = resolveProgramme(sourceOf(files), BL).programme!;
    const screenFile = resolved.screens['turnover-check'] as unknown as {
      route: string;
      form: { savedAs: string };
      actions: Array<{ effects: string[] }>;
    };
    expect(screenFile.route).toBe('/business-details/turnover');
    expect(screenFile.form.savedAs).toBe('turnoverCheck');
    expect(screenFile.actions[0]!.effects).toEqual(['lead/update']);
    const step = resolved.programme.steps!.find((s) => s.id === 'business-details')!;
    expect(step.screens).toContain('turnover-check');
    expect(step.submit).toEqual(['business-details-2', 'turnover-check']);
    expect(lintConfig(sourceOf(files), BL).filter((p) => p.file.includes('turnover-check'))).toEqual([]);
  });

  it('refuses a route that is not an address', () => {
    const added = addFromDialog((form) =>
      fireEvent.change(form.getByLabelText(/^Route/), { target: { value: 'turnover check' } }),
    );
    expect(added).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toMatch(/^The route starts with \//);
  });
});

describe("a new screen's example vectors", () => {
  // the "hard" point: the default vector ("nothing typed yet", no messages) failed as soon as a field was required
  it('follow the fields added in the fields panel: a required whole number with its messages keeps them passing', () => {
    const input: NewScreen = {
      id: 'turnover-check',
      title: 'Turnover check',
      kind: 'form',
      route: '/t',
      step: 'business-details',
    };
    const start = applyEdits(shipped, addNewScreen(shipped, BL, input, 'home', { id: 'save', label: 'Continue' }));
    const host = hostPanel(start, (files, edit) => (
      <FieldsPanel
        programme={resolveProgramme(sourceOf(files), BL).programme!}
        screenId="turnover-check"
        files={files}
        edit={edit}
      />
    ));
    const fields = within(screen.getByRole('region', { name: 'Form fields' }));
    fireEvent.change(fields.getByLabelText("New field's name"), { target: { value: 'annualTurnover' } });
    fireEvent.click(fields.getByRole('button', { name: 'Add field' }));
    fireEvent.change(fields.getByLabelText('Label', { exact: true }), { target: { value: 'Annual turnover' } });
    fireEvent.change(fields.getByLabelText('Type'), { target: { value: 'integer' } });
    fireEvent.change(fields.getByLabelText('Message when the answer is not a whole number'), {
      target: { value: 'Enter the turnover in whole rupees' },
    });
    fireEvent.click(fields.getByLabelText('Required'));
    fireEvent.change(fields.getByLabelText('Message when it is left empty'), {
      target: { value: 'Enter the annual turnover' },
    });
    fireEvent.change(fields.getByLabelText('Example answer (the examples are made from it)'), {
      target: { value: '5000000' },
    });
    const folder = `journey-config/programmes/${BL}/`;
    const schema = JSON.parse(host.files[`${folder}forms/turnover-check.schema.json`]!) as RJSFSchema;
    const { examples } = JSON.parse(host.files[`${folder}screens/turnover-check.examples.json`]!) as {
      examples: ExampleVector[];
    };
    expect(examples.map((v) => v.name)).toEqual([
      'answers that pass every rule',
      'Annual turnover left empty',
      'Annual turnover: an answer of another type',
    ]);
    expect(examples[0]!.data).toEqual({ annualTurnover: 5000000 });
    const results = runExamples(examples, createRuntimeValidator(schema), schema);
    expect(results.filter((r) => !r.passed)).toEqual([]);
    // each vector expects the analyst's words, never the validator's
    expect(examples.flatMap((v) => v.errors.map((e) => e.message))).toEqual([
      'Enter the annual turnover',
      'Enter the turnover in whole rupees',
    ]);
  });
});
