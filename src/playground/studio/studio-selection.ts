import { parsePointer } from '../../engine/pointer.ts';
import { programmeFolder } from '../model/programme-edits.ts';
import { isReleaseProblem } from '../model/releases.ts';

/** What the studio shows, kept in the URL (`?programme=&tab=&screen=&locale=`) so a link reopens it. */
export interface StudioSelection {
  programme?: string;
  tab?: string;
  screen?: string;
  /** The step open in the Steps tab (kept while another tab is shown). */
  step?: string;
  /** The language the Translations tab edits and the screen's preview is drawn in (the source one when unset). */
  locale?: string;
  /** The form field to open in the screen's field list (a problem's place; not in the URL). */
  field?: string;
  /** The field to focus once shown (a problem's place): a CSS selector. */
  focus?: string;
  /** How many times a problem's link was followed: each time opens its place again (a field editor closed since). */
  opened?: number;
}

const IN_URL = ['programme', 'tab', 'screen', 'step', 'locale'] as const;

export function readStudioSelection(search: string): StudioSelection {
  const q = new URLSearchParams(search);
  const pick = (k: keyof StudioSelection) => (q.get(k) ? { [k]: q.get(k) as string } : {});
  return { ...pick('programme'), ...pick('tab'), ...pick('screen'), ...pick('step'), ...pick('locale') };
}

export function writeStudioSelection(selection: StudioSelection): string {
  const q = new URLSearchParams();
  for (const key of IN_URL) if (selection[key]) q.set(key, selection[key] as string);
  const query = q.toString();
  return query ? `?${query}` : '?';
}

/** The rules a field editor shows one row each, by their keyword in the schema. */
const FIELD_RULES = new Set(['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'format']);

/** The box of a form field a problem at `/properties/<name>/...` of its schema points at: a rule, its message, the label. */
function fieldFocus(name: string, rest: readonly string[]): string {
  const field = `.st-field[data-field="${name}"]`;
  const [key, rule] = rest;
  if (key && FIELD_RULES.has(key)) return `${field} [data-rule="${key}"] input`;
  if (key === 'errorMessage' && rule && FIELD_RULES.has(rule))
    return `${field} [data-rule="${rule}"] input:last-of-type`;
  return `${field} input`;
}

/**
 * The box of the rule a transition at `/actions/<a>/next/<i>` (or below it) is edited in, among the screen's
 * transitions (transitions-editor.tsx draws each action, then each of its transitions, in the file's order); any
 * other pointer of `actions`: the first box of the transitions.
 */
export function transitionFocus(pointer: readonly string[]): string {
  const [first, action, next, index] = pointer;
  if (first !== 'actions' || !/^\d+$/.test(action ?? '')) return '.st-transitions textarea, .st-transitions select';
  const box = `.st-transitions > div.st-action:nth-of-type(${Number(action) + 1})`;
  if (next !== 'next' || !/^\d+$/.test(index ?? '')) return `${box} select, ${box} textarea`;
  const rule = `${box} > ol > li:nth-child(${Number(index) + 1}) .st-rule`;
  return `${rule} select, ${rule} textarea`;
}

/** Where a problem of a form's schema is edited: the screen that uses the form, the field, its box. */
function formPlace(programme: string, screen: string, pointer: readonly string[]): StudioSelection {
  const [first, name, ...rest] = pointer;
  const field = first === 'properties' && name ? name : undefined;
  return {
    programme,
    tab: 'Screens',
    screen,
    ...(field ? { field, focus: fieldFocus(field, rest) } : { focus: '.st-fields input' }),
  };
}

/** The programme's steps in order, and the step whose screens list each screen: where a step's problem is fixed. */
export interface StepPlaces {
  steps: readonly string[];
  stepOfScreen: Readonly<Record<string, string>>;
}

/** A step's box in the Steps tab (the generated panel's id of the key). */
const stepFocus = (programme: string, step: string, key: string): StudioSelection => ({
  programme,
  tab: 'Steps',
  step,
  focus: `[id="step-${step}_${key}"]`,
});

/**
 * Where a problem `file#/pointer` is edited in the studio, and the box there to focus: a screen's settings (by the
 * id the generated panel gives the key), its transitions, its example vectors, a field of its form (`formScreens`:
 * each form schema file of the programme with the screen that uses it), the constants, the offer terms or the
 * programme's settings, its release records and rollout. Undefined for a file of another programme or outside the
 * programmes (shown, not linked).
 */
export function focusProblem(
  problem: { file: string; pointer: string; message?: string },
  programme: string,
  formScreens: Readonly<Record<string, string>> = {},
  places?: StepPlaces,
): StudioSelection | undefined {
  const pointer = parsePointer(problem.pointer);
  const formScreen = formScreens[problem.file];
  if (formScreen) return formPlace(programme, formScreen, pointer);
  const folder = programmeFolder(programme);
  if (isReleaseProblem(problem, programme)) return { programme, tab: 'Releases' };
  if (!problem.file.startsWith(folder)) return undefined;
  const relative = problem.file.slice(folder.length);
  const [first, second] = pointer;
  const examples = /^screens\/([^/]+)\.examples\.json$/.exec(relative)?.[1];
  if (examples)
    return {
      programme,
      tab: 'Screens',
      screen: examples,
      focus: `[data-panel="examples-${examples}"] textarea, [data-panel="examples-${examples}"] input`,
    };
  const screen = /^screens\/([^/]+)\.json$/.exec(relative)?.[1];
  // an answer no step submits is fixed in the step's submit, not where the screen saves it
  const stepOfScreen = screen ? places?.stepOfScreen[screen] : undefined;
  if (stepOfScreen && problem.message?.endsWith('the journey can bypass it'))
    return stepFocus(programme, stepOfScreen, 'submit');
  if (screen && first === 'actions') return { programme, tab: 'Screens', screen, focus: transitionFocus(pointer) };
  if (screen)
    return { programme, tab: 'Screens', screen, ...(first ? { focus: `[id="screen-${screen}_${first}"]` } : {}) };
  if (relative === 'constants.json')
    return {
      programme,
      tab: 'Constants',
      ...(first === 'constants' && second ? { focus: `[id="const-${second}"]` } : {}),
    };
  const step =
    relative === 'programme.json' && first === 'steps' && /^\d+$/.test(second ?? '')
      ? places?.steps[Number(second)]
      : undefined;
  if (step) return stepFocus(programme, step, pointer[2] ?? 'title');
  if (relative === 'programme.json' && first === 'terms') return { programme, tab: 'Offer terms' };
  if (relative === 'programme.json')
    return { programme, tab: 'Programme', ...(first ? { focus: `[id="programme-${programme}_${first}"]` } : {}) };
  return { programme };
}

/** The step places of a resolved programme: its steps, and for each screen the first step listing it. */
export function listStepPlaces(steps: ReadonlyArray<{ id: string; screens?: readonly string[] }>): StepPlaces {
  const stepOfScreen: Record<string, string> = {};
  for (const step of steps) for (const screen of step.screens ?? []) stepOfScreen[screen] ??= step.id;
  return { steps: steps.map((s) => s.id), stepOfScreen };
}

/** Each form schema file of a resolved programme with the (first) screen that uses it. */
export function listFormScreens(
  forms: Readonly<Record<string, { files?: { schema: string } }>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [screen, form] of Object.entries(forms))
    if (form.files && !(form.files.schema in out)) out[form.files.schema] = screen;
  return out;
}
