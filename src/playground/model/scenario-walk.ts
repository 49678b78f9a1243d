import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import { isListPatch, LIST_PATCH } from '../../engine/merge-patch.ts';
import { parentProgrammeOf, resolveProgramme } from '../../engine/resolve-programme.ts';
import { resolveScenarios, scenariosFolder } from '../../engine/scenarios.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import type { Edit, FileTexts } from './files.ts';
import { sourceOf } from './programme-layers.ts';

// A screen put in every borrower's way (a step's `submit`, an unconditional transition into it) is one the scenarios
// the programme plays must now walk: the ones that leave the screen before it by that action and go on elsewhere. The
// studio inserts the walk into each, in the programme's own scenario file, as a list patch placed by step id against
// the inherited steps (engine/scenarios.ts), never a copy of them. Pure.

/** A place in a played scenario where the borrower now reaches the screen and the scenario goes on elsewhere. */
export interface ScenarioGap {
  scenario: string;
  /** the index, in the scenario as played, of the step that presses the action leading to the screen */
  index: number;
  /** where the walk is placed, by the id of that step or of the next; absent when neither has an id */
  anchor?: { $after: string } | { $before: string };
}

type Way = { screen: string; action: string };

/** The (screen, action) pairs whose first unconditional transition leads to `screenId`. */
function ways(programme: ResolvedProgramme, screenId: string): Way[] {
  return Object.values(programme.screens).flatMap((screen) =>
    (screen.actions ?? []).flatMap((action) => {
      const fallback = (action.next ?? []).find((t) => t.when === undefined);
      return fallback?.to === screenId ? [{ screen: screen.id, action: action.id }] : [];
    }),
  );
}

/**
 * The ways into `screenId` that the programme made and its parent has not: the scenarios it inherits were written for
 * the parent's transitions, so only these can leave them behind (a scenario that goes elsewhere after an inherited way,
 * such as a rejection after the first form, already did so in the parent). A programme extending none has none.
 */
function newWays(files: FileTexts, programme: ResolvedProgramme, screenId: string): Way[] {
  const source = sourceOf(files);
  const parentId = parentProgrammeOf(source, programme.id);
  const parent = parentId === undefined ? undefined : resolveProgramme(source, parentId).programme;
  if (!parent) return [];
  const inherited = ways(parent, screenId);
  return ways(programme, screenId).filter(
    (w) => !inherited.some((p) => p.screen === w.screen && p.action === w.action),
  );
}

const idOf = (step: Json | undefined): string | undefined =>
  isJsonObject(step) && typeof step.id === 'string' ? step.id : undefined;

/**
 * Where the scenarios `programme` plays reach `screenId` by an unconditional transition it made (newWays) and do not
 * walk it.
 */
export function scenarioGaps(files: FileTexts, programme: ResolvedProgramme, screenId: string): ScenarioGap[] {
  const into = newWays(files, programme, screenId);
  if (!into.length) return [];
  const played = resolveScenarios(sourceOf(files), programme.id);
  return Object.entries(played.scenarios).flatMap(([scenario, written]) => {
    const steps = Array.isArray(written.steps) ? written.steps : [];
    return steps.flatMap((step, index): ScenarioGap[] => {
      if (!isJsonObject(step) || !into.some((w) => w.screen === step.screen && w.action === step.press)) return [];
      const next = steps[index + 1];
      if (isJsonObject(next) && next.screen === screenId) return [];
      const [own, following] = [idOf(step), idOf(next)];
      const anchor = own ? { $after: own } : following ? { $before: following } : undefined;
      return [{ scenario, index, ...(anchor ? { anchor } : {}) }];
    });
  });
}

/**
 * The edits that walk `screenId` at each gap that has an anchor: one step pressing `press` with `data` (the screen's
 * example answers), inserted into the programme's own scenario file (written when it has none).
 */
export function walkScreenInScenarios(
  files: FileTexts,
  programme: ResolvedProgramme,
  screenId: string,
  press: string,
  data: JsonObject,
): Edit[] {
  const byScenario = new Map<string, ScenarioGap[]>();
  for (const gap of scenarioGaps(files, programme, screenId))
    if (gap.anchor) byScenario.set(gap.scenario, [...(byScenario.get(gap.scenario) ?? []), gap]);
  const source = sourceOf(files);
  return [...byScenario].map(([scenario, gaps]) => {
    const file = `${scenariosFolder(programme.id)}${scenario}.json`;
    const own = isJsonObject(source[file]) ? (source[file] as JsonObject) : undefined;
    const operations = gaps.map((gap, n) => ({
      $insert: { id: gaps.length > 1 ? `${screenId}-${n + 1}` : screenId, screen: screenId, press, data },
      ...gap.anchor,
    }));
    if (own && isListPatch(own.steps))
      return { file, pointer: `/steps/${LIST_PATCH}`, value: [...own.steps[LIST_PATCH], ...operations] as Json[] };
    if (own && own.steps !== undefined)
      throw new Error(`${file} writes its steps whole: walk ${screenId} in it by hand`);
    const value = own
      ? { ...own, steps: { [LIST_PATCH]: operations } }
      : { $schema: '../../../meta/scenario.schema.json', steps: { [LIST_PATCH]: operations } };
    return { file, pointer: '', value: value as Json };
  });
}
