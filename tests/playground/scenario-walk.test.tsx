// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { hostPanel } from './panel-host.tsx';
import { readShippedFiles } from './shipped-files.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { resolveScenarios } from '../../src/engine/scenarios.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import { createProgrammeFiles } from '../../src/playground/model/programme-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { scenarioGaps, walkScreenInScenarios } from '../../src/playground/model/scenario-walk.ts';
import { addTransition, removeTransition } from '../../src/playground/model/screen-edits.ts';
import { ScenarioWalk } from '../../src/playground/studio/screen-editor.tsx';
import { addNewScreen, viewProgramme, type NewScreen } from '../../src/playground/studio/studio-model.ts';

afterEach(cleanup);

// A screen put in every borrower's way must be walked by the scenarios the programme plays: the studio finds where
// they leave the screen before it and go on elsewhere, and inserts the walk into the child's own scenario files by
// step id (a list patch over the inherited steps, never a copy).

const shipped = () => readShippedFiles();
const CHILD = 'overdraft';
const NEW = 'udyam-check';

/** A child of the business loan with a new screen after business-details-2 (`extra`: its dialog's other choices). */
function childWithScreen(extra: Partial<NewScreen> = {}): FileTexts {
  const files: FileTexts = {
    ...readShippedFiles(),
    ...createProgrammeFiles({ id: CHILD, title: 'MSME Overdraft', programCode: 'MSME_OD', extends: 'business-loan' }),
  };
  const screen: NewScreen = {
    id: NEW,
    title: 'Udyam',
    kind: 'form',
    route: '/business-details/udyam',
    step: 'business-details',
    ...extra,
  };
  return applyEdits(files, addNewScreen(files, CHILD, screen, 'home', { id: 'save', label: 'Continue' }));
}

/** ... whose business-details-2 now always goes to the new screen, in the step's submit. */
function childWithNewScreen(): FileTexts {
  let files = childWithScreen({ after: 'business-details-2', submit: true });
  files = applyEdits(files, addTransition(files, CHILD, 'business-details-2', 'save', { to: NEW }));
  return applyEdits(files, removeTransition(files, CHILD, 'business-details-2', 'save', 1));
}

const resolved = (files: FileTexts) => resolveProgramme(sourceOf(files), CHILD).programme!;

describe('walking a new screen in the inherited scenarios', () => {
  it('finds each scenario that saves business-details-2 and goes on without the new screen, anchored by step id', () => {
    const files = childWithNewScreen();
    const gaps = scenarioGaps(files, resolved(files), NEW);
    expect(gaps.map((g) => [g.scenario, g.anchor])).toEqual(
      expect.arrayContaining([
        ['happy-path', { $after: 'business-details-saved' }],
        ['detours', { $after: 'business-details-saved' }],
        ['fast-lender-after-signing', { $after: 'business-details-saved' }],
      ]),
    );
    // a scenario that only types on business-details-2 and never saves it has no gap
    expect(gaps.map((g) => g.scenario)).not.toContain('edit-and-leave');
    expect(gaps.every((g) => g.anchor)).toBe(true);
  });

  it('inserts one step pressing the action with the answers, in a list patch of the child, and then finds no gap', () => {
    const files = childWithNewScreen();
    const data = { udyamNumber: 'UDYAM-MH-01-0000001' };
    const edits = walkScreenInScenarios(files, resolved(files), NEW, 'save', data);
    expect(edits.every((e) => e.file.startsWith(`journey-config/programmes/${CHILD}/scenarios/`))).toBe(true);
    const walked = applyEdits(files, edits);
    const played = resolveScenarios(sourceOf(walked), CHILD);
    expect(played.problems).toEqual([]);
    const steps = played.scenarios['happy-path']!.steps as Array<Record<string, unknown>>;
    const at = steps.findIndex((s) => s.id === 'business-details-saved');
    expect(steps[at + 1]).toEqual({ id: NEW, screen: NEW, press: 'save', data });
    expect(steps[at + 2]).toMatchObject({ id: 'business-details-done', screen: 'home' });
    // the parent's steps are inherited, not copied: the child's file holds the one insertion
    expect(JSON.parse(walked[`journey-config/programmes/${CHILD}/scenarios/happy-path.json`]!)).toEqual({
      $schema: '../../../meta/scenario.schema.json',
      steps: { $patch: [{ $insert: { id: NEW, screen: NEW, press: 'save', data }, $after: 'business-details-saved' }] },
    });
    expect(scenarioGaps(walked, resolved(walked), NEW)).toEqual([]);
  });

  it('finds nothing while the screen is only a conditional turn (the scenarios may walk past it)', () => {
    let files = childWithScreen();
    files = applyEdits(
      files,
      addTransition(files, CHILD, 'business-details-2', 'save', { to: NEW, when: { '<': [{ var: 'x' }, 1] } }),
    );
    expect(scenarioGaps(files, resolved(files), NEW)).toEqual([]);
    expect(walkScreenInScenarios(files, resolved(files), NEW, 'save', {})).toEqual([]);
  });
});

describe("the screen page's Scenarios region", () => {
  it('lists the scenarios that go on without the screen and walks it in them with its example answers', () => {
    const files = childWithNewScreen();
    const host = hostPanel(files, (now, edit) => {
      const view = viewProgramme(sourceOf(now), CHILD);
      return <ScenarioWalk view={{ ...view, programme: view.programme! }} screenId={NEW} files={now} edit={edit} />;
    });
    const region = screen.getByRole('region', { name: 'Scenarios' });
    expect(region.textContent).toContain('happy-path');
    expect(region.textContent).toContain('journey test');
    fireEvent.click(screen.getByRole('button', { name: `Walk ${NEW} in them with its example answers` }));
    expect(host.labels.at(-1)).toMatch(new RegExp(`^Walk ${NEW} in \\d+ scenarios$`));
    // walked: nothing left to walk, and the region is gone; undone, it is back
    expect(screen.queryByRole('region', { name: 'Scenarios' })).toBeNull();
    expect(
      Object.keys(host.files).filter((f) => f.startsWith(`journey-config/programmes/${CHILD}/scenarios/`)),
    ).toEqual(expect.arrayContaining([`journey-config/programmes/${CHILD}/scenarios/happy-path.json`]));
  });

  it('names a place it cannot anchor, and draws nothing for a screen no scenario skips', () => {
    let files = childWithNewScreen();
    const happy = 'journey-config/programmes/business-loan/scenarios/happy-path.json';
    files = {
      ...files,
      [happy]: files[happy]!.replace('"id": "business-details-saved", ', '').replace(
        '"id": "business-details-done", ',
        '',
      ),
    };
    hostPanel(files, (now, edit) => {
      const view = viewProgramme(sourceOf(now), CHILD);
      return <ScenarioWalk view={{ ...view, programme: view.programme! }} screenId={NEW} files={now} edit={edit} />;
    });
    const unplaced = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('happy-path'));
    expect(unplaced?.textContent).toMatch(/give step \d+ or \d+ an id to place the walk there/);
    cleanup();
    hostPanel(shipped(), (now, edit) => {
      const view = viewProgramme(sourceOf(now), 'business-loan');
      return (
        <ScenarioWalk
          view={{ ...view, programme: view.programme! }}
          screenId="business-details-2"
          files={now}
          edit={edit}
        />
      );
    });
    expect(screen.queryByRole('region', { name: 'Scenarios' })).toBeNull();
  });
});
