import { isJsonObject, type Json } from '../../engine/json.ts';
import { itemName } from '../../engine/merge-patch.ts';
import type { Edit, FileTexts } from './files.ts';
import { setListItem } from './programme-edits.ts';
import { layeredFile, layeredFiles, parentFile, programmeFolder, sourceOf, valueAt } from './programme-layers.ts';

/**
 * Screens within a step. A step (programme.json `steps`, an item named by its `id`) lists its screens in order
 * (`"screens": ["a", "b"]`); a list of plain names is written whole, so a child writes the step's `screens` in its
 * `$patch` entry for that step (never the whole `steps` list). A screen itself is a file `screens/<id>.json`.
 */

/** A list of screen ids of a step as resolved (`screens`, `submit`), in order (empty for an unknown step). */
function stepList(files: FileTexts, programmeId: string, stepId: string, key: 'screens' | 'submit'): string[] {
  const steps = valueAt(layeredFile(files, programmeId, 'programme.json'), ['steps']);
  const step = Array.isArray(steps) ? steps.find((s) => itemName(s) === stepId) : undefined;
  const list = isJsonObject(step) ? step[key] : undefined;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

/** The screens of a step of the programme as resolved, in order (empty for an unknown step). */
export function stepScreens(files: FileTexts, programmeId: string, stepId: string): string[] {
  return stepList(files, programmeId, stepId, 'screens');
}

/** Edits that add `screenId` to the step's `submit` (the screens whose answers the step sends); none when listed. */
export function addToStepSubmit(files: FileTexts, programmeId: string, stepId: string, screenId: string): Edit[] {
  const submit = stepList(files, programmeId, stepId, 'submit');
  return submit.includes(screenId)
    ? []
    : setListItem(files, programmeId, 'programme.json', '/steps', stepId, { submit: [...submit, screenId] });
}

function writeStepScreens(files: FileTexts, programmeId: string, stepId: string, screens: string[]): Edit[] {
  return setListItem(files, programmeId, 'programme.json', '/steps', stepId, { screens });
}

/** Edits that put screen `screenId` into step `stepId` at `index` (default: last); none when it is there already. */
export function addScreenToStep(
  files: FileTexts,
  programmeId: string,
  stepId: string,
  screenId: string,
  index?: number,
): Edit[] {
  const screens = stepScreens(files, programmeId, stepId);
  if (screens.includes(screenId)) return [];
  const at = index === undefined ? screens.length : Math.max(0, Math.min(index, screens.length));
  return writeStepScreens(files, programmeId, stepId, [...screens.slice(0, at), screenId, ...screens.slice(at)]);
}

/** Edits that take screen `screenId` out of step `stepId` (the screen's file stays); none when it is not there. */
export function removeScreenFromStep(files: FileTexts, programmeId: string, stepId: string, screenId: string): Edit[] {
  const screens = stepScreens(files, programmeId, stepId);
  if (!screens.includes(screenId)) return [];
  return writeStepScreens(
    files,
    programmeId,
    stepId,
    screens.filter((s) => s !== screenId),
  );
}

/** Edits that move screen `screenId` to position `index` within step `stepId`; none when nothing changes. */
export function moveScreenInStep(
  files: FileTexts,
  programmeId: string,
  stepId: string,
  screenId: string,
  index: number,
): Edit[] {
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
export function addScreen(
  files: FileTexts,
  programmeId: string,
  screen: { id: string } & Record<string, Json>,
  stepId?: string,
  index?: number,
): Edit[] {
  if (layeredFile(files, programmeId, `screens/${screen.id}.json`) !== undefined) return [];
  const { id, ...settings } = screen;
  const file = { $schema: '../../../meta/screen.schema.json', id, ...settings };
  return [
    { file: screenFile(programmeId, id), pointer: '', value: file },
    ...(stepId ? addScreenToStep(files, programmeId, stepId, id, index) : []),
  ];
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

/**
 * The file (relative to the programme's folder) that declares screen `screenId`: the layered file whose `id` it is,
 * else `screens/<id>.json`.
 */
export function screenFileOf(files: FileTexts, programmeId: string, screenId: string): string {
  const layered = layeredFiles(files, programmeId);
  const found = Object.entries(layered).find(
    ([path, content]) =>
      path.startsWith('screens/') &&
      !path.endsWith('.examples.json') &&
      isJsonObject(content) &&
      content.id === screenId,
  );
  return found?.[0] ?? `screens/${screenId}.json`;
}

/** The transitions (`next`) of an action of a screen, as resolved (empty when there are none). */
export function actionTransitions(files: FileTexts, programmeId: string, screenId: string, actionId: string): Json[] {
  const actions = valueAt(layeredFile(files, programmeId, screenFileOf(files, programmeId, screenId)), ['actions']);
  const action = Array.isArray(actions) ? actions.find((a) => itemName(a) === actionId) : undefined;
  return isJsonObject(action) && Array.isArray(action.next) ? action.next : [];
}

/**
 * A screen action's transitions are a list of unnamed `{ "to", "when" }` tried in order, so it is written whole, in
 * the action's entry: the child's `$patch` entry for that action (never the screen's whole `actions`).
 */
function writeTransitions(
  files: FileTexts,
  programmeId: string,
  screenId: string,
  actionId: string,
  next: Json[],
): Edit[] {
  return setListItem(files, programmeId, screenFileOf(files, programmeId, screenId), '/actions', actionId, { next });
}

/**
 * Edits that add a transition to an action of a screen, at `index` (default 0: a transition with a rule goes before
 * the one without, which is tried last).
 */
export function addTransition(
  files: FileTexts,
  programmeId: string,
  screenId: string,
  actionId: string,
  transition: { to: string; when?: Json },
  index = 0,
): Edit[] {
  const next = actionTransitions(files, programmeId, screenId, actionId);
  const at = Math.max(0, Math.min(index, next.length));
  return writeTransitions(files, programmeId, screenId, actionId, [
    ...next.slice(0, at),
    transition,
    ...next.slice(at),
  ]);
}

/** Edits that set (or, with `when: undefined`, remove) the rule of the transition at `index` of an action. */
export function setTransitionRule(
  files: FileTexts,
  programmeId: string,
  screenId: string,
  actionId: string,
  index: number,
  when: Json | undefined,
): Edit[] {
  const next = actionTransitions(files, programmeId, screenId, actionId);
  const current = next[index];
  if (!isJsonObject(current)) return [];
  const { when: _old, ...rest } = current;
  return writeTransitions(
    files,
    programmeId,
    screenId,
    actionId,
    next.map((t, i) => (i === index ? (when === undefined ? rest : { ...rest, when }) : t)),
  );
}

/** Edits that remove the transition at `index` of an action. */
export function removeTransition(
  files: FileTexts,
  programmeId: string,
  screenId: string,
  actionId: string,
  index: number,
): Edit[] {
  const next = actionTransitions(files, programmeId, screenId, actionId);
  if (index < 0 || index >= next.length) return [];
  return writeTransitions(
    files,
    programmeId,
    screenId,
    actionId,
    next.filter((_, i) => i !== index),
  );
}
