import { isJsonObject, type Json, type JsonObject } from '../../engine/json.ts';
import { applyMergePatch, isListPatch, itemName, LIST_PATCH } from '../../engine/merge-patch.ts';
import { toPointer } from '../../engine/pointer.ts';
import { resolveScenarios, scenarioPlace } from '../../engine/scenarios.ts';
import { applyEdits, type Edit, type FileTexts } from './files.ts';
import { layeredFile, parentFile, parentOf, programmeFolder, sourceOf, valueAt } from './programme-layers.ts';

/**
 * A programme's steps as a whole (programme.json `steps`, items named by `id`): add, remove and reorder one. A
 * programme that owns the list is edited in place (a moved step keeps its text as written); a child writes list patch
 * operations against its parent's list (`{"$patch": [{"$insert": {...}, "$after": "x"}, {"$remove": "y"}]}`), never a
 * copy of it.
 */

/** Where a step of the programme comes from: the programme's own list or insert, a change of a parent's, the parent's. */
export type StepOrigin = 'own' | 'changed' | 'inherited';

export interface StepRow {
  id: string;
  title: string;
  origin: StepOrigin;
}

const PROGRAMME = 'programme.json';
const programmeFile = (programmeId: string) => `${programmeFolder(programmeId)}${PROGRAMME}`;

/** The steps as the programme resolves them (only named objects). */
export function resolvedSteps(files: FileTexts, programmeId: string): JsonObject[] {
  const steps = valueAt(layeredFile(files, programmeId, PROGRAMME), ['steps']);
  return (Array.isArray(steps) ? steps : []).filter(
    (s): s is JsonObject => isJsonObject(s) && typeof s.id === 'string',
  );
}

/** The programme's own `steps` value (a list, a list patch, or nothing) and whether a parent's list is under it. */
function ownSteps(files: FileTexts, programmeId: string): { own: Json | undefined; child: boolean } {
  return {
    own: valueAt(sourceOf(files)[programmeFile(programmeId)], ['steps']),
    child: parentOf(files, programmeId) !== undefined,
  };
}

/** The operations of a list patch that name item `id`: as the item they change or insert (not `$after` / `$before`). */
function opsOf(own: Json | undefined, id: string): Array<{ index: number; inserted: boolean }> {
  if (!isListPatch(own)) return [];
  return own[LIST_PATCH].flatMap((op, index): Array<{ index: number; inserted: boolean }> => {
    if (!isJsonObject(op)) return [];
    if (isJsonObject(op.$insert)) return itemName(op.$insert) === id ? [{ index, inserted: true }] : [];
    return !('$remove' in op) && itemName(op) === id ? [{ index, inserted: false }] : [];
  });
}

/** Every step of the programme in order, with where it comes from. */
export function listSteps(files: FileTexts, programmeId: string): StepRow[] {
  const { own, child } = ownSteps(files, programmeId);
  return resolvedSteps(files, programmeId).map((step) => {
    const id = String(step.id);
    const ops = opsOf(own, id);
    const origin: StepOrigin =
      !child || Array.isArray(own) || ops.some((o) => o.inserted) ? 'own' : ops.length ? 'changed' : 'inherited';
    return { id, title: typeof step.title === 'string' ? step.title : id, origin };
  });
}

/** Edits that append list patch operations to the child's `steps` (the patch made when it has none). */
function appendOps(programmeId: string, own: Json | undefined, ops: JsonObject[]): Edit[] {
  const file = programmeFile(programmeId);
  if (!isListPatch(own)) return [{ file, pointer: '/steps', value: { [LIST_PATCH]: ops } }];
  return ops.map((value) => ({ file, pointer: `/steps/${LIST_PATCH}/-`, value }));
}

/**
 * Edits that add `step` (an object with at least the keys the step meta-schema requires) after step `after` (first
 * when `after` is undefined and the list has steps, last when `after` is `'-'`). None when a step has its id.
 */
export function addStep(files: FileTexts, programmeId: string, step: JsonObject, after?: string): Edit[] {
  const id = itemName(step);
  const steps = resolvedSteps(files, programmeId);
  if (id === undefined || steps.some((s) => s.id === id)) return [];
  const anchor = after === '-' ? steps.at(-1)?.id : after;
  const { own, child } = ownSteps(files, programmeId);
  if (child && !Array.isArray(own)) {
    const place: JsonObject =
      anchor !== undefined ? { $after: anchor } : steps.length ? { $before: steps[0]!.id! } : {};
    return appendOps(programmeId, own, [{ $insert: step, ...place }]);
  }
  const index = anchor === undefined ? 0 : steps.findIndex((s) => s.id === anchor) + 1;
  if (!Array.isArray(own)) return [{ file: programmeFile(programmeId), pointer: '/steps', value: [step] }];
  return [{ file: programmeFile(programmeId), pointer: `/steps/${index}`, value: step, insert: true }];
}

/**
 * Edits that remove step `stepId`. In the programme that owns the list the item goes; in a child, a step it inserted
 * goes with every operation naming it, and a parent's step gets `{"$remove": id}` in place of the child's changes to
 * it. A patch left empty goes. What else names the step is `stepReferences`'s.
 */
export function removeStep(files: FileTexts, programmeId: string, stepId: string): Edit[] {
  const { own, child } = ownSteps(files, programmeId);
  const file = programmeFile(programmeId);
  if (!resolvedSteps(files, programmeId).some((s) => s.id === stepId)) return [];
  if (!child || Array.isArray(own)) {
    const index = Array.isArray(own) ? own.findIndex((s) => itemName(s) === stepId) : -1;
    return index < 0 ? [] : [{ file, pointer: `/steps/${index}`, remove: true }];
  }
  const ops = opsOf(own, stepId);
  const inserted = ops.some((o) => o.inserted);
  const left = isListPatch(own) ? own[LIST_PATCH].length - ops.length : 0;
  if (inserted && left === 0) return [{ file, pointer: '/steps', remove: true }];
  const removals: Edit[] = ops
    .map((o) => o.index)
    .sort((a, b) => b - a)
    .map((i) => ({ file, pointer: `/steps/${LIST_PATCH}/${i}`, remove: true }));
  return inserted
    ? removals
    : [...removals, ...appendOps(programmeId, left === 0 ? undefined : own, [{ $remove: stepId }])];
}

/** The ids of the steps after the edits, in order (the child's patch applied to its parent's list). */
function orderAfter(files: FileTexts, programmeId: string, edits: Edit[]): string[] | undefined {
  try {
    const next = applyEdits(files, edits);
    const parent = valueAt(parentFile(next, programmeId, PROGRAMME), ['steps']);
    const own = valueAt(sourceOf(next)[programmeFile(programmeId)], ['steps']);
    const list = own === undefined ? parent : applyMergePatch(parent, own);
    return Array.isArray(list) ? list.map((s) => itemName(s) ?? '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Edits that move step `stepId` to position `to` of the resolved list. In the programme that owns the list the
 * item's text moves; in a child the operation that already names it (its insert, or its change) gets `$after` (or
 * `$before` for the first place), else a new `{"id": ..., "$after": ...}` is appended. None when nothing changes.
 */
export function moveStep(files: FileTexts, programmeId: string, stepId: string, to: number): Edit[] {
  const ids = resolvedSteps(files, programmeId).map((s) => String(s.id));
  const from = ids.indexOf(stepId);
  const at = Math.max(0, Math.min(to, ids.length - 1));
  if (from < 0 || from === at) return [];
  const { own, child } = ownSteps(files, programmeId);
  const file = programmeFile(programmeId);
  if (!child || Array.isArray(own)) {
    const index = Array.isArray(own) ? own.findIndex((s) => itemName(s) === stepId) : -1;
    return index < 0 ? [] : [{ file, pointer: `/steps/${index}`, moveTo: at }];
  }
  const wanted = ids.filter((id) => id !== stepId);
  wanted.splice(at, 0, stepId);
  const place: JsonObject = at === 0 ? { $before: wanted[1]! } : { $after: wanted[at - 1]! };
  const existing = opsOf(own, stepId).at(-1);
  if (existing) {
    const base = `/steps/${LIST_PATCH}/${existing.index}`;
    const [key, other] = at === 0 ? ['$before', '$after'] : ['$after', '$before'];
    const inPlace: Edit[] = [
      { file, pointer: `${base}/${other}`, remove: true },
      { file, pointer: `${base}/${key}`, value: place[key!] },
    ];
    if (JSON.stringify(orderAfter(files, programmeId, inPlace)) === JSON.stringify(wanted)) return inPlace;
  }
  return appendOps(programmeId, own, [{ id: stepId, ...place }]);
}

/** Something that names a step: where (file and pointer), what it is, and whether removing the step may take it too. */
export interface StepReference {
  file: string;
  pointer: string;
  what: string;
  removable: boolean;
}

/** The programmes that extend `programmeId`, directly or through others. */
function descendants(files: FileTexts, programmeId: string): string[] {
  const ids = Object.keys(sourceOf(files)).flatMap(
    (p) => /^journey-config\/programmes\/([^/]+)\/programme\.json$/.exec(p)?.[1] ?? [],
  );
  const out: string[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const id of ids) {
      const parent = parentOf(files, id);
      if (!out.includes(id) && parent !== undefined && (parent === programmeId || out.includes(parent)))
        grew = out.push(id) > 0;
    }
  }
  return out;
}

/** The scenarios `programmeId` plays (its parents' included) whose steps press the step's card (`"card": id`). */
function scenarioCards(files: FileTexts, programmeId: string, stepId: string): StepReference[] {
  const source = sourceOf(files);
  const played = resolveScenarios(source, programmeId);
  return Object.entries(played.scenarios).flatMap(([name, scenario]) => {
    const steps = Array.isArray(scenario.steps) ? scenario.steps : [];
    return steps.flatMap((s, i) =>
      isJsonObject(s) && s.card === stepId
        ? [
            {
              ...scenarioPlace(source, played, name, `/steps/${i}/card`),
              what: `scenario ${name} presses its card`,
              removable: false,
            },
          ]
        : [],
    );
  });
}

/** A child programme's list patch operations that name the step (as the item, or as where another goes). */
function childPatches(files: FileTexts, childId: string, stepId: string): StepReference[] {
  const own = valueAt(sourceOf(files)[programmeFile(childId)], ['steps']);
  if (!isListPatch(own)) return [];
  return own[LIST_PATCH].flatMap((op, i) => {
    if (!isJsonObject(op)) return [];
    const named = (isJsonObject(op.$insert) ? false : itemName(op) === stepId) || op.$remove === stepId;
    const anchor = (['$after', '$before'] as const).find((k) => op[k] === stepId);
    if (!named && !anchor) return [];
    return [
      {
        file: programmeFile(childId),
        pointer: toPointer(['steps', LIST_PATCH, i, ...(named ? [] : [anchor!])]),
        what: named
          ? `${childId} changes it`
          : `${childId} places a step ${anchor === '$after' ? 'after' : 'before'} it`,
        removable: named,
      },
    ];
  });
}

/**
 * What names step `stepId` of the programme, and would dangle once it is removed: the programme's scenarios that
 * press its card (lint: no card), the operations of programmes extending it that name it (the patch no longer applies;
 * removable with the step when they only change it), its screens that no other step lists, and its workflow triggers
 * (`completedBy`) that no other step completes.
 */
export function stepReferences(files: FileTexts, programmeId: string, stepId: string): StepReference[] {
  const steps = resolvedSteps(files, programmeId);
  const step = steps.find((s) => s.id === stepId);
  if (!step) return [];
  const others = steps.filter((s) => s !== step);
  const file = programmeFile(programmeId);
  const index = steps.indexOf(step);
  const listed = (key: 'screens' | 'completedBy') =>
    (Array.isArray(step[key]) ? step[key] : []).filter((v): v is string => typeof v === 'string');
  const elsewhere = (key: 'screens' | 'completedBy', v: string) =>
    others.some((s) => Array.isArray(s[key]) && s[key].includes(v));
  const played = new Set<string>();
  // a parent's scenario a child plays unpatched is one reference, not one per programme
  const once = (refs: StepReference[]) =>
    refs.filter((r) => !played.has(`${r.file}#${r.pointer}`) && played.add(`${r.file}#${r.pointer}`));
  return [
    ...once(scenarioCards(files, programmeId, stepId)),
    ...descendants(files, programmeId).flatMap((childId) => [
      ...childPatches(files, childId, stepId),
      ...once(scenarioCards(files, childId, stepId)),
    ]),
    ...listed('screens')
      .filter((s) => !elsewhere('screens', s))
      .map((s) => ({
        file,
        pointer: `/steps/${index}/screens`,
        what: `screen ${s} belongs to no other step`,
        removable: false,
      })),
    ...listed('completedBy')
      .filter((t) => !elsewhere('completedBy', t))
      .map((t) => ({
        file,
        pointer: `/steps/${index}/completedBy`,
        what: `workflow step ${t} completes no other step`,
        removable: false,
      })),
  ];
}

/** Edits that remove the step and the references to it that may go with it (child operations that only change it). */
export function removeStepAndReferences(files: FileTexts, programmeId: string, stepId: string): Edit[] {
  const removable = stepReferences(files, programmeId, stepId)
    .filter((r) => r.removable)
    .sort((a, b) => b.pointer.localeCompare(a.pointer, undefined, { numeric: true }));
  return [
    ...removeStep(files, programmeId, stepId),
    ...removable.map((r) => ({ file: r.file, pointer: r.pointer, remove: true as const })),
  ];
}
