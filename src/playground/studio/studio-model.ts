import { isJsonObject, type Json } from '../../engine/json.ts';
import { layerProgrammeFiles, listProgrammes, resolveProgramme } from '../../engine/resolve-programme.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../../engine/types.ts';
import { applyEdits, type Edit, type FileTexts } from '../model/files.ts';
import { programmeFolder } from '../model/programme-edits.ts';
import { addScreen, addToStepSubmit, removeScreen, removeScreenFromStep, stepScreens } from '../model/screen-edits.ts';
import { fittingExamples } from './fields/fitting-examples.ts';

// What the studio page reads from the files it edits, and the edits of screens within steps. Pure: the page calls
// these over the history's present texts.

/** The files as the engine reads them: each parsed; one that does not parse is a problem, left out. */
export function toSource(files: FileTexts): { source: ConfigSource; problems: Problem[] } {
  const source: Record<string, Json> = {};
  const problems: Problem[] = [];
  for (const [file, text] of Object.entries(files)) {
    try {
      source[file] = JSON.parse(text) as Json;
    } catch (error) {
      problems.push({ file, pointer: '', message: `not valid JSON: ${(error as Error).message}` });
    }
  }
  return { source, problems };
}

export interface ProgrammeView {
  id: string;
  extends?: string;
  programme?: ResolvedProgramme;
  problems: Problem[];
  /** Each file of the programme (`programme.json`, `screens/x.json`) as written, its parents' merged under it: what a panel edits. */
  layered: Readonly<Record<string, Json>>;
}

/** Every programme of the files with the one it extends (nothing resolved: the picker's list). */
export interface ProgrammeSummary {
  id: string;
  extends?: string;
}

export function listProgrammeIds(source: ConfigSource): ProgrammeSummary[] {
  return listProgrammes(source).map((id) => {
    const own = source[`${programmeFolder(id)}programme.json`];
    const parent = isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
    return { id, ...(parent ? { extends: parent } : {}) };
  });
}

/** One programme resolved (what the app would read) and layered (what its panels edit). */
export function viewProgramme(source: ConfigSource, id: string): ProgrammeView {
  const own = source[`${programmeFolder(id)}programme.json`];
  const parent = isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
  const resolved = resolveProgramme(source, id);
  const layers = layerProgrammeFiles(source, id);
  return {
    id,
    layered: layers.ok ? layers.value.files : {},
    ...(parent ? { extends: parent } : {}),
    ...(resolved.programme ? { programme: resolved.programme } : {}),
    problems: resolved.problems,
  };
}

export interface NewScreen {
  id: string;
  kind: string;
  title: string;
  route: string;
  step: string;
  after?: string;
  /** The effect its Continue runs (from the engine's vocabulary). */
  effect?: string;
  /** The name its answers are saved under for later rules (`saved.<name>`). */
  savedAs?: string;
  /** The step sends its answers: the screen joins the step's `submit`. */
  submit?: boolean;
}

/** The settings of a new screen's file: route, title, kind, signed-in access; a form screen's form and Continue. */
function newScreenSettings(
  input: NewScreen,
  home?: string,
  button?: { id: string; label: string },
): Record<string, Json> {
  const settings: Record<string, Json> = {
    route: input.route,
    title: input.title,
    kind: input.kind,
    access: 'authenticated',
  };
  if (input.kind !== 'form') return settings;
  settings.form = {
    schema: `forms/${input.id}.schema.json`,
    uiSchema: `forms/${input.id}.ui.json`,
    ...(input.savedAs ? { savedAs: input.savedAs } : {}),
  };
  if (home && button)
    settings.actions = [
      {
        id: button.id,
        label: button.label,
        ...(input.effect ? { effects: [input.effect] } : {}),
        next: [{ to: home }],
      },
    ];
  return settings;
}

/**
 * The edits that add a screen to a programme: its screen file (newScreenSettings), and for a form screen an empty form
 * of the programme's own (`forms/<id>.schema.json` and `.ui.json` in its folder) and an examples file whose one vector
 * is the empty form; then the screen in the step's list after `after` (or last), and in its `submit` when asked. A
 * Continue back to the programme's home is worded as `button` (the studio passes the first action of the screen before
 * it, so the words stay config).
 */
export function addNewScreen(
  files: FileTexts,
  programmeId: string,
  input: NewScreen,
  home?: string,
  button?: { id: string; label: string },
): Edit[] {
  const folder = programmeFolder(programmeId);
  const edits: Edit[] = [];
  if (input.kind === 'form') {
    const schema = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: [], properties: {} };
    edits.push({ file: `${folder}forms/${input.id}.schema.json`, pointer: '', value: schema });
    edits.push({
      file: `${folder}forms/${input.id}.ui.json`,
      pointer: '',
      value: { $schema: '../../../meta/ui-schema.schema.json', 'ui:order': ['*'] },
    });
    edits.push({
      file: `${folder}screens/${input.id}.examples.json`,
      pointer: '',
      value: {
        $schema: '../../../meta/examples.schema.json',
        screen: input.id,
        // what the fields call for, kept in step with them as they are added (fitting-examples.ts)
        examples: fittingExamples({ schema, uiSchema: {} }) as unknown as Json[],
      },
    });
  }
  const list = stepScreens(files, programmeId, input.step);
  const index = input.after && list.includes(input.after) ? list.indexOf(input.after) + 1 : list.length;
  const added = [
    ...edits,
    ...addScreen(files, programmeId, { id: input.id, ...newScreenSettings(input, home, button) }, input.step, index),
  ];
  // the step's submit is written over the step as it is once the screen is in it (both are its one $patch entry)
  return input.submit
    ? [...added, ...addToStepSubmit(applyEdits(files, added), programmeId, input.step, input.id)]
    : added;
}

/** The edits that take a screen out of every step and out of the programme. */
export function dropScreen(files: FileTexts, programme: ResolvedProgramme, screenId: string): Edit[] {
  const steps = (programme.programme.steps ?? []).filter((s) => s.screens?.includes(screenId));
  return [
    ...steps.flatMap((s) => removeScreenFromStep(files, programme.id, s.id, screenId)),
    ...removeScreen(files, programme.id, screenId),
  ];
}
