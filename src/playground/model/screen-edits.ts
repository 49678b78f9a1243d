import { isJsonObject, type Json } from '../../engine/json.ts';
import { itemName } from '../../engine/merge-patch.ts';
import type { Edit, FileTexts } from './files.ts';
import { setListItem } from './programme-edits.ts';
import { layeredFile, parentFile, programmeFolder, sourceOf, valueAt } from './programme-layers.ts';

/**
 * Screens within a step. A step (programme.json `steps`, an item named by its `id`) lists its screens in order
 * (`"screens": ["a", "b"]`); a list of plain names is written whole, so a child writes the step's `screens` in its
 * `$patch` entry for that step (never the whole `steps` list). A screen itself is a file `screens/<id>.json`.
 */

/** The screens of a step of the programme as resolved, in order (empty for an unknown step). */
export function stepScreens(files: FileTexts, programmeId: string, stepId: string): string[] {
  const steps = valueAt(layeredFile(files, programmeId, 'programme.json'), ['steps']);
  const step = Array.isArray(steps) ? steps.find((s) => itemName(s) === stepId) : undefined;
  const screens = isJsonObject(step) ? step.screens : undefined;
  return Array.isArray(screens) ? screens.filter((s): s is string => typeof s === 'string') : [];
}

function writeStepScreens(files: FileTexts, programmeId: string, stepId: string, screens: string[]): Edit[] {
  return setListItem(files, programmeId, 'programme.json', '/steps', stepId, { screens });
}

/** Edits that put screen `screenId` into step `stepId` at `index` (default: last); none when it is there already. */
export function addScreenToStep(files: FileTexts, programmeId: string, stepId: string, screenId: string, index?: number): Edit[] {
  const screens = stepScreens(files, programmeId, stepId);
  if (screens.includes(screenId)) return [];
  const at = index === undefined ? screens.length : Math.max(0, Math.min(index, screens.length));
  return writeStepScreens(files, programmeId, stepId, [...screens.slice(0, at), screenId, ...screens.slice(at)]);
}

/** Edits that take screen `screenId` out of step `stepId` (the screen's file stays); none when it is not there. */
export function removeScreenFromStep(files: FileTexts, programmeId: string, stepId: string, screenId: string): Edit[] {
  const screens = stepScreens(files, programmeId, stepId);
  if (!screens.includes(screenId)) return [];
  return writeStepScreens(files, programmeId, stepId, screens.filter((s) => s !== screenId));
}

/** Edits that move screen `screenId` to position `index` within step `stepId`; none when nothing changes. */
export function moveScreenInStep(files: FileTexts, programmeId: string, stepId: string, screenId: string, index: number): Edit[] {
  const screens = stepScreens(files, programmeId, stepId);
  const from = screens.indexOf(screenId);
  const to = Math.max(0, Math.min(index, screens.length - 1));
  if (from < 0 || from === to) return [];
  const rest = screens.filter((s) => s !== screenId);
  return writeStepScreens(files, programmeId, stepId, [...rest.slice(0, to), screenId, ...rest.slice(to)]);
}

/** The path of a programme's screen file. */
export function screenFile(programmeId: string, screenId: string): string {
  return `${programmeFolder(programmeId)}screens/${screenId}.json`;
}

/**
 * Edits that create a new screen file in the programme (its meta-schema first, then `id` and the given settings),
 * and put it into a step when `stepId` is given. None when the programme or its parent already has that screen.
 */
export function addScreen(files: FileTexts, programmeId: string, screen: { id: string } & Record<string, Json>, stepId?: string, index?: number): Edit[] {
  if (layeredFile(files, programmeId, `screens/${screen.id}.json`) !== undefined) return [];
  const { id, ...settings } = screen;
  const file = { $schema: '../../../meta/screen.schema.json', id, ...settings };
  return [{ file: screenFile(programmeId, id), pointer: '', value: file }, ...(stepId ? addScreenToStep(files, programmeId, stepId, id, index) : [])];
}

/**
 * Edits that remove a screen from the programme: its own file goes, and when its parent has the screen, the child's
 * file becomes `null` (the engine drops the parent's file). Taking it out of steps and transitions is separate.
 */
export function removeScreen(files: FileTexts, programmeId: string, screenId: string): Edit[] {
  const path = screenFile(programmeId, screenId);
  const inherited = parentFile(files, programmeId, `screens/${screenId}.json`) !== undefined;
  if (inherited) return [{ file: path, pointer: '', value: null }];
  return sourceOf(files)[path] === undefined ? [] : [{ file: path, pointer: '', remove: true }];
}
