// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import { isJsonObject, type JsonObject } from '../../src/engine/json.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { FileTexts } from '../../src/playground/model/files.ts';
import { layeredFile, sourceOf } from '../../src/playground/model/programme-layers.ts';
import { TransitionsEditor } from '../../src/playground/studio/transitions-editor.tsx';

// A transition added over one without a rule asks whether it replaces it or the old one stays the fallback, and a
// transition after one without a rule says, where it is, that it is never taken (lint's "shadowed transition").

afterEach(cleanup);

const BL = 'business-loan';
const SCREEN = 'business-details-2';
const shipped: FileTexts = readShippedFiles();

function editor() {
  return hostPanel(shipped, (files, edit, epoch) => {
    const value = layeredFile(files, BL, `screens/${SCREEN}.json`);
    return (
      <TransitionsEditor
        programme={resolveProgramme(sourceOf(files), BL).programme!}
        screenId={SCREEN}
        value={isJsonObject(value) ? value : {}}
        files={files}
        epoch={epoch}
        edit={edit}
      />
    );
  });
}

const nextOf = (files: FileTexts) =>
  (
    (JSON.parse(files[`journey-config/programmes/${BL}/screens/${SCREEN}.json`]!) as { actions: JsonObject[] })
      .actions[0]!.next as Array<{ to: string }>
  ).map((t) => t.to);

describe('adding a transition over one without a rule', () => {
  it('asks: replace it, or keep it as the fallback', () => {
    const studio = editor();
    fireEvent.change(screen.getByLabelText('Add a transition of save to'), { target: { value: 'offer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add transition' }));
    const ask = screen.getByRole('group', { name: 'The transition of save to home has no rule' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep home as the fallback' }));
    expect(nextOf(studio.files)).toEqual(['offer', 'home']);
    // the fallback now comes after a transition with no rule yet: it says so, where it is
    expect(
      screen.getByText(/^Shadowed transition: never taken, as the transition to offer before it has no rule/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Add a transition of save to'), { target: { value: 'gst-entry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add transition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replace the one to offer' }));
    expect(nextOf(studio.files)).toEqual(['gst-entry', 'home']);
    expect(studio.labels.at(-1)).toBe('Add save -> gst-entry instead of -> offer');
  });
});
