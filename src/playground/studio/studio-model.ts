import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import { layerProgrammeFiles, listProgrammes, resolveProgramme } from '../../engine/resolve-programme.ts';
import type { ConfigSource, Problem, ResolvedProgramme } from '../../engine/types.ts';
import { PROGRAMMES, applyEdits, setListItem, type Edit, type FileTexts } from './core.ts';

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
export interface ProgrammeSummary { id: string; extends?: string }

export function listProgrammeIds(source: ConfigSource): ProgrammeSummary[] {
  return listProgrammes(source).map((id) => {
    const own = source[`${PROGRAMMES}/${id}/programme.json`];
    const parent = isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
    return { id, ...(parent ? { extends: parent } : {}) };
  });
}

/** One programme resolved (what the app would read) and layered (what its panels edit). */
export function viewProgramme(source: ConfigSource, id: string): ProgrammeView {
  const own = source[`${PROGRAMMES}/${id}/programme.json`];
  const parent = isJsonObject(own) && typeof own.extends === 'string' ? own.extends : undefined;
  const resolved = resolveProgramme(source, id);
  const layers = layerProgrammeFiles(source, id);
  return { id, layered: layers.ok ? layers.value.files : {}, ...(parent ? { extends: parent } : {}), ...(resolved.programme ? { programme: resolved.programme } : {}), problems: resolved.problems };
}

/** The file of a programme's own copy of a screen (it may not exist yet: an edit creates it with only that key). */
export const screenFile = (programme: string, screen: string) => `${PROGRAMMES}/${programme}/screens/${screen}.json`;

/** The edits that set a step's screens to `screens` (a `$patch` entry in a programme that inherits the steps). */
export function setStepScreens(files: FileTexts, programme: string, step: string, screens: string[]): Edit[] {
  return setListItem(files, programme, 'programme.json', '/steps', step, { screens });
}

/** A list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export interface NewScreen { id: string; kind: string; title: string; route: string; step: string; after?: string }

/**
 * The files after adding a screen to a programme: its screen file (route, title, kind, signed-in access), for a form
 * screen an empty form of the programme's own (`forms/<id>.schema.json` and `.ui.json` in its folder), and the screen
 * in the step's list after `after` (or last).
 */
export function addScreen(files: FileTexts, programme: ResolvedProgramme, input: NewScreen): FileTexts {
  const folder = `${PROGRAMMES}/${programme.id}`;
  const screen: JsonObject = { $schema: '../../../meta/screen.schema.json', id: input.id, route: input.route, title: input.title, kind: input.kind, access: 'authenticated' };
  const added: Record<string, string> = {};
  if (input.kind === 'form') {
    screen.form = { schema: `forms/${input.id}.schema.json`, uiSchema: `forms/${input.id}.ui.json` };
    added[`${folder}/forms/${input.id}.schema.json`] = `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: [], properties: {} }, null, 2)}\n`;
    added[`${folder}/forms/${input.id}.ui.json`] = `${JSON.stringify({ 'ui:order': ['*'] }, null, 2)}\n`;
  }
  added[screenFile(programme.id, input.id)] = `${JSON.stringify(screen, null, 2)}\n`;
  const step = programme.programme.steps?.find((s) => s.id === input.step);
  const list = [...(step?.screens ?? [])];
  const at = input.after ? list.indexOf(input.after) + 1 : list.length;
  list.splice(at > 0 ? at : list.length, 0, input.id);
  const withFiles = { ...files, ...added };
  return step ? applyEdits(withFiles, setStepScreens(withFiles, programme.id, step.id, list)) : withFiles;
}

/** The files after taking a screen out of its step, and deleting the programme's own file of it. */
export function removeScreen(files: FileTexts, programme: ResolvedProgramme, screenId: string): FileTexts {
  const step = programme.programme.steps?.find((s) => s.screens?.includes(screenId));
  const next = step ? applyEdits(files, setStepScreens(files, programme.id, step.id, (step.screens ?? []).filter((s) => s !== screenId))) : { ...files };
  const own = screenFile(programme.id, screenId);
  const { [own]: _gone, ...rest } = next;
  return rest;
}
