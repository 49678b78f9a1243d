import type { TransitionRef } from './navigation.ts';
import { screenPoll, screenRedirect } from './screen-types.ts';
import { programmeSteps } from './steps.ts';
import { listProgrammeTransitions, NAVIGATION_LISTS } from './transitions.ts';
import type { ResolvedProgramme, Screen, ScreenAction, Transition } from './types.ts';

/** Something of a programme a scenario can exercise, where it is written, and how an analyst would name it. */
export interface CoverageItem {
  kind: 'transition' | 'action' | 'modal' | 'error';
  /** unique within the programme: "<file>#<pointer>" (a programme list's transition: "<list>@<file>#<pointer>") */
  id: string;
  file: string;
  pointer: string;
  label: string;
}

/** What a scenario run saw, in the terms coverage reads. */
export interface JourneyObservation {
  /** the transitions chooseDestination took, as its destinations name them (`via`) */
  taken: TransitionRef[];
  /** buttons pressed, as pressName gives them */
  pressed: string[];
  modals: string[];
  /** ids of the error rules (http-errors.json) that failed calls matched */
  errors: string[];
}

/** A button's name in observations: "<screen>/<action>", "card:<step>/start|edit|<action>", "modal:<modal>/<action>". */
export type PressName = string;

function actionItems(
  file: string,
  base: string,
  actions: readonly ScreenAction[] | undefined,
  label: string,
  press: (a: ScreenAction) => string,
): {
  press: Map<string, CoverageItem>;
  next: Map<string, { file: string; pointer: string; transitions: Transition[] }>;
} {
  const press_ = new Map<string, CoverageItem>();
  const next = new Map<string, { file: string; pointer: string; transitions: Transition[] }>();
  (actions ?? []).forEach((a, i) => {
    press_.set(press(a), {
      kind: 'action',
      id: `${file}#${base}/${i}`,
      file,
      pointer: `${base}/${i}`,
      label: `${label} action "${a.id}"`,
    });
    if (a.next?.length) next.set(press(a), { file, pointer: `${base}/${i}/next`, transitions: a.next });
  });
  return { press: press_, next };
}

/** A screen's own transitions, outside its actions: its redirect and where its poll goes when done. */
function screenTransitions(screen: Screen, file: string): CoverageItem[] {
  const redirect = screenRedirect(screen);
  const poll = screenPoll(screen);
  return [
    ...(redirect ?? []).map((t, i) => ({
      kind: 'transition' as const,
      id: `${file}#/redirect/${i}`,
      file,
      pointer: `/redirect/${i}`,
      label: `screen "${screen.id}" redirect to "${t.to}"`,
    })),
    ...(poll?.next ?? []).map((t, i) => ({
      kind: 'transition' as const,
      id: `${file}#/poll/next/${i}`,
      file,
      pointer: `/poll/next/${i}`,
      label: `screen "${screen.id}" poll done to "${t.to}"`,
    })),
  ];
}

/** The home cards' Start and Edit buttons, by the names the observations press them with. */
function cardItems(p: ResolvedProgramme, programmeFile: string): ReturnType<typeof actionItems> {
  const press = new Map<string, CoverageItem>();
  const next = new Map<string, { file: string; pointer: string; transitions: Transition[] }>();
  programmeSteps(p.programme).forEach((step, i) => {
    if (!step.home) return;
    const base = `/steps/${i}`;
    const pointer = step.action ? `${base}/action` : base;
    press.set(`card:${step.id}/start`, {
      kind: 'action',
      id: `${programmeFile}#${pointer}`,
      file: programmeFile,
      pointer,
      label: `card "${step.id}" Start`,
    });
    if (step.action?.next?.length)
      next.set(`card:${step.id}/start`, {
        file: programmeFile,
        pointer: `${pointer}/next`,
        transitions: step.action.next,
      });
    if (step.edit)
      press.set(`card:${step.id}/edit`, {
        kind: 'action',
        id: `${programmeFile}#${base}/edit`,
        file: programmeFile,
        pointer: `${base}/edit`,
        label: `card "${step.id}" Edit`,
      });
  });
  return { press, next };
}

/** Every transition, action, modal and error rule of a programme, with the button names that press each action. */
function inventory(p: ResolvedProgramme) {
  const presses = new Map<string, CoverageItem>();
  const nexts = new Map<string, { file: string; pointer: string; transitions: Transition[] }>();
  const own: CoverageItem[] = [];
  const programmeFile = p.origins.programme ?? '';
  const add = (r: ReturnType<typeof actionItems>) => {
    r.press.forEach((v, k) => presses.set(k, v));
    r.next.forEach((v, k) => nexts.set(k, v));
  };
  for (const screen of Object.values(p.screens)) {
    const file = p.origins[`screen:${screen.id}`] ?? '';
    add(actionItems(file, '/actions', screen.actions, `screen "${screen.id}"`, (a) => `${screen.id}/${a.id}`));
    own.push(...screenTransitions(screen, file));
  }
  add(cardItems(p, programmeFile));
  for (const [id, modal] of Object.entries(p.programme.modals ?? {}))
    add(
      actionItems(programmeFile, `/modals/${id}/actions`, modal.actions, `modal "${id}"`, (a) => `modal:${id}/${a.id}`),
    );
  return { presses, nexts, own, programmeFile };
}

/** Every item a programme's scenarios should exercise: its transitions, actions, modals and error rules. */
export function listCoverageItems(p: ResolvedProgramme): CoverageItem[] {
  const { presses, nexts, own, programmeFile } = inventory(p);
  const items: CoverageItem[] = [...presses.values()];
  for (const next of nexts.values())
    next.transitions.forEach((t, j) =>
      items.push({
        kind: 'transition',
        id: `${next.file}#${next.pointer}/${j}`,
        file: next.file,
        pointer: `${next.pointer}/${j}`,
        label: `to "${t.to}"`,
      }),
    );
  items.push(...own);
  const lists = listProgrammeTransitions(p);
  for (const name of NAVIGATION_LISTS) {
    for (const t of lists[name])
      items.push({
        kind: 'transition',
        id: `${name}@${programmeFile}#${t.pointer}`,
        file: programmeFile,
        pointer: t.pointer,
        label: `${name}: ${t.label} to "${t.to}"`,
      });
  }
  for (const id of Object.keys(p.programme.modals ?? {}))
    items.push({
      kind: 'modal',
      id: `${programmeFile}#/modals/${id}`,
      file: programmeFile,
      pointer: `/modals/${id}`,
      label: `modal "${id}"`,
    });
  const errorsFile = p.origins['http-errors'] ?? 'journey-config/common/http-errors.json';
  p.httpErrors.forEach((rule, i) =>
    items.push({
      kind: 'error',
      id: `${errorsFile}#/rules/${i}`,
      file: errorsFile,
      pointer: `/rules/${i}`,
      label: `error rule "${rule.id}" (${rule.outcome})`,
    }),
  );
  return items;
}

/** The coverage id of a transition chooseDestination took: where it is written, and its list for a programme list's. */
export function transitionItemId(p: ResolvedProgramme, via: TransitionRef): string {
  const file = p.origins[via.file] ?? '';
  return via.list ? `${via.list}@${file}#${via.pointer}` : `${file}#${via.pointer}`;
}

/**
 * The ids of the items the observations exercised: a button pressed, a modal opened, an error rule matched, and each
 * transition chooseDestination took (the one it chose, not one that merely leads to the same screen).
 */
export function coveredItems(p: ResolvedProgramme, observations: readonly JourneyObservation[]): Set<string> {
  const inv = inventory(p);
  const covered = new Set<string>();
  const programmeFile = inv.programmeFile;
  const errorsFile = p.origins['http-errors'] ?? 'journey-config/common/http-errors.json';
  for (const o of observations) {
    for (const press of o.pressed) {
      const item = inv.presses.get(press);
      if (item) covered.add(item.id);
    }
    for (const modal of o.modals) covered.add(`${programmeFile}#/modals/${modal}`);
    for (const rule of o.errors) {
      const i = p.httpErrors.findIndex((r) => r.id === rule);
      if (i >= 0) covered.add(`${errorsFile}#/rules/${i}`);
    }
    for (const via of o.taken) covered.add(transitionItemId(p, via));
  }
  return covered;
}

/** The items not covered, and the share covered of each kind (percent, one decimal). */
export function summariseCoverage(
  items: readonly CoverageItem[],
  covered: ReadonlySet<string>,
): { missing: CoverageItem[]; percent: Record<CoverageItem['kind'], number> } {
  const percent = {} as Record<CoverageItem['kind'], number>;
  for (const kind of ['transition', 'action', 'modal', 'error'] as const) {
    const all = items.filter((i) => i.kind === kind);
    percent[kind] = all.length
      ? Math.round((1000 * all.filter((i) => covered.has(i.id)).length) / all.length) / 10
      : 100;
  }
  return { missing: items.filter((i) => !covered.has(i.id)), percent };
}
