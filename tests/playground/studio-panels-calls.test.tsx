// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { type FileTexts } from '../../src/playground/model/files.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { CallsPanel } from '../../src/playground/studio/panels/calls-panel.tsx';

// The Calls tab, rendered alone over the shipped config with the studio's history: an endpoint picked for an effect's
// role is one key of the child's own calls.json, shown "set here" with reset, its lint problems under the effect.

afterEach(cleanup);

const shipped: FileTexts = readShippedFiles();
const SCF = 'supply-chain-finance';
const callsFile = `journey-config/programmes/${SCF}/calls.json`;

function host() {
  return hostPanel(shipped, (files, edit) => (
    <CallsPanel
      programme={resolveProgramme(sourceOf(files), SCF).programme!}
      parent="business-loan"
      files={files}
      edit={edit}
    />
  ));
}

describe('the calls panel', () => {
  it("changes an effect's endpoint in the child only, shows it set here with its lint problem, resets and undoes", () => {
    const studio = host();
    const effect = screen.getByRole('group', { name: 'Effect quote/poll' });
    const row = within(effect).getByLabelText('Endpoint of quote/poll quotes').closest('tr')!;
    expect(row.textContent).toContain('common call');
    expect(row.textContent).toContain('GET ');
    fireEvent.change(within(effect).getByLabelText('Endpoint of quote/poll quotes'), {
      target: { value: 'createLead' },
    });
    expect(JSON.parse(studio.files[callsFile]!).calls).toEqual({ 'quote/poll': { quotes: 'createLead' } });
    expect(within(effect).getByLabelText('Endpoint of quote/poll quotes').closest('tr')!.textContent).toContain(
      'set here',
    );
    expect(within(effect).queryByRole('list', { name: 'Problems of quote/poll' })).toBeNull();
    act(() => studio.undo());
    expect(studio.files).toEqual(shipped);
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Effect quote/poll' })).getByLabelText('Endpoint of quote/poll quotes'),
      { target: { value: 'fetchWorkflow' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset quote/poll quotes to parent' }));
    expect(studio.files[callsFile]).toBeUndefined();
  });
});
