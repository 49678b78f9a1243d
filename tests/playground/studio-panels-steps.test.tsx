// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import type { JsonObject } from '../../src/engine/json.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { type FileTexts } from '../../src/playground/model/files.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { listRuleVariables } from '../../src/playground/model/rule-variables.ts';
import { StepListPanel } from '../../src/playground/studio/panels/step-list-panel.tsx';
import { listItemMeta } from '../../src/playground/studio/panel-schema.ts';

// The steps list of the Steps tab, rendered alone over the shipped config with the studio's history: a step moved,
// removed or added in the child is one operation of its own programme.json's list patch, and undo takes it back.

afterEach(cleanup);

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const BL = 'business-loan';
const scfFile = `journey-config/programmes/${SCF}/programme.json`;
const meta = JSON.parse(shipped['journey-config/meta/programme.schema.json']!) as { properties: JsonObject };
const itemMeta = listItemMeta(meta.properties.steps)!;
const programme = resolveProgramme(sourceOf(shipped), SCF).programme!;
const variables = listRuleVariables(programme);

function host() {
  return hostPanel(shipped, (files, edit) => (
    <StepListPanel
      programmeId={SCF}
      parent={BL}
      files={files}
      itemMeta={itemMeta}
      variables={variables}
      constants={programme.constants}
      edit={edit}
    />
  ));
}

const order = (files: FileTexts) =>
  (resolveProgramme(sourceOf(files), SCF).programme?.programme.steps ?? []).map((s) => s.id);
const ownSteps = (files: FileTexts) => (JSON.parse(files[scfFile]!) as JsonObject).steps;
const shown = () =>
  within(screen.getByRole('region', { name: 'Steps of the programme' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.tagName === 'OL')
    .map((li) => li.querySelector('code')?.textContent);

describe('the steps list', () => {
  it("moves a parent's step with one operation of the child, shows it changed here, and undoes", () => {
    const studio = host();
    fireEvent.click(screen.getByRole('button', { name: 'Move step gst-details down' }));
    expect(ownSteps(studio.files)).toEqual({ $patch: [{ id: 'gst-details', $after: 'banking-data' }] });
    expect(shown().slice(0, 4)).toEqual(['business-details', 'other-details', 'banking-data', 'gst-details']);
    expect(screen.getByText('gst-details').closest('li')!.textContent).toContain('changed here');
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
    expect(shown()).toEqual(order(shipped));
  });

  it('shows what still names a step before removing it, then writes $remove', () => {
    const studio = host();
    fireEvent.click(screen.getByRole('button', { name: 'Remove step gst-details' }));
    const confirm = screen.getByRole('group', { name: 'Remove step gst-details' });
    expect(confirm.textContent).toMatch(/scenario happy-path presses its card/);
    expect(confirm.textContent).toContain('screen gst-login belongs to no other step');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove the step' }));
    expect(ownSteps(studio.files)).toEqual({ $patch: [{ $remove: 'gst-details' }] });
    expect(shown()).not.toContain('gst-details');
  });

  it('adds a step with the keys the meta-schema requires, after the one chosen, and refuses one without them', () => {
    const studio = host();
    const form = screen.getByRole('form', { name: 'New step' });
    fireEvent.change(within(form).getByLabelText('Step id'), { target: { value: 'co-borrower' } });
    fireEvent.submit(form);
    expect(within(form).getByRole('alert').textContent).toBe('A step needs title, completedBy.');
    fireEvent.change(within(form).getByLabelText('Step title'), { target: { value: 'Co-borrower' } });
    fireEvent.change(within(form).getByLabelText('Done when'), { target: { value: '1' } });
    // a rule key of a new step is edited in the rule builder (with its JSON beside it), as in the step's settings
    const rule = within(form).getByRole('group', { name: 'Step completedWhen' });
    expect(rule.querySelector('.st-rule-json')).not.toBeNull();
    fireEvent.change(within(rule).getByLabelText('JSON of the rule'), {
      target: { value: '{">=": [{"var": "lead.applicants.length"}, 2]}' },
    });
    fireEvent.change(within(form).getByLabelText('Place'), { target: { value: 'other-details' } });
    fireEvent.submit(form);
    const step = {
      id: 'co-borrower',
      title: 'Co-borrower',
      completedWhen: { '>=': [{ var: 'lead.applicants.length' }, 2] },
    };
    expect(ownSteps(studio.files)).toEqual({ $patch: [{ $insert: step, $after: 'other-details' }] });
    expect(shown().slice(0, 3)).toEqual(['business-details', 'other-details', 'co-borrower']);
    expect(screen.getByText('co-borrower').closest('li')!.textContent).toContain('set here');
  });
});
